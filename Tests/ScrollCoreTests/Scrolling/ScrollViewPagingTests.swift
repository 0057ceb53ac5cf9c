import ScrollCore
import TestSupport
import Testing

/// Issue #13 items 2, 7, 8 and the two mutations (flick threshold, directional-lock ratio), at the
/// scroll view level.
@Suite struct ScrollViewPagingTests {
    /// A 393 pt pager of 5 pages resting on page `start`.
    private func pager(start: Int = 2) -> ScrollView {
        let sv = ScrollView(id: "pager", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393 * 5, height: 852))
        sv.isPagingEnabled = true
        sv.setContentOffset(Point(x: 393 * Double(start), y: 0), animated: false, at: 0)
        return sv
    }

    /// Seconds after the release until the pager stays within 1 pt of `target`, and until it is idle.
    private func settleTimes(_ sv: ScrollView, release t0: Double, target: Double) -> (within1: Double, idle: Double) {
        var t = t0
        var lastFar = t0
        while sv.state != .idle && t < t0 + 10 {
            t += 1.0 / 240
            sv.advance(to: t)
            if abs(sv.contentOffset.x - target) >= 1 { lastFar = t }
        }
        return (lastFar - t0, t - t0)
    }

    @Test(arguments: [-1.0, -0.75, -0.4, -0.1, 0.1, 0.4, 0.75, 1.0])
    func aPageSettlesWithinHalfASecondForEveryVelocity(dragPages: Double) {
        for v in [0.0, 150, 250, 400, 600, 900, 1500, 3000, 5000] {
            for sign in [-1.0, 1.0] {
                let sv = pager()
                sv.beginDragging(at: 1)
                sv.drag(toTranslation: Point(x: -dragPages * 393, y: 0), at: 1.2)
                let release = sv.contentOffset.x
                sv.endDragging(fingerVelocity: Point(x: -sign * v, y: 0), at: 1.2)
                let target = sv.simulation(.horizontal).map { $0.0.finalPosition } ?? release
                #expect(abs(target - 786) <= 393, "more than one page: \(target)")
                // The release velocity flows into the settle: no jump.
                expectClose(sv.velocity.x, sign * v, within: 1e-6)
                let times = settleTimes(sv, release: 1.2, target: target)
                #expect(times.within1 <= 0.6, "drag \(dragPages) page, v \(sign * v): 1 pt after \(times.within1) s")
                #expect(times.idle <= 1.0, "drag \(dragPages) page, v \(sign * v): idle after \(times.idle) s")
                #expect(sv.contentOffset.x == target)
            }
        }
    }

    @Test func aFlickFasterThanTwoHundredPointsPerSecondTurnsThePage() {
        // 20 % of a page at 300 pt/s turns; at 150 pt/s it returns.
        for (v, page) in [(300.0, 3.0), (150.0, 2.0), (-300.0, 2.0)] {
            let sv = pager()
            sv.beginDragging(at: 0)
            sv.drag(toTranslation: Point(x: -0.2 * 393, y: 0), at: 0.2)
            sv.endDragging(fingerVelocity: Point(x: -v, y: 0), at: 0.2)
            _ = settleTimes(sv, release: 0.2, target: 0)
            #expect(sv.contentOffset.x == page * 393, "v \(v)")
        }
        #expect(PagingTarget.page(offset: 60, velocity: 300, pageExtent: 393, startPage: 0, pageCount: 4) == 1)
    }

    @Test func aDiagonalStartMovesBothAxesAndAFlatOneLocks() {
        // 37° from the horizontal (tan 0.75) is diagonal: outside 25° of either axis.
        let sv = ScrollView(id: "grid", boundsSize: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 3000))
        sv.isDirectionalLockEnabled = true
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: -40, y: -30), at: 0.05)
        sv.drag(toTranslation: Point(x: -80, y: -60), at: 0.1)
        #expect(sv.contentOffset == Point(x: 80, y: 60))
        // 22° (tan 0.4) locks to the horizontal.
        let flat = ScrollView(id: "grid", boundsSize: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 3000))
        flat.isDirectionalLockEnabled = true
        flat.beginDragging(at: 0)
        flat.drag(toTranslation: Point(x: -40, y: -16), at: 0.05)
        flat.drag(toTranslation: Point(x: -80, y: -60), at: 0.1)
        #expect(flat.contentOffset == Point(x: 80, y: 0))
    }

    @Test func aDragThatRestsBeforeLiftingEndsWithoutDecelerating() {
        let rec = ScrollEventRecorder()
        let sv = ScrollView(id: "main", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 4400))
        sv.delegate = rec
        sv.setContentOffset(Point(x: 0, y: 500), animated: false, at: 0)
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: -120), at: 0.2)
        sv.endDragging(fingerVelocity: .zero, at: 0.28)
        sv.advance(to: 2)
        #expect(rec.names == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(rec.events.last?.event == .didEndDragging(willDecelerate: false))
        #expect(sv.state == .idle)
    }

    @Test func aFastInwardReleasePastAnEdgeDeceleratesThroughTheRange() {
        // 100 pt past the top, 3000 pt/s inwards: UIKit carries on into the content.
        let s = BoundedDecelerationSimulation(start: -100, velocity: 3000, lower: 0, upper: 10_000, overshootLimit: 426)
        let free = DecelerationSimulation(start: -100, velocity: 3000)
        expectClose(s.finalPosition, free.finalPosition, within: 1e-9)
        expectClose(s.position(at: 0.05), free.position(at: 0.05), within: 1e-9)
        expectClose(s.velocity(at: 0), 3000, within: 1e-9)
        #expect(!s.isBouncing(at: 0))
        // A slow inward release still springs back onto the edge.
        let slow = BoundedDecelerationSimulation(start: -100, velocity: 50, lower: 0, upper: 10_000, overshootLimit: 426)
        #expect(slow.finalPosition == 0)
    }

    @Test func aPagerBackOnItsFirstPageRestsAtPositiveZero() {
        let sv = pager(start: 1)
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 150, y: 0), at: 0.2)
        sv.endDragging(fingerVelocity: Point(x: 900, y: 0), at: 0.2)
        _ = settleTimes(sv, release: 0.2, target: 0)
        #expect(sv.contentOffset.x == 0)
        #expect(sv.contentOffset.x.sign == .plus)
        #expect(sv.minOffset(.horizontal).sign == .plus)
    }
}
