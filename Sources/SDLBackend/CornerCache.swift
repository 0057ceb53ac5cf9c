import CSDL2
import ScrollDraw

/// Rounded-rectangle corners as anti-aliased coverage textures: for each pixel radius, one white
/// disc (2r × 2r, alpha = the pixel's coverage by the circle, from its centre's distance to the
/// edge) and its inverse (alpha = 1 − coverage, for a phone's screen corners), whose quadrants are
/// blitted, colour- and alpha-modulated, into the four corner squares.
///
/// Why textures: SDL 2.26's software triangle filler walks every triangle's bounding box per pixel;
/// with list rows carrying rounded thumbnails, corner fans were a third of a plain frame's
/// instructions (callgrind, `SCROLLLAB_BENCH_PROFILE=frame|swipe`). A blit is a straight copy per
/// pixel, and the coverage gives smooth edges (the fans were aliased). Radii above `maxRadius`
/// fall back to fans.
final class CornerCache {
    private let renderer: OpaquePointer
    private let queue: DrawQueue
    /// One texture per radius, kind and modulation class. SDL's software renderer rebuilds a
    /// texture's blit mapping (allocating) whenever its colour or alpha modulation switches on or off;
    /// a texture per class keeps each one's flags fixed, so steady frames allocate nothing.
    private struct Key: Hashable {
        var rad: Int32
        var inverse: Bool
        /// The colour is not white (colour modulation on).
        var tinted: Bool
        /// The colour is translucent (alpha modulation on).
        var translucent: Bool
    }
    private var textures: [Key: OpaquePointer] = [:]
    /// Radii above this are drawn with fans (a 2r × 2r texture per radius would be large).
    static let maxRadius: Int32 = 256
    /// At most this many textures are kept (radius × kind × modulation class); more are drawn with fans.
    static let capacity = 256

    /// Opaque corners go by their `CornerPlan` (fills plus edge blits): true for the software
    /// renderer, where that is ~30 % fewer instructions; an accelerated renderer blits the four
    /// quadrants (one texture, four quads — each change between fills and blits costs it a draw call,
    /// `RendererTraits`).
    private let planned: Bool

    init(renderer: OpaquePointer, queue: DrawQueue, planned: Bool) {
        self.renderer = renderer
        self.queue = queue
        self.planned = planned
    }

    deinit {
        for t in textures.values { SDL_DestroyTexture(t) }
    }

    /// The four quarter-disc fans of a rounded rectangle whose pixel rectangle is (x0, y0)–(x1, y1)
    /// and corner radius `rad`, appended as triangles; the one definition of a corner's shape.
    static func appendFans(
        x0: Double, y0: Double, x1: Double, y1: Double, rad: Int32, _ c: SDL_Color,
        vertices: inout [SDL_Vertex], indices: inout [Int32]
    ) {
        let rd = Double(rad)
        let segments = max(3, min(16, Int(rd / 2)))
        for corner in 0..<4 {
            // Corner squares: top right, bottom right, bottom left, top left; each fan pivots on the
            // square's inner corner.
            let cx = corner == 0 || corner == 1 ? x1 - rd : x0 + rd
            let cy = corner == 1 || corner == 2 ? y1 - rd : y0 + rd
            let start = Double(corner - 1) * Double.pi / 2
            let base = Int32(vertices.count)
            vertices.append(vertex(cx, cy, c))
            for i in 0...segments {
                let a = start + Double(i) / Double(segments) * Double.pi / 2
                vertices.append(vertex(cx + rd * _cos(a), cy + rd * _sin(a), c))
            }
            for i in 0..<Int32(segments) {
                indices.append(base)
                indices.append(base + 1 + i)
                indices.append(base + 2 + i)
            }
        }
    }

    private static func vertex(_ x: Double, _ y: Double, _ c: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: c, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// Draws the four corners of the pixel rectangle `p` with radius `rad` in colour `c` (any alpha;
    /// the renderer's clip applies): the inside of the rounded corner, or with `outside` what lies
    /// outside it (screen corners). False when this radius cannot be cached (the caller draws fans).
    /// An opaque colour goes by the `CornerPlan`: only the anti-aliased edge is blitted.
    func drawCorners(_ p: SDL_Rect, rad: Int32, _ c: Color, outside: Bool = false) -> Bool {
        let key = Key(rad: rad, inverse: outside, tinted: c.r != 255 || c.g != 255 || c.b != 255, translucent: c.a != 255)
        guard let texture = texture(key) else { return false }
        let tint = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        if c.a == 255 && planned {
            drawPlanned(plan(rad: rad, inverse: outside), texture, p, rad: rad, c)
            return true
        }
        // Each quadrant of the disc goes to the matching corner square (no array: this runs per
        // rounded rectangle per frame).
        for right in [false, true] {
            for bottom in [false, true] {
                let src = SDL_Rect(x: right ? rad : 0, y: bottom ? rad : 0, w: rad, h: rad)
                let dst = SDL_Rect(x: right ? p.x + p.w - rad : p.x, y: bottom ? p.y + p.h - rad : p.y, w: rad, h: rad)
                queue.copy(texture, src, dst, tint: tint)
            }
        }
        return true
    }

    /// Plans by radius and kind, made once each.
    private var plans: [Key: CornerPlan] = [:]
    /// The fills of one `drawPlanned`, in target pixels (kept: no allocation per frame).
    private var fillRects: [SDL_Rect] = []

    private func plan(rad: Int32, inverse: Bool) -> CornerPlan {
        let key = Key(rad: rad, inverse: inverse, tinted: false, translucent: false)
        if let p = plans[key] { return p }
        let p = CornerPlan.make(rad: Int(rad)) { x, y in Self.alpha(x: x, y: y, rad: rad, inverse: inverse) }
        plans[key] = p
        return p
    }

    /// The plan's fills (opaque, in `c`, without blending) and its edge blits, each quadrant moved to
    /// its corner square of `p`.
    private func drawPlanned(_ plan: CornerPlan, _ texture: OpaquePointer, _ p: SDL_Rect, rad: Int32, _ c: Color) {
        func moved(_ piece: CornerPlan.Piece) -> SDL_Rect {
            var r = piece.rect
            r.x += piece.quadrant % 2 == 1 ? p.x + p.w - 2 * rad : p.x
            r.y += piece.quadrant >= 2 ? p.y + p.h - 2 * rad : p.y
            return r
        }
        fillRects.removeAll(keepingCapacity: true)
        for f in plan.fills { fillRects.append(moved(f)) }
        if !fillRects.isEmpty { queue.fill(fillRects, Color(r: c.r, g: c.g, b: c.b)) }
        let tint = SDL_Color(r: c.r, g: c.g, b: c.b, a: 255)
        for b in plan.blits { queue.copy(texture, b.rect, moved(b), tint: tint) }
    }

    /// The alpha of pixel (x, y) of the corner texture: the disc's coverage, or its inverse.
    static func alpha(x: Int, y: Int, rad: Int32, inverse: Bool) -> UInt8 {
        let cov = coverage(x: x, y: y, radius: Double(rad))
        return UInt8(((inverse ? 1 - cov : cov) * 255).rounded())
    }

    /// The coverage of pixel (x, y) of a 2r × 2r square by the disc of radius r at its centre.
    static func coverage(x: Int, y: Int, radius r: Double) -> Double {
        let dx = Double(x) + 0.5 - r
        let dy = Double(y) + 0.5 - r
        return min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
    }

    private func texture(_ key: Key) -> OpaquePointer? {
        if let t = textures[key] { return t }
        let rad = key.rad
        let inverse = key.inverse
        guard rad >= 1, rad <= Self.maxRadius, textures.count < Self.capacity else { return nil }
        let size = Int(2 * rad)
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                pixels[y * size + x] = UInt32(Self.alpha(x: x, y: y, rad: rad, inverse: inverse)) << 24 | 0x00FF_FFFF
            }
        }
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(size), Int32(size))
        else { return nil }
        SDL_UpdateTexture(t, nil, pixels, Int32(size * 4))
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        textures[key] = t
        return t
    }
}
