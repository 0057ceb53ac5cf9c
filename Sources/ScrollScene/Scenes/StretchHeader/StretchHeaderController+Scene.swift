import ScrollCore

/// The scene's keys, state, invariants and rotation.
extension StretchHeaderController {
    /// C: the technique on or off (`switchedToTechnique` / `switchedToChain`).
    func switchTechnique(at time: Double) {
        technique.toggle(log: log, at: time)
        updateTitle()
    }

    var isIdle: Bool { model.state == .idle && release == nil }

    /// The header as the state's `header` (`collapse` of `maxCollapse`, stuck when collapsed); the list
    /// as its one page: `contentOffset` its own offset, less the stretch shown past its top.
    func writeState(into state: inout SceneState) {
        state.header = SceneState.Header(height: height, collapse: collapse, maxCollapse: range, isStuck: collapse >= range)
        state.scrollViews = [SceneState.ScrollViewState(model)]
        let shown = max(0, listOffset) - listStretch
        state.pages = [
            SceneState.Page(
                index: 0, loaded: true, contentOffset: shown, contentHeight: list.contentHeight, state: model.state.rawValue)
        ]
        state.events = Array(log.events)
        technique.write(into: &state)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: list.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out: [String] = []
        if !model.contentOffset.y.isFinite || !collapse.isFinite || !listOffset.isFinite { out.append("main offset or header non-finite") }
        if abs(model.overscroll(.vertical)) >= model.boundsSize.height { out.append("main overscroll beyond the band") }
        if collapse < -1e-9 || collapse > range + 1e-9 { out.append("the header outside 0…its collapse range") }
        // The split adds up: collapse + the list's offset is the engine's (the finger's past an end).
        let s = fingerOffset(model.contentOffset.y) - model.minOffset(.vertical)
        let chain = min(max(s, 0), model.maxOffset(.vertical) - model.minOffset(.vertical))
        if frozen == nil && abs(collapse + max(0, listOffset) - chain) > 1e-6 { out.append("header + list ≠ the engine's offset") }
        if frozen == nil && listOffset < 0 { out.append("the list pulled with no drag holding it") }
        return out
    }

    func apply(_ feel: Feel) { model.feel = feel }

    /// Rotation keeps the header, the technique, the split and a running fling.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? StretchHeaderController else { return }
        now = max(now, time)
        technique.adopt(old.technique)
        updateTitle()
        let target = old.model.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        model.takeOver(from: old.model, offset: old.model.contentOffset, target: target, at: now)
        collapse = old.collapse
        listOffset = max(0, old.listOffset)
        release = old.release
        layout(time: now)
    }
}
