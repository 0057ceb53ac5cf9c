import ScrollReport
import Testing

@Suite struct PlotLegendTests {
    /// Each entry's horizontal extent (swatch to the end of its estimated name).
    func extent(_ e: PlotLegend.Entry) -> ClosedRange<Double> { e.x...(e.x + e.width - 6) }

    /// The title's estimated extent on the first row.
    func titleExtent(_ title: String) -> ClosedRange<Double> { 4...(4 + Double(title.count) * PlotLegend.titleCharWidth) }

    @Test func twoSeriesStayBesideTheTitleRightAligned() {
        let legend = PlotLegend(names: ["header", "page.0.list"], title: "offset (pt)", left: 4, right: 746)
        #expect(legend.rows == 1 && legend.extraHeight == 0)
        // Right-aligned: the last entry ends at the right edge; the first sits just before it.
        let last = legend.entries[1]
        #expect(abs(last.x + last.width - 746) < 1e-9)
        #expect(abs(legend.entries[0].x + legend.entries[0].width - last.x) < 1e-9)
        #expect(legend.entries[0].x == 746 - (6 * 6.6 + 26) - (11 * 6.6 + 26))
    }

    @Test func manySeriesWrapIntoRowsThatNeverOverlapTheTitleNorEachOther() {
        let names = (0..<14).map { "page.\($0).carousel.\($0 * 3)" }
        let title = "velocity (pt/s)"
        let legend = PlotLegend(names: names, title: title, left: 4, right: 746)
        #expect(legend.rows == 4, "\(legend.rows) rows")
        #expect(legend.extraHeight == 3 * PlotLegend.rowHeight)
        for e in legend.entries {
            #expect(e.x >= 4 && e.x + e.width <= 746 + 1e-9)
            if e.row == 0 { #expect(!extent(e).overlaps(titleExtent(title))) }
        }
        for (i, a) in legend.entries.enumerated() {
            for b in legend.entries[(i + 1)...] where a.row == b.row {
                #expect(!extent(a).overlaps(extent(b)))
            }
        }
        // Reading order: rows never go back, and within a row x grows.
        for (a, b) in zip(legend.entries, legend.entries.dropFirst()) {
            #expect(b.row > a.row || (b.row == a.row && b.x > a.x))
        }
    }

    @Test func aFirstEntryTooWideForTheTitleRowStartsTheNextRow() {
        let long = String(repeating: "x", count: 100)
        let legend = PlotLegend(names: [long], title: "offset (pt)", left: 4, right: 746)
        #expect(legend.rows == 2)
        #expect(legend.entries[0].row == 1)
    }

    @Test func theSVGMovesThePlotAreaDownForEveryExtraRow() {
        let names = (0..<14).map { "page.\($0).carousel.\($0 * 3)" }
        let series = names.enumerated().map { i, n in PlotSeries(name: n, style: i, points: [(0, 0), (1, Double(i))]) }
        let plot = LinePlot(title: "velocity", unit: "pt/s", timeSpan: 0...1, series: series)
        let extra = plot.legend.extraHeight
        #expect(extra == 48)
        #expect(plot.totalHeight == 230 + 48)
        let svg = plot.svg(id: "p")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"760\" height=\"278\""))
        // The y axis starts below the last legend row: top margin 34 + 48.
        #expect(svg.contains("<line x1=\"62\" y1=\"82\" x2=\"62\" y2=\"252\" class=\"axis\"/>"))
        // The last row's labels sit on baseline 14 + 3 × 16.
        #expect(svg.contains("y=\"62\" class=\"legend-label\">page.13.carousel.39</text>"))
    }

    @Test func aSheetStacksPlotsByTheirDrawnHeight() {
        let many = (0..<14).map { PlotSeries(name: "page.\($0).carousel.\($0 * 3)", style: $0, points: [(0, 0), (1, 1)]) }
        let plots = [
            LinePlot(title: "offset", unit: "pt", timeSpan: 0...1, series: many),
            LinePlot(title: "velocity", unit: "pt/s", timeSpan: 0...1, series: [many[0]]),
        ]
        let sheet = PlotSheet.svg(plots, heading: "h")
        #expect(sheet.contains("<g transform=\"translate(0 \(24 + 230 + 48))\">"))
    }
}
