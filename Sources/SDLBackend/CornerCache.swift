import CSDL2
import ScrollDraw

/// Rounded-rectangle corners as textures: for each pixel radius, one white disc (a 2r × 2r mask,
/// opaque inside, transparent outside), whose quadrants are blitted, colour-modulated, into the four
/// corner squares of an opaque rounded rectangle.
///
/// Why: SDL 2.26's software triangle filler walks every triangle's bounding box per pixel; with list
/// rows carrying rounded thumbnails, the corner fans were a third of a plain frame's instructions and
/// 45 % of a page-swipe frame's (callgrind, `SCROLLLAB_BENCH_PROFILE=frame|swipe`). A blit is a
/// straight copy per pixel.
///
/// Same pixels: the disc is drawn by SDL's own software renderer with the very fans
/// `CornerCache.appendFans` gives the direct path, onto a transparent surface; blitting it with an
/// opaque colour modulation stores exactly the colour where the fan covered a pixel and leaves the
/// rest alone. Translucent colours keep the direct fans (blending twice would round differently).
final class CornerCache {
    private let renderer: OpaquePointer
    private var discs: [Int32: OpaquePointer] = [:]
    /// Radii above this are drawn with fans (a 2r × 2r texture per radius would be large).
    static let maxRadius: Int32 = 128
    /// At most this many radii are kept; more are drawn with fans.
    static let capacity = 64

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for t in discs.values { SDL_DestroyTexture(t) }
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

    /// Draws the four corners of the pixel rectangle `p` with radius `rad` in the opaque colour `c`
    /// (the renderer's clip applies). False when this radius is not cached and cannot be (the caller
    /// draws fans instead).
    func drawCorners(_ p: SDL_Rect, rad: Int32, _ c: Color) -> Bool {
        guard c.a == 255, let disc = disc(rad) else { return false }
        SDL_SetTextureColorMod(disc, c.r, c.g, c.b)
        // Each quadrant of the disc goes to the matching corner square (no array: this runs per
        // rounded rectangle per frame).
        for right in [false, true] {
            for bottom in [false, true] {
                var src = SDL_Rect(x: right ? rad : 0, y: bottom ? rad : 0, w: rad, h: rad)
                var dst = SDL_Rect(x: right ? p.x + p.w - rad : p.x, y: bottom ? p.y + p.h - rad : p.y, w: rad, h: rad)
                SDL_RenderCopy(renderer, disc, &src, &dst)
            }
        }
        return true
    }

    private func disc(_ rad: Int32) -> OpaquePointer? {
        if let d = discs[rad] { return d }
        guard rad >= 1, rad <= Self.maxRadius, discs.count < Self.capacity else { return nil }
        let size = 2 * rad
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let soft = SDL_CreateSoftwareRenderer(surface) else { return nil }
        defer { SDL_DestroyRenderer(soft) }
        SDL_SetRenderDrawBlendMode(soft, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(soft, 0, 0, 0, 0)
        SDL_RenderClear(soft)
        var vertices: [SDL_Vertex] = []
        var indices: [Int32] = []
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        Self.appendFans(x0: 0, y0: 0, x1: Double(size), y1: Double(size), rad: rad, white, vertices: &vertices, indices: &indices)
        SDL_RenderGeometry(soft, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        SDL_RenderPresent(soft)
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        discs[rad] = texture
        return texture
    }
}
