import Foundation
import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 4: Flutter's `BouncingScrollSimulation`
/// (`packages/flutter/lib/src/widgets/scroll_simulation.dart`) hands the spring
/// `math.min(_frictionSimulation.dx(_springTime), maxSpringTransferVelocity)` (5000) at either edge —
/// a cap that only bites for positive dx, i.e. at the trailing edge — and a release already outside
/// the range `_underscrollSimulation(position, velocity)`, uncapped.
@Suite struct SpringTransferTests {
    /// Flutter's `ScrollSpringSimulation` for `.normal` (mass 0.5, stiffness 100, ratio 1.1:
    /// over-damped), from `x0` past the edge with velocity `v`, in closed form:
    /// `x(t) = A e^(r₁t) + B e^(r₂t)`, `A + B = x0`, `r₁A + r₂B = v`.
    static func flutterSpring(x0: Double, v: Double, at t: Double) -> Double {
        let m = 0.5
        let k = 100.0
        let c = 1.1 * 2 * (m * k).squareRoot()
        let root = (c * c - 4 * m * k).squareRoot()
        let r1 = (-c + root) / (2 * m)
        let r2 = (-c - root) / (2 * m)
        let b = (v - r1 * x0) / (r2 - r1)
        return (x0 - b) * exp(r1 * t) + b * exp(r2 * t)
    }

    /// The farthest a motion goes past `edge` on the `sign` side, sampled every 0.1 ms for 1 s.
    private func peak(_ s: BoundedDecelerationSimulation, past edge: Double, sign: Double) -> Double {
        (0...10_000).map { sign * (s.position(at: Double($0) * 1e-4) - edge) }.max() ?? 0
    }

    private func flutterPeak(x0: Double, v: Double) -> Double {
        (0...10_000).map { abs(Self.flutterSpring(x0: x0, v: v, at: Double($0) * 1e-4)) }.max() ?? 0
    }

    @Test func aFastFlingIntoTheTopCarriesItsWholeVelocity() {
        // 8000 pt/s released 392 pt below the top reaches it at 8000 + ln(0.135)·392 = 7215 pt/s
        // (FrictionSimulation drag 0.135): Flutter peaks 175.9 pt past the top; the lab capped it at
        // 5000 and peaked at 121.9 (the issue measured 121.8).
        let s = BoundedDecelerationSimulation(
            feel: .flutterBouncing, start: 392, velocity: -8000, lower: 0, upper: 100_000, dimension: 852, overshootLimit: 426)
        let vEdge = 8000 + log(0.135) * 392
        expectClose(peak(s, past: 0, sign: -1), flutterPeak(x0: 0, v: vEdge), within: 0.01)
        expectClose(peak(s, past: 0, sign: -1), 175.9, within: 0.05)
    }

    @Test func theTrailingEdgeStillCapsAtFiveThousand() {
        let s = BoundedDecelerationSimulation(
            feel: .flutterBouncing, start: 100_000 - 392, velocity: 8000, lower: 0, upper: 100_000, dimension: 852,
            overshootLimit: 426)
        expectClose(peak(s, past: 100_000, sign: 1), flutterPeak(x0: 0, v: 5000), within: 0.01)
        expectClose(peak(s, past: 100_000, sign: 1), 121.9, within: 0.05)
        // Just under the cap nothing is taken: 4990 pt/s at the edge peaks 4990 × the unit peak.
        let under = BoundedDecelerationSimulation(
            feel: .flutterBouncing, start: 100_000 - 1, velocity: 4990 + log(0.135) * -1, lower: 0, upper: 100_000,
            dimension: 852, overshootLimit: 426)
        expectClose(peak(under, past: 100_000, sign: 1), flutterPeak(x0: 0, v: 4990), within: 0.01)
    }

    @Test func aReleasePastTheTopFlungFurtherOutIsNotCapped() {
        // Released 50 pt past the top, still moving out at 8000 pt/s: _underscrollSimulation(position,
        // velocity) takes it whole (the lab's only cap is its half-viewport bounce limit, 426 pt).
        let s = BoundedDecelerationSimulation(
            feel: .flutterBouncing, start: -50, velocity: -8000, lower: 0, upper: 100_000, dimension: 852, overshootLimit: 426)
        expectClose(peak(s, past: 0, sign: -1), flutterPeak(x0: -50, v: -8000), within: 0.01)
    }
}
