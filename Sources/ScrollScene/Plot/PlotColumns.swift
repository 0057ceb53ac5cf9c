import ScrollCore

/// A plotted curve drawn as fills, one per output column: the rectangles covering a polyline whose
/// points rise in x (a value over time), `width` points thick.
///
/// Why not a line per segment: SDL's software renderer fills each triangle on its own (bounding box,
/// edge set-up, and for a translucent colour a scratch surface made, blitted and freed per
/// triangle); `--compare`'s graph, three lanes of 360 samples each for offset and velocity, was
/// 2 000 thin quads a frame, a third of the frame (callgrind, `SCROLLLAB_BENCH_PROFILE=compare`).
/// Fills of one colour go to SDL in one call, and a plot a few hundred pixels wide needs no more
/// than one per pixel column, however many samples it holds.
///
/// Each column spans the lowest and highest y where the line — each segment a quad `width` thick,
/// the shape a line per segment drew — crosses the column's centre: every sample's extreme is kept,
/// nothing is averaged away, and a steep stretch stays `width` thick. Edges are snapped to the
/// column grid (as the renderer rounds them to pixels), and neighbouring columns with the same span
/// (a flat or shallow stretch) merge into one rectangle.
public enum PlotColumns {
    /// At most this many columns (a wider plot gets wider columns).
    static let maxColumns = 1 << 16

    /// The rectangles (left to right) covering the polyline through `points` drawn `width` points
    /// thick, in columns `column` points wide aligned to multiples of `column` (one output pixel:
    /// 1 / scale). Points with a non-finite coordinate are left out.
    public static func rects(_ points: [Point], width: Double, column: Double = 1) -> [Rect] {
        let finite = points.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? points : points.filter { $0.x.isFinite && $0.y.isFinite }
        var minX = Double.infinity
        var maxX = -Double.infinity
        for p in finite {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
        }
        guard !finite.isEmpty, column > 0, width.isFinite, (maxX - minX + width).isFinite else { return [] }
        let h = max(column / 2, width / 2)
        let step = max(column, (maxX - minX + 2 * h) / Double(maxColumns - 2))
        let first = ((minX - h) / step).rounded(.down)
        let count = Int(((maxX + h) / step).rounded(.up) - first)
        var lo = [Double](repeating: .infinity, count: count)
        var hi = [Double](repeating: -.infinity, count: count)
        lo.withUnsafeMutableBufferPointer { lo in
            hi.withUnsafeMutableBufferPointer { hi in
                if finite.count == 1 { cover(finite[0], finite[0], h: h, step: step, first: first, lo: lo, hi: hi) }
                for i in finite.indices.dropFirst() where finite[i] != finite[i - 1] {
                    cover(finite[i - 1], finite[i], h: h, step: step, first: first, lo: lo, hi: hi)
                }
                // Edges snapped to the column grid (whole output pixels, rounded half up as the
                // renderer rounds them), so a shallow stretch is runs of equal columns.
                for k in 0..<count where lo[k] <= hi[k] {
                    lo[k] = (lo[k] / step + 0.5).rounded(.down) * step
                    hi[k] = max((hi[k] / step + 0.5).rounded(.down) * step, lo[k] + step)
                }
            }
        }
        var out: [Rect] = []
        var k = 0
        while k < count {
            guard lo[k] <= hi[k] else {
                k += 1
                continue
            }
            var end = k + 1
            while end < count && lo[end] == lo[k] && hi[end] == hi[k] { end += 1 }
            out.append(Rect(x: (first + Double(k)) * step, y: lo[k], width: Double(end - k) * step, height: hi[k] - lo[k]))
            k = end
        }
        return out
    }

    /// Widens the spans of the columns whose centre the segment p–q, drawn as a quad `h` either side
    /// (square ends; a lone point is a square), crosses: to where the quad's edges cross the column's
    /// centre line, the pixels a rasteriser sampling pixel centres would fill.
    private static func cover(
        _ p: Point, _ q: Point, h: Double, step: Double, first: Double, lo: UnsafeMutableBufferPointer<Double>,
        hi: UnsafeMutableBufferPointer<Double>
    ) {
        let dx = q.x - p.x
        let dy = q.y - p.y
        let len = (dx * dx + dy * dy).squareRoot()
        // A lone point is a square (a quad across it).
        let n = len > 0 ? Point(x: -dy / len * h, y: dx / len * h) : Point(x: 0, y: h)
        let (a, b) = len > 0 ? (p, q) : (Point(x: p.x - h, y: p.y), Point(x: p.x + h, y: p.y))
        let (c0, c1, c2, c3) = (a + n, b + n, b - n, a - n)
        let ka = max(0, Int(((min(c0.x, c1.x, c2.x, c3.x) - step / 2) / step).rounded(.up) - first))
        let kb = min(lo.count - 1, Int(((max(c0.x, c1.x, c2.x, c3.x) - step / 2) / step).rounded(.down) - first))
        guard ka <= kb else { return }
        // Between the end caps' reach the cross-section is the band along the segment, its
        // centre ± the band's vertical half-height (what the two long edges give, with less work).
        let capReach = abs(n.x)
        let innerLo = min(a.x, b.x) + capReach
        let innerHi = max(a.x, b.x) - capReach
        let slope = dx != 0 ? dy / dx : 0
        let band = dx != 0 ? h * len / abs(dx) : 0
        for k in ka...kb {
            let cx = (first + Double(k)) * step + step / 2
            var l = lo[k]
            var u = hi[k]
            if len > 0 && dx != 0 && innerLo <= cx && cx <= innerHi {
                let y = p.y + slope * (cx - p.x)
                lo[k] = min(l, y - band)
                hi[k] = max(u, y + band)
                continue
            }
            widen(&l, &u, c0, c1, cx)
            widen(&l, &u, c1, c2, cx)
            widen(&l, &u, c2, c3, cx)
            widen(&l, &u, c3, c0, cx)
            lo[k] = l
            hi[k] = u
        }
    }

    /// Widens lo…hi to where the edge u–v crosses x = cx (both ends of an edge lying on it).
    @inline(__always) private static func widen(_ lo: inout Double, _ hi: inout Double, _ u: Point, _ v: Point, _ cx: Double) {
        guard min(u.x, v.x) <= cx, cx <= max(u.x, v.x) else { return }
        let y0 = u.x == v.x ? u.y : u.y + (v.y - u.y) * (cx - u.x) / (v.x - u.x)
        let y1 = u.x == v.x ? v.y : y0
        lo = min(lo, y0, y1)
        hi = max(hi, y0, y1)
    }
}
