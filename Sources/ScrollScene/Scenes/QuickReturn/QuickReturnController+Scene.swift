import ScrollCore

/// The scene's keys, state, invariants and rotation.
extension QuickReturnController {
    /// C: the technique on or off (`switchedToTechnique` / `switchedToChain`).
    func switchTechnique(at time: Double) {
        technique.toggle(log: log, at: time)
        updateTitle()
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool { model.state == .idle && !hidden.isAnimating }

    /// The bar as the state's `header`: `collapse` is how far it is hidden, `maxCollapse` its height,
    /// stuck when wholly hidden.
    func writeState(into state: inout SceneState) {
        state.header = SceneState.Header(height: height, collapse: hidden.value, maxCollapse: height, isStuck: hidden.value >= height)
        state.scrollViews = [SceneState.ScrollViewState(model)]
        state.events = Array(log.events)
        technique.write(into: &state)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: list.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out: [String] = []
        if !model.contentOffset.y.isFinite || !hidden.value.isFinite { out.append("main offset or bar non-finite") }
        if abs(model.overscroll(.vertical)) >= model.boundsSize.height { out.append("main overscroll beyond the rubber band") }
        if hidden.value < -1e-9 || hidden.value > height + 1e-9 { out.append("the bar outside 0…its height") }
        // Never a gap between the bar and the content's top (a spring may still be on its way).
        if !hidden.isAnimating && hidden.value > scrolled + 1e-6 { out.append("a gap between the bar and the list's top") }
        return out
    }

    func apply(_ feel: Feel) { model.feel = feel }

    /// Rotation keeps the bar, the technique, the offset and a running fling.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? QuickReturnController else { return }
        now = max(now, time)
        technique.adopt(old.technique)
        movingUp = old.movingUp
        updateTitle()
        let target = old.model.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        model.takeOver(from: old.model, offset: old.model.contentOffset, target: target, at: now)
        lastOffset = old.lastOffset
        hidden.set(old.hidden.value)
        log.carry(from: old.log)
    }
}
