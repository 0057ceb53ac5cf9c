import ScrollCore
import TestSupport
import Testing

@testable import ScrollScene

/// Issue #27 item 7, #28: the gallery's fling is the one engine's momentum over the views a technique
/// moves — header then list follow the one curve a single scroll view over the combined range would
/// (± 1e-9), so a handoff multiplied by 0.9 (or anything else) fails here, and the feel is the scene's.
@Suite struct TechniqueFlingTests {
    @Test func theChainIsOneDecelerationOverTheCombinedRange() {
        let chain = TechniqueFling(values: [40, 0], maxima: [141, 5000], velocity: 2500, start: 1, dimension: 852, bounces: false)
        let one = DecelerationSimulation(start: 40, velocity: 2500)
        var position = 0.0
        var velocity = 0.0
        var handedOver = false
        for k in 0...300 {
            let t = Double(k) / 100
            let header = chain.value(ofNode: 0, at: 1 + t)
            let list = chain.value(ofNode: 1, at: 1 + t)
            // The header reaches its limit before the list moves.
            #expect(list == 0 || header == 141)
            handedOver = handedOver || list > 0
            position = max(position, abs(header + list - one.position(at: t)))
            velocity = max(velocity, abs(chain.velocity(at: 1 + t) - one.velocity(at: t)))
        }
        #expect(handedOver)
        #expect(position <= 1e-9, "largest position error over 3 s: \(position) pt")
        #expect(velocity <= 1e-9, "largest velocity error over 3 s: \(velocity) pt/s")
    }

    /// The same release over the same views under each feel: its decay (and fling limits) decide
    /// where it lands — 2500 pt/s from 40 pt over 141 + 5000 pt.
    @Test func theFlingRunsTheFeelsDecay() {
        func landing(_ feel: Feel) -> Double {
            let f = TechniqueFling(
                values: [40, 0], maxima: [141, 5000], velocity: 2500, start: 0, feel: feel, dimension: 852, bounces: false)
            return f.motion.finalPosition
        }
        let ios = landing(.ios)
        #expect(abs(ios - DecelerationSimulation(start: 40, velocity: 2500).finalPosition) < 1e-9)
        #expect(abs(ios - landing(.android)) > 10)
        #expect(abs(ios - landing(.chromium)) > 10)
        #expect(abs(landing(.android) - landing(.chromium)) > 10)
    }

    /// A technique that drops velocity at its end still decelerates under the feel until there; one
    /// that bounces runs the feel's edge motion (Android's stretch is not UIKit's spring).
    @Test func aDeadStopDropsTheFeelsVelocityAndABounceIsTheFeels() throws {
        let stop = TechniqueFling(values: [40], maxima: [141], velocity: 2500, start: 0, feel: .android, dimension: 852, bounces: false)
        let dead = try #require(stop.deadStop)
        #expect(dead.velocity > 100)
        #expect(stop.velocity(at: dead.time + 0.01) == 0)
        #expect(stop.value(ofNode: 0, at: dead.time + 0.01) == 141)
        func peak(_ feel: Feel) -> Double {
            let f = TechniqueFling(values: [141], maxima: [141], velocity: 1500, start: 0, feel: feel, dimension: 852, bounces: true)
            return (0...200).map { f.overscroll(at: Double($0) / 200) }.max()!
        }
        #expect(peak(.ios) > 1)
        #expect(abs(peak(.ios) - peak(.android)) > 1)
    }
}
