import CSDL2

/// Text runs packed into a few shared textures ("pages"), rows of runs on shelves. Why: in an
/// accelerated renderer (llvmpipe under Xvfb, a GPU elsewhere) every change of texture ends a draw —
/// 80 text-sized copies cost 4.1–4.3 ms a frame from one texture and 7.1–8.5 ms from 80 textures
/// (docs/PERFORMANCE.md, "The window path") — and a workbench frame draws 60–80 runs. In the software
/// renderer a copy from a page is the same per-pixel blend as from a run's own texture (same pixels),
/// and a page is mapped for blitting once, not every run.
///
/// Pages are made as needed, up to `maximumPages` of each kind (opaque runs, and runs drawn faded, so no
/// page's alpha modulation ever switches on and off); when all are full, the least recently used one
/// is emptied and its runs are rasterised again when next drawn. A run too big for a page is not
/// placed (the cache gives it a texture of its own).
final class TextAtlas {
    /// Page size, pixels: 4 MB each (2048 × 1024 took `bench`'s peak RSS to 104 MB, several canvases
    /// each holding its pages; 2048 × 512: 79.9–80.0 MB, headless frames unchanged — docs/PERFORMANCE.md).
    static let pageWidth: Int32 = 2048
    static let pageHeight: Int32 = 512
    /// Pages kept per kind: runs drawn opaque get three, faded ones (a collapsing title) one.
    static func maximumPages(faded: Bool) -> Int { faded ? 1 : 3 }

    private struct Shelf {
        var y: Int32
        var height: Int32
        var x: Int32
    }
    private struct Page {
        var texture: OpaquePointer
        var faded: Bool
        var shelves: [Shelf] = []
        var nextY: Int32 = 0
        var lastUse: UInt64 = 0
    }

    private let renderer: OpaquePointer
    private var pages: [Page] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for p in pages { SDL_DestroyTexture(p.texture) }
    }

    /// Called before a page in use is emptied and written over: draws still queued from it must be
    /// sent first (`DrawQueue.flush`).
    var beforeEmptying: () -> Void = {}

    /// The texture of page `page`.
    func texture(_ page: Int) -> OpaquePointer { pages[page].texture }

    /// Notes that page `page` was drawn from in `frame`.
    func use(_ page: Int, frame: UInt64) { pages[page].lastUse = frame }

    /// Uploads `region` of `surface` (ARGB8888; all of it by default) to a free place: the page and the
    /// rectangle, and the page emptied to make room (its runs must be forgotten), if any. Nil when it
    /// does not fit a page.
    func place(_ surface: UnsafeMutablePointer<SDL_Surface>, region: SDL_Rect? = nil, faded: Bool, frame: UInt64) -> (
        page: Int, rect: SDL_Rect, emptied: Int?
    )? {
        let part = region ?? SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        let (w, h) = (part.w, part.h)
        guard w > 0, h > 0, w <= Self.pageWidth, h <= Self.pageHeight, part.x >= 0, part.y >= 0,
            part.x + w <= surface.pointee.w, part.y + h <= surface.pointee.h,
            surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, let pixels = surface.pointee.pixels
        else { return nil }
        var emptied: Int?
        var spot: (Int, SDL_Rect)?
        for i in pages.indices where pages[i].faded == faded {
            if let r = reserve(w, h, in: i) {
                spot = (i, r)
                break
            }
        }
        if spot == nil, let (i, isNew) = newOrEmptiedPage(faded: faded) {
            if !isNew {
                emptied = i
                beforeEmptying()
            }
            pages[i].shelves.removeAll(keepingCapacity: true)
            pages[i].nextY = 0
            spot = reserve(w, h, in: i).map { (i, $0) }
        }
        guard let (page, rect) = spot else { return nil }
        var r = rect
        let pitch = surface.pointee.pitch
        SDL_UpdateTexture(pages[page].texture, &r, pixels + Int(part.y) * Int(pitch) + Int(part.x) * 4, pitch)
        pages[page].lastUse = frame
        return (page, rect, emptied)
    }

    /// A place for `w` × `h` in page `i`: on a shelf as tall as the run (up to a third taller, or up to
    /// the 4-pixel rounding of new shelves: a run cut to its ink can be 1–5 pixels tall, a dash or a
    /// dot, and must not open a page-wide shelf each), else on a new shelf below the others.
    private func reserve(_ w: Int32, _ h: Int32, in i: Int) -> SDL_Rect? {
        for k in pages[i].shelves.indices {
            let s = pages[i].shelves[k]
            if s.height >= h && s.height <= max(h + h / 3, h + 3) && s.x + w <= Self.pageWidth {
                pages[i].shelves[k].x += w
                return SDL_Rect(x: s.x, y: s.y, w: w, h: h)
            }
        }
        let height = (h + 3) / 4 * 4
        guard pages[i].nextY + height <= Self.pageHeight else { return nil }
        pages[i].shelves.append(Shelf(y: pages[i].nextY, height: height, x: w))
        pages[i].nextY += height
        return SDL_Rect(x: 0, y: pages[i].nextY - height, w: w, h: h)
    }

    /// A new page of the kind, or, when there are enough, the least recently used one (to be emptied).
    private func newOrEmptiedPage(faded: Bool) -> (Int, isNew: Bool)? {
        let mine = pages.indices.filter { pages[$0].faded == faded }
        if mine.count < Self.maximumPages(faded: faded),
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Self.pageWidth, Self.pageHeight)
        {
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            pages.append(Page(texture: t, faded: faded))
            return (pages.count - 1, true)
        }
        return mine.min { pages[$0].lastUse < pages[$1].lastUse }.map { ($0, false) }
    }
}
