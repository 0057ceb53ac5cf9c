import ScrollCore

/// The scene's keys, state, invariants and rotation.
extension ChatHistoryController {
    /// C: the technique on or off (`switchedToTechnique` / `switchedToChain`).
    func switchTechnique(at time: Double) {
        technique.toggle(log: log, at: time)
        updateTitle()
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool { model.state == .idle && loadArrival == nil && pendingFix == nil }

    func layout(time: Double) {
        list.boundsOrigin = model.contentOffset
    }

    func writeState(into state: inout SceneState) {
        state.scrollViews = [SceneState.ScrollViewState(model)]
        state.events = Array(log.events)
        technique.write(into: &state)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: list.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out: [String] = []
        if !model.contentOffset.y.isFinite { out.append("main offset non-finite") }
        if abs(model.overscroll(.vertical)) >= model.boundsSize.height { out.append("main overscroll beyond the rubber band") }
        if abs(model.contentSize.height - list.contentHeight) > 1e-6 { out.append("main content height differs from its rows") }
        if older < 0 { out.append("more older messages loaded than there were") }
        return out
    }

    func apply(_ feel: Feel) { model.feel = feel }

    /// Rotation keeps the messages, the batch under way, the technique, the offset and a running fling.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? ChatHistoryController else { return }
        now = max(now, time)
        older = old.older
        arrived = old.arrived
        loadArrival = old.loadArrival
        technique.adopt(old.technique)
        pendingFix = old.pendingFix
        list.rowCount = old.list.rowCount
        numberRows()
        updateTitle()
        model.contentSize = Size(width: model.contentSize.width, height: list.contentHeight)
        let target = old.model.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        model.takeOver(from: old.model, offset: old.model.contentOffset, target: target, at: now)
        log.carry(from: old.log)
    }
}
