import Foundation
import ScrollReport
import Testing

@Suite struct PolylineSimplifierTests {
    /// |y − the kept polyline's y at x| for every original point.
    func worstError(_ points: [(x: Double, y: Double)], kept: [Int]) -> Double {
        var worst = 0.0
        for (a, b) in zip(kept, kept.dropFirst()) {
            for i in a...b {
                let pa = points[a]
                let pb = points[b]
                let p = points[i]
                if pb.x == pa.x {
                    // A jump (two samples at one time): the distance to the vertical segment.
                    worst = max(worst, max(0, min(pa.y, pb.y) - p.y, p.y - max(pa.y, pb.y)))
                } else {
                    worst = max(worst, abs(p.y - (pa.y + (pb.y - pa.y) * (p.x - pa.x) / (pb.x - pa.x))))
                }
            }
        }
        return worst
    }

    /// A fling: a decaying exponential sampled at 120 Hz, in plot pixels.
    func fling(_ n: Int) -> [(x: Double, y: Double)] {
        (0..<n).map { i in
            let t = Double(i) / 120
            return (x: t * 300, y: 200 - 180 * (1 - exp(-t * 3)))
        }
    }

    @Test func theErrorStaysWithinTheTolerance() {
        let points = fling(1200)
        for tolerance in [0.1, 0.5, 2.0] {
            let kept = PolylineSimplifier.keptIndices(points, tolerance: tolerance)
            #expect(worstError(points, kept: kept) <= tolerance)
            #expect(kept.first == 0 && kept.last == points.count - 1)
        }
    }

    @Test func smoothCurvesShrinkALot() {
        let points = fling(1200)
        let kept = PolylineSimplifier.keptIndices(points, tolerance: 0.5)
        #expect(kept.count < 60, "kept \(kept.count) of 1200")
        // A looser bound keeps fewer points, a tighter one more.
        #expect(PolylineSimplifier.keptIndices(points, tolerance: 2).count < kept.count)
        #expect(PolylineSimplifier.keptIndices(points, tolerance: 0.05).count > kept.count)
    }

    @Test func cornersAndSpikesAreKept() {
        var points: [(x: Double, y: Double)] = (0..<100).map { (x: Double($0), y: 0) }
        points[50].y = 10  // a one-sample spike
        let kept = PolylineSimplifier.keptIndices(points, tolerance: 0.5)
        #expect(kept == [0, 49, 50, 51, 99])
    }

    @Test func straightLinesKeepOnlyTheirEnds() {
        let points: [(x: Double, y: Double)] = (0..<500).map { (x: Double($0), y: 3 * Double($0) + 1) }
        #expect(PolylineSimplifier.keptIndices(points, tolerance: 0.01) == [0, 499])
    }

    @Test func repeatedTimesAndTinyInputsAreHandled() {
        #expect(PolylineSimplifier.keptIndices([], tolerance: 1).isEmpty)
        #expect(PolylineSimplifier.keptIndices([(x: 0, y: 0)], tolerance: 1) == [0])
        // Two samples at the same time (a jump): both sides of the jump survive.
        let jump: [(x: Double, y: Double)] = [(0, 0), (1, 0), (1, 10), (2, 10)]
        let kept = PolylineSimplifier.keptIndices(jump, tolerance: 0.5)
        #expect(worstError(jump, kept: kept) <= 0.5)
        #expect(kept.contains(1) && kept.contains(2))
    }
}
