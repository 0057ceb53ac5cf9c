import CSDL2

/// How a corner texture (`CornerCache`: a 2r × 2r disc or its inverse) is drawn without blending
/// every pixel: its pixels are fully opaque (alpha 255), fully clear (0) or an anti-aliased edge in
/// between, and only the edge needs SDL's blender. Each quadrant is cut into bands of rows; a band's
/// edge pixels are blitted as one box, the opaque pixels outside the boxes are plain fills in the
/// draw colour, the clear ones are skipped.
///
/// Byte-identical to blitting the whole quadrant, for an opaque draw colour: SDL's blend gives the
/// (modulated) source colour exactly where the source alpha is 255 and leaves the target exactly where
/// it is 0. Why: a blended pixel costs ~60 instructions in SDL 2.26's software blitter with colour
/// modulation, a filled one well under one, and the phone's four screen corners (r = 110 px at @2x)
/// blitted whole were a quarter of a plain frame's instructions (callgrind, docs/PERFORMANCE.md).
struct CornerPlan: Equatable {
    /// A rectangle of the texture (its pixel coordinates) and the quadrant it lies in (0 top left,
    /// 1 top right, 2 bottom left, 3 bottom right).
    struct Piece: Equatable {
        var rect: SDL_Rect
        var quadrant: Int

        static func == (a: Piece, b: Piece) -> Bool {
            a.quadrant == b.quadrant && a.rect.x == b.rect.x && a.rect.y == b.rect.y && a.rect.w == b.rect.w && a.rect.h == b.rect.h
        }
    }

    /// Rectangles drawn as opaque fills.
    var fills: [Piece] = []
    /// Rectangles blitted from the texture (every edge pixel lies in exactly one).
    var blits: [Piece] = []

    /// Rough costs, instructions, that choose the band height: a blended pixel, one blit call, one
    /// fill rectangle.
    static let blendedPixelCost = 60
    static let blitCallCost = 2500
    static let fillRectCost = 150

    /// The plan for the texture of radius `rad` whose pixel (x, y) has alpha `alpha(x, y)`: the band
    /// height (from 2 to the radius) with the least estimated cost.
    static func make(rad: Int, alpha: (Int, Int) -> UInt8) -> CornerPlan {
        guard rad >= 1 else { return CornerPlan() }
        let size = 2 * rad
        var a = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size { a[y * size + x] = alpha(x, y) }
        }
        var best = CornerPlan()
        var bestCost = Int.max
        var band = 2
        while true {
            let plan = make(rad: rad, band: min(band, rad), alphas: a)
            if plan.cost < bestCost {
                best = plan
                bestCost = plan.cost
            }
            if band >= rad { break }
            band *= 2
        }
        return best
    }

    /// The estimated cost of drawing this plan once.
    var cost: Int {
        blits.reduce(0) { $0 + Self.blitCallCost + Self.blendedPixelCost * Int($1.rect.w * $1.rect.h) } + fills.count * Self.fillRectCost
    }

    /// The plan with bands of `band` rows (the last one of a quadrant shorter).
    static func make(rad: Int, band: Int, alphas a: [UInt8]) -> CornerPlan {
        var plan = CornerPlan()
        for quadrant in 0..<4 {
            let qx = quadrant % 2 == 1 ? rad : 0
            let qy = quadrant >= 2 ? rad : 0
            var rowSpans: [[(Int, Int)]] = []
            var y0 = qy
            while y0 < qy + rad {
                let y1 = min(y0 + band, qy + rad)
                // The band's edge box: every pixel neither opaque nor clear (empty: x0 == x1).
                var box = (x0: Int.max, x1: Int.min)
                for y in y0..<y1 {
                    for x in qx..<qx + rad where a[y * 2 * rad + x] != 0 && a[y * 2 * rad + x] != 255 {
                        box = (min(box.x0, x), max(box.x1, x + 1))
                    }
                }
                if box.x0 >= box.x1 { box = (qx, qx) }
                if box.x0 < box.x1 {
                    let r = SDL_Rect(x: Int32(box.x0), y: Int32(y0), w: Int32(box.x1 - box.x0), h: Int32(y1 - y0))
                    plan.blits.append(Piece(rect: r, quadrant: quadrant))
                }
                for y in y0..<y1 {
                    rowSpans.append(opaqueSpans(a, row: y, rad: rad, from: qx, outside: box))
                }
                y0 = y1
            }
            plan.fills += mergeRows(rowSpans, top: qy, quadrant: quadrant)
        }
        return plan
    }

    /// The runs of opaque pixels of texture row `y` within the quadrant's columns from `x0` (`rad`
    /// wide), leaving out the columns of `box`.
    private static func opaqueSpans(_ a: [UInt8], row y: Int, rad: Int, from x0: Int, outside box: (x0: Int, x1: Int)) -> [(Int, Int)] {
        var spans: [(Int, Int)] = []
        var start: Int?
        for x in x0...(x0 + rad) {
            let opaque = x < x0 + rad && a[y * 2 * rad + x] == 255 && !(x >= box.x0 && x < box.x1)
            if opaque, start == nil { start = x }
            if !opaque, let s = start {
                spans.append((s, x))
                start = nil
            }
        }
        return spans
    }

    /// Fill rectangles from per-row spans: a span continued by the same span in the next rows is one
    /// rectangle.
    private static func mergeRows(_ rowSpans: [[(Int, Int)]], top: Int, quadrant: Int) -> [Piece] {
        var out: [Piece] = []
        var open: [(x0: Int, x1: Int, y0: Int)] = []
        for (i, spans) in rowSpans.enumerated() {
            var next: [(x0: Int, x1: Int, y0: Int)] = []
            for s in spans {
                if let k = open.firstIndex(where: { $0.x0 == s.0 && $0.x1 == s.1 }) {
                    next.append(open.remove(at: k))
                } else {
                    next.append((s.0, s.1, top + i))
                }
            }
            for o in open { out.append(piece(o, to: top + i, quadrant)) }
            open = next
        }
        for o in open { out.append(piece(o, to: top + rowSpans.count, quadrant)) }
        return out
    }

    private static func piece(_ o: (x0: Int, x1: Int, y0: Int), to y1: Int, _ quadrant: Int) -> Piece {
        Piece(rect: SDL_Rect(x: Int32(o.x0), y: Int32(o.y0), w: Int32(o.x1 - o.x0), h: Int32(y1 - o.y0)), quadrant: quadrant)
    }
}
