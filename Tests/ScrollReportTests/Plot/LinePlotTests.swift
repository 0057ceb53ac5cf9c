import Foundation
import ScrollReport
import Testing

@Suite struct LinePlotTests {
    func plot() -> LinePlot {
        let header = (0...240).map { i -> (x: Double, y: Double) in
            let t = Double(i) / 120
            return (x: t, y: min(153, 300 * t))
        }
        let list = (0...240).map { i -> (x: Double, y: Double) in
            let t = Double(i) / 120
            return (x: t, y: max(0, 800 * (t - 0.51)))
        }
        var p = LinePlot(
            title: "offset", unit: "pt", timeSpan: 0...2,
            series: [PlotSeries(name: "header", style: 0, points: header), PlotSeries(name: "page.0.list", style: 1, points: list)])
        p.bands = [PlotBand(start: 0.1, end: 0.25, kind: "touch", label: "finger 0 down")]
        p.marks = [
            PlotMark(time: 0.51, kind: "handoff", label: "header → page.0.list"),
            PlotMark(time: 0.1083, kind: "decision", label: "page.0.list.pan won"),
        ]
        return p
    }

    /// The `points` attribute of each polyline, parsed.
    func polylines(_ svg: String) -> [[(x: Double, y: Double)]] {
        svg.components(separatedBy: "<polyline points=\"").dropFirst().map { chunk in
            let list = chunk.prefix { $0 != "\"" }
            return list.split(separator: " ").map { pair in
                let xy = pair.split(separator: ",").map { Double($0)! }
                return (x: xy[0], y: xy[1])
            }
        }
    }

    @Test func curvesHavePointsInsideThePlotArea() {
        let svg = plot().svg(id: "plot-offset")
        let lines = polylines(svg)
        #expect(lines.count == 2)  // the legend's swatches are lines, not polylines
        let curves = lines.filter { $0.count > 2 }
        #expect(curves.count == 2)
        for c in curves {
            #expect(c.allSatisfy { $0.x >= 62 && $0.x <= 746 && $0.y >= 34 && $0.y <= 204 })
            // Down-sampled: far fewer than the 241 samples, but the corners survive.
            #expect(c.count < 40, "\(c.count) points")
        }
        // The header curve's corner (153 pt reached at t = 0.51 s) is kept, within a sample or two.
        let corner = curves[0].contains { abs($0.x - (62 + 0.51 / 2 * 684)) < 2.0 / 120 / 2 * 684 }
        #expect(corner)
    }

    @Test func axesBandsMarksLegendAndCursorAreThere() {
        let svg = plot().svg(id: "plot-offset")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"760\" height=\"230\""))
        #expect(svg.contains("id=\"plot-offset\"") && svg.contains("data-t0=\"0\" data-t1=\"2\" data-x0=\"62\" data-x1=\"746\""))
        for label in ["0", "500", "1000", "1500", "0.25", "0.5", "1.75", "2"] { #expect(svg.contains(">\(label)</text>"), "tick \(label)") }
        #expect(svg.contains("class=\"band touch\"") && svg.contains("<title>finger 0 down</title>"))
        #expect(svg.contains("<title>header → page.0.list</title>") && svg.contains("class=\"mark handoff\""))
        #expect(svg.contains(">header</text>") && svg.contains(">page.0.list</text>"))
        #expect(svg.contains("class=\"cursor\""))
        #expect(svg.contains(">offset (pt)</text>"))
    }

    @Test func theSameInputGivesTheSameBytes() {
        #expect(plot().svg(id: "a") == plot().svg(id: "a"))
    }

    @Test func drawnCurvesStayWithinTheToleranceOfTheData() {
        var p = plot()
        p.tolerance = 0.5
        let svg = p.svg(id: "x")
        let header = polylines(svg).first { $0.count > 2 }!
        // Every sample, mapped to pixels, is within 0.5 px (+ the 0.01 px of 2-decimal output) of the curve.
        let ticks = NiceTicks(lower: 0, upper: 800 * 1.49, count: 4)
        for s in p.series[0].points {
            let px = 62 + s.x / 2 * 684
            let py = 204 - (s.y - ticks.lower) / (ticks.upper - ticks.lower) * 170
            guard let k = header.lastIndex(where: { $0.x <= px + 1e-9 }), k + 1 < header.count else { continue }
            let a = header[k]
            let b = header[k + 1]
            let y = a.y + (b.y - a.y) * (px - a.x) / (b.x - a.x)
            #expect(abs(y - py) <= 0.52, "t=\(s.x)")
        }
    }
}
