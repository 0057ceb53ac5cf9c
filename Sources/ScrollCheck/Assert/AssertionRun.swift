import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// A trace replayed for its assertions: the sandbox `--headless --replay --settle` builds, one
/// `AssertionSample` per tick (the settled end last) and the events the state logged (for `at EVENT`
/// and `between`).
public struct AssertionRun: Sendable {
    public var samples: [AssertionSample]
    public var events: [Event]
    /// The scene the assertions are about: the trace's own (its header's id). Samples and events of a
    /// scene the trace switched to (`scene=ID`, a number key) are not judged (docs/CHECK.md).
    public var scene: String

    /// One event a scene session logged, on the trace's clock, with the scene it happened on.
    public struct Event: Equatable, Sendable {
        public var t: Double
        public var name: String
        public var id: String?
        public var scene: String
        /// The page it concerns (`didScrollToPage`), nil for most.
        public var page: Int?

        public init(t: Double, name: String, id: String?, scene: String, page: Int? = nil) {
            self.t = t
            self.name = name
            self.id = id
            self.scene = scene
            self.page = page
        }
    }

    public init(samples: [AssertionSample], events: [Event], scene: String) {
        self.samples = samples
        self.events = events
        self.scene = scene
    }

    /// `rows`: the row quantities to sample (`AssertionRows.names`). `keeping`: the names each sample
    /// keeps (`AssertionKeep`); nil keeps every name.
    public static func replay(
        _ trace: Trace, catalog: SceneCatalog, hz: Int? = nil, feel: Feel? = nil, rows: [String] = [], keeping: AssertionKeep? = nil
    )
        throws(UsageError)
        -> AssertionRun
    {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: hz, feel: feel)
        let scene = sandbox.session.definition.id
        var fingers: Set<Int64> = []
        var samples: [AssertionSample] = []
        var log = AssertionEventLog(sandbox)
        ReplayDriver(settle: true).run(sandbox, trace.events) { t in
            log.note(sandbox)
            var values = AssertionSample.values(sandbox.session.state(), time: t, fingers: fingers.count)
            if !rows.isEmpty {
                // Laid out first (the overlay context lays the views out for the tick): rows sit where they are drawn.
                _ = sandbox.session.overlayContext()
                values.merge(AssertionRows.values(rows, root: sandbox.session.root)) { $1 }
            }
            if let keeping { values = values.filter { keeping.keeps($0.key) } }
            samples.append(AssertionSample(tick: samples.count, time: t, values: values, scene: sandbox.session.definition.id))
        } eachEvent: { i in
            log.note(sandbox)
            guard case .pointer(let p) = trace.events[i] else { return }
            switch p.kind {
            case .down: fingers.insert(p.id)
            case .move: break
            case .up, .cancel: fingers.remove(p.id)
            }
        }
        if samples.isEmpty {
            let s = sandbox.session.state()
            samples.append(
                AssertionSample(
                    tick: 0, time: sandbox.time, values: AssertionSample.values(s, time: sandbox.time, fingers: 0),
                    scene: sandbox.session.definition.id))
        }
        return AssertionRun(samples: samples, events: log.finish(sandbox), scene: scene)
    }

    /// The scene's quantities before any input (the catalog a file is checked against when loaded).
    public static func initialValues(_ trace: Trace, catalog: SceneCatalog, rows: [String] = []) throws(UsageError) -> [String:
        ExpressionValue]
    {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        sandbox.advance(to: 0)
        _ = sandbox.session.overlayContext()
        return AssertionSample.values(sandbox.session.state(), time: 0, fingers: 0).merging(
            AssertionRows.declared(rows, root: sandbox.session.root)
        ) { $1 }
    }

    /// Checks every expression of `file` against the scene's names (and `change` / `max` / `min` where
    /// the rule binds one): an unknown name or a type error is one line naming the assertion and key.
    public static func check(_ file: AssertionFile, names: [String: ExpressionValue]) throws(UsageError) {
        for (i, a) in file.assertions.enumerated() {
            if case .during(let phase) = a.scope, let view = phase.view, names[view + ".dragging"] == nil {
                let views = AssertionSample.views(names).joined(separator: ", ")
                throw UsageError("\(file.path): assertions[\(i)].view: no scroll view '\(view)' in this scene (scroll views: \(views))")
            }
            if let problem = eventSubjectProblem(a.scope, names: names) {
                throw UsageError("\(file.path): assertions[\(i)].\(problem)")
            }
            var context = AssertionContext(values: names)
            let problem: (String, ExpressionError)?
            switch a.rule {
            case .that(let c): problem = checked("that", { () throws(ExpressionError) in try c.checkCondition(in: context) })
            case .change(let x, let c), .extreme(_, let x, let c):
                let key = a.ruleKey
                context.extra[key] = 0
                problem =
                    checked(key, { () throws(ExpressionError) in try x.checkNumber(in: AssertionContext(values: names)) })
                    ?? checked("that", { () throws(ExpressionError) in try c.checkCondition(in: context) })
            case .monotone(let x, _): problem = checked("monotone", { () throws(ExpressionError) in try x.checkNumber(in: context) })
            }
            if let (key, error) = problem { throw UsageError("\(file.path): assertions[\(i)].\(key): \(error.message)") }
        }
    }

    /// `at`/`between`'s `NAME@ID` whose ID is a scroll view with a number this scene does not have
    /// (`didEndDecelerating@page.9.list` on four pages): it could never happen (audit 27: it failed only
    /// after the replay, as "never happens"). Another ID (`pager`, a rule's view) is not judged here.
    static func eventSubjectProblem(_ scope: Assertion.Scope, names: [String: ExpressionValue]) -> String? {
        let matches: [(String, Assertion.EventMatch)]
        switch scope {
        case .at(.event(let m)): matches = [("at", m)]
        case .between(let a, let b): matches = [("between[0]", a), ("between[1]", b)]
        default: matches = []
        }
        for (key, m) in matches {
            guard let id = m.id, names[id + ".dragging"] == nil else { continue }
            if let range = AssertionContext.viewRange(of: id, in: names.keys.sorted()) {
                return "\(key): `\(m)` names no scroll view here (\(range))"
            }
            // A numbered scroll view of a kind the scene has none of (`page.9.list` on a plain list).
            let parts = id.split(separator: ".")
            guard let k = parts.firstIndex(where: { $0.allSatisfy { $0.isASCII && $0.isNumber } }), k > 0 else { continue }
            let head = parts[..<k].joined(separator: ".") + "."
            let views = AssertionSample.views(names)
            guard !views.contains(where: { $0.hasPrefix(head) }) else { continue }
            return "\(key): `\(m)` names no scroll view here (scroll views: \(views.joined(separator: ", ")))"
        }
        return nil
    }

    private static func checked(_ key: String, _ body: () throws(ExpressionError) -> Void) -> (String, ExpressionError)? {
        do throws(ExpressionError) { try body() } catch { return (key, error) }
        return nil
    }
}

extension Assertion {
    /// The key of the rule's history quantity: `change`, `max`, `min` or `monotone` (`that` without one).
    public var ruleKey: String {
        switch rule {
        case .that: "that"
        case .change: "change"
        case .extreme(let k, _, _): k.rawValue
        case .monotone: "monotone"
        }
    }
}
