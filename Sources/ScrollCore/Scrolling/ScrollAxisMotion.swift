/// The motion of one axis. Concrete cases rather than `any Simulation`, so a tick dispatches
/// statically and never casts (the core tick's hot path), and Embedded Swift (no existentials of
/// non-class protocols) compiles it.
public enum ScrollMotion: Simulation {
    case momentum(BoundedDecelerationSimulation)
    case landing(LandingSimulation)
    case animation(EaseSimulation)

    /// Whether this is a page or snap landing (a scroll view that takes over keeps landing).
    public var isLanding: Bool {
        if case .landing = self { return true }
        return false
    }

    public func position(at t: Double) -> Double {
        switch self {
        case .momentum(let s): return s.position(at: t)
        case .landing(let s): return s.position(at: t)
        case .animation(let s): return s.position(at: t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch self {
        case .momentum(let s): return s.velocity(at: t)
        case .landing(let s): return s.velocity(at: t)
        case .animation(let s): return s.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch self {
        case .momentum(let s): return s.isDone(at: t)
        case .landing(let s): return s.isDone(at: t)
        case .animation(let s): return s.isDone(at: t)
        }
    }

    public func time(toReach x: Double) -> Double? {
        switch self {
        case .momentum(let s): return s.time(toReach: x)
        case .landing(let s): return s.time(toReach: x)
        case .animation(let s): return s.time(toReach: x)
        }
    }

    public var finalPosition: Double {
        switch self {
        case .momentum(let s): return s.finalPosition
        case .landing(let s): return s.finalPosition
        case .animation(let s): return s.finalPosition
        }
    }

    public var description: String {
        switch self {
        case .momentum(let s): return s.description
        case .landing(let s): return s.description
        case .animation(let s): return s.description
        }
    }
}

struct ScrollAxisMotion {
    var kind: ScrollMotion
    var startTime: Double

    var isAnimation: Bool {
        if case .animation = kind { return true }
        return false
    }

    var simulation: ScrollMotion { kind }

    func position(at t: Double) -> Double {
        switch kind {
        case .momentum(let s): return s.position(at: t - startTime)
        case .landing(let s): return s.position(at: t - startTime)
        case .animation(let s): return s.position(at: t - startTime)
        }
    }

    func velocity(at t: Double) -> Double {
        switch kind {
        case .momentum(let s): return s.velocity(at: t - startTime)
        case .landing(let s): return s.velocity(at: t - startTime)
        case .animation(let s): return s.velocity(at: t - startTime)
        }
    }

    func isDone(at t: Double) -> Bool {
        switch kind {
        case .momentum(let s): return s.isDone(at: t - startTime)
        case .landing(let s): return s.isDone(at: t - startTime)
        case .animation(let s): return s.isDone(at: t - startTime)
        }
    }

    func isBouncing(at t: Double) -> Bool {
        if case .momentum(let s) = kind { return s.isBouncing(at: t - startTime) }
        return false
    }
}
