/// Momentum inside a range: decelerate (under the feel's decay), and if the range's edge is crossed,
/// hand the exact velocity at the crossing time to the feel's edge motion — a spring that bounces
/// back onto the edge (Flutter's BouncingScrollSimulation idea, with UIScrollView's decay), Android's
/// stretch absorbing it, or Chromium's elastic bounce.
///
/// - Starting outside the range (released while rubber-banding): a spring straight back to the edge —
///   unless the release points inwards fast enough that the plain fling would carry the content past
///   that edge; then it flings through the range as UIKit does (velocity continuous, unclamped until it
///   enters), and the far edge is handled as below.
/// - Crossing an edge at `t*` (closed form `DecelerationSimulation.time(toReach:)`): the spring starts
///   at `t*` at the edge with `v(t*)`, so velocity is continuous. The carried velocity is capped so the
///   bounce's peak never exceeds `overshootLimit` (the only place a velocity is ever reduced).
/// - With `bounces == false` the motion stops dead at the edge at `t*`.
public struct BoundedDecelerationSimulation: Simulation {
    public let lower: Double
    public let upper: Double
    /// The fling inside the range (a resting one when starting out of range).
    public let fling: FlingSimulation
    /// What happens at the range's edge.
    public enum EdgePhase: Sendable {
        /// The fling comes to rest inside the range.
        case none
        /// The edge motion from `start` on (0 when starting out of range).
        case bounce(start: Double, motion: EdgeBounce)
        /// `bounces` is off and an edge is hit: the motion stops dead there at `time`.
        case stop(time: Double, edge: Double)
    }

    public let edgePhase: EdgePhase
    /// When a release outside the range, moving inwards, enters it (0 when it starts inside).
    public let entryTime: Double

    /// UIScrollView's momentum with a given rate and spring (the `ios` feel with those constants).
    /// - Parameters:
    ///   - start: position at t = 0; may lie outside `lower...upper`.
    ///   - velocity: points per second.
    ///   - overshootLimit: the largest bounce past an edge, points (e.g. half the viewport).
    public init(
        start: Double, velocity: Double, lower: Double, upper: Double, rate: DecelerationRate = .normal,
        bounces: Bool = true, spring: SpringParameters = .bounceBack, overshootLimit: Double = .infinity
    ) {
        var feel = Feel.ios
        feel.decelerationRate = rate.perMillisecond
        feel.springMass = spring.mass
        feel.springStiffness = spring.stiffness
        feel.springDampingRatio = spring.dampingRatio
        self.init(
            feel: feel, start: start, velocity: velocity, lower: lower, upper: upper, dimension: 2 * overshootLimit,
            bounces: bounces, overshootLimit: overshootLimit)
    }

    /// Momentum under `feel`; `dimension` is the viewport's extent on the axis (bands, Chromium's
    /// distance cap, scaled by `boost`, a boosted fling's speed over its release's). `bounces == false`
    /// (or a clamping feel) stops dead at the edge.
    public init(
        feel: Feel, start: Double, velocity: Double, lower: Double, upper: Double, dimension: Double, bounces: Bool = true,
        overshootLimit: Double = .infinity, boost: Double = 1
    ) {
        let upper = max(lower, upper)
        self.lower = lower
        self.upper = upper
        let v = velocity.isFinite ? velocity : 0
        let edges = EdgeBounceFactory(feel: feel, dimension: dimension, overshootLimit: overshootLimit)
        let d = FlingSimulation(feel, start: start, velocity: v, viewport: dimension, boost: boost)
        let carriesIn = (start < lower && d.finalPosition > lower) || (start > upper && d.finalPosition < upper)
        if (start < lower || start > upper) && !carriesIn {
            let edge = start < lower ? lower : upper
            fling = FlingSimulation(feel, start: start, velocity: 0, viewport: dimension)
            edgePhase = .bounce(start: 0, motion: edges.release(from: start, edge: edge, velocity: v))
            entryTime = 0
            return
        }
        fling = d
        entryTime = carriesIn ? (d.time(toReach: start < lower ? lower : upper) ?? 0) : 0
        let final = d.finalPosition
        if final > upper || final < lower {
            let edge = final > upper ? upper : lower
            let tEdge = d.time(toReach: edge) ?? d.stopTime
            if bounces && feel.allowsOverscroll {
                let motion = edges.impact(at: edge, velocity: d.velocity(at: tEdge), outward: final > upper ? 1 : -1)
                edgePhase = .bounce(start: tEdge, motion: motion)
            } else {
                edgePhase = .stop(time: tEdge, edge: edge)
            }
        } else {
            edgePhase = .none
        }
    }

    /// The time the edge phase starts, if there is one.
    public var handoffTime: Double? {
        switch edgePhase {
        case .none: return nil
        case .bounce(let start, _): return start
        case .stop(let time, _): return time
        }
    }

    /// Whether the motion is in its spring phase at `t`.
    public func isBouncing(at t: Double) -> Bool {
        guard case .bounce(let start, _) = edgePhase else { return false }
        return t >= start
    }

    public var finalPosition: Double {
        switch edgePhase {
        case .none: return fling.finalPosition
        case .bounce(_, let motion): return motion.finalPosition
        case .stop(_, let edge): return edge
        }
    }

    public func position(at t: Double) -> Double {
        switch edgePhase {
        case .bounce(let start, let motion) where t >= start: return motion.position(at: t - start)
        case .stop(let time, let edge) where t >= time: return edge
        default: break
        }
        if t < entryTime { return fling.position(at: t) }
        return min(max(fling.position(at: t), lower), upper)
    }

    public func velocity(at t: Double) -> Double {
        switch edgePhase {
        case .bounce(let start, let motion) where t >= start: return motion.velocity(at: t - start)
        case .stop(let time, _) where t >= time: return 0
        default: return fling.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch edgePhase {
        case .none: return fling.isDone(at: t)
        case .bounce(let start, let motion): return t >= start && motion.isDone(at: t - start)
        case .stop(let time, _): return t >= time
        }
    }

    public func time(toReach x: Double) -> Double? {
        switch edgePhase {
        case .bounce(0, let motion): return motion.time(toReach: x)
        case .bounce(let start, let motion):
            if let t = fling.time(toReach: x), t <= start { return t }
            return motion.time(toReach: x).map { start + $0 }
        case .stop(let time, _):
            if let t = fling.time(toReach: x), t <= time { return t }
            return nil
        case .none: return fling.time(toReach: x)
        }
    }

    public var description: String {
        var s = "Bounded(\(lower.pointString)...\(upper.pointString), \(fling)"
        switch edgePhase {
        case .none: break
        case .bounce(let start, let motion): s += ", bounce at \(formatFixed(start, decimals: 3)) s: \(motion)"
        case .stop(let time, let edge): s += ", stops at \(edge.pointString) at \(formatFixed(time, decimals: 3)) s"
        }
        return s + ")"
    }
}
