import ScrollCore

/// The technique's rules on the real recognizers and scroll views: delegate questions answered by
/// the first rule whose condition holds (none: UIKit's default), scroll events acting in UIKit's
/// delegate order. Every rule that decides or acts is counted and logged in the events by name.
extension TechniqueController: TechniqueEventRunner {
    var ruleRecognizerCount: Int { recognizers.count }
    func ruleRecognizer(_ i: Int) -> GestureRecognizer? { recognizers[i] }
    /// The index of a recognizer of this scene (`outer.pan` 0, `list.pan` 1, `list.longPress` 2,
    /// `tabStrip.tap` 3 with a pager, `tabStrip.pan` 4).
    func index(of g: GestureRecognizer) -> Int? { recognizers.firstIndex { $0 === g } }
}

extension TechniqueController: ScrollViewDelegate {
    func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        now = max(now, time)
        guard let v = scrollViews.firstIndex(where: { $0 === scrollView }) else {
            return tabStripDidEmit(scrollView, event: event, at: time)
        }
        if !event.isPerTick { events.append(.event(SceneState.Event(event, id: scrollView.id, at: time))) }
        pagerDidRest(scrollView, event: event, at: time)
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

    func perform(_ a: TechniqueProgram.Action, rule r: Int) {
        let value: ExpressionValue
        do { value = try a.value.evaluate(in: self) } catch {
            return warn(rule: r, action: a, error.message)
        }
        switch (a.target, value) {
        case (.offset(let v, let axis), .number(let x)):
            var p = scrollViews[v].contentOffset
            p[axis] = x
            scrollViews[v].assignContentOffset(p, at: now, movingDeceleration: true)
        case (.scrollEnabled(let v), .boolean(let on)):
            guard scrollViews[v].isScrollEnabled != on else { return }
            // Logged first: turning it off ends the drag inside the setter (UIKit), and the log reads
            // cause, then effect (willEndDragging … after the assignment).
            note("\(program.rules[r].summary): \(program.views.names[v]).isScrollEnabled = \(on)", rule: r, count: false)
            // UIKit's isScrollEnabled: the pan with it, so turning it off mid-drag cancels the drag.
            if on {
                scrollViews[v].isScrollEnabled = true
                drivers[v].pan.isEnabled = true
            } else {
                drivers[v].pan.disable(because: program.rules[r].summary)
                scrollViews[v].isScrollEnabled = false
            }
        case (.bounces(let v), .boolean(let on)):
            scrollViews[v].bounces = on
        case (.showsIndicator(let v), .boolean(let on)):
            showsIndicator[v] = on
        case (.recognizerEnabled(let v), .boolean(let on)):
            if v == program.views.tabStripPan { return tabStrip.allowScrollPan(on, because: program.rules[r].summary) }
            if on { recognizers[v]?.isEnabled = true } else { recognizers[v]?.disable(because: program.rules[r].summary) }
        case (.takesAnyDirection(let v), .boolean(let on)):
            drivers[v].takesAnyDirection = on
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
