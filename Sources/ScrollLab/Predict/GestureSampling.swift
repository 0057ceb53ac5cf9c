import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollInput

/// What a velocity tracker sees of one stroke at its lift: the samples (the down and every move —
/// the lift is never a sample), the lift's time, and how many samples the tracker's window holds then
/// (`VelocityTracker`: no older than `horizon` before the newest, cut at a gap over `pauseThreshold`).
struct GestureSampling: Equatable, Sendable {
    var finger: Int64
    var samples: [(time: Double, position: Point)]
    var liftTime: Double
    var liftPosition: Point
    /// Index in the input's events of the lift.
    var liftIndex: Int
    /// Touch strokes in the input, and this one's number (1-based).
    var strokeNumber: Int
    var strokeCount: Int
    /// Where the gesture's first finger went down.
    var start: Point
    /// When a finger last joined or left mid-gesture (the samples restart there), if one did.
    var rebased: Double? = nil

    static func == (a: Self, b: Self) -> Bool {
        a.finger == b.finger && a.liftTime == b.liftTime && a.liftIndex == b.liftIndex && a.samples.count == b.samples.count
    }

    /// The last touch gesture of `events` that ends with every finger lifted (a cancel never flings),
    /// sampled as the pan recognizer samples it: the fingers' centroid at the down and every move, the
    /// samples restarting from the new centroid when a finger joins or leaves mid-gesture (the pan's
    /// rebase); the last finger's lift is the lift. Nil when no gesture lifts.
    static func lastStroke(_ events: [InputEvent]) -> GestureSampling? {
        var fingers: [(id: Int64, p: Point)] = []
        var samples: [(time: Double, position: Point)] = []
        var first: Point?
        var rebased: Double?
        var found: GestureSampling?
        var downs = 0
        func centroid() -> Point {
            fingers.reduce(Point.zero) { $0 + $1.p } * (1 / Double(max(1, fingers.count)))
        }
        func add(_ t: Double, restart: Bool) {
            if restart { samples = [] }
            if let last = samples.last, t <= last.time {
                if t == last.time { samples[samples.count - 1].position = centroid() }
                return
            }
            samples.append((t, centroid()))
        }
        for (i, e) in events.enumerated() {
            guard case .pointer(let p) = e, p.id < PointerEvent.firstInternalID else { continue }
            let k = fingers.firstIndex { $0.id == p.id }
            switch p.kind {
            case .down:
                guard k == nil else { continue }
                downs += 1
                if fingers.isEmpty {
                    first = p.position
                    rebased = nil
                } else {
                    rebased = p.time
                }
                fingers.append((p.id, p.position))
                add(p.time, restart: true)
            case .move:
                guard let k else { continue }
                fingers[k].p = p.position
                add(p.time, restart: false)
            case .up, .cancel:
                guard let k else { continue }
                fingers.remove(at: k)
                if !fingers.isEmpty {
                    rebased = p.time
                    add(p.time, restart: true)
                } else if p.kind == .up, let start = first {
                    found = GestureSampling(
                        finger: p.id, samples: samples, liftTime: p.time, liftPosition: p.position, liftIndex: i, strokeNumber: downs,
                        strokeCount: 0, start: start, rebased: rebased)
                }
            }
        }
        found?.strokeCount = downs
        return found
    }

    /// The last move's (or the down's) time.
    var lastSampleTime: Double { samples.last?.time ?? liftTime }

    /// Seconds from the last sample to the lift.
    var liftDelay: Double { liftTime - lastSampleTime }

    /// The finger's travel from the down to the lift, points.
    var travel: Point { liftPosition - start }

    /// How many samples the tracker's window holds at the lift (the newest back while inside the
    /// horizon and without a gap longer than the pause threshold), and the gap that cut it, if one did.
    var window: (count: Int, pause: Double?) {
        guard let newest = samples.last?.time else { return (0, nil) }
        var n = 1
        var previous = newest
        for s in samples.dropLast().reversed() {
            if newest - s.time > VelocityTracker.horizon { return (min(n, VelocityTracker.capacity), nil) }
            if previous - s.time > VelocityTracker.pauseThreshold { return (min(n, VelocityTracker.capacity), previous - s.time) }
            previous = s.time
            n += 1
        }
        return (min(n, VelocityTracker.capacity), nil)
    }

    /// The finger's velocity `feel`'s tracker reads at the lift, points per second.
    func velocity(_ feel: Feel) -> Point {
        var tracker = VelocityTracker()
        tracker.estimator = feel.velocityEstimator
        tracker.stopTime = feel.liftStopTime
        for s in samples { tracker.add(s.position, at: s.time) }
        return tracker.velocity(at: liftTime)
    }
}
