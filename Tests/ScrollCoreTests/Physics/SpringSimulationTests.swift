import Foundation
import ScrollCore
import TestSupport
import Testing

@Suite struct SpringSimulationTests {
    @Test func criticallyDampedMatchesReferenceFigures() {
        let s = SpringSimulation(SpringParameters(mass: 1, stiffness: 100, dampingRatio: 1), start: 100, target: 0, velocity: 0)
        expectClose(s.position(at: 0.1), 73.576, within: 1e-3)
        expectClose(s.position(at: 0.3), 19.915, within: 1e-3)
        expectClose(s.position(at: 0.5), 4.043, within: 1e-3)
    }

    /// Every regime agrees with a fine RK4 integration of m·x'' = −k·(x − target) − c·x'.
    @Test(arguments: [0.3, 1.0, 2.5])
    func closedFormMatchesNumericalIntegration(dampingRatio: Double) {
        let p = SpringParameters(mass: 1.5, stiffness: 180, dampingRatio: dampingRatio)
        let s = SpringSimulation(p, start: 40, target: -10, velocity: 900)
        var x = 40.0
        var v = 900.0
        let h = 1e-5
        func acc(_ x: Double, _ v: Double) -> Double { (-p.stiffness * (x + 10) - p.damping * v) / p.mass }
        var t = 0.0
        for checkpoint in [0.05, 0.1, 0.2, 0.35] {
            while t < checkpoint - h / 2 {
                let k1x = v
                let k1v = acc(x, v)
                let k2x = v + h / 2 * k1v
                let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v
                let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v
                let k4v = acc(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            expectClose(s.position(at: t), x, within: 1e-6, "ζ=\(dampingRatio) x at \(checkpoint)")
            expectClose(s.velocity(at: t), v, within: 1e-4, "ζ=\(dampingRatio) v at \(checkpoint)")
        }
    }

    @Test func underDampedOscillatesAndOverDampedDoesNot() {
        let under = SpringSimulation(SpringParameters(stiffness: 200, dampingRatio: 0.2), start: 100, target: 0, velocity: 0)
        let over = SpringSimulation(SpringParameters(stiffness: 200, dampingRatio: 3), start: 100, target: 0, velocity: 0)
        var underMin = Double.infinity
        var overMin = Double.infinity
        for i in 0...2000 {
            let t = Double(i) / 1000
            underMin = min(underMin, under.position(at: t))
            overMin = min(overMin, over.position(at: t))
        }
        #expect(underMin < -10)
        #expect(overMin >= 0)
    }

    @Test func settlesExactlyOnTarget() {
        let s = SpringSimulation(.bounceBack, start: 100, target: 0, velocity: -300)
        #expect(s.isDone(at: s.settleTime))
        #expect(!s.isDone(at: s.settleTime - 0.01))
        #expect(s.position(at: s.settleTime) == 0)
        #expect(s.velocity(at: s.settleTime + 1) == 0)
        expectClose(s.settleTime, 0.92, within: 0.15)
    }

    @Test func peakDisplacementPerUnitVelocityIsThePeak() {
        for z in [0.4, 1.0, 2.0] {
            let p = SpringParameters(stiffness: 100, dampingRatio: z)
            let s = SpringSimulation(p, start: 0, target: 0, velocity: 1000)
            var peak = 0.0
            for i in 0...5000 { peak = max(peak, abs(s.position(at: Double(i) / 5000))) }
            expectClose(peak, 1000 * SpringSimulation.peakDisplacementPerUnitVelocity(p), within: 1e-3, "ζ=\(z)")
        }
    }

    @Test func timeToReachFindsTheFirstCrossing() throws {
        let s = SpringSimulation(SpringParameters(stiffness: 200, dampingRatio: 0.3), start: 100, target: 0, velocity: 0)
        let t = try #require(s.time(toReach: 0))
        expectClose(s.position(at: t), 0, within: 1e-6)
        #expect(s.position(at: t * 0.99) > 0)
    }

    @Test func userSetParametersNeverTrap() {
        for p in [
            SpringParameters(mass: 0, stiffness: 0, dampingRatio: -1),
            SpringParameters(mass: .nan, stiffness: .infinity, dampingRatio: .nan),
        ] {
            let s = SpringSimulation(p, start: 10, target: 0, velocity: 5)
            #expect(s.position(at: 0.1).isFinite)
        }
    }
}
