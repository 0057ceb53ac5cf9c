import ScrollCore
import TestSupport
import Testing

@Suite struct BoundedDecelerationSimulationTests {
    @Test func velocityIsContinuousAtTheEdgeAndTheBounceSettlesThere() throws {
        let s = BoundedDecelerationSimulation(start: 800, velocity: 3000, lower: 0, upper: 1000)
        let handoff = try #require(s.handoffTime)
        let decel = DecelerationSimulation(start: 800, velocity: 3000)
        expectClose(decel.position(at: handoff), 1000, within: 1e-9)
        // Just before and just after the crossing.
        expectClose(s.velocity(at: handoff - 1e-9), s.velocity(at: handoff), within: 1e-3)
        expectClose(s.velocity(at: handoff), decel.velocity(at: handoff), within: 1e-9)
        #expect(s.isBouncing(at: handoff))
        #expect(!s.isBouncing(at: handoff - 1e-6))
        #expect(s.finalPosition == 1000)
        var peak = 0.0
        var t = 0.0
        while !s.isDone(at: t) {
            peak = max(peak, s.position(at: t))
            t += 1.0 / 240
        }
        #expect(peak > 1000)
        #expect(s.position(at: t) == 1000)
    }

    @Test func overshootIsCappedAndNeverNaN() {
        for v in [5e4, 1e7, .infinity, .nan] {
            let s = BoundedDecelerationSimulation(start: 10, velocity: v, lower: 0, upper: 100, overshootLimit: 426)
            var t = 0.0
            while t < 5 {
                let p = s.position(at: t)
                #expect(p.isFinite)
                #expect(p <= 100 + 426 + 1e-6)
                t += 1.0 / 120
            }
        }
    }

    @Test func startingPastAnEdgeSpringsBack() {
        let s = BoundedDecelerationSimulation(start: -80, velocity: 0, lower: 0, upper: 500)
        #expect(s.isBouncing(at: 0))
        #expect(s.position(at: 0) == -80)
        #expect(s.position(at: 0.2) > -80)
        #expect(s.finalPosition == 0)
    }

    @Test func withoutBounceItStopsDeadAtTheEdge() throws {
        let s = BoundedDecelerationSimulation(start: 400, velocity: 2000, lower: 0, upper: 500, bounces: false)
        let t = try #require(s.handoffTime)
        #expect(s.position(at: t) == 500)
        #expect(s.velocity(at: t + 0.01) == 0)
        #expect(s.isDone(at: t))
        #expect(s.position(at: t / 2) < 500)
    }

    @Test func insideTheRangeItIsPlainDeceleration() {
        let s = BoundedDecelerationSimulation(start: 0, velocity: 1000, lower: 0, upper: 10_000)
        #expect(s.handoffTime == nil)
        expectClose(s.finalPosition, 499.4998, within: 1e-4)
        expectClose(s.position(at: 0.5), 315.9280, within: 1e-4)
    }
}
