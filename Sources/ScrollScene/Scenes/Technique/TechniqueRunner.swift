import ScrollCore

/// What runs a compiled technique's recognizer rules: a technique scene (`TechniqueController`, its
/// own tree) or a technique installed on an existing controller's recognizers (`TechniqueAttachment`).
/// One engine: the answers below are the same code for both; each supplies its recognizers, the
/// quantities (`ExpressionContext`) and where a firing is counted and logged.
protocol TechniqueRunner: AnyObject, ExpressionContext {
    var program: TechniqueProgram { get }
    /// How often each rule decided or acted.
    var fired: [Int] { get set }
    /// Lifecycle events and rule firings.
    var events: BoundedLog<TechniqueLogEntry> { get set }
    var now: Double { get }
    /// The recognizers the rules name: how many, and each by the program's recognizer index (nil:
    /// not built here).
    var ruleRecognizerCount: Int { get }
    func ruleRecognizer(_ i: Int) -> GestureRecognizer?
    /// The program's index of `g`, or nil.
    func index(of g: GestureRecognizer) -> Int?
    /// A quantity's value now (nil: not supplied here).
    func value(_ q: TechniqueQuantity) -> ExpressionValue?
    /// The touch a `shouldReceive` rule is asked about: its recognizer's index and where it is. The
    /// recognizer has not seen it yet, so its own `location` is still the last touch's.
    var receiving: (recognizer: Int, location: Point)? { get set }
    /// The run-time failures already logged, each rule's message once (`warn(rule:_:)`).
    var warned: [TechniqueWarning] { get set }
}

/// A rule's expression that failed at run time, with its message: logged once.
struct TechniqueWarning: Equatable {
    let rule: Int
    let message: String
}

extension TechniqueRunner {
    func value(of name: QuantityName) -> ExpressionValue? {
        TechniqueQuantity(name.text, variables: program.variables, views: program.views).flatMap { current($0) }
    }

    /// A name the program resolved at load time (`TechniqueProgram.quantities`): no text per tick.
    func value(ofSlot slot: Int, name: QuantityName) -> ExpressionValue? { current(program.quantities[slot]) }

    /// `value(q)`, except that while a touch is being received its recognizer's `location` is that
    /// touch's (UIKit's `touch.location(in:)` in `gestureRecognizer(_:shouldReceive:)`).
    func current(_ q: TechniqueQuantity) -> ExpressionValue? {
        if let r = receiving {
            let asked: TechniqueQuantity.Recognizer? =
                switch q {
                case .pan(let i, let p) where i == r.recognizer: p
                case .recognizer(let i, let p) where i == r.recognizer: p
                default: nil
                }
            if asked == .locationX { return .number(r.location.x) }
            if asked == .locationY { return .number(r.location.y) }
        }
        return value(q)
    }
}

extension TechniqueRunner {
    func rules(_ on: AppTechnique.Event) -> [Int] { program.rules(on) }

    /// The rules' answers on the recognizers: `shouldBegin` (none deciding: `fallback`'s answer, else
    /// UIKit's true), the pair relations and `shouldReceive`.
    func installRules(fallback: [((GestureRecognizer) -> GestureVerdict)?] = []) {
        for i in 0..<ruleRecognizerCount {
            guard let pan = ruleRecognizer(i) else { continue }
            if rules(.shouldBegin).contains(where: { program.rules[$0].recognizer == i }) {
                let other = i < fallback.count ? fallback[i] : nil
                pan.shouldBegin { [unowned self] g in self.shouldBegin(i) ?? other?(g) ?? .allow }
            }
            if rules(.simultaneous).contains(where: { program.rules[$0].recognizer == i || program.rules[$0].other == i }) {
                pan.shouldRecognizeSimultaneously = { [unowned self] a, b in self.pair(.simultaneous, a, b, symmetric: true) }
            }
            if !rules(.shouldRequireFailureOf).isEmpty {
                pan.shouldRequireFailure = { [unowned self] a, b in self.pair(.shouldRequireFailureOf, a, b, symmetric: false) }
            }
            if !rules(.shouldBeRequiredToFailBy).isEmpty {
                pan.shouldBeRequiredToFail = { [unowned self] a, b in self.pair(.shouldBeRequiredToFailBy, a, b, symmetric: false) }
            }
            if !rules(.simultaneous).isEmpty || !rules(.shouldRequireFailureOf).isEmpty || !rules(.shouldBeRequiredToFailBy).isEmpty {
                pan.relationReason = { [unowned self, unowned pan] relation, other in self.relationRule(relation, pan, other) }
                let candidates = failureCandidates(i)
                if !candidates.isEmpty {
                    pan.failureRequirementCandidates = { [unowned self] in candidates.compactMap { self.ruleRecognizer($0) } }
                }
            }
            if rules(.shouldReceive).contains(where: { program.rules[$0].recognizer == i }) {
                let down = pan.onTouchDown
                pan.onTouchDown { [unowned self] g, e in
                    self.receiving = (i, e.position)
                    let why = self.refusesTouch(i)
                    self.receiving = nil
                    if let why {
                        g.request(.failed, reason: why)
                    } else {
                        down?(g, e)
                    }
                }
            }
        }
    }

    /// Whether rule `r`'s condition holds now; an evaluation error is logged (unless `quiet`) and
    /// counts as false.
    func holds(_ r: Int, quiet: Bool = false) -> Bool {
        guard let w = program.rules[r].when else { return true }
        do {
            return try w.condition(in: self)
        } catch {
            if !quiet { warn(rule: r, error.message) }
            return false
        }
    }

    /// The first `shouldBegin` rule of recognizer `i` whose condition holds answers; none: nil.
    func shouldBegin(_ i: Int) -> GestureVerdict? {
        for r in rules(.shouldBegin) where program.rules[r].recognizer == i && holds(r) {
            let answer = program.rules[r].source.answer ?? false
            note("\(program.rules[r].summary) → \(answer ? "begin" : "fail")", rule: r)
            return answer ? .allow : .deny("\(program.rules[r].summary) → fail")
        }
        return nil
    }

    func refusesTouch(_ i: Int) -> String? {
        for r in rules(.shouldReceive) where program.rules[r].recognizer == i && holds(r) {
            let answer = program.rules[r].source.answer ?? false
            note("\(program.rules[r].summary) → \(answer ? "receive" : "ignore")", rule: r)
            return answer ? nil : "shouldReceive=false (\(program.rules[r].summary))"
        }
        return nil
    }

    /// A pair relation between `a` and `b` as the rules of `on` state it (`other` `*`: any recognizer).
    func pair(_ on: AppTechnique.Event, _ a: GestureRecognizer, _ b: GestureRecognizer, symmetric: Bool) -> Bool {
        guard let r = pairRule(on, a, b, symmetric: symmetric) else { return false }
        fired[r] += 1
        return true
    }

    /// The first rule of `on` relating `a` to `b` (either way when `symmetric`) whose condition holds.
    func pairRule(_ on: AppTechnique.Event, _ a: GestureRecognizer, _ b: GestureRecognizer, symmetric: Bool, quiet: Bool = false) -> Int? {
        let (x, y) = (index(of: a), index(of: b))
        guard x != nil || y != nil else { return nil }
        let any = TechniqueProgram.anyRecognizer
        for r in rules(on) {
            let rule = program.rules[r]
            let forward = x != nil && rule.recognizer == x && (rule.other == y || rule.other == any)
            let backward = symmetric && y != nil && rule.recognizer == y && (rule.other == x || rule.other == any)
            if (forward || backward) && holds(r, quiet: quiet) { return r }
        }
        return nil
    }

    /// The recognizers recognizer `i` always waits for: its `shouldRequireFailureOf` rules without
    /// `when` (`*` aside) — how a file writes UIKit's `require(toFail:)`, which holds whether or not
    /// the other sees the touch (a delegate's answers are asked only about those that do).
    func failureCandidates(_ i: Int) -> [Int] {
        rules(.shouldRequireFailureOf).compactMap { r in
            let rule = program.rules[r]
            return rule.recognizer == i && rule.when == nil && rule.other != TechniqueProgram.anyRecognizer ? rule.other : nil
        }
    }

    /// The rule behind a relation `g` has with `other`, for the arena log (`rule `…` (simultaneous …)`):
    /// asked only when a line is written, so nothing is counted or logged here.
    func relationRule(_ relation: GestureRelation, _ g: GestureRecognizer, _ other: GestureRecognizer) -> String? {
        let r: Int? =
            switch relation {
            case .simultaneous: pairRule(.simultaneous, g, other, symmetric: true, quiet: true)
            case .requiresFailure: pairRule(.shouldRequireFailureOf, g, other, symmetric: false, quiet: true)
            case .requiredToFail: pairRule(.shouldBeRequiredToFailBy, g, other, symmetric: false, quiet: true)
            }
        return r.map { program.rules[$0].summary }
    }

    /// Rule `r`'s condition or value could not be evaluated (`sqrt(-1)`, a division by zero): a
    /// `WARNING` event, once per rule and message for as long as the technique is on. The rule is
    /// still asked every time and counts as not holding each time; only the log is quieter — a failing
    /// `didScroll` rule would otherwise log every tick of a scroll (audit finding 7, session 24).
    func warn(rule r: Int, _ message: String) {
        let warning = TechniqueWarning(rule: r, message: message)
        guard !warned.contains(warning) else { return }  // a few at most: a list, not a set (wasm size)
        warned.append(warning)
        note("WARNING \(program.rules[r].summary): \(message)", rule: r, count: false)
    }

    /// Action `a` of rule `r` could not be evaluated: the WARNING names the assignment, whose text the
    /// error's column points into (`set[0] `target.y = 1 / x`: column 3: division by zero`).
    func warn(rule r: Int, action a: TechniqueProgram.Action, _ message: String) {
        let set = program.rules[r].source.set?[a.index]
        warn(rule: r, "set[\(a.index)] `\(set?.property ?? "") = \(set?.value ?? "")`: \(message)")
    }

    /// Logs a rule's decision or action in the events (and counts it).
    func note(_ text: String, rule r: Int, count: Bool = true) {
        if count { fired[r] += 1 }
        events.append(.event(SceneState.Event(t: now, name: text, page: nil, id: program.rules[r].source.name)))
    }
}
