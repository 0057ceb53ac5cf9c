import ScrollCore

/// A technique compiled against a technique scene's names: every condition and value parsed and
/// checked once, every property and recognizer resolved. `compile` refuses a technique with one line
/// naming the place (`appTechnique.rules[2].when: column 5: unknown name …`).
struct TechniqueProgram {
    /// What an assignment sets.
    enum Target: Equatable {
        case offset(view: Int, axis: Axis)
        case scrollEnabled(view: Int)
        case bounces(view: Int)
        case showsIndicator(view: Int)
        /// The release's landing offset (`willEndDragging`).
        case target(Axis)
        case variable(Int)
        /// `NAME.pan.isEnabled`, `tabStrip.tap.isEnabled` (UIKit's `isEnabled`), by recognizer index: false
        /// cancels it mid-gesture.
        case recognizerEnabled(Int)
        /// `NAME.pan.takesAnyDirection`: the pan begins whatever the direction (a
        /// `gestureRecognizerShouldBegin` that does not check it), not only along its view's axis.
        case takesAnyDirection(Int)
        /// A host's own boolean (`TechniqueViews.hostSettables`: `pager.handoff`).
        case hostProperty(Int)
        /// A nested page's `page.N.list.offset.y` or `list.offset.y` (`didLoadRows`: the list whose rows
        /// arrived, `TechniqueViews.anyList`): the list laid out there in one step.
        case listOffset(Int)

        var type: ExpressionType {
            switch self {
            case .offset, .target, .variable, .listOffset: .number
            case .scrollEnabled, .bounces, .showsIndicator, .recognizerEnabled, .takesAnyDirection, .hostProperty: .boolean
            }
        }
    }

    struct Action {
        var target: Target
        var value: Expression
        /// Its place in the rule's `set`.
        var index: Int
    }

    struct Rule {
        var source: AppTechnique.Rule
        var when: Expression?
        var recognizer: Int?
        var other: Int?
        var view: Int?
        var actions: [Action]
        /// `rule `inner-at-top` (shouldBegin list.pan: list.offset.y <= list.top)`, the arena log's words
        /// (written once, at compile time).
        var summary = ""

        static func summary(_ source: AppTechnique.Rule) -> String {
            let subject = [source.recognizer, source.other, source.view].compactMap { $0 }.joined(separator: " ")
            return "rule `\(source.name)` (\(source.on.rawValue) \(subject)" + (source.when.map { ": \($0)" } ?? "") + ")"
        }
    }

    var name: String
    /// The tree's names (`appTechnique.tree`).
    var views = TechniqueViews(nil)
    var variables: [String]
    var initialValues: [Double]
    var rules: [Rule]
    /// The quantities the rules read, by slot (every name resolved at compile time).
    var quantities: [TechniqueQuantity] = []
    /// The rules of each event (`AppTechnique.Event.ordinal`), in file order: no list is built per event.
    var byEvent: [[Int]] = []
    /// The scroll-event rules of each event and view (`ordinal * views.names.count + view`).
    var byEventView: [[Int]] = []

    /// The rules asked on `on`, in file order.
    func rules(_ on: AppTechnique.Event) -> [Int] { byEvent.isEmpty ? [] : byEvent[on.ordinal] }

    /// The rules of `on` for view `v`, in file order.
    func rules(_ on: AppTechnique.Event, view v: Int) -> [Int] {
        byEventView.isEmpty ? [] : byEventView[on.ordinal * views.names.count + v]
    }

    /// A pair rule's `other` of `*`: every other recognizer (a delegate answering yes to all).
    static let anyRecognizer = -1

    struct Failure: Error {
        var message: String
    }

    /// `t` compiled against a technique scene's tree, or `host`'s names (`TechniqueAttachment`).
    static func compile(_ t: AppTechnique, host: TechniqueViews? = nil) throws(Failure) -> TechniqueProgram {
        let vars = t.state ?? []
        var names: [String] = []
        for (i, v) in vars.enumerated() {
            if names.contains(v.name) { throw Failure(message: "appTechnique.state[\(i)].name: `\(v.name)` is declared twice") }
            names.append(v.name)
        }
        let rules = t.rules ?? []
        if host != nil && t.tree != nil {
            throw Failure(message: "appTechnique.tree: a nested page's technique runs on the page's own views")
        }
        let views = host ?? TechniqueViews(t.tree)
        if let problem = views.problem(t.tree) { throw Failure(message: problem) }
        var out: [Rule] = []
        var seen: [String] = []
        for (i, r) in rules.enumerated() {
            let place = "appTechnique.rules[\(i)]"
            if seen.contains(r.name) { throw Failure(message: "\(place).name: rule `\(r.name)` is named twice") }
            seen.append(r.name)
            out.append(try compile(r, place: place, variables: names, views: views))
        }
        if let cycle = requireToFailCycle(out) { throw Failure(message: cycle) }
        var program = TechniqueProgram(
            name: t.name ?? "technique", views: views, variables: names, initialValues: vars.map { $0.value ?? 0 }, rules: out)
        program.resolve()
        return program
    }

    /// Resolves every name the rules read to a slot of `quantities` and files the rules by event and view.
    mutating func resolve() {
        var table: [TechniqueQuantity] = []
        let (variables, views) = (self.variables, self.views)
        func slot(_ n: QuantityName) -> Int? {
            guard let q = TechniqueQuantity(n.text, variables: variables, views: views) else { return nil }
            if let i = table.firstIndex(of: q) { return i }
            table.append(q)
            return table.count - 1
        }
        for i in rules.indices {
            rules[i].when = rules[i].when?.resolvingNames(slot)
            for j in rules[i].actions.indices { rules[i].actions[j].value = rules[i].actions[j].value.resolvingNames(slot) }
            rules[i].summary = Rule.summary(rules[i].source)
        }
        quantities = table
        let events = AppTechnique.Event.allCases
        byEvent = events.map { on in rules.indices.filter { rules[$0].source.on == on } }
        byEventView = events.flatMap { on in
            views.names.indices.map { v in rules.indices.filter { rules[$0].source.on == on && rules[$0].view == v } }
        }
    }

    static func compile(_ r: AppTechnique.Rule, place: String, variables: [String], views: TechniqueViews) throws(Failure) -> Rule {
        func fail(_ field: String, _ problem: String) -> Failure { Failure(message: "\(place).\(field) (rule `\(r.name)`): \(problem)") }
        var rule = Rule(source: r, when: nil, actions: [])
        if r.on.isRecognizerRule {
            guard let g = r.recognizer else { throw fail("recognizer", "a \(r.on.rawValue) rule names its `recognizer`") }
            rule.recognizer = views.recognizer(g)
            if rule.recognizer == nil { throw fail("recognizer", "unknown recognizer `\(g)` (\(views.listedRecognizers))") }
            if r.on.isPair {
                guard let o = r.other else { throw fail("other", "a \(r.on.rawValue) rule names the `other` recognizer") }
                guard o != g else { throw fail("other", "`other` is the rule's own recognizer") }
                rule.other = o == "*" ? anyRecognizer : views.recognizer(o)
                if rule.other == nil { throw fail("other", "unknown recognizer `\(o)` (\(views.listedRecognizers))") }
            } else if r.other != nil {
                throw fail("other", "only simultaneous and require-to-fail rules name an `other` recognizer")
            }
            if r.answer != nil && r.on.isPair {
                throw fail("answer", "a \(r.on.rawValue) rule holds while `when` does; it has no `answer`")
            }
            if r.view != nil || r.set != nil { throw fail(r.view != nil ? "view" : "set", "a recognizer rule has no `view` or `set`") }
        } else if r.on.isSwitch || (views.isHost && !(views.hostHeader && views.hostEvents.contains(r.on))) {
            if let (field, problem) = switchProblem(r, views: views) { throw fail(field, problem) }
        } else {
            let view = scrollEventView(r, views: views)
            guard let v = view.index else { throw fail(view.field, view.problem) }
            rule.view = v
            if r.recognizer != nil || r.other != nil || r.answer != nil {
                throw fail(r.answer != nil ? "answer" : "recognizer", "a scroll-event rule has no `recognizer`, `other` or `answer`")
            }
            guard let sets = r.set, !sets.isEmpty else { throw fail("set", "a scroll-event rule sets something (`set`)") }
        }
        let names = TechniqueNames(variables: variables, views: views, release: r.on.hasTarget)
        if let w = r.when {
            do throws(ExpressionError) {
                let e = try Expression(w)
                try e.checkCondition(in: names)
                rule.when = e
            } catch { throw fail("when", error.message) }
        }
        for (j, a) in (r.set ?? []).enumerated() {
            let target: Target
            do { target = try resolve(a.property, event: r.on, variables: variables, views: views) } catch {
                throw fail("set[\(j)].property", error.message)
            }
            do throws(ExpressionError) {
                let e = try Expression(a.value)
                let t = try e.check(in: names)
                guard t == target.type else {
                    throw ExpressionError(column: 1, problem: "`\(a.property)` takes a \(target.type), the value is a \(t)")
                }
                rule.actions.append(Action(target: target, value: e, index: j))
            } catch { throw fail("set[\(j)].value", error.message) }
        }
        return rule
    }

    /// A scroll-event rule's view, or the field and the problem: on a nested page `header` for
    /// willEndDragging and a `page.N.list` for didLoadRows, which a technique scene has not.
    static func scrollEventView(_ r: AppTechnique.Rule, views: TechniqueViews) -> (index: Int?, field: String, problem: String) {
        guard let v = r.view else { return (nil, "view", "a \(r.on.rawValue) rule names its `view`") }
        if !views.isHost && r.on == .didLoadRows {
            return (nil, "on", "a technique scene's lists have their rows from the start: didLoadRows is a nested page's")
        }
        if !views.isHost && (r.on == .willScrollToRow || r.on == .willScrollToTop) {
            return (nil, "on", "a technique scene has no programmatic scroll: \(r.on.rawValue) is a nested page's")
        }
        guard views.isHost else { return (views.view(v), "view", "unknown view `\(v)` (\(views.listed))") }
        let problem =
            r.on == .didLoadRows
            ? "a nested page's didLoadRows is a list's: view `list` (any) or `page.N.list`, not `\(v)`"
            : "a nested page's \(r.on.rawValue) decides its header's collapse: view `header`, not `\(v)`"
        return (views.hostView(v, on: r.on), "view", problem)
    }

    /// What is wrong with the shape of a `didTurnOn` / `didTurnOff` rule, or of a scroll-event rule
    /// on a nested page (which has none): the field and the problem, or nil.
    static func switchProblem(_ r: AppTechnique.Rule, views: TechniqueViews) -> (String, String)? {
        guard r.on.isSwitch else {
            let release =
                views.hostHeader ? ", willEndDragging / willScrollToRow / willScrollToTop of `header` and didLoadRows of `page.N.list`" : ""
            let runs = "a nested page's technique answers its recognizers and runs on didTurnOn / didTurnOff"
            return ("on", "\(runs)\(release), not on `\(r.on.rawValue)`")
        }
        if !views.isHost { return ("on", "a technique scene's rules run from its start: \(r.on.rawValue) is a nested page's (C)") }
        if r.view != nil || r.recognizer != nil || r.other != nil || r.answer != nil {
            return (
                r.view != nil ? "view" : r.answer != nil ? "answer" : "recognizer", "a \(r.on.rawValue) rule names no view or recognizer"
            )
        }
        guard let sets = r.set, !sets.isEmpty else { return ("set", "a \(r.on.rawValue) rule sets something (`set`)") }
        return nil
    }

    /// The property an assignment names, or the problem.
    static func resolve(_ p: String, event: AppTechnique.Event, variables: [String], views: TechniqueViews) throws(Failure) -> Target {
        if p.hasPrefix("state.") {
            guard let i = variables.firstIndex(of: String(p.dropFirst(6))) else {
                throw Failure(message: "unknown variable `\(p)` (declare it in `state`)")
            }
            return .variable(i)
        }
        if p == "target.x" || p == "target.y" {
            guard views.isHost ? event.hasTarget : event == .willEndDragging else {
                let rules = views.isHost ? "willEndDragging, willScrollToRow or willScrollToTop" : "willEndDragging"
                throw Failure(message: "`\(p)` is set in a \(rules) rule only")
            }
            if views.isHost && p == "target.x" { throw Failure(message: "`target.x`: the header's collapse release sets `target.y` only") }
            return .target(p == "target.x" ? .horizontal : .vertical)
        }
        if let i = views.hostSettables.firstIndex(of: p) { return .hostProperty(i) }
        if views.hostHeader, p.hasSuffix("list.offset.y"),
            let v = views.hostView(String(p.dropLast(9)), on: .didLoadRows)
        {
            guard event == .didLoadRows else { throw Failure(message: "`\(p)` is set in a didLoadRows rule only") }
            return .listOffset(v)
        }
        if let (i, rest) = views.splitOther(p), i == views.tabStripTap || i == views.tabStripPan {
            guard rest == "isEnabled" else {
                throw Failure(message: "`\(p)` cannot be set (the tab strip's recognizers: tabStrip.tap.isEnabled, tabStrip.pan.isEnabled)")
            }
            return .recognizerEnabled(i)
        }
        if let (v, pan, rest) = views.split(p), pan {
            switch rest {
            case "isEnabled": return .recognizerEnabled(v)
            case "takesAnyDirection": return .takesAnyDirection(v)
            default: break
            }
        }
        if views.isHost {
            let own = views.hostSettables.map { $0 + ", " }.joined()
            throw Failure(
                message:
                    "`\(p)` cannot be set on a nested page (settable: NAME.pan.isEnabled, NAME.pan.takesAnyDirection, \(own)state.NAME)")
        }
        if let (v, pan, rest) = views.split(p), !pan {
            switch rest {
            case "offset.x": return .offset(view: v, axis: .horizontal)
            case "offset.y": return .offset(view: v, axis: .vertical)
            case "isScrollEnabled": return .scrollEnabled(view: v)
            case "bounces": return .bounces(view: v)
            case "showsIndicator": return .showsIndicator(view: v)
            default: break
            }
        }
        throw Failure(
            message:
                "`\(p)` cannot be set (settable: VIEW.offset.x, VIEW.offset.y, VIEW.isScrollEnabled, VIEW.bounces, VIEW.showsIndicator, VIEW.pan.isEnabled, VIEW.pan.takesAnyDirection, target.x, target.y, state.NAME)"
        )
    }
}
