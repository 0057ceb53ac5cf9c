/// Chromium's bezier elastic overscroll after a release or a fling's impact
/// (`ElasticOverscrollControllerBezier`): a forward bounce from the current stretch out to
/// `min(0.1·H, |stretch| + 35·√|v|)` (v in px/ms; speeds under 200 px/s count as 0) over
/// `min(150 ms, 2.5 ms/px · 35·√|v|)`, along bezier (0.25, 1, 0.99, 1); then back to the edge over
/// `min(300 ms, 15 ms/px · peak)` along (0.05, 0.7, 0.25, 1). Both curves' first control point is
/// scaled by the residual velocity (px/ms) as the source does. Unrounded (Chromium rounds the stretch
/// to whole pixels).
public struct ElasticBounce: Sendable {
    public static let ignoredVelocity = 200.0

    public let edge: Double
    public let direction: Double
    public let initialStretch: Double
    /// The forward bounce's peak stretch, points (≥ 0).
    public let peak: Double
    public let forwardDuration: Double
    public let backDuration: Double
    public let forward: CubicBezier
    public let back: CubicBezier

    /// - Parameters:
    ///   - stretch: the shown overscroll at the start (points, ≥ 0 outward).
    ///   - velocity: speed at the start (pt/s, sign ignored as in the source).
    public init(edge: Double, direction: Double, dimension: Double, stretch: Double, velocity: Double) {
        self.edge = edge
        self.direction = direction
        initialStretch = stretch
        let perMs = abs(velocity) > Self.ignoredVelocity ? abs(velocity) / 1000 : 0
        let delta = 35 * perMs.squareRoot()
        peak = min(OverscrollBand.elasticBoundary * max(dimension, 1), stretch + delta)
        forwardDuration = min(150, 2.5 * delta) / 1000
        backDuration = min(300, 15 * peak) / 1000
        forward = CubicBezier(matchingSlope: perMs, 0.25, 1, 0.99, 1)
        back = CubicBezier(matchingSlope: perMs, 0.05, 0.7, 0.25, 1)
    }

    public var endTime: Double { forwardDuration + backDuration }

    private func stretch(at t: Double) -> Double {
        if t <= 0 { return initialStretch }
        if t < forwardDuration {
            let p = forward.solve(t / forwardDuration)
            return initialStretch * (1 - p) + peak * p
        }
        let u = t - forwardDuration
        guard u < backDuration else { return 0 }
        return peak * (1 - back.solve(u / backDuration))
    }

    public func position(at t: Double) -> Double { edge + direction * stretch(at: t) }

    public func velocity(at t: Double) -> Double {
        if t < 0 || t >= endTime { return 0 }
        if t < forwardDuration {
            return direction * (peak - initialStretch) / forwardDuration * forward.slope(t / forwardDuration)
        }
        let u = (t - forwardDuration) / backDuration
        return -direction * peak / backDuration * back.slope(u)
    }

    public func time(toReach x: Double) -> Double? {
        let s = (x - edge) * direction
        guard s >= 0, s <= peak else { return nil }
        if s == 0 { return endTime }
        if s >= initialStretch && forwardDuration > 0 && peak > initialStretch {
            return forward.x(forY: (s - initialStretch) / (peak - initialStretch)) * forwardDuration
        }
        return forwardDuration + back.x(forY: 1 - s / peak) * backDuration
    }
}
