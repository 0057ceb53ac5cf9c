import ScrollCore

/// One fling through the views an app technique lets move (`GalleryNestedModel`), as one curve.
/// (This was ScrollCore's `ChainFling` before the nested page moved onto one scroll engine; the
/// gallery keeps it because its techniques fling a chosen subset of the views.)
///
/// The nodes are given in the order they consume motion in the fling's direction (upwards: header then
/// list; downwards: list then header). The first node decelerates from the release velocity; when it
/// reaches its limit at `t*` (closed form `DecelerationSimulation.time(toReach:)`) the next node
/// continues with `v(t*)` from `t*`. Decay is memoryless, so the chained curve is exactly the curve
/// one scroll view over the combined range would follow (`TechniqueFlingTests`, ± 1e-9). After the last node's limit
/// the remaining velocity goes to a bounce spring on that end's overscroll (capped so the bounce peaks
/// within `overshootLimit`), or the motion stops dead when bouncing is off.
///
/// Values share the sign convention of content offsets: a node's value grows as content moves up.
/// Creating a fling allocates its segment list once; sampling never allocates.
struct TechniqueFling: Sendable {
    struct Segment: Sendable {
        /// Index of the node this segment moves.
        var node: Int
        /// Absolute start time, seconds.
        var startTime: Double
        /// The node's value at the start.
        var startValue: Double
        var simulation: DecelerationSimulation
        /// When the node reaches its limit (absolute time), or nil if the fling dies on this node.
        var endTime: Double?
        /// The limit the node stops at.
        var limit: Double
    }

    let segments: [Segment]
    /// The overscroll bounce after the last limit: absolute start time and spring (overscroll in points,
    /// positive = past the end in the fling's direction).
    let tail: (startTime: Double, spring: SpringSimulation)?
    /// The velocity left at the last limit when bouncing is off (the motion stops there).
    let stoppedAt: Double?
    /// The node whose end the tail overscrolls (the last node given).
    let tailNode: Int

    /// - Parameters:
    ///   - values: each node's current value, in chain order.
    ///   - limits: each node's limit in the fling's direction (upper limits for a positive velocity,
    ///     lower limits for a negative one).
    ///   - velocity: release velocity, points per second, content-offset direction.
    ///   - start: absolute time of the release.
    ///   - bounces: whether the remaining velocity becomes an overscroll bounce at the end.
    ///   - overshootLimit: the largest bounce, points.
    init(
        values: [Double], limits: [Double], velocity: Double, start: Double, rate: DecelerationRate = .normal,
        bounces: Bool = true, spring: SpringParameters = .bounceBack, overshootLimit: Double = .infinity
    ) {
        var segs: [Segment] = []
        var t = start
        var v = velocity.isFinite ? velocity : 0
        var reachedEnd = false
        tailNode = max(0, values.count - 1)
        if v != 0 {
            reachedEnd = true
            for (i, value) in values.enumerated() {
                let limit = limits[i]
                let room = limit - value
                // A node already at (or past) its limit in this direction takes nothing.
                if room * v <= 0 { continue }
                let sim = DecelerationSimulation(start: value, velocity: v, rate: rate)
                let reach = (sim.finalPosition - value) * (v > 0 ? 1 : -1) >= abs(room) ? sim.time(toReach: limit) : nil
                if let dt = reach {
                    segs.append(Segment(node: i, startTime: t, startValue: value, simulation: sim, endTime: t + dt, limit: limit))
                    v = sim.velocity(at: dt)
                    t += dt
                } else {
                    segs.append(Segment(node: i, startTime: t, startValue: value, simulation: sim, endTime: nil, limit: limit))
                    reachedEnd = false
                    break
                }
            }
        }
        segments = segs
        if reachedEnd && v != 0 && abs(v) > Tolerance.standard.velocity {
            if bounces {
                let peak = SpringSimulation.peakDisplacementPerUnitVelocity(spring)
                let cap = overshootLimit.isFinite && peak > 0 ? overshootLimit / peak : .infinity
                let carried = min(abs(v), cap)
                tail = (t, SpringSimulation(spring, start: 0, target: 0, velocity: carried))
                stoppedAt = nil
            } else {
                tail = nil
                stoppedAt = t
            }
        } else {
            tail = nil
            stoppedAt = nil
        }
    }

    /// Node `index`'s value at absolute time `t`, given the value it had at the release
    /// (`initial`). Nodes not yet reached keep `initial`; nodes passed stay at their limit.
    func value(ofNode index: Int, initial: Double, at t: Double) -> Double {
        var v = initial
        for s in segments where s.node == index {
            if t < s.startTime { return v }
            if let end = s.endTime, t >= end {
                v = s.limit
                continue
            }
            let p = s.simulation.position(at: t - s.startTime)
            // Stay within the limit even in the last 0.5 pt snap.
            return (s.limit - s.startValue) >= 0 ? min(p, s.limit) : max(p, s.limit)
        }
        return v
    }

    /// Overscroll past the end at `t` (points, ≥ 0 while bouncing out, returning to 0).
    func overscroll(at t: Double) -> Double {
        guard let tail, t >= tail.startTime else { return 0 }
        return tail.spring.position(at: t - tail.startTime)
    }

    /// The chain's velocity at `t` (points per second, content-offset direction).
    func velocity(at t: Double) -> Double {
        if let tail, t >= tail.startTime {
            let v = tail.spring.velocity(at: t - tail.startTime)
            return (segments.last?.simulation.initialVelocity ?? 0) >= 0 ? v : -v
        }
        for s in segments {
            if t < s.startTime { return 0 }
            if let end = s.endTime, t >= end { continue }
            return s.simulation.velocity(at: t - s.startTime)
        }
        return 0
    }

    func isDone(at t: Double) -> Bool {
        if let tail { return t >= tail.startTime && tail.spring.isDone(at: t - tail.startTime) }
        if let stop = stoppedAt { return t >= stop }
        guard let last = segments.last else { return true }
        if let end = last.endTime { return t >= end }
        return last.simulation.isDone(at: t - last.startTime)
    }
}
