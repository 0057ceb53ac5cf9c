import ScrollCore
import ScrollInput

/// Turns a decoded evdev recording into trace events. Times are seconds from the recording's first
/// event (`(µs − µs₀) / 10⁶`: the kernel's microseconds are kept). A touchscreen's contacts become
/// fingers (slot N is pointer N + 1); a touchpad's two-finger scroll becomes wheel events at the
/// viewport's centre, each the motion of the two fingers' midpoint since the last frame, in points
/// (positive = the fingers moved down / right, as SDL's precise wheel reports natural scrolling).
public struct GestureImport: Sendable {
    public var mapping: TraceMapping
    /// Where wheel events happen (a touchpad has no position on the screen).
    public var wheelPosition: Point

    public init(mapping: TraceMapping, wheelPosition: Point) {
        self.mapping = mapping
        self.wheelPosition = wheelPosition
    }

    public func events(_ recording: EvdevRecording) throws(ImportError) -> [InputEvent] {
        guard let first = recording.events.first else { throw ImportError(line: nil, "no input events in the recording") }
        let frames = try MultiTouchDecoder.frames(recording.events)
        guard !frames.isEmpty else {
            throw ImportError(line: nil, "no complete frame in the recording (events count only at their SYN_REPORT)")
        }
        let t0 = first.microseconds
        func time(_ us: Int64) -> Double { Double(us - t0) / 1_000_000 }
        let events = recording.isTouchpad ? wheels(frames, time: time) : touches(frames, time: time)
        guard !events.isEmpty else {
            let what = recording.isTouchpad ? "no two-finger scroll on the touchpad" : "no touches (ABS_MT_TRACKING_ID)"
            throw ImportError(line: nil, "\(what) in the recording")
        }
        return events
    }

    func touches(_ frames: [ContactFrame], time: (Int64) -> Double) -> [InputEvent] {
        var out: [InputEvent] = []
        for f in frames {
            for c in f.changes {
                let p = mapping.point(x: c.x, y: c.y)
                out.append(.pointer(PointerEvent(c.kind, id: Int64(c.slot + 1), at: Point(x: p.x, y: p.y), time: time(f.microseconds))))
            }
        }
        return out
    }

    func wheels(_ frames: [ContactFrame], time: (Int64) -> Double) -> [InputEvent] {
        var out: [InputEvent] = []
        var previous: [Int: ContactFrame.Contact] = [:]
        for f in frames {
            defer { previous = f.active }
            guard f.active.count == 2, Set(previous.keys) == Set(f.active.keys),
                f.active.allSatisfy({ previous[$0.key]?.trackingID == $0.value.trackingID })
            else { continue }
            func mid(_ a: [Int: ContactFrame.Contact]) -> (Double, Double) {
                (Double(a.values.map(\.x).reduce(0, +)) / 2, Double(a.values.map(\.y).reduce(0, +)) / 2)
            }
            let (x0, y0) = mid(previous)
            let (x1, y1) = mid(f.active)
            let d = Point(x: (x1 - x0) * mapping.scaleX, y: (y1 - y0) * mapping.scaleY)
            guard d.x != 0 || d.y != 0 else { continue }
            out.append(.wheel(position: wheelPosition, delta: d, time: time(f.microseconds)))
        }
        return out
    }
}
