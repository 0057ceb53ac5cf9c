import ScrollCore
import ScrollDraw

/// `--compare`'s plot: every lane's offset (thick) and velocity (thin) over time in one box, one
/// colour per feel, with a legend naming the feel and where it came to rest.
public enum CompareGraph {
    public struct Lane {
        public var name: String
        public var samples: [OverlayHistory.Sample]
        public init(name: String, samples: [OverlayHistory.Sample]) {
            self.name = name
            self.samples = samples
        }
    }

    /// One lane per history (`names[i]`, `histories[i]`), each following the same scroll view: the one
    /// that travelled furthest in the first lane (every lane runs the same scene), so a trace of
    /// several gestures plots the view that moved, not whichever was active last. Without per-view
    /// samples (`OverlayHistory.views` empty), the active view's samples. Returns the view's id too.
    public static func lanes(_ names: [String], _ histories: [OverlayHistory]) -> (view: String?, lanes: [Lane]) {
        guard let first = histories.first, !first.views.isEmpty else {
            return (histories.first?.activeID, zip(names, histories).map { Lane(name: $0, samples: $1.samples) })
        }
        func travel(_ s: [OverlayHistory.Sample]) -> Double { zip(s, s.dropFirst()).reduce(0) { $0 + abs($1.1.offset - $1.0.offset) } }
        let view = first.views.max { a, b in
            let (ta, tb) = (travel(a.value), travel(b.value))
            return ta != tb ? ta < tb : a.key > b.key  // ties: the first id alphabetically
        }?.key
        return (view, zip(names, histories).map { name, h in Lane(name: name, samples: view.flatMap { h.views[$0] } ?? []) })
    }

    /// The lanes' colours, in order (green, blue, orange, pink, purple, teal).
    public static let colors = [
        Color(hex: 0x30D158), Color(hex: 0x0A84FF), Color(hex: 0xFF9F0A), Color(hex: 0xFF375F), Color(hex: 0xBF5AF2), Color(hex: 0x64D2FF),
    ]

    public static func color(_ i: Int) -> Color { colors[i % colors.count] }

    /// A lane's legend: its feel, and where it came to rest — "moving" while it moves (the curve's
    /// end shows where it is; a number changing every frame was a text run rasterised every frame,
    /// per lane).
    public static func legend(_ lane: Lane) -> String {
        guard let last = lane.samples.last else { return lane.name }
        return lane.name + (last.velocity == 0 ? " · rests at \(Int(saturating: last.offset.rounded())) pt" : " · moving")
    }

    /// Draws the plot into `box`; `pixel` is one output pixel in the list's units (1 / scale): the
    /// curves are drawn one fill per pixel column (`PlotColumns`).
    public static func draw(_ lanes: [Lane], view: String? = nil, in box: Rect, pixel: Double = 1, into list: inout DisplayList) {
        list.roundedRect(box, radius: 10, Color(hex: 0x1C1C1E))
        list.text(
            "\(view ?? "offset") · offset (thick), velocity (thin) · \(lanes.count) feels",
            in: Rect(x: box.minX + 12, y: box.minY + 6, width: box.width - 24, height: 16),
            size: 12, Color(hex: 0x64D2FF), weight: .bold)
        let legendHeight = 20.0 * Double((lanes.count + 1) / 2)
        let plot = Rect(x: box.minX + 12, y: box.minY + 28, width: box.width - 24, height: box.height - 44 - legendHeight)
        list.fill(Rect(x: plot.minX, y: plot.midY, width: plot.width, height: 0.5), Color(hex: 0x48484A))
        let all = lanes.flatMap({ $0.samples })
        guard let first = all.min(by: { $0.time < $1.time }), let last = all.max(by: { $0.time < $1.time }) else { return }
        let t0 = first.time
        let span = max(0.1, last.time - t0)
        let oMin = all.map({ $0.offset }).min() ?? 0
        let oSpan = max(1, (all.map({ $0.offset }).max() ?? 0) - oMin)
        let vMax = max(1, all.map { abs($0.velocity) }.max() ?? 1)
        func x(_ t: Double) -> Double { plot.minX + (t - t0) / span * plot.width }
        for (i, lane) in lanes.enumerated() {
            let c = color(i)
            let s = lane.samples
            let offsets = s.map { Point(x: x($0.time), y: plot.maxY - ($0.offset - oMin) / oSpan * plot.height) }
            let velocities = s.map { Point(x: x($0.time), y: plot.midY - $0.velocity / vMax * plot.height / 2) }
            list.fills(PlotColumns.rects(offsets, width: 2.5, column: pixel), c)
            list.fills(PlotColumns.rects(velocities, width: 1, column: pixel), c.withAlpha(0.7))
            let column = Double(i % 2) * box.width / 2
            let row = box.maxY - legendHeight - 8 + 20 * Double(i / 2)
            list.roundedRect(Rect(x: box.minX + 12 + column, y: row + 4, width: 10, height: 10), radius: 2, c)
            list.text(
                legend(lane), in: Rect(x: box.minX + 28 + column, y: row, width: box.width / 2 - 32, height: 18), size: 12,
                .white)
        }
        list.text(
            formatFixed(span, decimals: 1) + " s", in: Rect(x: plot.maxX - 60, y: plot.maxY + 1, width: 60, height: 12), size: 10,
            Color(hex: 0x8E8E93), alignment: .trailing)
    }
}
