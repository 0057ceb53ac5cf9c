#if !hasFeature(Embedded)
    import Foundation
#endif

/// Exponential deceleration, UIScrollView's momentum: velocity decays by `rate` every millisecond.
///
/// With `k = 1000 · ln d`:
/// - `v(t) = v₀ · e^(k t)`
/// - `x(t) = x₀ + v₀ · (e^(k t) − 1) / k`
/// - destination `x₀ − v₀ / k`
/// - time to reach `p`: `ln(1 + k (p − x₀) / v₀) / k`
///
/// The motion is done once less than `tolerance.distance` (0.5 pt) remains to travel; from then on
/// `position(at:)` reports the destination, so every tick rate ends on the same offset (a jump of at
/// most 0.5 pt, the same snap UIKit makes onto the pixel grid). Decay is memoryless: restarting at
/// `(x(t*), v(t*))` continues the same curve, which is what makes handoffs between nodes exact.
public struct DecelerationSimulation: Simulation {
    public let start: Double
    public let initialVelocity: Double
    public let rate: DecelerationRate
    public let tolerance: Tolerance

    /// Seconds until less than `tolerance.distance` remains to travel.
    public let stopTime: Double

    /// - Parameters:
    ///   - start: position at t = 0, points.
    ///   - velocity: velocity at t = 0, points per second (sign = direction).
    ///   - rate: per-millisecond velocity factor.
    public init(start: Double, velocity: Double, rate: DecelerationRate = .normal, tolerance: Tolerance = .standard) {
        self.start = start
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate
        self.tolerance = tolerance
        let k = rate.k
        let travel = abs(initialVelocity) / -k
        if travel <= tolerance.distance {
            stopTime = 0
        } else {
            stopTime = log(tolerance.distance / travel) / k
        }
    }

    /// Where the motion comes to rest: `x₀ − v₀ / k`.
    public var finalPosition: Double { start - initialVelocity / rate.k }

    public func position(at t: Double) -> Double {
        if t >= stopTime { return finalPosition }
        if t <= 0 { return start }
        let k = rate.k
        return start + initialVelocity * (exp(k * t) - 1) / k
    }

    public func velocity(at t: Double) -> Double {
        if t >= stopTime { return 0 }
        if t <= 0 { return initialVelocity }
        return initialVelocity * exp(rate.k * t)
    }

    public func isDone(at t: Double) -> Bool { t >= stopTime }

    /// Closed form `ln(1 + k (p − x₀) / v₀) / k`; nil when `p` lies behind the start or beyond the
    /// destination.
    public func time(toReach p: Double) -> Double? {
        if p == start { return 0 }
        guard initialVelocity != 0 else { return nil }
        let k = rate.k
        let arg = 1 + k * (p - start) / initialVelocity
        guard arg > 0, arg <= 1 else { return nil }
        return log(arg) / k
    }

    public var description: String {
        "Deceleration(x0 \(start.pointString), v0 \(initialVelocity.pointString) pt/s, \(rate), → \(finalPosition.pointString) in \(formatFixed(stopTime, decimals: 3)) s)"
    }
}
