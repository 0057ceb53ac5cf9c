/// Chromium's `PhysicsBasedFlingCurve` (Linux and Windows touchscreens): the distance of a constant
/// deceleration, travelled along a cubic bezier over a different duration.
///
/// - distance `D = v² / (2a)` with `a` = 2.7559e-5 in/ms² × 96 ppi, capped at 3 × the viewport
///   (`kDefaultBoundsMultiplier`), times the boost of a boosted fling (`FlingController`'s
///   `boost_multiplier`: the boosted speed over the release's, `ScaleToFlooredSize`);
/// - duration `T = min(2 s, |v| / 2300)`;
/// - control points p1 = (0.2, 1), p2 = (0.55, 1), p1 scaled so the curve starts at the release
///   velocity (slope `|v|·T/D`);
/// - `x(t) = x₀ + sign(v)·D·bezier(t/T)`, done at `t ≥ T`.
public struct BezierFlingSimulation: Simulation {
    public static let pixelDeceleration = 2300.0
    public static let maxDuration = 2.0
    public static let boundsMultiplier = 3.0

    public let start: Double
    public let initialVelocity: Double
    /// Points, unsigned.
    public let distance: Double
    /// Seconds.
    public let duration: Double
    public let curve: CubicBezier

    /// - Parameters:
    ///   - deceleration: pt/s² (Chromium: 2.7559e-5 in/ms² at 96 ppi = 2645.66 pt/s²).
    ///   - viewport: the scroller's extent on the axis, points (caps the distance).
    ///   - boost: a boosted fling's speed over its release's (1: not boosted); scales the cap.
    public init(
        start: Double, velocity: Double, deceleration: Double = Feel.chromiumDeceleration, viewport: Double = .infinity,
        boost: Double = 1
    ) {
        self.start = start
        let v = velocity.isFinite ? velocity : 0
        self.initialVelocity = v
        let speed = abs(v)
        let cap = viewport.isFinite ? (viewport * (boost * Self.boundsMultiplier)).rounded(.down) : .infinity
        let d = deceleration > 0 ? min(speed * speed / (2 * deceleration), cap) : 0
        distance = d
        duration = min(Self.maxDuration, speed / Self.pixelDeceleration)
        let slope = d > 0 ? speed * duration / d : 1
        curve = CubicBezier(matchingSlope: slope, 0.2, 1, 0.55, 1)
    }

    private var sign: Double { initialVelocity < 0 ? -1 : 1 }

    public var finalPosition: Double { start + sign * distance }

    public func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return t <= 0 ? start : finalPosition }
        guard t > 0 else { return start }
        return start + sign * distance * curve.solve(t / duration)
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return sign * distance / duration * curve.slope(max(t, 0) / duration)
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    public func time(toReach x: Double) -> Double? {
        if x == start { return 0 }
        guard distance > 0 else { return nil }
        let f = (x - start) * sign / distance
        guard f > 0, f <= 1 else { return nil }
        return curve.x(forY: f) * duration
    }

    public var description: String {
        "BezierFling(x0 \(start.pointString), v0 \(initialVelocity.pointString) pt/s, → \(finalPosition.pointString) in \(formatFixed(duration, decimals: 3)) s)"
    }
}
