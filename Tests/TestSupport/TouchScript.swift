import ScrollCore

/// Builds pointer-event scripts in code: presses, drags with a speed profile, flings, holds.
/// Times are seconds; positions viewport points. Move events come at `hz` (default 120).
public struct TouchScript {
    public enum Profile {
        /// Constant speed.
        case linear
        /// Fast start, slowing to a stop (a "placed" drag: no fling on release).
        case easeOut
        /// Slow start, fastest at the end (a flick: flings on release).
        case easeIn
    }

    public private(set) var events: [PointerEvent] = []
    public var hz: Double

    public init(hz: Double = 120) {
        self.hz = hz
    }

    /// The time of the last event (0 when empty).
    public var endTime: Double { events.last?.time ?? 0 }

    public mutating func down(_ p: Point, id: Int64 = 0, at t: Double) {
        events.append(PointerEvent(.down, id: id, at: p, time: t))
    }

    public mutating func up(_ p: Point, id: Int64 = 0, at t: Double) {
        events.append(PointerEvent(.up, id: id, at: p, time: t))
    }

    /// Adds one move event.
    public mutating func moveTo(_ p: Point, id: Int64 = 0, at t: Double) {
        events.append(PointerEvent(.move, id: id, at: p, time: t))
    }

    public mutating func cancel(_ p: Point, id: Int64 = 0, at t: Double) {
        events.append(PointerEvent(.cancel, id: id, at: p, time: t))
    }

    /// Moves from `a` to `b` over `duration` seconds (no down/up).
    public mutating func move(id: Int64 = 0, from a: Point, to b: Point, start: Double, duration: Double, profile: Profile = .linear) {
        let steps = max(1, Int((duration * hz).rounded()))
        for i in 1...steps {
            let u = Double(i) / Double(steps)
            let f: Double
            switch profile {
            case .linear: f = u
            case .easeOut: f = 1 - (1 - u) * (1 - u)
            case .easeIn: f = u * u
            }
            events.append(PointerEvent(.move, id: id, at: a + (b - a) * f, time: start + duration * u))
        }
    }

    /// A whole drag: down at `a` at `start`, move to `b` over `duration`, then up — after `hold`
    /// seconds standing still if given (so the release has no velocity).
    public mutating func drag(
        id: Int64 = 0, from a: Point, to b: Point, start: Double, duration: Double, profile: Profile = .linear,
        hold: Double = 0
    ) {
        down(a, id: id, at: start)
        move(id: id, from: a, to: b, start: start, duration: duration, profile: profile)
        if hold > 0 { events.append(PointerEvent(.move, id: id, at: b, time: start + duration + hold)) }
        up(b, id: id, at: start + duration + hold)
    }

    /// A press held for `duration` seconds without moving.
    public mutating func hold(id: Int64 = 0, at p: Point, start: Double, duration: Double) {
        down(p, id: id, at: start)
        up(p, id: id, at: start + duration)
    }

    /// The events sorted by time (stable), for scripts that interleave fingers.
    public var sorted: [PointerEvent] {
        events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { $0.element }
    }
}
