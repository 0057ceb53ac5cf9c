#if !hasFeature(Embedded)
    import Foundation
#endif

/// Flutter's `FrictionSimulation` (no constant deceleration), the decay of BouncingScrollPhysics:
/// velocity × `drag` per second.
///
/// With `k = ln(drag)`: `x(t) = x₀ + v₀·(e^(k t) − 1)/k`, `v(t) = v₀·e^(k t)`; the asymptote
/// (`finalX`) is `x₀ − v₀/k`. Flutter ends the motion once the speed drops under the tolerance
/// velocity (`1/(0.05·dpr)`), where it rests — short of `finalX` by `stopVelocity/|k|`.
public struct FrictionFlingSimulation: Simulation {
    public let start: Double
    public let initialVelocity: Double
    public let drag: Double
    public let stopVelocity: Double
    /// Seconds until the speed is under `stopVelocity`.
    public let stopTime: Double

    public init(start: Double, velocity: Double, drag: Double = 0.135, stopVelocity: Double = 20.0 / 3) {
        self.start = start
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.drag = drag
        self.stopVelocity = stopVelocity
        let k = log(drag)
        stopTime = abs(initialVelocity) > stopVelocity && k < 0 ? log(stopVelocity / abs(initialVelocity)) / k : 0
    }

    private var k: Double { log(drag) }

    /// Flutter's `finalX`: where the motion would end with no tolerance, `x₀ − v₀/ln(drag)`.
    public var projectedPosition: Double { start - initialVelocity / k }

    public var finalPosition: Double { unclampedPosition(stopTime) }

    private func unclampedPosition(_ t: Double) -> Double { start + initialVelocity * (exp(k * t) - 1) / k }

    public func position(at t: Double) -> Double {
        if t >= stopTime { return finalPosition }
        if t <= 0 { return start }
        return unclampedPosition(t)
    }

    public func velocity(at t: Double) -> Double {
        if t >= stopTime { return 0 }
        return initialVelocity * exp(k * max(t, 0))
    }

    public func isDone(at t: Double) -> Bool { t >= stopTime }

    /// `ln(1 + k (x − x₀)/v₀)/k`, within the part of the curve travelled before the stop.
    public func time(toReach x: Double) -> Double? {
        if x == start { return 0 }
        guard initialVelocity != 0 else { return nil }
        let arg = 1 + k * (x - start) / initialVelocity
        guard arg > 0, arg <= 1 else { return nil }
        let t = log(arg) / k
        return t <= stopTime ? t : nil
    }

    public var description: String {
        "Friction(x0 \(start.pointString), v0 \(initialVelocity.pointString) pt/s, drag \(drag), → \(finalPosition.pointString) in \(formatFixed(stopTime, decimals: 3)) s)"
    }
}
