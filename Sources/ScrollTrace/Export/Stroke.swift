import ScrollCore
import ScrollInput

/// One pointer's touch from down to up (or cancel, or the end of the trace): what the device
/// exporters that think in strokes (XCUITest, `adb shell input swipe`) can carry.
public struct Stroke: Equatable, Sendable {
    public struct Sample: Equatable, Sendable {
        public var time: Double
        public var position: Point
    }

    public var id: Int
    /// The down, every move, and the up (when there is one).
    public var samples: [Sample]
    /// How it ended: `.up`, `.cancel`, or nil when the trace ends with it down.
    public var end: PointerEvent.Kind?

    public var start: Sample { samples[0] }
    public var last: Sample { samples[samples.count - 1] }
    public var duration: Double { last.time - start.time }

    /// Seconds the finger rested where it went down before it first moved.
    public var pressDuration: Double {
        (samples.first { $0.position != start.position }?.time).map { $0 - start.time } ?? duration
    }

    /// Seconds between the last change of position and the lift.
    public var holdDuration: Double {
        guard let moved = samples.last(where: { $0.position != last.position }) else { return 0 }
        let arrived = samples.first { $0.time > moved.time && $0.position == last.position }?.time ?? last.time
        return last.time - arrived
    }

    /// Points per second over the last `window` seconds of motion before the finger stopped (what a
    /// velocity tracker reads at the lift), 0 for a stroke that never moved.
    public func releaseSpeed(window: Double = 0.05) -> Double {
        let end = last.time - holdDuration
        guard let stop = samples.last(where: { $0.time <= end }) else { return 0 }
        let from = samples.first { $0.time >= stop.time - window } ?? start
        let dt = stop.time - from.time
        guard dt > 0 else { return 0 }
        return
            ((stop.position.x - from.position.x) * (stop.position.x - from.position.x)
            + (stop.position.y - from.position.y) * (stop.position.y - from.position.y)).squareRoot() / dt
    }

    /// Every stroke of `events`, in the order they went down.
    public static func strokes(_ events: [InputEvent]) -> [Stroke] {
        var open: [Int: Int] = [:]
        var out: [Stroke] = []
        for case .pointer(let p) in events {
            let sample = Sample(time: p.time, position: p.position)
            switch p.kind {
            case .down:
                open[Int(p.id)] = out.count
                out.append(Stroke(id: Int(p.id), samples: [sample], end: nil))
            case .move:
                if let i = open[Int(p.id)] { out[i].samples.append(sample) }
            case .up, .cancel:
                guard let i = open.removeValue(forKey: Int(p.id)) else { continue }
                out[i].samples.append(sample)
                out[i].end = p.kind
            }
        }
        return out
    }
}
