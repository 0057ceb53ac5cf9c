import ScrollCore
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

    static func == (a: Self, b: Self) -> Bool {
        a.finger == b.finger && a.liftTime == b.liftTime && a.liftIndex == b.liftIndex && a.samples.count == b.samples.count
    }

    /// The last touch stroke of `events` that ends with an up with no other finger down (a cancel never
    /// flings; a lift while another finger holds on is not the gesture's end), or nil.
    static func lastStroke(_ events: [InputEvent]) -> GestureSampling? {
        var open: [Int64: [(time: Double, position: Point)]] = [:]
        var strokes: [GestureSampling] = []
        var downs = 0
        for (i, e) in events.enumerated() {
            guard case .pointer(let p) = e, p.id < PointerEvent.firstInternalID else { continue }
            switch p.kind {
            case .down:
                open[p.id] = [(p.time, p.position)]
                downs += 1
            case .move: open[p.id]?.append((p.time, p.position))
            case .cancel: open[p.id] = nil
            case .up:
                // A lift while another finger stays down ends no gesture: the pan goes on with the others.
                guard let samples = open.removeValue(forKey: p.id), open.isEmpty else { continue }
                strokes.append(
                    GestureSampling(
                        finger: p.id, samples: samples, liftTime: p.time, liftPosition: p.position, liftIndex: i, strokeNumber: downs,
                        strokeCount: 0))
            }
        }
        guard var last = strokes.last else { return nil }
        last.strokeCount = downs
        return last
    }

    /// The last move's (or the down's) time.
    var lastSampleTime: Double { samples.last?.time ?? liftTime }

    /// Seconds from the last sample to the lift.
    var liftDelay: Double { liftTime - lastSampleTime }

    /// The finger's travel from the down to the lift, points.
    var travel: Point { liftPosition - (samples.first?.position ?? liftPosition) }

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
