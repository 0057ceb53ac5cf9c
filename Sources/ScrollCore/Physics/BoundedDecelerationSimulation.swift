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
    /// The edge phase, if any, and the time it starts (0 when starting out of range).
    public let bounce: (start: Double, motion: EdgeBounce)?
    /// When `bounces` is off and an edge is hit: the time and edge where the motion stops.
    public let stop: (time: Double, edge: Double)?
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
    /// distance cap). `bounces == false` (or a clamping feel) stops dead at the edge.
    public init(
        feel: Feel, start: Double, velocity: Double, lower: Double, upper: Double, dimension: Double, bounces: Bool = true,
        overshootLimit: Double = .infinity
    ) {
        let upper = max(lower, upper)
        self.lower = lower
        self.upper = upper
        let v = velocity.isFinite ? velocity : 0
        let edges = EdgeBounceFactory(feel: feel, dimension: dimension, overshootLimit: overshootLimit)
        let d = FlingSimulation(feel, start: start, velocity: v, viewport: dimension)
        let carriesIn = (start < lower && d.finalPosition > lower) || (start > upper && d.finalPosition < upper)
        if (start < lower || start > upper) && !carriesIn {
            let edge = start < lower ? lower : upper
            fling = FlingSimulation(feel, start: start, velocity: 0, viewport: dimension)
            bounce = (0, edges.release(from: start, edge: edge, velocity: v))
            stop = nil
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
                bounce = (tEdge, edges.impact(at: edge, velocity: d.velocity(at: tEdge), outward: final > upper ? 1 : -1))
                stop = nil
            } else {
                bounce = nil
                stop = (tEdge, edge)
            }
        } else {
            bounce = nil
            stop = nil
        }
    }

    /// The time the edge phase starts, if there is one.
    public var handoffTime: Double? { bounce?.start ?? stop?.time }

    /// Whether the motion is in its spring phase at `t`.
    public func isBouncing(at t: Double) -> Bool {
        guard let b = bounce else { return false }
        return t >= b.start
    }

    public var finalPosition: Double {
        if let b = bounce { return b.motion.finalPosition }
        if let s = stop { return s.edge }
        return fling.finalPosition
    }

    public func position(at t: Double) -> Double {
        if let b = bounce, t >= b.start { return b.motion.position(at: t - b.start) }
        if let s = stop, t >= s.time { return s.edge }
        if t < entryTime { return fling.position(at: t) }
        return min(max(fling.position(at: t), lower), upper)
    }

    public func velocity(at t: Double) -> Double {
        if let b = bounce, t >= b.start { return b.motion.velocity(at: t - b.start) }
        if let s = stop, t >= s.time { return 0 }
        return fling.velocity(at: t)
    }

    public func isDone(at t: Double) -> Bool {
        if let b = bounce { return t >= b.start && b.motion.isDone(at: t - b.start) }
        if let s = stop { return t >= s.time }
        return fling.isDone(at: t)
    }

    public func time(toReach x: Double) -> Double? {
        if let b = bounce, b.start == 0 { return b.motion.time(toReach: x) }
        if let t = fling.time(toReach: x), t <= (handoffTime ?? .infinity) { return t }
        if let b = bounce, let t = b.motion.time(toReach: x) { return b.start + t }
        return nil
    }

    public var description: String {
        var s = "Bounded(\(lower.pointString)...\(upper.pointString), \(fling)"
        if let b = bounce { s += ", bounce at \(String(format: "%.3f", b.start)) s: \(b.motion)" }
        if let st = stop { s += ", stops at \(st.edge.pointString) at \(String(format: "%.3f", st.time)) s" }
        return s + ")"
    }
}
