/// The names a replay's samples keep for an assertion file (`AssertionRun.replay(keeping:)`): those its
/// expressions read, and the state flags its `during` scopes read — `touching`, `VIEW.dragging` for a
/// scope with a view, every view's `.dragging` (a suffix) for one without. A sample of a whole state
/// is ~2 KB: a ten-minute drag (72 000 ticks) kept 735 MB of them (audit 26, finding 8).
public struct AssertionKeep: Sendable {
    public var names: Set<String> = []
    /// `.dragging`, `.decelerating`, `.bouncing`: every view's flag of that phase.
    public var suffixes: Set<String> = []

    public init(_ file: AssertionFile) {
        for a in file.assertions {
            switch a.rule {
            case .that(let c): names.formUnion(c.names.map(\.text))
            case .change(let x, let c), .extreme(_, let x, let c): names.formUnion((x.names + c.names).map(\.text))
            case .monotone(let x, _): names.formUnion(x.names.map(\.text))
            }
            guard case .during(let phase) = a.scope else { continue }
            let state: String
            switch phase.kind {
            case .touch:
                names.insert("touching")
                continue
            case .drag: state = "dragging"
            case .fling: state = "decelerating"
            case .bounce: state = "bouncing"
            }
            if let view = phase.view { names.insert("\(view).\(state)") } else { suffixes.insert(".\(state)") }
        }
        // A row name's list count comes with it (`AssertionRows.absence` says it when the row is missing).
        names.formUnion(names.compactMap { AssertionRows.parse($0).map { AssertionRows.countKey($0.id) } })
    }

    public func keeps(_ name: String) -> Bool {
        names.contains(name) || suffixes.contains { name.hasSuffix($0) }
    }
}
