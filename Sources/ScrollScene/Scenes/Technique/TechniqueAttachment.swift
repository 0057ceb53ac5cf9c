import ScrollCore

/// A technique file's rules installed on an existing controller's recognizers (a nested page's
/// `header.pan`, `tabStrip.pan`, `pager.pan`, `header.carousel.pan`, `page.N.list.pan`), by the same
/// engine as a technique scene's (`TechniqueRunner`, docs/TECHNIQUES.md "On a nested page"). C turns
/// it on: the relations and answers are installed, then the `didTurnOn` rules run; C turns it off: the
/// `didTurnOff` rules run, then everything installing or a rule changed goes back as it was.
final class TechniqueAttachment: TechniqueRunner {
    let program: TechniqueProgram
    var fired: [Int]
    var events = BoundedLog<TechniqueLogEntry>(capacity: 500)
    var now = 0.0
    var receiving: (recognizer: Int, location: Point)?
    var warned: [TechniqueWarning] = []
    var variables: [Double]
    /// By the program's recognizer index; nil where the controller builds no such view (no strip).
    let recognizers: [GestureRecognizer?]
    let drivers: [ScrollViewPanDriver?]
    /// The host's own booleans (`TechniqueViews.hostSettables`), read and written through it.
    let hostProperties: [(get: () -> Bool, set: (Bool) -> Void)]
    /// The host's header quantities (`TechniqueViews.hostHeader`: `header.collapse` …), or nil.
    let header: ((TechniqueQuantity.Header) -> ExpressionValue)?
    /// Lays the host's list (by view index) out at an offset (`page.N.list.offset.y`).
    let layOutList: ((Int, Double) -> Void)?
    /// The release being decided (`willEndDragging` of `header`: `velocity.*`, `target.*`).
    private var release: (velocity: Point, target: Point)?
    /// The list whose rows arrive (`didLoadRows`), by view index.
    private var loading: Int?
    /// Whether a rule set `target.*` (`willScroll`).
    private var targetSet = false
    /// Each host boolean before a rule first set it (nil: untouched since C turned it on).
    private var hostOriginals: [Bool?]
    private(set) var isOn = false
    /// `isEnabled` as the technique's rules set it, while on (nil: untouched); the controller's own
    /// switches (D) combine with it.
    private(set) var enabled: [Bool?]
    /// `takesAnyDirection` as the rules set it, while on.
    private var anyDirection: [Bool?]

    /// What the controller had before the first install (`isEnabled`, `takesAnyDirection`: before a
    /// rule first set them): put back at every removal.
    private struct Original {
        var isEnabled: Bool
        var takesAnyDirection: Bool
        var simultaneous: ((GestureRecognizer, GestureRecognizer) -> Bool)?
        var requireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
        var requiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?
        var shouldBegin: ((GestureRecognizer) -> GestureVerdict)?
        var touchDown: ((GestureRecognizer, PointerEvent) -> Void)?
    }
    private var originals: [Original?]

    /// The technique compiled against `names` (`NAME.pan` each), on these recognizers and drivers.
    init(
        program: TechniqueProgram, recognizers: [GestureRecognizer?], drivers: [ScrollViewPanDriver?],
        hostProperties: [(get: () -> Bool, set: (Bool) -> Void)] = [],
        header: ((TechniqueQuantity.Header) -> ExpressionValue)? = nil, layOutList: ((Int, Double) -> Void)? = nil
    ) {
        self.program = program
        self.header = header
        self.layOutList = layOutList
        self.recognizers = recognizers
        self.drivers = drivers
        self.hostProperties = hostProperties
        hostOriginals = Array(repeating: nil, count: hostProperties.count)
        fired = Array(repeating: 0, count: program.rules.count)
        variables = program.initialValues
        enabled = Array(repeating: nil, count: recognizers.count)
        anyDirection = enabled
        originals = recognizers.map { g in
            g.map { g in
                Original(
                    isEnabled: g.isEnabled, takesAnyDirection: false, simultaneous: g.shouldRecognizeSimultaneously,
                    requireFailure: g.shouldRequireFailure, requiredToFail: g.shouldBeRequiredToFail, shouldBegin: g.shouldBegin,
                    touchDown: g.onTouchDown)
            }
        }
        for (i, d) in drivers.enumerated() { originals[i]?.takesAnyDirection = d?.takesAnyDirection ?? false }
    }

    /// Whether the rules leave `g` enabled (true when off, or when no rule set its `isEnabled`).
    func leavesEnabled(_ g: GestureRecognizer) -> Bool { index(of: g).flatMap { enabled[$0] } ?? true }

    var ruleRecognizerCount: Int { recognizers.count }
    func ruleRecognizer(_ i: Int) -> GestureRecognizer? { recognizers[i] }
    func index(of g: GestureRecognizer) -> Int? { recognizers.firstIndex { $0 === g } }

    /// C on: the rules' answers installed (a recognizer without a `shouldBegin` rule keeps its own),
    /// then `didTurnOn`'s assignments.
    func turnOn(at time: Double) {
        guard !isOn else { return }
        now = max(now, time)
        isOn = true
        warned = []  // turned on again: its failures are news again
        installRules(fallback: originals.map { $0?.shouldBegin })
        run(.didTurnOn)
    }

    /// C off: `didTurnOff`'s assignments, then the recognizers as they were before the first install.
    func turnOff(at time: Double) {
        guard isOn else { return }
        now = max(now, time)
        run(.didTurnOff)
        isOn = false
        for (i, o) in originals.enumerated() {
            guard let o, let g = recognizers[i] else { continue }
            // Only what installing or a rule changed: the controller's own later changes stay.
            if rules(.simultaneous).contains(where: { program.rules[$0].recognizer == i || program.rules[$0].other == i }) {
                g.shouldRecognizeSimultaneously = o.simultaneous
            }
            if !rules(.shouldRequireFailureOf).isEmpty { g.shouldRequireFailure = o.requireFailure }
            if !rules(.shouldBeRequiredToFailBy).isEmpty { g.shouldBeRequiredToFail = o.requiredToFail }
            g.relationReason = nil  // the page's own recognizers name no rule
            g.failureRequirementCandidates = nil
            if rules(.shouldBegin).contains(where: { program.rules[$0].recognizer == i }) {
                g.shouldBegin { o.shouldBegin?($0) ?? .allow }
            }
            if rules(.shouldReceive).contains(where: { program.rules[$0].recognizer == i }) {
                g.onTouchDown { o.touchDown?($0, $1) }
            }
            if enabled[i] != nil { g.isEnabled = o.isEnabled }
            if anyDirection[i] != nil { drivers[i]?.takesAnyDirection = o.takesAnyDirection }
        }
        anyDirection = Array(repeating: nil, count: recognizers.count)
        for (i, o) in hostOriginals.enumerated() { if let o { hostProperties[i].set(o) } }
        hostOriginals = Array(repeating: nil, count: hostProperties.count)
        enabled = Array(repeating: nil, count: recognizers.count)
    }

    /// The host's release of view `v` (a nested page's header: `target` the collapse its landing
    /// leaves): while on, its `willEndDragging` rules in file order may set `target.y`; the target.
    func willEndDragging(view v: Int, velocity: Point, target: Point) -> Point {
        guard isOn else { return target }
        release = (velocity, target)
        defer { release = nil }
        run(.willEndDragging, view: v)
        return release?.target ?? target
    }

    /// The host's programmatic scroll (`willScrollToRow`, `willScrollToTop` of view `v`, `target` the
    /// collapse it leaves the header at by default): while on, its rules; the target, and whether a
    /// rule set it (the app scrolls the list itself).
    func willScroll(_ on: AppTechnique.Event, view v: Int, target: Point) -> (target: Point, isSet: Bool) {
        guard isOn else { return (target, false) }
        release = (Point(x: 0, y: 0), target)
        targetSet = false
        defer { release = nil }
        run(on, view: v)
        return (release?.target ?? target, targetSet)
    }

    /// The host's list of view `v` got its rows late: while on, the `didLoadRows` rules of `list` (any)
    /// and of that list, in file order; `list.offset.y` is that list's.
    func didLoadRows(view v: Int) {
        guard isOn else { return }
        loading = v
        defer { loading = nil }
        for r in rules(.didLoadRows) where [v, TechniqueViews.anyList].contains(program.rules[r].view) && holds(r) {
            fired[r] += 1
            for a in program.rules[r].actions { perform(a, rule: r) }
        }
    }

    /// The rules of an event (of view `v`; nil: a switch event's), in file order: each whose condition
    /// holds sets its properties.
    private func run(_ on: AppTechnique.Event, view v: Int? = nil) {
        for r in v.map({ program.rules(on, view: $0) }) ?? rules(on) where holds(r) {
            fired[r] += 1
            for a in program.rules[r].actions { perform(a, rule: r) }
        }
    }

    private func perform(_ a: TechniqueProgram.Action, rule r: Int) {
        let value: ExpressionValue
        do { value = try a.value.evaluate(in: self) } catch {
            return warn(rule: r, action: a, error.message)
        }
        switch (a.target, value) {
        case (.recognizerEnabled(let i), .boolean(let on)):
            if enabled[i] == nil { originals[i]?.isEnabled = recognizers[i]?.isEnabled ?? true }
            enabled[i] = on
            if on { recognizers[i]?.isEnabled = true } else { recognizers[i]?.disable(because: program.rules[r].summary) }
        case (.takesAnyDirection(let i), .boolean(let on)):
            if anyDirection[i] == nil { originals[i]?.takesAnyDirection = drivers[i]?.takesAnyDirection ?? false }
            anyDirection[i] = on
            drivers[i]?.takesAnyDirection = on
        case (.hostProperty(let i), .boolean(let on)):
            if hostOriginals[i] == nil { hostOriginals[i] = hostProperties[i].get() }
            hostProperties[i].set(on)
        case (.listOffset(let v), .number(let x)):
            if let w = v == TechniqueViews.anyList ? loading : v { layOutList?(w, x) }
        case (.target(let axis), .number(let x)):
            release?.target[axis] = x
            targetSet = true
        case (.variable(let i), .number(let x)):
            if variables[i] != x { events.append(.variable(t: now, rule: r, variable: i, value: x)) }
            variables[i] = x
        default:
            break  // the compiler refuses every other property on a nested page
        }
    }
}

extension TechniqueAttachment {
    func value(_ q: TechniqueQuantity) -> ExpressionValue? {
        switch q {
        case .variable(let i): return .number(variables[i])
        case .header(let q): return header?(q)
        case .release(let q): return release.map { TechniqueController.releaseValue(q, velocity: $0.velocity, target: $0.target) }
        case .pan(let i, let q):
            guard let pan = recognizers[i] as? PanGestureRecognizer else { return nil }
            return TechniqueController.panValue(pan, q)
        default: return nil  // not declared on a nested page (`TechniqueNames`)
        }
    }
}
