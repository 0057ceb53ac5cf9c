import ScrollCore
import ScrollScene
import ScrollSession

/// The quantities of one tick an assertion's expressions read (docs/CHECK.md "Quantities"): the scene
/// state's numbers and states under dotted names, and the fingers down. One sample per tick of the
/// replay, the settled end last.
public struct AssertionSample: Sendable {
    /// The tick's index in the replay (0: the first tick).
    public var tick: Int
    /// Trace time, seconds.
    public var time: Double
    public var values: [String: ExpressionValue]
    /// The id of the scene on at this tick; nil: the run's own (a sample made in code).
    public var scene: String?

    public init(tick: Int, time: Double, values: [String: ExpressionValue], scene: String? = nil) {
        self.tick = tick
        self.time = time
        self.values = values
        self.scene = scene
    }

    /// The scene state's quantities: for every scroll view `ID.offset.x|y`, `ID.velocity.x|y`,
    /// `ID.contentSize.width|height`, `ID.scrollEnabled` and one boolean per state (`ID.idle`,
    /// `ID.dragging`, `ID.decelerating`, `ID.bouncing`, `ID.animating`); `header.height|collapse|maxCollapse`
    /// and `header.stuck`; `pager.page|pageCount|offset` and `pager.<state>`; `pages.N.contentOffset|contentHeight`
    /// and `pages.N.loaded`; `fingers` (touches down), `touching`, and `t` (seconds).
    /// The scroll states (`ScrollState`'s raw values), one boolean each.
    public static let states = ["idle", "dragging", "decelerating", "bouncing", "animating"]

    public static func values(_ s: SceneState, time: Double, fingers: Int) -> [String: ExpressionValue] {
        var out: [String: ExpressionValue] = ["t": .number(time), "fingers": .number(Double(fingers)), "touching": .boolean(fingers > 0)]
        func flags(_ prefix: String, _ state: String) {
            for c in Self.states { out["\(prefix).\(c)"] = .boolean(state == c) }
        }
        for v in s.scrollViews {
            out[v.id + ".offset.x"] = .number(v.offset.x)
            out[v.id + ".offset.y"] = .number(v.offset.y)
            out[v.id + ".velocity.x"] = .number(v.velocity.x)
            out[v.id + ".velocity.y"] = .number(v.velocity.y)
            out[v.id + ".contentSize.width"] = .number(v.contentSize.width)
            out[v.id + ".contentSize.height"] = .number(v.contentSize.height)
            out[v.id + ".scrollEnabled"] = .boolean(v.scrollEnabled ?? true)
            flags(v.id, v.state)
        }
        if let h = s.header {
            out["header.height"] = .number(h.height)
            out["header.collapse"] = .number(h.collapse)
            out["header.maxCollapse"] = .number(h.maxCollapse)
            out["header.stuck"] = .boolean(h.isStuck)
        }
        if let p = s.pager {
            out["pager.page"] = .number(Double(p.page))
            out["pager.pageCount"] = .number(Double(p.pageCount))
            out["pager.offset"] = .number(p.offset)
            flags("pager", p.state)
        }
        for p in s.pages ?? [] {
            out["pages.\(p.index).contentOffset"] = .number(p.contentOffset)
            out["pages.\(p.index).contentHeight"] = .number(p.contentHeight)
            out["pages.\(p.index).loaded"] = .boolean(p.loaded)
        }
        return out
    }

    /// The scroll view ids of `values` (those with a phase's state flag: a sample keeps only the flags
    /// its file's scopes read, `AssertionKeep`), for `during` without `view`.
    public static func views(_ values: [String: ExpressionValue]) -> [String] {
        var out: Set<String> = []
        for key in values.keys {
            for flag in [".dragging", ".decelerating", ".bouncing"] where key.hasSuffix(flag) {
                out.insert(String(key.dropLast(flag.count)))
            }
        }
        return out.sorted()
    }

    public func holds(_ phase: Assertion.Phase, views: [String]) -> Bool {
        let state: String
        switch phase.kind {
        case .touch: return values["touching"] == .boolean(true)
        case .drag: state = "dragging"
        case .fling: state = "decelerating"
        case .bounce: state = "bouncing"
        }
        return (phase.view.map { [$0] } ?? views).contains { values["\($0).\(state)"] == .boolean(true) }
    }
}

/// The names an assertion may read, with their types, and their values at one sample (with the
/// history quantity `change`, `max` or `min` when the rule has one): what the expression language's
/// checker and evaluator are given.
public struct AssertionContext: ExpressionContext, ExpressionCatalog {
    public var values: [String: ExpressionValue]
    public var extra: [String: Double] = [:]

    public func value(of name: QuantityName) -> ExpressionValue? {
        extra[name.text].map { .number($0) } ?? values[name.text]
    }

    public func type(of name: QuantityName) -> ExpressionType? { value(of: name)?.type }

    /// The nearest name, when one is near (the scene loader's rule, `SceneFieldCheck.nearest`), then
    /// up to eight names that start like `name` (its first part), else the first eight:
    /// ``did you mean `main.offset.y`? names: main.animating, …``.
    public func hint(for name: QuantityName) -> String {
        let head = name.parts.first.map(String.init) ?? ""
        let all = (Array(values.keys) + Array(extra.keys)).sorted()
        if let range = Self.indexRange(of: name.text, in: all) { return range }
        // A row of a list whose number the scene lacks (`page.3.list.row.2.screenY` on three pages).
        if let (id, _) = AssertionRows.parse(name.text), let range = Self.viewRange(of: id, in: all) { return range }
        if let plain = Self.withoutLeadingZeros(name.text) { return "write \(plain), not \(name.text)" }
        let like = all.filter { $0.hasPrefix(head + ".") || $0 == head }
        let shown = (like.isEmpty ? all : like).prefix(8)
        let near = SceneFieldCheck.nearest(name.text, in: all).map { "did you mean `\($0)`? " } ?? ""
        return "\(near)names: \(shown.joined(separator: ", "))\((like.isEmpty ? all : like).count > 8 ? ", …" : "")"
    }

    /// `name` with every number part written plainly (`main.row.01.screenY` → `main.row.1.screenY`), or
    /// nil when it already is.
    static func withoutLeadingZeros(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { p -> String in
            guard p.count > 1, p.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(p) else { return String(p) }
            return "\(n)"
        }
        let plain = parts.joined(separator: ".")
        return plain == name ? nil : plain
    }

    /// `indexRange` for a scroll view's id (`page.9.list`), read on its `.dragging` flags: `this scene
    /// has page.0 … page.3, not page.9` (the range names the numbered part only).
    static func viewRange(of id: String, in all: [String]) -> String? {
        indexRange(of: id + ".dragging", in: all)
    }

    /// For a name whose number part is past what the scene has (`pages.9.loaded` on four pages):
    /// `this scene has pages.0 … pages.3, not pages.9` — else nil. The first all-digit part decides; only a name that exists
    /// with some other number there (`pages.0.loaded`) counts.
    static func indexRange(of name: String, in all: [String]) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let k = parts.firstIndex(where: { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }), k > 0
        else { return nil }
        let head = parts[..<k].joined(separator: ".")
        let tail = parts[(k + 1)...].joined(separator: ".")
        let known = Set(all)
        let indices = Set(
            all.compactMap { key -> Int? in
                let p = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard p.count == parts.count, p[..<k].joined(separator: ".") == head, let i = Int(p[k]) else { return nil }
                return known.contains(([head, p[k]] + (tail.isEmpty ? [] : [tail])).joined(separator: ".")) ? i : nil
            }
        ).sorted()
        guard let first = indices.first, let last = indices.last else { return nil }
        // `pages.01`: a number this scene has, written with a leading zero.
        if let n = Int(parts[k]), indices.contains(n), "\(n)" != parts[k] {
            return "write \(head).\(n), not \(head).\(parts[k])"
        }
        let run = indices.count > 2 && indices.count == last - first + 1
        let names = run ? ["\(head).\(first)", "…", "\(head).\(last)"] : indices.map { "\(head).\($0)" }
        return "this scene has \(indices.count == 1 ? "only " : "")\(names.joined(separator: run ? " " : ", ")), not \(head).\(parts[k])"
    }
}
