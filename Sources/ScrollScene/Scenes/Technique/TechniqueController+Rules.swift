import ScrollCore

/// The technique's rules on the real recognizers and scroll views: delegate questions answered by
/// the first rule whose condition holds (none: UIKit's default), scroll events acting in UIKit's
/// delegate order. Every rule that decides or acts is counted and logged in the events by name.
extension TechniqueController {
    func rules(_ on: AppTechnique.Event) -> [Int] { program.rules(on) }

    func installRules() {
        for (i, pan) in recognizers.enumerated() {
            if rules(.shouldBegin).contains(where: { program.rules[$0].recognizer == i }) {
                pan.shouldBegin { [unowned self] _ in self.shouldBegin(i) }
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
            if rules(.shouldReceive).contains(where: { program.rules[$0].recognizer == i }) {
                let down = pan.onTouchDown
                pan.onTouchDown { [unowned self] g, e in
                    if let why = self.refusesTouch(i) {
                        g.request(.failed, reason: why)
                    } else {
                        down?(g, e)
                    }
                }
            }
        }
    }

    /// The index of a recognizer of this scene (`outer.pan` 0, `list.pan` 1, `list.longPress` 2).
    func index(of g: GestureRecognizer) -> Int? { recognizers.firstIndex { $0 === g } }

    /// Whether rule `r`'s condition holds now; an evaluation error is logged and counts as false.
    func holds(_ r: Int) -> Bool {
        guard let w = program.rules[r].when else { return true }
        do {
            return try w.condition(in: self)
        } catch {
            note("WARNING \(program.rules[r].summary): \(error.message)", rule: r, count: false)
            return false
        }
    }

    func shouldBegin(_ i: Int) -> GestureVerdict {
        for r in rules(.shouldBegin) where program.rules[r].recognizer == i && holds(r) {
            let answer = program.rules[r].source.answer ?? false
            note("\(program.rules[r].summary) → \(answer ? "begin" : "fail")", rule: r)
            return answer ? .allow : .deny("\(program.rules[r].summary) → fail")
        }
        return .allow
    }

    func refusesTouch(_ i: Int) -> String? {
        for r in rules(.shouldReceive) where program.rules[r].recognizer == i && holds(r) {
            let answer = program.rules[r].source.answer ?? false
            note("\(program.rules[r].summary) → \(answer ? "receive" : "ignore")", rule: r)
            return answer ? nil : "shouldReceive=false (\(program.rules[r].summary))"
        }
        return nil
    }

    /// A pair relation between `a` and `b` as the rules of `on` state it.
    func pair(_ on: AppTechnique.Event, _ a: GestureRecognizer, _ b: GestureRecognizer, symmetric: Bool) -> Bool {
        guard let x = index(of: a), let y = index(of: b) else { return false }
        for r in rules(on) {
            let rule = program.rules[r]
            let matches = (rule.recognizer == x && rule.other == y) || (symmetric && rule.recognizer == y && rule.other == x)
            if matches && holds(r) {
                fired[r] += 1
                return true
            }
        }
        return false
    }

    /// Logs a rule's decision or action in the events (and counts it).
    func note(_ text: String, rule r: Int, count: Bool = true) {
        if count { fired[r] += 1 }
        events.append(.event(SceneState.Event(t: now, name: text, page: nil, id: program.rules[r].source.name)))
    }
}

extension TechniqueController: ScrollViewDelegate {
    func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        now = max(now, time)
        guard let v = scrollViews.firstIndex(where: { $0 === scrollView }) else { return }
        if !event.isPerTick { events.append(.event(SceneState.Event(event, id: scrollView.id, at: time))) }
        let on: AppTechnique.Event
        switch event {
        case .didScroll: on = .didScroll
        case .willBeginDragging: on = .willBeginDragging
        case .didEndDragging: on = .didEndDragging
        case .didEndDecelerating: on = .didEndDecelerating
        default: return  // willEndDragging rules run in scrollViewWillEndDragging, with the target
        }
        run(on, view: v)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard let v = scrollViews.firstIndex(where: { $0 === scrollView }) else { return }
        release = (velocity, targetContentOffset)
        run(.willEndDragging, view: v)
        if let r = release { targetContentOffset = r.target }
        release = nil
    }

    /// Runs the rules of `on` for view `v` in file order: each whose condition holds sets its properties.
    func run(_ on: AppTechnique.Event, view v: Int) {
        let candidates = program.rules(on, view: v)
        guard !candidates.isEmpty else { return }
        if on == .didScroll {
            guard reentry < Self.maximumReentry else {
                note(
                    "WARNING didScroll of \(program.views.names[v]) re-entered \(Self.maximumReentry) times: stopped (rules setting offsets pin each other)",
                    rule: candidates[0], count: false)
                return
            }
            reentry += 1
        }
        defer { if on == .didScroll { reentry -= 1 } }
        for r in candidates where holds(r) {
            fired[r] += 1
            for a in program.rules[r].actions { perform(a, rule: r) }
        }
    }

    func perform(_ a: TechniqueProgram.Action, rule r: Int) {
        let value: ExpressionValue
        do { value = try a.value.evaluate(in: self) } catch {
            return note("WARNING \(program.rules[r].summary): \(error.message)", rule: r, count: false)
        }
        switch (a.target, value) {
        case (.offset(let v, let axis), .number(let x)):
            var p = scrollViews[v].contentOffset
            p[axis] = x
            scrollViews[v].assignContentOffset(p, at: now)
        case (.scrollEnabled(let v), .boolean(let on)):
            guard scrollViews[v].isScrollEnabled != on else { return }
            // UIKit's isScrollEnabled: the pan with it, so turning it off mid-drag cancels the drag.
            if on {
                scrollViews[v].isScrollEnabled = true
                drivers[v].pan.isEnabled = true
            } else {
                drivers[v].pan.isEnabled = false
                scrollViews[v].isScrollEnabled = false
            }
            note("\(program.rules[r].summary): \(program.views.names[v]).isScrollEnabled = \(on)", rule: r, count: false)
        case (.bounces(let v), .boolean(let on)):
            scrollViews[v].bounces = on
        case (.showsIndicator(let v), .boolean(let on)):
            showsIndicator[v] = on
        case (.target(let axis), .number(let x)):
            release?.target[axis] = x
        case (.variable(let i), .number(let x)):
            // Written as text only when the state is (`TechniqueLogEntry`): a per-tick write formats nothing.
            if variables[i] != x { events.append(.variable(t: now, rule: r, variable: i, value: x)) }
            variables[i] = x
        default:
            break
        }
    }
}
