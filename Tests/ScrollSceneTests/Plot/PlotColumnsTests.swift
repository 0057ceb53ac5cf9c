import Foundation
import ScrollCore
import ScrollScene
import Testing

/// A plotted curve as one fill per output column: extremes kept, thickness kept, flat runs merged.
@Suite struct PlotColumnsTests {
    @Test func aFlatLineIsOneRectangleWidenedByHalfTheWidth() {
        let r = PlotColumns.rects([Point(x: 0, y: 5), Point(x: 4, y: 5), Point(x: 10, y: 5)], width: 2)
        // Square ends: the line covers x 0…10, the pixel columns whose centres it crosses.
        #expect(r == [Rect(x: 0, y: 4, width: 10, height: 2)])
    }

    @Test func aSpikeAmongManySamplesInOneColumnIsKept() {
        // 1000 samples over 10 columns, all at 0 but one at 50: at most one rectangle per column, and
        // the spike's column reaches it (the old per-segment stride could drop it).
        var points = (0..<1000).map { Point(x: Double($0) / 100, y: 0) }
        points[437].y = 50
        let r = PlotColumns.rects(points, width: 1)
        #expect(r.count <= 10)
        let spike = r.filter { $0.maxY >= 50 }
        #expect(spike.count == 1)
        #expect(spike.first.map { $0.minX <= 4.37 && $0.maxX >= 4.37 && $0.minY <= 0 } == true)
        // The 1-pt line at y 0 covers −0.5…0.5, the pixel row 0…1 once rounded.
        #expect(r.allSatisfy { $0.minY <= 0 && $0.maxY >= 1 })
    }

    @Test func aSteepSegmentStaysAsWideAsTheLine() {
        let r = PlotColumns.rects([Point(x: 0, y: 0), Point(x: 1, y: 100)], width: 2)
        // The quad reaches x −1…2; each column is its cross-section at the column's centre (x −0.5,
        // 0.5, 1.5): about two columns at every height, the line's width.
        #expect(
            r == [
                Rect(x: -1, y: 0, width: 1, height: 50), Rect(x: 0, y: 0, width: 1, height: 100), Rect(x: 1, y: 50, width: 1, height: 50),
            ])
    }

    @Test func everySampleLiesInsideTheRectangles() {
        // A decaying fling over 360 samples in a 300-column plot (more samples than columns).
        let points = (0..<360).map { i -> Point in
            let t = Double(i) / 120
            return Point(x: 10 + t * 100, y: 200 - 180 * (1 - exp(-3 * t)))
        }
        let r = PlotColumns.rects(points, width: 2.5)
        #expect(r.count < 300)
        // All but the ends, where the line (square ends, as the quads were) stops at the sample,
        // short of or across its column's centre.
        for p in points.dropFirst().dropLast() {
            let column = r.first { $0.minX <= p.x && p.x < $0.maxX }
            #expect(column.map { $0.minY <= p.y - 0.5 && p.y + 0.5 <= $0.maxY } == true, "\(p) \(String(describing: column))")
        }
        // Columns do not overlap (a translucent curve blends each pixel once).
        for (a, b) in zip(r, r.dropFirst()) { #expect(a.maxX <= b.minX) }
    }

    @Test func halfPointColumnsAtScaleTwo() {
        let r = PlotColumns.rects([Point(x: 0, y: 0), Point(x: 2, y: 2)], width: 1, column: 0.5)
        #expect(r.allSatisfy { ($0.minX * 2).rounded() == $0.minX * 2 && ($0.minY * 2).rounded() == $0.minY * 2 })
        #expect(r.count == 6)  // 0.5 pt per column, 2 pt rising 2: every column a new span
    }

    @Test func nothingFiniteDrawsNothing() {
        #expect(PlotColumns.rects([], width: 1).isEmpty)
        #expect(PlotColumns.rects([Point(x: .nan, y: 0), Point(x: 1, y: .infinity)], width: 1).isEmpty)
        #expect(PlotColumns.rects([Point(x: 0, y: 0)], width: 1, column: 0).isEmpty)
        // A span too wide for a Double draws nothing; a huge but finite one does not trap.
        #expect(PlotColumns.rects([Point(x: -1e308, y: 0), Point(x: 1e308, y: 0)], width: 1).isEmpty)
        #expect(PlotColumns.rects([Point(x: 1e300, y: 0), Point(x: 1e300, y: 1e300)], width: 1).count <= 2)
        // One finite point is a dot, the non-finite one is left out.
        #expect(PlotColumns.rects([Point(x: 3, y: 3), Point(x: .infinity, y: 1)], width: 2) == [Rect(x: 2, y: 2, width: 2, height: 2)])
    }
}
