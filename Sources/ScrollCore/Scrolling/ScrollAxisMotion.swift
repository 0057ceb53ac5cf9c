/// The motion of one axis. Concrete cases rather than `any Simulation`, so a tick dispatches
/// statically and never casts (the core tick's hot path).
enum ScrollMotionKind {
    case momentum(BoundedDecelerationSimulation)
    case landing(LandingSimulation)
    case animation(EaseSimulation)
}

struct ScrollAxisMotion {
    var kind: ScrollMotionKind
    var startTime: Double

    var isAnimation: Bool {
        if case .animation = kind { return true }
        return false
    }

    var simulation: any Simulation {
        switch kind {
        case .momentum(let s): return s
        case .landing(let s): return s
        case .animation(let s): return s
        }
    }

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
