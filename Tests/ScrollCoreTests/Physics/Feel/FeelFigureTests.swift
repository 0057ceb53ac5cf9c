import Foundation
import ScrollCore
import TestSupport
import Testing

/// Each preset's free-fling figures (PEERS.md's table), checked twice: against the figure to 0.01 pt
/// and against the platform's formula written out here independently.
@Suite struct FeelFigureTests {
    /// The fling a preset makes from 0 at `v` pt/s, on an 852 pt viewport.
    private func fling(_ feel: Feel, _ v: Double) -> FlingSimulation {
        FlingSimulation(feel, start: 0, velocity: v, viewport: 852)
    }

    @Test func freeFlingDistancesMatchTheTable() {
        let table: [(Feel, Double, Double)] = [
            (.ios, 499.50, 1248.75), (.iosFast, 99.50, 248.75), (.android, 194.31, 953.75),
            (.flutterClamping, 194.31, 953.75), (.chromium, 188.99, 1181.18),
        ]
        for (feel, d1000, d2500) in table {
            expectClose(fling(feel, 1000).finalPosition, d1000, within: 0.01, "\(feel.name) 1000")
            expectClose(fling(feel, 2500).finalPosition, d2500, within: 0.01, "\(feel.name) 2500")
            expectClose(fling(feel, -1000).finalPosition, -d1000, within: 0.01, "\(feel.name) −1000")
        }
        // Flutter's BouncingScrollSimulation: finalX 499.38 / 1248.45, rests where the speed drops
        // under 1/(0.05·3) px/s: 496.05 / 1245.12 at 2.502 / 2.960 s.
        for (v, projected, rest, time) in [(1000.0, 499.38, 496.05, 2.502), (2500, 1248.45, 1245.12, 2.960)] {
            guard case .friction(let f) = fling(.flutterBouncing, v) else {
                Issue.record("flutter-bouncing is not a friction decay")
                return
            }
            expectClose(f.projectedPosition, projected, within: 0.01)
            expectClose(f.finalPosition, rest, within: 0.01)
            expectClose(f.stopTime, time, within: 0.001)
        }
    }

    @Test func durationsMatchTheTable() {
        expectClose(fling(.android, 1000).stopTime, 0.555, within: 0.001)
        expectClose(fling(.android, 2500).stopTime, 1.090, within: 0.001)
        expectClose(fling(.flutterClamping, 1000).stopTime, 0.458, within: 0.001)
        expectClose(fling(.flutterClamping, 2500).stopTime, 0.900, within: 0.001)
        expectClose(fling(.chromium, 1000).stopTime, 0.435, within: 0.001)
        expectClose(fling(.chromium, 2500).stopTime, 1.087, within: 0.001)
    }

    @Test func uikitDecayIsTheClosedForm() {
        for rate in [0.998, 0.99] {
            let k = 1000 * log(rate)
            var feel = Feel.ios
            feel.decelerationRate = rate
            let f = FlingSimulation(feel, start: 10, velocity: 1000, viewport: 852)
            expectClose(f.finalPosition, 10 - 1000 / k, within: 1e-9)
            expectClose(f.position(at: 0.2), 10 + 1000 * (exp(k * 0.2) - 1) / k, within: 1e-9)
        }
    }

    @Test func androidSplineTableAndFlingFollowOverScroller() throws {
        expectClose(AndroidSpline.position[10], 0.274002, within: 1e-6)
        expectClose(AndroidSpline.position[35], 0.721775, within: 1e-6)
        expectClose(AndroidSpline.position[50], 0.858411, within: 1e-6)
        expectClose(AndroidSpline.time[50], 0.202230, within: 1e-6)
        let dr = log(0.78) / log(0.9)
        let coeff = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        for v in [300.0, 1000, 2500, 7000] {
            let l = log(0.35 * v / coeff)
            let s = SplineFlingSimulation(start: 0, velocity: v)
            expectClose(s.duration, exp(l / (dr - 1)), within: 1e-12)
            expectClose(s.distance, coeff * exp(dr / (dr - 1) * l), within: 1e-9)
            expectClose(s.distance, 0.35 * v * s.duration, within: 1e-9, "distance = INFLEXION·|v|·T")
        }
        // Half way through a 1000 dp/s fling: 166.80 dp at 239.5 dp/s (piecewise-linear spline).
        let s = SplineFlingSimulation(start: 0, velocity: 1000)
        expectClose(s.position(at: s.duration / 2), 166.80, within: 0.01)
        expectClose(s.velocity(at: s.duration / 2), 239.5, within: 0.1)
        let mid = s.position(at: 0.3)
        expectClose(try #require(s.time(toReach: mid)), 0.3, within: 1e-9)
    }

    @Test func flutterClampingIsAndroidsDistanceRetimed() throws {
        let dr = log(0.78) / log(0.9)
        for v in [500.0, 1000, 4000] {
            let c = ClampingFlingSimulation(start: 0, velocity: v)
            let a = SplineFlingSimulation(start: 0, velocity: v)
            expectClose(c.distance, a.distance, within: 1e-9)
            expectClose(c.duration, dr * 0.35 * a.duration, within: 1e-12)
            let t = c.duration * 0.4
            expectClose(c.position(at: t), c.distance * (1 - pow(1 - 0.4, dr)), within: 1e-9)
            expectClose(c.velocity(at: t), v * pow(1 - 0.4, dr - 1), within: 1e-9)
            expectClose(try #require(c.time(toReach: c.position(at: t))), t, within: 1e-9)
        }
    }

    @Test func chromiumCurveMatchesPhysicsBasedFlingCurve() {
        // a = 2.7559e-5 in/ms² × 96 ppi; D = v²/2a; T = v/2300; p1 = (0.2, 0.2·|v|·T/D).
        let a = 2.7559e-5 * 96
        let f = BezierFlingSimulation(start: 0, velocity: 1000, viewport: 852)
        expectClose(f.distance, 1 / (2 * a), within: 1e-9)
        expectClose(f.duration, 1000.0 / 2300, within: 1e-12)
        expectClose(f.curve.y1, 0.2 * 1000 * f.duration / f.distance, within: 1e-12)
        expectClose(f.curve.y1, 0.460, within: 0.001)
        // Starts at the release velocity, ends at rest on the distance.
        expectClose(f.velocity(at: 0), 1000, within: 1e-6)
        expectClose(f.position(at: f.duration), f.distance, within: 1e-12)
        // The viewport caps the distance at 3 × 852.
        expectClose(BezierFlingSimulation(start: 0, velocity: 5000, viewport: 852).distance, 2556, within: 1e-9)
    }

    @Test func everyFlingIsContinuousAndInvertible() {
        for feel in Feel.presets {
            let f = fling(feel, 1800)
            var last = 0.0
            for i in 1...200 {
                let t = Double(i) / 100
                let p = f.position(at: t)
                #expect(p >= last - 1e-9, "\(feel.name) goes backwards at \(t)")
                #expect(p - last < 1800 / 100 + 1e-6, "\(feel.name) jumps at \(t)")
                last = p
            }
            let probe = f.position(at: 0.2)
            let t = f.time(toReach: probe)
            #expect(t != nil, "\(feel.name) time(toReach:) finds no time")
            expectClose(f.position(at: t ?? -1), probe, within: 1e-6, "\(feel.name) time(toReach:)")
        }
    }
}
