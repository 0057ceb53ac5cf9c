#if !hasFeature(Embedded)
    import Foundation
#endif

/// Flutter's `ClampingScrollSimulation`: Android's spline distance, re-timed so the deceleration
/// depends only on the current velocity (a ballistic curve Flutter can restart anywhere).
///
/// `T_a = (|v| / refV)^(1/(DR − 1))` with `refV = friction·physCoeff / 0.35` (Android's duration),
/// `T = DR·0.35·T_a`, `D = v·T / DR` (= Android's distance);
/// `x(t) = x₀ + D·(1 − (1 − t/T)^DR)`, `v(t) = v₀·(1 − t/T)^(DR − 1)`, done at `t ≥ T`.
public struct ClampingFlingSimulation: Simulation {
    public let start: Double
    public let initialVelocity: Double
    /// Seconds.
    public let duration: Double
    /// Points, signed.
    public let distance: Double

    public init(start: Double, velocity: Double, friction: Double = 0.015) {
        self.start = start
        self.initialVelocity = velocity.isFinite ? velocity : 0
        let dr = AndroidSpline.decelerationRate
        let reference = friction * AndroidSpline.physicalCoefficient / AndroidSpline.inflexion
        guard initialVelocity != 0, reference > 0 else {
            duration = 0
            distance = 0
            return
        }
        let androidDuration = pow(abs(initialVelocity) / reference, 1 / (dr - 1))
        duration = dr * AndroidSpline.inflexion * androidDuration
        distance = initialVelocity * duration / dr
    }

    public var finalPosition: Double { start + distance }

    public func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return t <= 0 ? start : finalPosition }
        guard t > 0 else { return start }
        return start + distance * (1 - pow(1 - t / duration, AndroidSpline.decelerationRate))
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return initialVelocity * pow(1 - max(t, 0) / duration, AndroidSpline.decelerationRate - 1)
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// `t = T·(1 − (1 − (x − x₀)/D)^(1/DR))`.
    public func time(toReach x: Double) -> Double? {
        if x == start { return 0 }
        guard distance != 0 else { return nil }
        let f = (x - start) / distance
        guard f > 0, f <= 1 else { return nil }
        return duration * (1 - pow(1 - f, 1 / AndroidSpline.decelerationRate))
    }

    public var description: String {
        "Clamping(x0 \(start.pointString), v0 \(initialVelocity.pointString) pt/s, → \(finalPosition.pointString) in \(formatFixed(duration, decimals: 3)) s)"
    }
}
