import ScrollCore

/// The scene's keys, state, invariants and rotation.
extension CarouselLeakController {
    /// C switches the technique.
    func handles(_ command: SceneCommand) -> Bool { command == .switchTechnique }

    func perform(_ command: SceneCommand, at time: Double) {
        guard command == .switchTechnique else { return }
        techniqueShown = true
        setTechnique(!techniqueOn)
        let name = techniqueOn ? "switchedToTechnique" : "switchedToChain"
        log.append(SceneState.Event(t: time, name: name, page: nil, id: Self.techniqueID))
    }

    func scrollToTop(at time: Double) {}

    var isIdle: Bool { pager.state == .idle && carousels.allSatisfy { $0.model.state == .idle } }

    func writeState(into state: inout SceneState) {
        state.pager = SceneState.Pager(page: page, pageCount: count, offset: pager.contentOffset.x, state: pager.state.rawValue)
        state.scrollViews = [SceneState.ScrollViewState(pager)] + carousels.map { SceneState.ScrollViewState($0.model) }
        state.events = Array(log.events)
        guard techniqueShown else { return }
        state.gallery = SceneState.Gallery(
            technique: Self.techniqueID, running: techniqueOn ? "technique" : "chain", bug: Self.bug, source: Self.source)
    }

    func scrollInfos() -> [ScrollViewInfo] { CarouselPages.scrollInfos(pager: pager, pages: pagesView, carousels: carousels, page: page) }

    func invariantViolations() -> [String] {
        var out: [String] = []
        if !pager.contentOffset.x.isFinite || !carousels.allSatisfy({ $0.model.contentOffset.x.isFinite }) {
            out.append("pager or carousel offsets non-finite")
        }
        if abs(pager.overscroll(.horizontal)) >= viewport.width { out.append("pager overscroll beyond the rubber band") }
        return out
    }

    func apply(_ feel: Feel) {
        pager.feel = feel
        for c in carousels { c.model.feel = feel }
    }

    /// Rotation keeps the technique, the page and the carousels' offsets (motion ends: the pages' width changed).
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? CarouselLeakController else { return }
        now = max(now, time)
        techniqueShown = old.techniqueShown
        setTechnique(old.techniqueOn)
        pager.setContentOffset(Point(x: viewport.width * Double(min(old.page, count - 1)), y: 0), animated: false, at: now)
        for (c, o) in zip(carousels, old.carousels) {
            let x = min(max(o.model.contentOffset.x, c.model.minOffset(.horizontal)), c.model.maxOffset(.horizontal))
            c.model.setContentOffset(Point(x: x, y: 0), animated: false, at: now)
        }
        log.carry(from: old.log)
    }
}
