import CSDL2
import ScrollDraw

/// Smooth vertical gradients as textures: one pixel wide, one texel per pixel row (colours
/// interpolated per row, rounded), stretched across the width with a plain copy. Cached by colours
/// and height; a few gradients per frame at most (the profile header's cover).
final class GradientCache {
    private struct Key: Hashable {
        var top: Color
        var bottom: Color
        var height: Int32
    }

    private let renderer: OpaquePointer
    private let queue: DrawQueue
    private var textures: [Key: OpaquePointer] = [:]
    /// Kept at most; the cache empties when full (headers that change height make new keys).
    static let capacity = 32

    /// Opaque gradients are drawn as one fill per run of same-coloured rows: true for the software
    /// renderer (no stretch blit); an accelerated renderer stretches the texture in one quad (a fill
    /// per row is a draw call per colour there, `RendererTraits`).
    private let rowsAsFills: Bool

    init(renderer: OpaquePointer, queue: DrawQueue, rowsAsFills: Bool) {
        self.renderer = renderer
        self.queue = queue
        self.rowsAsFills = rowsAsFills
    }

    deinit {
        for t in textures.values { SDL_DestroyTexture(t) }
    }

    /// Fills the pixel rectangle `p` with the gradient (the renderer's clip applies); `target` is the
    /// render target's rectangle.
    ///
    /// The copy is cropped to the render target first, rows of the texture with it (one texel per
    /// pixel row, so the pixels are the same): SDL's software renderer makes a temporary surface of
    /// the whole destination for every stretched copy that crosses the target's edge — a 1.25 MB
    /// allocation per frame while the profile header slid up under the top edge (found with
    /// `valgrind --tool=dhat`, docs/PERFORMANCE.md).
    func draw(_ p: SDL_Rect, top: Color, bottom: Color, within target: SDL_Rect) {
        let key = Key(top: top, bottom: bottom, height: p.h)
        guard !p.isEmpty, p.h <= 16384, let t = texture(key) else { return }
        let shown = p.intersection(target)
        guard !shown.isEmpty else { return }
        if let colours = rowColours[key] {
            fillRows(colours, from: shown.y - p.y, count: shown.h, at: SDL_Rect(x: shown.x, y: shown.y, w: shown.w, h: 0))
            return
        }
        queue.copy(t, SDL_Rect(x: 0, y: shown.y - p.y, w: 1, h: shown.h), shown)
    }

    /// The row colours of each opaque gradient, kept with its texture.
    private var rowColours: [Key: [UInt32]] = [:]

    /// An opaque gradient as one plain fill per run of rows of one colour, not a stretched copy: the
    /// same pixels (a copy without blending stores the texel, alpha 255, as the fill does) for a
    /// fraction of the work — SDL's stretch blit cost ~9 instructions a pixel, 100 M of 1 152 M in 120
    /// all-overlay frames (callgrind, docs/PERFORMANCE.md).
    private func fillRows(_ colours: [UInt32], from first: Int32, count: Int32, at row: SDL_Rect) {
        var i = Int(first)
        let end = Int(first + count)
        while i < end {
            var j = i + 1
            while j < end && colours[j] == colours[i] { j += 1 }
            let c = colours[i]
            let colour = Color(r: UInt8(truncatingIfNeeded: c >> 16), g: UInt8(truncatingIfNeeded: c >> 8), b: UInt8(truncatingIfNeeded: c))
            queue.fill(SDL_Rect(x: row.x, y: row.y + Int32(i) - first, w: row.w, h: Int32(j - i)), colour)
            i = j
        }
    }

    /// The row colours: row i's centre at (i + 0.5) / h of the way down.
    static func rows(top: Color, bottom: Color, height: Int) -> [UInt32] {
        (0..<height).map { i in
            let f = (Double(i) + 0.5) / Double(height)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32((Double(a) + (Double(b) - Double(a)) * f).rounded()) }
            return mix(top.a, bottom.a) << 24 | mix(top.r, bottom.r) << 16 | mix(top.g, bottom.g) << 8 | mix(top.b, bottom.b)
        }
    }

    private func texture(_ key: Key) -> OpaquePointer? {
        if let t = textures[key] { return t }
        if textures.count >= Self.capacity {
            queue.flush()  // queued copies may read these
            for t in textures.values { SDL_DestroyTexture(t) }
            textures.removeAll()
            rowColours.removeAll()
        }
        let rows = Self.rows(top: key.top, bottom: key.bottom, height: Int(key.height))
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, key.height)
        else { return nil }
        SDL_UpdateTexture(t, nil, rows, 4)
        let opaque = key.top.a == 255 && key.bottom.a == 255
        SDL_SetTextureBlendMode(t, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        if opaque && rowsAsFills { rowColours[key] = rows }  // kept only where they are drawn as fills
        textures[key] = t
        return t
    }
}
