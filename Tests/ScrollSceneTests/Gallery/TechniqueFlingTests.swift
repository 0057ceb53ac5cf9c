import ScrollCore
import TestSupport
import Testing

@testable import ScrollScene

/// Issue #27 item 7: the gallery's chained fling hands the exact velocity on at each node's limit —
/// header then list follow the one curve a single scroll view over the combined range would (± 1e-9),
/// so a handoff multiplied by 0.9 (or anything else) fails here.
@Suite struct TechniqueFlingTests {
    @Test func theChainIsOneDecelerationOverTheCombinedRange() {
        let chain = TechniqueFling(values: [40, 0], limits: [141, 5000], velocity: 2500, start: 1)
        let one = DecelerationSimulation(start: 40, velocity: 2500)
        #expect(chain.segments.count == 2)
        var position = 0.0
        var velocity = 0.0
        for k in 0...300 {
            let t = Double(k) / 100
            let header = chain.value(ofNode: 0, initial: 40, at: 1 + t)
            let list = chain.value(ofNode: 1, initial: 0, at: 1 + t)
            position = max(position, abs(header + list - one.position(at: t)))
            velocity = max(velocity, abs(chain.velocity(at: 1 + t) - one.velocity(at: t)))
        }
        #expect(position <= 1e-9, "largest position error over 3 s: \(position) pt")
        #expect(velocity <= 1e-9, "largest velocity error over 3 s: \(velocity) pt/s")
    }
}
