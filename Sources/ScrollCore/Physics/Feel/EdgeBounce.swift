/// The motion past an edge after a release or a fling's impact, under the feel's overscroll model.
/// Positions are absolute offsets; every case comes to rest exactly on `edge`.
///
/// - `spring`: a damped spring onto the edge (UIKit's bounce, Flutter's ScrollSpringSimulation).
/// - `stretch`: Android's EdgeEffect — a spring (ω₀ 24.657, ζ 0.98) on the *pull*, shown through
///   the stretch band; over once the pull crosses zero (`EdgeEffect.updateSpring`'s end).
/// - `elastic`: Chromium's bezier controller — a forward bounce then a back bounce along fixed
///   curves (`ElasticBounce`).
public enum EdgeBounce: Simulation {
    case spring(SpringSimulation)
    case stretch(StretchRelease)
    case elastic(ElasticBounce)

    public var finalPosition: Double {
        switch self {
        case .spring(let s): return s.finalPosition
        case .stretch(let s): return s.edge
        case .elastic(let s): return s.edge
        }
    }

    public func position(at t: Double) -> Double {
        switch self {
        case .spring(let s): return s.position(at: t)
        case .stretch(let s): return s.position(at: t)
        case .elastic(let s): return s.position(at: t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch self {
        case .spring(let s): return s.velocity(at: t)
        case .stretch(let s): return s.velocity(at: t)
        case .elastic(let s): return s.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch self {
        case .spring(let s): return s.isDone(at: t)
        case .stretch(let s): return t >= s.endTime
        case .elastic(let s): return t >= s.endTime
        }
    }

    public func time(toReach x: Double) -> Double? {
        switch self {
        case .spring(let s): return s.time(toReach: x)
        case .stretch(let s): return s.time(toReach: x)
        case .elastic(let s): return s.time(toReach: x)
        }
    }

    public var description: String {
        switch self {
        case .spring(let s): return s.description
        case .stretch(let s): return "Stretch(edge \(s.edge.pointString), \(s.pull))"
        case .elastic(let s): return "Elastic(edge \(s.edge.pointString), peak \(s.peak.pointString) pt)"
        }
    }
}

/// Android's stretch released (or absorbing a fling): the pull follows a spring to zero, the content
/// shows `OverscrollBand.stretch` of it.
public struct StretchRelease: Sendable {
    public let edge: Double
    /// +1 past the upper edge, −1 past the lower.
    public let direction: Double
    public let band: OverscrollBand
    /// The spring on the pull (points, ≥ 0 outward), target 0.
    public let pull: SpringSimulation
    /// When the pull first reaches zero (or settles): the effect is over.
    public let endTime: Double

    public init(edge: Double, direction: Double, band: OverscrollBand, spring: SpringParameters, pull: Double, velocity: Double) {
        self.edge = edge
        self.direction = direction
        self.band = band
        let s = SpringSimulation(spring, start: pull, target: 0, velocity: velocity)
        self.pull = s
        // Over once the pull dips below zero (an under-damped spring does), else when it settles.
        endTime = min(s.time(toReach: -1e-6) ?? s.settleTime, s.settleTime)
    }

    public func position(at t: Double) -> Double {
        if t >= endTime { return edge }
        let p = min(max(pull.position(at: max(t, 0)), 0), band.dimension)
        return edge + direction * band.offset(forOverscroll: p)
    }

    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        let p = min(max(pull.position(at: max(t, 0)), 0), band.dimension)
        return direction * OverscrollBand.stretchSlope(p / band.dimension) * pull.velocity(at: max(t, 0))
    }

    public func time(toReach x: Double) -> Double? {
        let shown = (x - edge) * direction
        if shown < 0 { return nil }
        if shown == 0 { return endTime }
        return pull.time(toReach: band.overscroll(forOffset: shown))
    }
}
