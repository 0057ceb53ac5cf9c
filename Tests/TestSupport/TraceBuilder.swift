import ScrollCore
import ScrollInput
import ScrollTrace

/// Builds a trace in code — drags with a speed profile, flings, long presses, taps, wheel bursts,
/// keys — one gesture after another, for tests that replay it and assert on the resulting state.
///
/// ```swift
/// var b = TraceBuilder(scene: "profile")
/// b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), duration: 0.5)
/// b.wait(0.3)
/// b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
/// let trace = b.trace
/// ```
public struct TraceBuilder {
    public var header: Trace.Header
    private var script: TouchScript
    private var extra: [InputEvent] = []
    /// The time the next gesture starts at, seconds.
    public private(set) var time: Double

    public init(scene: String, device: String = "15", hz: Int = 120, landscape: Bool = false, start: Double = 0.1) {
        header = Trace.Header(device: device, scene: scene, hz: hz, landscape: landscape)
        script = TouchScript(hz: Double(hz))
        time = start
    }

    /// Lets `seconds` pass.
    public mutating func wait(_ seconds: Double) { time += seconds }

    /// A drag from `a` to `b` over `duration`, then a lift (after standing still for `hold`, so it
    /// does not fling).
    public mutating func drag(
        from a: Point, to b: Point, duration: Double = 0.5, profile: TouchScript.Profile = .linear, hold: Double = 0, id: Int64 = 0
    ) {
        script.drag(id: id, from: a, to: b, start: time, duration: duration, profile: profile, hold: hold)
        time += duration + hold + 0.05
    }

    /// A drag that leaves the content moving: placed with no pause, speeding up to the lift.
    public mutating func fling(from a: Point, to b: Point, duration: Double = 0.12) {
        drag(from: a, to: b, duration: duration, profile: .easeIn)
    }

    /// A press held still for `duration` seconds.
    public mutating func longPress(at p: Point, duration: Double = 0.7) {
        script.hold(at: p, start: time, duration: duration)
        time += duration + 0.05
    }

    /// A long press that then drags to `b` without lifting, and rests there `rest` seconds before lifting.
    public mutating func longPressDrag(at p: Point, to b: Point, hold: Double = 0.6, duration: Double = 0.5, rest: Double = 0) {
        script.down(p, at: time)
        script.moveTo(p, at: time + hold)
        script.move(from: p, to: b, start: time + hold, duration: duration)
        if rest > 0 { script.moveTo(b, at: time + hold + duration + rest) }
        script.up(b, at: time + hold + duration + rest)
        time += hold + duration + rest + 0.05
    }

    public mutating func tap(at p: Point) {
        script.hold(at: p, start: time, duration: 0.08)
        time += 0.15
    }

    /// `count` precise wheel deltas `interval` seconds apart at `p`.
    public mutating func wheel(at p: Point, delta: Point, count: Int = 10, interval: Double = 0.016) {
        for k in 0..<count { extra.append(.wheel(position: p, delta: delta, time: time + Double(k) * interval)) }
        time += Double(count) * interval + 0.2
    }

    public mutating func key(_ name: String) {
        extra.append(.key(name, time: time))
        time += 0.05
    }

    /// The trace: every event in time order.
    public var trace: Trace {
        var all = script.events.map { InputEvent.pointer($0) } + extra
        all = all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { $0.element }
        return Trace(header: header, events: all)
    }
}
