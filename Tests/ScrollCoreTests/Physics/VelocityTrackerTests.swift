import ScrollCore
import TestSupport
import Testing

@Suite struct VelocityTrackerTests {
    @Test func constantSpeedIsMeasuredExactly() {
        var tracker = VelocityTracker()
        for i in 0..<30 {
            let t = Double(i) / 120
            tracker.add(Point(x: 10 + 300 * t, y: 500 - 1200 * t), at: t)
        }
        let v = tracker.velocity(at: 29.0 / 120)
        expectClose(v.x, 300, within: 1e-6)
        expectClose(v.y, -1200, within: 1e-6)
    }

    @Test func onlyTheLast100msCount() {
        var tracker = VelocityTracker()
        // 200 ms at 1000 pt/s, then 100 ms at 200 pt/s, at 100 Hz.
        var y = 0.0
        for i in 0...30 {
            let t = Double(i) / 100
            tracker.add(Point(x: 0, y: y), at: t)
            y += i < 20 ? 10 : 2
        }
        expectClose(tracker.velocity(at: 0.3).y, 200, within: 1e-6)
    }

    @Test func aPauseBeforeReleaseMeansNoFling() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.add(Point(x: 0, y: Double(i) * 20), at: Double(i) / 100) }
        #expect(tracker.velocity(at: 0.09).y > 1000)
        #expect(tracker.velocity(at: 0.09 + 0.040) == .zero)
        #expect(tracker.velocity(at: 0.09 + 0.039).y > 1000)
    }

    @Test func aGapInsideTheWindowCutsOlderSamples() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 0, y: 100), at: 0.01)  // fast, then a 50 ms hold
        tracker.add(Point(x: 0, y: 100), at: 0.06)
        tracker.add(Point(x: 0, y: 101), at: 0.07)
        expectClose(tracker.velocity(at: 0.07).y, 100, within: 1e-6)
    }

    @Test func timeGoingBackwardsIsIgnoredAndTooFewSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.add(Point(x: 0, y: 0), at: 1)
        #expect(tracker.velocity() == .zero)
        tracker.add(Point(x: 0, y: 50), at: 0.5)
        #expect(tracker.count == 1)
        tracker.add(Point(x: 0, y: .nan), at: 1.1)
        #expect(tracker.count == 1)
    }

    /// Samples near ±10³⁰⁸ overflowed the sums: the velocity came back infinite or NaN and the
    /// gallery's simultaneous scroll views went non-finite (#20). Every estimator saturates.
    @Test(arguments: Feel.Estimator.allCases)
    func hugeSamplesGiveASaturatedFiniteVelocity(estimator: Feel.Estimator) {
        for far in [1.7e308, -1.7e308, 1e300] {
            var tracker = VelocityTracker()
            tracker.estimator = estimator
            tracker.add(Point(x: 200, y: 500), at: 0)
            tracker.add(Point(x: 210, y: 480), at: 0.008)
            tracker.add(Point(x: far, y: -far), at: 0.016)
            let v = tracker.velocity(at: 0.016)
            #expect(v.x == (far > 0 ? 1 : -1) * VelocityTracker.maximumSpeed, "\(estimator) \(far)")
            #expect(v.y == (far > 0 ? -1 : 1) * VelocityTracker.maximumSpeed, "\(estimator) \(far)")
        }
        var tracker = VelocityTracker()
        tracker.estimator = estimator
        tracker.add(Point(x: 1.7e308, y: 0), at: 0)
        tracker.add(Point(x: -1.7e308, y: 0), at: 0.008)
        tracker.add(Point(x: 1.7e308, y: 0), at: 0.016)
        #expect(tracker.velocity(at: 0.016).x.isFinite, "\(estimator)")
    }
}
