import Foundation
import ScrollCore
import TestSupport
import Testing

/// REFERENCE.md "Deceleration" figures, and the closed form's own identities.
@Suite struct DecelerationSimulationTests {
    @Test func destinationMatchesReferenceFigures() {
        expectClose(DecelerationSimulation(start: 0, velocity: 1000, rate: .normal).finalPosition, 499.4998, within: 1e-4)
        expectClose(DecelerationSimulation(start: 0, velocity: 1000, rate: .fast).finalPosition, 99.4992, within: 1e-4)
        expectClose(DecelerationSimulation(start: 0, velocity: 2000, rate: .normal).finalPosition, 998.9997, within: 1e-4)
        // Negative velocity mirrors, and the start offsets the curve.
        expectClose(DecelerationSimulation(start: 300, velocity: -1000).finalPosition, 300 - 499.4998, within: 1e-4)
    }

    @Test func positionAndVelocityMatchReferenceFigures() {
        let d = DecelerationSimulation(start: 0, velocity: 1000, rate: .normal)
        expectClose(d.position(at: 0.5), 315.9280, within: 1e-4)
        expectClose(d.velocity(at: 1), 135.0645, within: 1e-4)
        #expect(d.position(at: 0) == 0)
        #expect(d.velocity(at: 0) == 1000)
    }

    @Test func stopTimeIsWhenHalfAPointRemains() {
        expectClose(DecelerationSimulation(start: 0, velocity: 1000, rate: .normal).stopTime, 3.4499, within: 1e-4)
        expectClose(DecelerationSimulation(start: 0, velocity: 1000, rate: .fast).stopTime, 0.5267, within: 1e-4)
        let d = DecelerationSimulation(start: 0, velocity: 1000)
        #expect(!d.isDone(at: 3.44))
        #expect(d.isDone(at: 3.45))
        // Once done, the position is exactly the destination and the velocity zero.
        #expect(d.position(at: 3.45) == d.finalPosition)
        #expect(d.velocity(at: 10) == 0)
        // Remaining distance just before the stop is just over 0.5 pt.
        expectClose(d.finalPosition - d.position(at: d.stopTime - 1e-9), 0.5, within: 1e-6)
    }

    @Test func timeToReachInvertsPosition() throws {
        let d = DecelerationSimulation(start: 10, velocity: -1500, rate: .normal)
        for p in [0.0, -100, -400, -700] {
            let t = try #require(d.time(toReach: p))
            expectClose(d.position(at: t), p, within: 1e-9)
        }
        #expect(d.time(toReach: 20) == nil)  // behind the start
        #expect(d.time(toReach: -2000) == nil)  // beyond the destination
        #expect(d.time(toReach: 10) == 0)
    }

    @Test func tinyOrZeroVelocityIsDoneImmediately() {
        let d = DecelerationSimulation(start: 5, velocity: 0.5)
        #expect(d.isDone(at: 0))
        #expect(DecelerationSimulation(start: 5, velocity: 0).finalPosition == 5)
    }

    @Test func anyRateInTheOpenIntervalWorksAndOthersAreClamped() {
        for r in [0.5, 0.9, 0.999, 0.9999] {
            let d = DecelerationSimulation(start: 0, velocity: 800, rate: DecelerationRate(r))
            expectClose(d.finalPosition, -800 / (1000 * _log(r)), within: 1e-6)
        }
        for bad in [-1.0, 0, 1, 1.5, .nan, .infinity] {
            let d = DecelerationSimulation(start: 0, velocity: 800, rate: DecelerationRate(bad))
            #expect(d.finalPosition.isFinite)
            #expect(d.position(at: 0.3).isFinite)
        }
        #expect(DecelerationSimulation(start: 0, velocity: .nan).finalPosition == 0)
    }

    @Test func theExactStepReproducesTheClosedFormAtAnyTickRate() {
        // REFERENCE.md: x += v·(r−1)/k, v *= r with r = d^(1000·dt) is exact; per-frame multipliers are not.
        let d = DecelerationSimulation(start: 0, velocity: 1000)
        for hz in [60.0, 90, 120, 144] {
            let dt = 1 / hz
            let k = DecelerationRate.normal.k
            let r = _exp(k * dt)
            var x = 0.0
            var v = 1000.0
            var t = 0.0
            while t < 2 {
                x += v * (r - 1) / k
                v *= r
                t += dt
            }
            expectClose(x, d.position(at: t), within: 1e-9, "\(hz) Hz")
        }
    }
}

private func _log(_ x: Double) -> Double { Foundation.log(x) }
private func _exp(_ x: Double) -> Double { Foundation.exp(x) }
