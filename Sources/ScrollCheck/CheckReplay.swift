import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// One replay of a trace for `check`: the sandbox `--headless --replay` builds for it
/// (`SessionFactory.sandbox(catalog:trace:hz:feel:)`, the trace loaded by `SessionFactory.load`), played by
/// `ReplayDriver` with `--settle`, and the state JSON read at each checkpoint time and at the end.
///
/// A checkpoint at `t` is read right after the trace's last event at or before `t`, at sandbox time
/// `t` exactly: a no-op marker key is placed there (a key no binding has, which the sandbox ignores)
/// and `replay`'s `eachEvent` reads the state when it is handled. A marker at a lift's own time
/// changes nothing else; one past the trace's last event extends the replay to it, like an event.
///
/// Only what is compared is kept (#46: every checkpoint's whole state, 20 000 of them, took 306 MB):
/// each state is windowed when it is read (its events since the previous time, `CheckpointState`)
/// and cut by `keep` to what the expectation holds.
public struct CheckReplay {
    /// The state at each time of `times`, in order, windowed and kept.
    public var states: [JSONValue]
    /// The state after the last event, once settled (its events since the last time), kept.
    public var end: JSONValue

    /// The marker: a key nothing binds (`KeyBinding.command(for:)` is nil; not `feel.` or `scene=`).
    public static let markerKey = ""

    /// - Parameter keep: what to keep of the windowed state read at time `k` (`times.count`: the end).
    public static func run(
        _ trace: Trace, catalog: SceneCatalog, hz: Int?, feel: Feel?, times: [Double],
        keep: (Int, JSONValue) -> JSONValue = { $1 }
    ) throws(UsageError) -> CheckReplay {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: hz, feel: feel)
        let (events, markers) = merged(trace.events, markers: times)
        var states = [JSONValue](repeating: .null, count: times.count)
        func read(_ k: Int) -> JSONValue {
            keep(k, CheckpointState.windowed(state(of: sandbox), since: k > 0 ? times[k - 1] : nil))
        }
        ReplayDriver(settle: true).run(sandbox, events) { _ in
        } eachEvent: { i in
            if let k = markers[i] { states[k] = read(k) }
        }
        return CheckReplay(states: states, end: read(times.count))
    }

    /// The session's state with its events' times in sandbox (trace) time, as checkpoints are: a
    /// scene switch in the trace restarts the session's clock. ScrollScene's own value (`SceneState.json`,
    /// what `--state` writes), not a round trip through JSONEncoder and the reader.
    public static func state(of sandbox: Sandbox) -> JSONValue {
        var s = sandbox.session.state()
        for i in s.events.indices { s.events[i].t += sandbox.sessionStart }
        return s.json.nonFiniteNamed
    }

    /// `events` with a marker after the last event at or before each time (`times` non-decreasing),
    /// and which index of the result is the marker of which time.
    public static func merged(_ events: [InputEvent], markers times: [Double]) -> ([InputEvent], [Int: Int]) {
        var out: [InputEvent] = []
        out.reserveCapacity(events.count + times.count)
        var markers: [Int: Int] = [:]
        var i = 0
        for (k, t) in times.enumerated() {
            while i < events.count && events[i].time <= t {
                out.append(events[i])
                i += 1
            }
            markers[out.count] = k
            out.append(.key(markerKey, time: t))
        }
        out += events[i...]
        return (out, markers)
    }

    /// The times of the trace's lifts (`up` events), each once: the default checkpoints.
    public static func lifts(_ events: [InputEvent]) -> [Double] {
        var times: [Double] = []
        for case .pointer(let p) in events where p.kind == .up && times.last != p.time {
            times.append(p.time)
        }
        return times
    }
}
