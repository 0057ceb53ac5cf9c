import ScrollInput

/// The window's one owner of time: puts input stamps (the window's real clock, seconds) and the
/// window clock itself on sandbox time. Everything the window does to time happens here:
///
/// - **slow motion, pause, step** — the real clock maps to sandbox time at 1×, 0.5×, 0.25× or 0.1×, is
///   frozen while paused, and moves one tick per step (like the iOS Simulator's slow animations);
/// - **late batches** — with the X server's stamps a batch of input can predate the tick already
///   shown (it arrived while the app was busy or stopped). The window acts on it after that tick, so
///   it is moved to start there: all of it by the same amount, keeping its spacing for the velocity
///   tracker, and recorded so, or a replay (events before ticks of the same time) would act on it
///   earlier than the window did. The delay holds while a touch is down (one gesture keeps one
///   timing) and drops when the fingers are up.
///
/// Headless runs and the fuzzer need none of this: trace time is sandbox time. Later time bases are
/// plain offsets: a scene's session starts at `Sandbox.sessionStart`, a recording at
/// `TraceRecorder.start`; and `Sandbox.effective` holds the one rule that an event never predates
/// the sandbox's time. The core only ever sees mapped times, so physics and recognizers stay
/// consistent at any speed.
public struct WorkbenchClock {
    public static let speeds = [1.0, 0.5, 0.25, 0.1]
    public private(set) var speedIndex = 0
    public private(set) var isPaused = false
    private var anchorReal: Double
    private var anchorSim: Double
    /// How far the current gesture's events are moved on (the late-batch shift), seconds.
    private var inputDelay = 0.0
    private var touchesDown = Set<Int64>()

    public init(real: Double) {
        anchorReal = real
        anchorSim = 0
    }

    public var speed: Double { Self.speeds[speedIndex] }

    /// Sandbox time at real time `real`.
    public func sim(atReal real: Double) -> Double {
        isPaused ? anchorSim : anchorSim + max(0, real - anchorReal) * speed
    }

    /// Cycles 1× → 0.5× → 0.25× → 0.1× → 1×.
    public mutating func cycleSpeed(atReal real: Double) {
        reanchor(real)
        speedIndex = (speedIndex + 1) % Self.speeds.count
    }

    public mutating func togglePause(atReal real: Double) {
        reanchor(real)
        isPaused.toggle()
    }

    /// While paused: moves sandbox time on by `dt` (one tick).
    public mutating func step(_ dt: Double) {
        guard isPaused else { return }
        anchorSim += dt
    }

    private mutating func reanchor(_ real: Double) {
        anchorSim = sim(atReal: real)
        anchorReal = real
    }

    /// Starts a batch of window events (real stamps) that arrived after sandbox time `shown` was
    /// reached: sets the late-batch shift from its first event. Then `place` each event, in order.
    public mutating func receive(_ batch: [InputEvent], shown: Double) {
        guard let first = batch.first else { return }
        let held = touchesDown.isEmpty ? 0 : inputDelay
        inputDelay = held + max(0, shown - (sim(atReal: first.time) + held))
    }

    /// One event of the batch on sandbox time. Placed one by one, so a slow-motion key in the batch
    /// maps the events after it at the new speed.
    public mutating func place(_ input: InputEvent) -> InputEvent {
        if case .pointer(let p) = input {
            if p.kind == .down { touchesDown.insert(p.id) } else if p.kind == .up || p.kind == .cancel { touchesDown.remove(p.id) }
        }
        return input.shifted(by: sim(atReal: input.time) - input.time + inputDelay)
    }

    /// The window lost focus: every touch is cancelled, the next gesture starts a new timing.
    public mutating func cancelTouches() {
        touchesDown.removeAll()
    }
}
