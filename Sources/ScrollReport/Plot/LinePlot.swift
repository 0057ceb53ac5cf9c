/// A value-against-time chart as inline SVG: nice ticks on both axes, shaded bands, marks, curves
/// down-sampled within `tolerance` pixels, a legend, and a cursor line the page's script moves.
///
/// The `<svg>` carries how to map time to x (`data-t0 data-t1 data-x0 data-x1`), so the script needs
/// no knowledge of the layout.
public struct LinePlot: Sendable {
    public var title: String
    public var unit: String
    /// The time axis, seconds (the whole report's span, shared by every plot).
    public var timeSpan: ClosedRange<Double>
    public var series: [PlotSeries]
    public var bands: [PlotBand] = []
    public var marks: [PlotMark] = []
    public var width = 760.0
    /// The height with a one-row legend; a legend that wraps adds `PlotLegend.rowHeight` a row above
    /// the plot area (`totalHeight`).
    public var height = 230.0
    /// The largest vertical error of a drawn curve, pixels.
    public var tolerance = 0.5

    /// Plot area margins, pixels.
    static let left = 62.0
    static let right = 14.0
    static let top = 34.0
    static let bottom = 26.0

    public init(title: String, unit: String, timeSpan: ClosedRange<Double>, series: [PlotSeries]) {
        self.title = title
        self.unit = unit
        self.timeSpan = timeSpan
        self.series = series
    }

    /// Where the legend's entries go (rows beside and below the title).
    public var legend: PlotLegend {
        PlotLegend(names: series.map(\.name), title: titleText, left: Self.titleX, right: width - Self.right)
    }

    /// The drawn height: `height` plus the legend's extra rows.
    public var totalHeight: Double { height + legend.extraHeight }

    /// The title as drawn, and where it starts.
    public var titleText: String { "\(title) (\(unit))" }
    public static let titleX = 4.0

    /// The plot area in pixels (below every legend row).
    var area: (x0: Double, x1: Double, y0: Double, y1: Double) {
        let shift = legend.extraHeight
        return (Self.left, width - Self.right, Self.top + shift, height + shift - Self.bottom)
    }

    /// The value axis: nice ticks over every series' values.
    var valueTicks: NiceTicks {
        var lo = Double.infinity
        var hi = -Double.infinity
        for s in series {
            for p in s.points where p.y.isFinite {
                lo = min(lo, p.y)
                hi = max(hi, p.y)
            }
        }
        if lo > hi { (lo, hi) = (0, 1) }
        return NiceTicks(lower: lo, upper: hi, count: 4)
    }

    /// Pixel x of time `t`.
    func x(_ t: Double) -> Double {
        let a = area
        let span = max(timeSpan.upperBound - timeSpan.lowerBound, 1e-9)
        return a.x0 + (t - timeSpan.lowerBound) / span * (a.x1 - a.x0)
    }

    /// Pixel y of `value` on `ticks`, in the plot area `a` (`area`, computed once by the caller).
    func y(_ value: Double, _ ticks: NiceTicks, in a: (x0: Double, x1: Double, y0: Double, y1: Double)) -> Double {
        a.y1 - (value - ticks.lower) / (ticks.upper - ticks.lower) * (a.y1 - a.y0)
    }

    /// The curve of `s` in pixels, down-sampled within `tolerance`.
    func pixels(_ s: PlotSeries, _ ticks: NiceTicks) -> [(x: Double, y: Double)] {
        let a = area
        let raw = s.points.map { (x: x($0.x), y: y($0.y, ticks, in: a)) }
        return PolylineSimplifier.simplify(raw, tolerance: tolerance)
    }

    /// The chart as an `<svg>` element with `id`.
    public func svg(id: String) -> String {
        let ticks = valueTicks
        let a = area
        var svg = SVGWriter(width: width, height: totalHeight)
        drawBands(&svg)
        drawAxes(&svg, ticks)
        svg.open("g", [("class", "curves")])
        for s in series {
            svg.polyline(pixels(s, ticks), class: s.cssClass, extra: [("data-name", s.name)])
        }
        svg.close()
        drawMarks(&svg)
        drawLegend(&svg)
        svg.line(x1: a.x0, y1: a.y0, x2: a.x0, y2: a.y1, class: "cursor")
        return svg.finish(attributes: [
            ("id", id), ("class", "plot"), ("data-t0", Markup.number(timeSpan.lowerBound, decimals: 6)),
            ("data-t1", Markup.number(timeSpan.upperBound, decimals: 6)), ("data-x0", Markup.number(a.x0)),
            ("data-x1", Markup.number(a.x1)), ("role", "img"), ("aria-label", title),
        ])
    }

    private func drawBands(_ svg: inout SVGWriter) {
        let a = area
        svg.open("g", [("class", "bands")])
        for b in bands {
            let x0 = max(a.x0, x(b.start))
            let x1 = min(a.x1, x(b.end))
            svg.open(
                "rect",
                [
                    ("x", Markup.number(x0)), ("y", Markup.number(a.y0)), ("width", Markup.number(max(1, x1 - x0))),
                    ("height", Markup.number(a.y1 - a.y0)), ("class", "band " + b.kind),
                ])
            svg.element("title", [], content: b.label)
            svg.close("rect")
        }
        svg.close()
    }

    private func drawAxes(_ svg: inout SVGWriter, _ ticks: NiceTicks) {
        let a = area
        svg.open("g", [("class", "axes")])
        for v in ticks.values {
            let py = y(v, ticks, in: a)
            svg.line(x1: a.x0, y1: py, x2: a.x1, y2: py, class: v == 0 ? "grid zero" : "grid")
            svg.text(ticks.label(v), x: a.x0 - 6, y: py + 4, class: "tick", anchor: "end")
        }
        let time = NiceTicks(lower: timeSpan.lowerBound, upper: timeSpan.upperBound, count: 8)
        for t in time.values where t >= timeSpan.lowerBound - 1e-9 && t <= timeSpan.upperBound + 1e-9 {
            let px = x(t)
            svg.line(x1: px, y1: a.y1, x2: px, y2: a.y1 + 4, class: "axis")
            svg.text(time.label(t), x: px, y: a.y1 + 16, class: "tick", anchor: "middle")
        }
        svg.line(x1: a.x0, y1: a.y1, x2: a.x1, y2: a.y1, class: "axis")
        svg.line(x1: a.x0, y1: a.y0, x2: a.x0, y2: a.y1, class: "axis")
        svg.text(titleText, x: Self.titleX, y: PlotLegend.baseline, class: "title")
        svg.text("t (s)", x: a.x0 - 6, y: a.y1 + 16, class: "tick unit", anchor: "end")
        svg.close()
    }

    private func drawMarks(_ svg: inout SVGWriter) {
        let a = area
        svg.open("g", [("class", "marks")])
        for m in marks {
            let px = x(m.time)
            let tall = m.kind == "handoff" || m.kind == "switch"
            svg.open("g", [("class", "mark " + m.kind)])
            svg.element("title", [], content: m.label)
            svg.line(x1: px, y1: a.y0, x2: px, y2: tall ? a.y1 : a.y0 + 8, class: "mark-line")
            svg.close()
        }
        svg.close()
    }

    private func drawLegend(_ svg: inout SVGWriter) {
        svg.open("g", [("class", "legend")])
        // Last series first (the order the page has always written them in).
        for (s, e) in zip(series, legend.entries).reversed() {
            let dy = Double(e.row) * PlotLegend.rowHeight
            svg.line(x1: e.x, y1: PlotLegend.swatchY + dy, x2: e.x + 16, y2: PlotLegend.swatchY + dy, class: s.cssClass)
            svg.text(s.name, x: e.x + 20, y: PlotLegend.baseline + dy, class: "legend-label")
        }
        svg.close()
    }
}
