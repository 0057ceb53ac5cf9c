import ScrollInput
import ScrollScene

/// The one way events are played into a sandbox — `--headless --replay`, both report passes,
/// `check`, `export`, `fuzz` / `fuzz --check` / the minimiser, the bench and the tests: a tick grid
/// at the sandbox's rate (which a `t` key may change), each event at its own time, ticks in between
/// (none through idle stretches when `skippingIdle`: a two-hour gap costs a few ticks), ending
/// exactly at `until` (default: the last event), then with `settle` ticking until the scene is idle,
/// at most `Sandbox.settleLimit` simulated seconds more.
///
/// The driver reads no clock: a caller that plays in real time passes `pace`, which is called with
/// each tick's sandbox time before the tick runs (and may wait until then). `invariants` (the fuzzer)
/// are checked after every event and every `invariantStride`-th tick (every tick while settling); the
/// first message stops the replay. The window, which ticks on its own frame clock, takes its events
/// from a `ReplayCursor` instead.
public struct ReplayDriver {
    public var settle: Bool
    /// Where the replay ends (before settling); nil: the last event's time.
    public var until: Double?
    /// Whether idle stretches are skipped (`Sandbox.nextTick`); a report samples every tick instead,
    /// so its frames at rest are kept.
    public var skippingIdle: Bool
    /// Called with a tick's sandbox time before it runs: real-time pacing. Nil: as fast as possible.
    public var pace: ((Double) -> Void)?
    /// A broken invariant after `handled` events, or nil (`fuzz`). Nil: nothing is checked.
    public var invariants: ((_ sandbox: Sandbox, _ handled: Int) -> String?)?
    /// Ticks between invariant checks outside settling (the fuzzer checks every fourth).
    public var invariantStride: Int

    /// How a replay went: the ticks run, and the first broken invariant with the index of the event
    /// it broke at or before (a trace of events 0…`eventIndex` reproduces it).
    public struct Outcome: Equatable, Sendable {
        public var ticks = 0
        public var violation: String?
        public var eventIndex = 0
    }

    public init(
        settle: Bool = false, until: Double? = nil, skippingIdle: Bool = true, pace: ((Double) -> Void)? = nil,
        invariants: ((Sandbox, Int) -> String?)? = nil, invariantStride: Int = 4
    ) {
        self.settle = settle
        self.until = until
        self.skippingIdle = skippingIdle
        self.pace = pace
        self.invariants = invariants
        self.invariantStride = max(1, invariantStride)
    }

    /// Plays `events` into `sandbox`. `eachTick` runs after every tick, the last one included, with the
    /// sandbox time (a report samples the scene there). `eachEvent` runs right after each event is
    /// handled, with its index in `events` (`check` reads its checkpoints there: the state at the
    /// event's own time, not at the next tick).
    @discardableResult
    public func run(
        _ sandbox: Sandbox, _ events: [InputEvent], eachTick: (Double) -> Void = { _ in }, eachEvent: (Int) -> Void = { _ in }
    ) -> Outcome {
        run(lanes: [sandbox], events, eachTick: eachTick, eachEvent: eachEvent)
    }

    /// Plays the same `events` into every lane in lockstep (`--compare`, the bench's workloads): each
    /// event into every lane, every tick in every lane before `eachTick`. The grid is the first lane's
    /// rate; an idle stretch is skipped only when every lane is idle, and settling goes on while any
    /// lane moves. With one lane this is `run(_:_:eachTick:eachEvent:)`.
    @discardableResult
    public func run(
        lanes: [Sandbox], _ events: [InputEvent], eachTick: (Double) -> Void = { _ in }, eachEvent: (Int) -> Void = { _ in }
    ) -> Outcome {
        guard let first = lanes.first else { return Outcome() }
        var outcome = Outcome()
        let end = until ?? (events.last?.time ?? 0)
        var i = 0
        var tick = first.time
        func broken(_ eventIndex: Int) -> Bool {
            guard let invariants else { return false }
            for lane in lanes {
                if let v = invariants(lane, i) {
                    outcome.violation = v
                    outcome.eventIndex = max(0, min(eventIndex, events.count - 1))
                    return true
                }
            }
            return false
        }
        func step(to t: Double, checkingEvery stride: Int) -> Bool {
            pace?(t)
            for lane in lanes { lane.advance(to: t) }
            eachTick(t)
            outcome.ticks += 1
            // A tick that breaks keeps the next event: a replay ticks up to its time, which is where this broke.
            return outcome.ticks % stride == 0 && broken(i)
        }
        while true {
            while i < events.count && events[i].time <= min(tick, end) {
                for lane in lanes { lane.handle(events[i]) }
                eachEvent(i)
                i += 1
                if broken(i - 1) { return outcome }
            }
            if tick >= end { break }
            if step(to: tick, checkingEvery: invariantStride) { return outcome }
            tick =
                skippingIdle
                ? nextTick(lanes, after: tick, toward: i < events.count ? min(events[i].time, end) : end) : tick + 1.0 / Double(first.hz)
        }
        if step(to: end, checkingEvery: 1) || !settle { return outcome }
        var t = end
        while lanes.contains(where: { !$0.session.isIdle }) && t < end + Sandbox.settleLimit {
            t += 1.0 / Double(first.hz)
            if step(to: t, checkingEvery: 1) { return outcome }
        }
        return outcome
    }

    /// The next tick of the grid for every lane: the earliest any lane needs (`Sandbox.nextTick`).
    private func nextTick(_ lanes: [Sandbox], after tick: Double, toward target: Double) -> Double {
        var next = lanes[0].nextTick(after: tick, toward: target)
        for lane in lanes.dropFirst() { next = min(next, lane.nextTick(after: tick, toward: target)) }
        return next
    }
}
