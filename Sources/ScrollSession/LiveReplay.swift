import ScrollInput
import ScrollScene

/// The replay's iterations run as input arrives, for a front end that gets its events in real time
/// (the browser page, docs/WEB.md): a recording made this way replays (`Sandbox.replay(_:settle:)`,
/// the one driver) to the state the live session is in, bit for bit.
///
/// The replay's loop at a tick handles the events due by it, advances to it, then picks the next
/// tick — the grid's next, or, while nothing moves, the last one before the next event (`nextTick`).
/// `pump(to:)` runs those iterations up to the present; an iteration never advances past an event
/// that might still come, so each event is handled where the replay would handle it. While idle
/// with nothing pending the loop is *held*: how far the replay would skip depends on the next event,
/// so the next tick is picked when one arrives. An event that arrives after the sandbox has passed
/// its time happens at the sandbox's time (`Sandbox.clampedToNow`), and is recorded so.
///
/// A recording ends with `endMarker`, the key `f9` at the session's time — the window's
/// stop-recording key, which every replay ignores — so its replay ends exactly there: after `--settle`
/// (nothing left to settle once the loop is held) it is in the live session's state.
///
/// Reads no clock and no Foundation (it runs in the wasm module too).
public struct LiveReplay {
    public let sandbox: Sandbox
    /// Every event taken, as taken (effective times, non-decreasing): the recording.
    public private(set) var recorded: [InputEvent] = []
    /// How many events were taken after the time already handled (recorded at that time instead).
    public private(set) var lateCount = 0
    /// Events taken but not handled yet (`recorded[firstPending...]`).
    private var firstPending = 0
    /// The last tick advanced to (nil before the first) and the one to come (nil while held).
    private var current: Double?
    private var next: Double?

    /// The key a recording ends with (`KeyCommand.record`'s: replay ignores it).
    public static let endKey = "f9"

    public init(sandbox: Sandbox) {
        self.sandbox = sandbox
        next = sandbox.time
    }

    /// Whether nothing moves, nothing is touched and nothing is pending: the loop waits for input.
    public var isHeld: Bool { next == nil }

    /// Takes one event (times in sandbox seconds) and runs the loop up to `now`.
    /// - Returns: the event as taken: at its time, or at the latest time already handled.
    @discardableResult
    public mutating func push(_ event: InputEvent, now: Double) -> InputEvent {
        let floor = max(recorded.last?.time ?? sandbox.time, sandbox.time)
        let e = event.time < floor ? event.shifted(by: floor - event.time) : event
        if event.time < floor { lateCount += 1 }
        recorded.append(e)
        if let current, e.time <= current {
            // It belongs to the iteration of `current`, whose events the replay handles before
            // advancing to it: handled, then the advance and the choice of the next tick again.
            firstPending = recorded.count
            sandbox.handle(e)
            sandbox.advance(to: current)
            next = nextTick(after: current)
        } else if next == nil, let current {
            next = sandbox.nextTick(after: current, toward: e.time)
        }
        pump(to: now)
        return e
    }

    /// Runs the replay's iterations whose ticks are not later than `now`.
    /// - Returns: the ticks run.
    @discardableResult
    public mutating func pump(to now: Double) -> Int {
        var ticks = 0
        while let tick = next {
            while firstPending < recorded.count && recorded[firstPending].time <= tick {
                sandbox.handle(recorded[firstPending])
                firstPending += 1
            }
            if tick > now { break }
            current = tick
            sandbox.advance(to: tick)
            ticks += 1
            next = nextTick(after: tick)
        }
        return ticks
    }

    /// The replay's choice after `tick`: toward the next pending event; else held while idle; else
    /// the grid's next.
    private func nextTick(after tick: Double) -> Double? {
        if firstPending < recorded.count { return sandbox.nextTick(after: tick, toward: recorded[firstPending].time) }
        if sandbox.session.isIdle { return nil }
        return tick + 1.0 / Double(sandbox.hz)
    }

    /// The last event of a recording taken now (see the type).
    public var endMarker: InputEvent { .key(Self.endKey, time: max(recorded.last?.time ?? 0, sandbox.time)) }

    /// The recording so far with its end marker: the events of a trace.
    public var recording: [InputEvent] { recorded + [endMarker] }
}
