import ScrollCore

/// The nested page scene's state JSON (DESIGN.md "State").
extension NestedPageController {
    func writeState(into state: inout SceneState) {
        if page.hasHeader {
            state.header = SceneState.Header(
                height: page.headerHeight, collapse: page.collapse, maxCollapse: page.maxCollapse, isStuck: page.isStuck)
        }
        let pager = page.pager
        state.pager = SceneState.Pager(
            page: page.currentPage, pageCount: page.pages.count, offset: pager.contentOffset.x, state: pager.state.rawValue)
        var pages: [SceneState.Page] = []
        for (i, p) in page.pages.enumerated() {
            let generation = runtime.generation(i)
            pages.append(
                SceneState.Page(
                    index: i, loaded: p.isLoaded, contentOffset: page.listOffset(i), contentHeight: p.contentHeight,
                    state: page.lists[i].state.rawValue,
                    bottomInset: runtime.ownsBottomInset || p.appBottomInset > 0 ? p.appBottomInset : nil,
                    generation: generation > 0 ? generation : nil))
        }
        state.pages = pages
        state.scrollViews = scrollViewStates()
        if page.policy.refresh != .none {
            state.refresh = SceneState.Refresh(
                state: page.refreshState.rawValue, threshold: definition.refreshThreshold, hold: definition.refreshHold,
                duration: definition.refreshDuration)
        }
        var events = page.events.map { SceneState.Event(t: $0.time, name: $0.name, page: $0.page, id: nil) }
        events += detailEvents
        events += log.events
        events += techniqueFile?.warningEvents ?? []
        state.events = events.sorted { $0.t < $1.t }
        writeTechnique(into: &state)
        writeFrame(into: &state)
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] {
        var views: [SceneState.ScrollViewState] = []
        if page.hasHeader {
            views.append(
                SceneState.ScrollViewState(
                    id: "header", offset: .init(Point(x: 0, y: page.collapse)),
                    contentSize: .init(width: viewport.width, height: page.headerHeight),
                    velocity: .init(Point(x: 0, y: page.verticalVelocity)), state: page.verticalState.rawValue))
        }
        views.append(SceneState.ScrollViewState(page.pager))
        for (i, p) in page.pages.enumerated() {
            let list = page.lists[i]
            let st = list.state.rawValue
            views.append(
                SceneState.ScrollViewState(
                    id: list.id, offset: .init(Point(x: 0, y: page.listOffset(i))),
                    contentSize: .init(width: viewport.width, height: p.contentHeight), velocity: .init(list.velocity), state: st,
                    scrollEnabled: list.isScrollEnabled ? nil : false))
        }
        for c in carousels { views.append(SceneState.ScrollViewState(c.model)) }
        if let h = headerCarousel { views.append(SceneState.ScrollViewState(h.model)) }
        // A strip whose tabs do not all fit is a scroll view of its own (one that fits is not listed).
        if let s = strip, s.model.scrolls(.horizontal) { views.append(SceneState.ScrollViewState(s.model)) }
        return views
    }
}
