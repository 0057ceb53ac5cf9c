import ScrollScene
import ScrollSession

/// The events every scene session of one replay logged, on the trace's clock and marked with their
/// scene. A `scene=ID` or number key, and a restart, replace the sandbox's session and with it the
/// session's own log: each one is taken as it is replaced (`note`), so `at EVENT` and `between` still
/// see what happened before a switch.
struct AssertionEventLog {
    private(set) var events: [AssertionRun.Event] = []
    private var session: SceneSession
    private var start: Double

    init(_ sandbox: Sandbox) {
        session = sandbox.session
        start = sandbox.sessionStart
    }

    /// Called after every event and tick: keeps the log of a session the sandbox has just replaced.
    mutating func note(_ sandbox: Sandbox) {
        guard sandbox.session !== session else { return }
        take()
        session = sandbox.session
        start = sandbox.sessionStart
    }

    /// Every event, the live session's included.
    mutating func finish(_ sandbox: Sandbox) -> [AssertionRun.Event] {
        note(sandbox)
        take()
        return events
    }

    private mutating func take() {
        let scene = session.definition.id
        events += session.state().events.map { AssertionRun.Event(t: $0.t + start, name: $0.name, id: $0.id, scene: scene) }
    }
}
