import ScrollCore
import TestSupport
import Testing

@Suite struct ChainFlingTests {
    @Test func innerPlusOuterEqualsOneFlingOverTheCombinedRange() throws {
        // Header 153 pt of collapse left, then a long list: the two segments form one decay curve.
        let f = ChainFling(values: [0, 0], limits: [153, 10_000], velocity: 2500, start: 1)
        let single = DecelerationSimulation(start: 0, velocity: 2500)
        for t in stride(from: 1.0, through: 5, by: 0.01) {
            let total = f.value(ofNode: 0, initial: 0, at: t) + f.value(ofNode: 1, initial: 0, at: t)
            expectClose(total, single.position(at: t - 1), within: 1e-9)
        }
        let handoff = try #require(f.firstHandoffTime)
        expectClose(single.position(at: handoff - 1), 153, within: 1e-9)
        #expect(f.movingNode(at: handoff - 0.001) == 0)
        #expect(f.movingNode(at: handoff + 0.001) == 1)
    }

    @Test func theLastNodeHandsItsVelocityToTheBounce() throws {
        let f = ChainFling(values: [300, 100], limits: [0, 0], velocity: -3000, start: 0)
        let tail = try #require(f.tail)
        let single = DecelerationSimulation(start: 400, velocity: -3000)
        let tEdge = try #require(single.time(toReach: 0))
        expectClose(tail.startTime, tEdge, within: 1e-9)
        expectClose(tail.spring.initialVelocity, -single.velocity(at: tEdge), within: 1e-6)
        #expect(f.overscroll(at: tEdge + 0.05) > 0)
        var t = tEdge
        while !f.isDone(at: t) { t += 1.0 / 120 }
        #expect(f.overscroll(at: t) == 0)
    }

    @Test func withoutBounceItStopsAtTheEnd() {
        let f = ChainFling(values: [10], limits: [0], velocity: -2000, start: 0, bounces: false)
        #expect(f.tail == nil)
        #expect(f.stoppedAt != nil)
        #expect(f.value(ofNode: 0, initial: 10, at: 5) == 0)
    }
}
