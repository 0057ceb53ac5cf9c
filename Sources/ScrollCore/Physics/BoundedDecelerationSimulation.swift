/// Momentum inside a range: decelerate, and if the range's edge is crossed, hand the exact velocity
/// at the crossing time to a spring that bounces back onto the edge (Flutter's
/// BouncingScrollSimulation idea, with UIScrollView's decay).
///
/// - Starting outside the range (released while rubber-banding): a spring straight back to the edge.
/// - Crossing an edge at `t*` (closed form `DecelerationSimulation.time(toReach:)`): the spring starts
///   at `t*` at the edge with `v(t*)`, so velocity is continuous. The carried velocity is capped so the
///   bounce's peak never exceeds `overshootLimit` (the only place a velocity is ever reduced).
/// - With `bounces == false` the motion stops dead at the edge at `t*`.
public struct BoundedDecelerationSimulation: Simulation {
    public let lower: Double
    public let upper: Double
    public let deceleration: DecelerationSimulation
    /// The spring phase, if any, and the time it starts (0 when starting out of range).
    public let bounce: (start: Double, spring: SpringSimulation)?
    /// When `bounces` is off and an edge is hit: the time and edge where the motion stops.
    public let stop: (time: Double, edge: Double)?

    /// - Parameters:
    ///   - start: position at t = 0; may lie outside `lower...upper`.
    ///   - velocity: points per second.
    ///   - overshootLimit: the largest bounce past an edge, points (e.g. half the viewport).
    public init(
        start: Double, velocity: Double, lower: Double, upper: Double, rate: DecelerationRate = .normal,
        bounces: Bool = true, spring: SpringParameters = .bounceBack, overshootLimit: Double = .infinity
    ) {
        let upper = max(lower, upper)
        self.lower = lower
        self.upper = upper
        let v = velocity.isFinite ? velocity : 0
        let peak = SpringSimulation.peakDisplacementPerUnitVelocity(spring)
        func capped(_ v: Double) -> Double {
            guard overshootLimit.isFinite, peak > 0 else { return v }
            let cap = overshootLimit / peak
            return min(max(v, -cap), cap)
        }
        if start < lower || start > upper {
            let edge = start < lower ? lower : upper
            // Velocity pointing further out is capped by the room left under the limit (the spring
            // peaks below |start − edge| + |v| · peak). Velocity pointing back in is capped so the
            // spring swings at most `overshootLimit` past the edge into the content (found by
            // `scrolllab fuzz`: a 10⁶ pt/s wheel flick released past the top shot past the bottom).
            let outward = (start < lower && v < 0) || (start > upper && v > 0)
            var carried = v
            if overshootLimit.isFinite && peak > 0 {
                let room = outward ? max(0, overshootLimit - abs(start - edge)) : overshootLimit
                carried = min(max(v, -room / peak), room / peak)
            }
            let s = SpringSimulation(spring, start: start, target: edge, velocity: carried)
            deceleration = DecelerationSimulation(start: start, velocity: 0, rate: rate)
            bounce = (0, s)
            stop = nil
            return
        }
        let d = DecelerationSimulation(start: start, velocity: v, rate: rate)
        deceleration = d
        let final = d.finalPosition
        if final > upper || final < lower {
            let edge = final > upper ? upper : lower
            let tEdge = d.time(toReach: edge) ?? d.stopTime
            if bounces {
                let vEdge = d.velocity(at: tEdge)
                bounce = (tEdge, SpringSimulation(spring, start: edge, target: edge, velocity: capped(vEdge)))
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

    /// The time the bounce (spring) phase starts, if there is one.
    public var handoffTime: Double? { bounce?.start ?? stop?.time }

    /// Whether the motion is in its spring phase at `t`.
    public func isBouncing(at t: Double) -> Bool {
        guard let b = bounce else { return false }
        return t >= b.start
    }

    public var finalPosition: Double {
        if let b = bounce { return b.spring.target }
        if let s = stop { return s.edge }
        return deceleration.finalPosition
    }

    public func position(at t: Double) -> Double {
        if let b = bounce, t >= b.start { return b.spring.position(at: t - b.start) }
        if let s = stop, t >= s.time { return s.edge }
        return min(max(deceleration.position(at: t), lower), upper)
    }

    public func velocity(at t: Double) -> Double {
        if let b = bounce, t >= b.start { return b.spring.velocity(at: t - b.start) }
        if let s = stop, t >= s.time { return 0 }
        return deceleration.velocity(at: t)
    }

    public func isDone(at t: Double) -> Bool {
        if let b = bounce { return t >= b.start && b.spring.isDone(at: t - b.start) }
        if let s = stop { return t >= s.time }
        return deceleration.isDone(at: t)
    }

    public func time(toReach x: Double) -> Double? {
        if let b = bounce, b.start == 0 { return b.spring.time(toReach: x) }
        if let t = deceleration.time(toReach: x), t <= (handoffTime ?? .infinity) { return t }
        if let b = bounce, let t = b.spring.time(toReach: x) { return b.start + t }
        return nil
    }

    public var description: String {
        var s = "Bounded(\(lower.pointString)...\(upper.pointString), \(deceleration)"
        if let b = bounce { s += ", bounce at \(String(format: "%.3f", b.start)) s: \(b.spring)" }
        if let st = stop { s += ", stops at \(st.edge.pointString) at \(String(format: "%.3f", st.time)) s" }
        return s + ")"
    }
}
