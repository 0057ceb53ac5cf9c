import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace

/// `scrolllab report --from T --to T`: the stretch of a trace a report shows. The events in
/// [from, to] are kept and moved to start at 0 (the idle lead before `from` and the tail after `to`
/// are gone); the replay still settles after the last one. `from` must fall where no touch is down —
/// a gesture cut in half would replay as another one — which an idle lead always is. The keys before
/// `from` that set the sandbox up (a scene switch, orientation, rate, feel, device, overlays, the
/// panel's edits: `setsUp`) are kept, at 0: an excerpt after a switch replays on the scene switched to.
public struct TraceWindow {
    public var from: Double?
    public var to: Double?

    public init(from: Double? = nil, to: Double? = nil) {
        self.from = from
        self.to = to
    }

    public var isWhole: Bool { from == nil && to == nil }

    /// The trace cut to the window (the header unchanged); a `from` inside a touch is refused.
    public func apply(to trace: Trace) throws(UsageError) -> Trace {
        let start = from ?? 0
        let end = to ?? .infinity
        var down: [Int64: Double] = [:]
        for e in trace.events where e.time < start {
            if case .pointer(let p) = e {
                if p.kind == .down { down[p.id] = p.time }
                if p.kind == .up || p.kind == .cancel { down[p.id] = nil }
            }
        }
        if let t = down.values.min() {
            throw UsageError(
                "--from \(Self.format(start)) falls inside a touch (down at \(Self.format(t)) s); pick a time when no finger is down")
        }
        let kept = trace.events.filter { $0.time >= start && $0.time <= end }.map { $0.shifted(by: -start) }
        let setup = trace.events.filter { e in
            guard e.time < start, case .key(let key, _) = e else { return false }
            return Self.setsUp(key)
        }
        guard !kept.isEmpty else { throw UsageError("--from/--to keep no event of the trace (it lasts \(Self.format(trace.duration)) s)") }
        return Trace(header: trace.header, events: setup.map { $0.shifted(by: -$0.time) } + kept)
    }

    /// Whether a key sets the sandbox up (kept from before `from`): a panel edit (a feel constant, a
    /// scene opened) or a sandbox command but quitting — not one that acts on the scene's state, which
    /// the excerpt starts afresh, nor the window's own.
    static func setsUp(_ key: String) -> Bool {
        switch KeyAction(key: key) {
        case .edit: true
        case .command(let c): c.layer == .sandbox && c != .quit
        case .unbound: false
        }
    }

    /// The fact line the report shows for the window.
    public func fact(_ trace: Trace) -> String {
        "\(Self.format(from ?? 0)) – \(to.map(Self.format) ?? Self.format(trace.duration)) s of the trace (shown from 0)"
    }

    static func format(_ t: Double) -> String { String(format: "%.3f", t) }
}
