import CSDL2

/// Which pixels of a fill are worth drawing: a fill's pixels that an opaque fill drawn later in the
/// same frame covers are overwritten whatever they were, so they need not be drawn at all.
///
/// Why: under Xvfb the accelerated renderer is Mesa's llvmpipe, where every filled pixel costs
/// (about 2 ns, 2.5 Mpx ≈ 5 ms at scale 2), and a workbench frame filled each pixel of the phone
/// three times — the bezel, the screen's background, the scene's own background — before drawing
/// anything that shows (docs/PERFORMANCE.md, "The window path"). The software renderer gains less
/// (an opaque fill is a plain store there) but draws the same pixels either way.
///
/// Exact by construction: an occluder is an opaque fill (`SDL_BLENDMODE_NONE`, a plain store), taken
/// as its pixel rectangle cut to the clip it is drawn under; a fill drawn before it keeps only the
/// parts outside it, as disjoint rectangles (a translucent fill never blends a pixel twice). Only
/// large shapes take part (`minimumArea`): small ones cost more to check than to draw.
struct FillOcclusion {
    /// Pixels below which a fill is neither checked nor used as an occluder.
    static let minimumArea = 2048
    /// A fill is cut into at most this many pieces; past that the rest is drawn, which is still exact.
    static let maximumPieces = 8

    /// The frame's opaque fills in draw order: the command's sequence number and its visible pixels.
    private var occluders: [(sequence: Int, rect: SDL_Rect)] = []
    private var pieces: [SDL_Rect] = []
    private var next: [SDL_Rect] = []

    init() {
        occluders.reserveCapacity(256)
        pieces.reserveCapacity(Self.maximumPieces * 4)
        next.reserveCapacity(Self.maximumPieces * 4)
    }

    /// Forgets the last frame's occluders.
    mutating func reset() { occluders.removeAll(keepingCapacity: true) }

    /// Notes an opaque fill of `rect` (already cut to its clip) drawn as command `sequence`.
    mutating func addOccluder(_ rect: SDL_Rect, sequence: Int) {
        guard !rect.isEmpty, Int(rect.w) * Int(rect.h) >= Self.minimumArea else { return }
        occluders.append((sequence, rect))
    }

    /// Calls `body` with each part of `rect` (drawn as command `sequence`) that no later occluder
    /// covers: nothing when one covers it all, `rect` itself when none touches it.
    mutating func visibleParts(of rect: SDL_Rect, sequence: Int, _ body: (SDL_Rect) -> Void) {
        guard Int(rect.w) * Int(rect.h) >= Self.minimumArea, let first = firstOccluder(after: sequence) else {
            body(rect)
            return
        }
        pieces.removeAll(keepingCapacity: true)
        pieces.append(rect)
        for i in first..<occluders.count {
            let o = occluders[i].rect
            guard pieces.contains(where: { $0.overlaps(o) }) else { continue }
            next.removeAll(keepingCapacity: true)
            for p in pieces { Self.subtract(o, from: p, into: &next) }
            if next.count > Self.maximumPieces { break }
            swap(&pieces, &next)
            if pieces.isEmpty { return }
        }
        for p in pieces { body(p) }
    }

    /// The index of the first occluder drawn after `sequence` (occluders are in draw order).
    private func firstOccluder(after sequence: Int) -> Int? {
        var lo = 0
        var hi = occluders.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if occluders[mid].sequence <= sequence { lo = mid + 1 } else { hi = mid }
        }
        return lo < occluders.count ? lo : nil
    }

    /// `p` minus `o` as at most four disjoint rectangles: the full-width bands above and below `o`,
    /// then the parts left and right of it within its rows.
    static func subtract(_ o: SDL_Rect, from p: SDL_Rect, into out: inout [SDL_Rect]) {
        guard p.overlaps(o) else {
            out.append(p)
            return
        }
        let top = max(p.y, o.y)
        let bottom = min(p.y + p.h, o.y + o.h)
        let left = max(p.x, o.x)
        let right = min(p.x + p.w, o.x + o.w)
        if top > p.y { out.append(SDL_Rect(x: p.x, y: p.y, w: p.w, h: top - p.y)) }
        if bottom < p.y + p.h { out.append(SDL_Rect(x: p.x, y: bottom, w: p.w, h: p.y + p.h - bottom)) }
        if left > p.x { out.append(SDL_Rect(x: p.x, y: top, w: left - p.x, h: bottom - top)) }
        if right < p.x + p.w { out.append(SDL_Rect(x: right, y: top, w: p.x + p.w - right, h: bottom - top)) }
    }
}
