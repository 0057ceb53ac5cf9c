/// A released fling under one of the feel's decay models, dispatched statically (the core tick's
/// hot path never goes through `any Simulation`).
public enum FlingSimulation: Simulation {
    case uikit(DecelerationSimulation)
    case spline(SplineFlingSimulation)
    case friction(FrictionFlingSimulation)
    case clamping(ClampingFlingSimulation)
    case bezier(BezierFlingSimulation)

    /// The fling `feel` makes from `start` at `velocity` (pt/s); `viewport` is the scroller's extent
    /// on the axis (Chromium caps its distance by it, times `boost` for a boosted fling).
    public init(_ feel: Feel, start: Double, velocity: Double, viewport: Double, boost: Double = 1) {
        switch feel.decay {
        case .uikit:
            self = .uikit(DecelerationSimulation(start: start, velocity: velocity, rate: DecelerationRate(feel.decelerationRate)))
        case .spline:
            self = .spline(SplineFlingSimulation(start: start, velocity: velocity, friction: feel.splineFriction))
        case .friction:
            self = .friction(
                FrictionFlingSimulation(start: start, velocity: velocity, drag: feel.frictionDrag, stopVelocity: feel.frictionStopVelocity))
        case .clamping:
            self = .clamping(ClampingFlingSimulation(start: start, velocity: velocity, friction: feel.splineFriction))
        case .bezier:
            self = .bezier(
                BezierFlingSimulation(
                    start: start, velocity: velocity, deceleration: feel.flingDeceleration, viewport: viewport, boost: boost))
        }
    }

    public var description: String {
        switch self {
        case .uikit(let s): return s.description
        case .spline(let s): return s.description
        case .friction(let s): return s.description
        case .clamping(let s): return s.description
        case .bezier(let s): return s.description
        }
    }

    public var finalPosition: Double {
        switch self {
        case .uikit(let s): return s.finalPosition
        case .spline(let s): return s.finalPosition
        case .friction(let s): return s.finalPosition
        case .clamping(let s): return s.finalPosition
        case .bezier(let s): return s.finalPosition
        }
    }

    public func position(at t: Double) -> Double {
        switch self {
        case .uikit(let s): return s.position(at: t)
        case .spline(let s): return s.position(at: t)
        case .friction(let s): return s.position(at: t)
        case .clamping(let s): return s.position(at: t)
        case .bezier(let s): return s.position(at: t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch self {
        case .uikit(let s): return s.velocity(at: t)
        case .spline(let s): return s.velocity(at: t)
        case .friction(let s): return s.velocity(at: t)
        case .clamping(let s): return s.velocity(at: t)
        case .bezier(let s): return s.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch self {
        case .uikit(let s): return s.isDone(at: t)
        case .spline(let s): return s.isDone(at: t)
        case .friction(let s): return s.isDone(at: t)
        case .clamping(let s): return s.isDone(at: t)
        case .bezier(let s): return s.isDone(at: t)
        }
    }

    /// The first time the fling reaches `x` (its edge crossing), or nil if it never does.
    public func time(toReach x: Double) -> Double? {
        switch self {
        case .uikit(let s): return s.time(toReach: x)
        case .spline(let s): return s.time(toReach: x)
        case .friction(let s): return s.time(toReach: x)
        case .clamping(let s): return s.time(toReach: x)
        case .bezier(let s): return s.time(toReach: x)
        }
    }

    /// When the motion has come to rest (seconds).
    public var stopTime: Double {
        switch self {
        case .uikit(let s): return s.stopTime
        case .spline(let s): return s.duration
        case .friction(let s): return s.stopTime
        case .clamping(let s): return s.duration
        case .bezier(let s): return s.duration
        }
    }
}
