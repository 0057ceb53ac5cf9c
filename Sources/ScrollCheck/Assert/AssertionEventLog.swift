import ScrollScene
import ScrollSession

/// The events every scene session of one replay logged, on the trace's clock and marked with their
/// scene. A `scene=ID` or number key, and a restart, replace the sandbox's session and with it the
/// session's own log: each one is taken as it is replaced (`note`), so `at EVENT` and `between` still
/// see what happened before a switch. `check` and `report` (its event lane) gather events through it.
public struct AssertionEventLog {
    public private(set) var events: [AssertionRun.Event] = []
    /// Every session in order: the sandbox time it started, its scene (a restart repeats the scene) and
    /// how many events the sessions before it logged (its first event's index in `events`).
    public private(set) var sessions: [(start: Double, scene: String, firstEvent: Int)]
    private var session: SceneSession
    private var start: Double

    public init(_ sandbox: Sandbox) {
        session = sandbox.session
        start = sandbox.sessionStart
        sessions = [(start, sandbox.session.definition.id, 0)]
    }

    /// Called after every event and tick: keeps the log of a session the sandbox has just replaced.
    public mutating func note(_ sandbox: Sandbox) {
        guard sandbox.session !== session else { return }
        take()
        session = sandbox.session
        start = sandbox.sessionStart
        sessions.append((start, session.definition.id, events.count))
    }

    /// Every event, the live session's included.
    public mutating func finish(_ sandbox: Sandbox) -> [AssertionRun.Event] {
        note(sandbox)
        take()
        return events
    }

    /// The scene switches after the first session: where the scene changed (a restart of the same
    /// scene is not one), the scene switched to, and how many events came before it.
    public var switches: [(time: Double, scene: String, firstEvent: Int)] {
        zip(sessions, sessions.dropFirst()).compactMap { a, b in a.scene == b.scene ? nil : (b.start, b.scene, b.firstEvent) }
    }

    private mutating func take() {
        let scene = session.definition.id
        events += session.state().events.map {
            AssertionRun.Event(t: $0.t + start, name: $0.name, id: $0.id, scene: scene, page: $0.page)
        }
    }
}
