#if !hasFeature(Embedded)
    import Foundation
#endif

/// Android's fling (`OverScroller`, SPLINE mode): distance and duration in closed form from the
/// release speed, the path read off `AndroidSpline.position` by linear interpolation.
///
/// With `l = ln(INFLEXION·|v| / (friction·physCoeff))` and `DR = ln 0.78 / ln 0.9`:
/// - duration `T = e^(l / (DR − 1))`
/// - distance `D = friction·physCoeff·e^(DR·l / (DR − 1))` (= INFLEXION·|v|·T)
/// - at `u = t/T`, `i = ⌊100u⌋`: fraction `P[i] + (u − i/100)·100·(P[i+1] − P[i])`, velocity
///   `100·(P[i+1] − P[i])·D/T` — piecewise linear in position, piecewise constant in velocity, as on
///   the device. Positions are kept in floating point (the platform rounds to whole pixels).
public struct SplineFlingSimulation: Simulation {
    public let start: Double
    public let initialVelocity: Double
    public let friction: Double
    /// Seconds.
    public let duration: Double
    /// Points, unsigned.
    public let distance: Double

    public init(start: Double, velocity: Double, friction: Double = 0.015) {
        self.start = start
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.friction = friction
        let speed = abs(initialVelocity)
        let coefficient = friction * AndroidSpline.physicalCoefficient
        guard speed > 0, coefficient > 0 else {
            duration = 0
            distance = 0
            return
        }
        let dr = AndroidSpline.decelerationRate
        let l = log(AndroidSpline.inflexion * speed / coefficient)
        duration = exp(l / (dr - 1))
        distance = coefficient * exp(dr / (dr - 1) * l)
    }

    private var sign: Double { initialVelocity < 0 ? -1 : 1 }

    /// The spline sample index and fraction of time at `t`.
    private func segment(_ t: Double) -> (index: Int, u: Double) {
        let ratio = t / duration
        // NaN (a zero duration at t = 0) must not reach the Int conversion.
        let u = ratio.isNaN ? 1 : min(max(ratio, 0), 1)
        return (min(Int(u * Double(AndroidSpline.sampleCount)), AndroidSpline.sampleCount - 1), u)
    }

    public var finalPosition: Double { start + sign * distance }

    public func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return t <= 0 ? start : finalPosition }
        // The table's first sample is not exactly 0 (the bisection stops within 1e-5); the device
        // hides that under its whole-pixel rounding, here the release point is kept exact.
        guard t > 0 else { return start }
        let (i, u) = segment(t)
        let n = Double(AndroidSpline.sampleCount)
        let p = AndroidSpline.position
        let slope = (p[i + 1] - p[i]) * n
        return start + sign * (p[i] + (u - Double(i) / n) * slope) * distance
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration, t >= 0 else { return 0 }
        let (i, _) = segment(t)
        let p = AndroidSpline.position
        return sign * (p[i + 1] - p[i]) * Double(AndroidSpline.sampleCount) * distance / duration
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Inverts the piecewise-linear path: the segment holding the fraction, then linearly inside it.
    public func time(toReach x: Double) -> Double? {
        if x == start { return 0 }
        guard distance > 0 else { return nil }
        let f = (x - start) * sign / distance
        guard f > 0, f <= 1 else { return nil }
        let p = AndroidSpline.position
        let n = Double(AndroidSpline.sampleCount)
        for i in 0..<AndroidSpline.sampleCount where p[i + 1] >= f {
            let u = max(0, Double(i) / n + (f - p[i]) / ((p[i + 1] - p[i]) * n))
            return u * duration
        }
        return duration
    }

    public var description: String {
        "Spline(x0 \(start.pointString), v0 \(initialVelocity.pointString) pt/s, → \(finalPosition.pointString) in \(formatFixed(duration, decimals: 3)) s)"
    }
}
