#if !hasFeature(Embedded)
    import Foundation
#endif

/// Motion that lands exactly on a chosen target: the result of target interception
/// (`willEndDragging(velocity:targetContentOffset:)`), snapping and paging.
///
/// - If the natural deceleration would carry the content at least as far as the target in the same
///   direction, the decay is made stronger so that its destination is exactly the target:
///   `k' = −v₀ / (target − x₀)`. Velocity is continuous at release and the curve keeps its shape.
/// - Otherwise (target behind the release direction, beyond reach, or no velocity) a critically damped
///   spring carries the content there from the release velocity — again with no velocity jump (unless
///   it heads away from the target faster than `overshootLimit` allows).
public struct LandingSimulation: Simulation {
    private enum Kind: Sendable {
        case decelerate(DecelerationSimulation)
        case spring(SpringSimulation)
    }
    private let kind: Kind
    public let target: Double

    /// - Parameters:
    ///   - settle: `.spring` always lands with `settleSpring` from the release velocity (Flutter's
    ///     PageScrollPhysics); `.decay` as above with `spring`.
    ///   - overshootLimit: the farthest a spring may swing from `target` against the release
    ///     direction, points: a release heading away from the target (content past an edge, flung
    ///     further out) has its velocity capped so the swing's peak stays under it.
    public init(
        start: Double, velocity: Double, target: Double, rate: DecelerationRate = .normal,
        spring: SpringParameters = .snap, settle: Feel.PagingSettle = .decay, settleSpring: SpringParameters = .snap,
        overshootLimit: Double = .infinity
    ) {
        self.target = target
        let v = velocity.isFinite ? velocity : 0
        let distance = target - start
        let natural = DecelerationSimulation(start: start, velocity: v, rate: rate).finalPosition - start
        // A spring peaks below |start − target| + |v| · peak away from the target.
        func capped(_ p: SpringParameters) -> Double {
            let peak = SpringSimulation.peakDisplacementPerUnitVelocity(p)
            guard v * distance < 0, overshootLimit.isFinite, peak > 0 else { return v }
            let cap = max(0, overshootLimit - abs(distance)) / peak
            return min(max(v, -cap), cap)
        }
        if settle == .spring {
            kind = .spring(SpringSimulation(settleSpring, start: start, target: target, velocity: capped(settleSpring)))
        } else if settle == .pageSpring {
            kind = .spring(SpringSimulation(.paging, start: start, target: target, velocity: capped(.paging)))
        } else if abs(distance) >= 1, v * distance > 0, abs(natural) >= abs(distance) {
            let k = -v / distance  // negative, at least as strong as rate.k
            let perMs = exp(k / 1000)
            kind = .decelerate(DecelerationSimulation(start: start, velocity: v, rate: DecelerationRate(perMs)))
        } else {
            kind = .spring(SpringSimulation(spring, start: start, target: target, velocity: capped(spring)))
        }
    }

    /// Whether the landing is a (stronger) deceleration rather than a spring.
    public var isDeceleration: Bool {
        if case .decelerate = kind { return true }
        return false
    }

    private var motionDescription: String {
        switch kind {
        case .decelerate(let d): return d.description
        case .spring(let s): return s.description
        }
    }

    public var finalPosition: Double { target }

    public func position(at t: Double) -> Double {
        switch kind {
        case .decelerate(let d): return d.isDone(at: t) ? target : d.position(at: t)
        case .spring(let s): return s.position(at: t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch kind {
        case .decelerate(let d): return d.velocity(at: t)
        case .spring(let s): return s.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch kind {
        case .decelerate(let d): return d.isDone(at: t)
        case .spring(let s): return s.isDone(at: t)
        }
    }

    public func time(toReach x: Double) -> Double? {
        switch kind {
        case .decelerate(let d): return d.time(toReach: x)
        case .spring(let s): return s.time(toReach: x)
        }
    }

    public var description: String { "Landing(→ \(target.pointString) by \(motionDescription))" }
}
