import ScrollCore

/// `nested-pages`' state JSON, overlays and invariants.
extension NestedPagesController {
    /// `header` is the outer header (collapse: the shown page's outer part); `pager` the outer pager;
    /// `pages` the nested page's inner pages. `scrollViews`: `header` (outer collapse), `innerHeader`
    /// (the nested page's inner collapse), `outer.pager`, `pager` (inner), every list.
    func writeState(into state: inout SceneState) {
        let c = outerCollapse(leaderIndex)
        state.header = SceneState.Header(
            height: outer.headerHeight, collapse: c, maxCollapse: outerMaxCollapse, isStuck: c >= outerMaxCollapse - 1e-9)
        state.pager = SceneState.Pager(
            page: outerIndex, pageCount: models.count, offset: outerPager.contentOffset.x, state: outerPager.state.rawValue)
        state.pages = nested.pages.enumerated().map { i, p in
            SceneState.Page(
                index: i, loaded: p.isLoaded, contentOffset: nested.listOffset(i), contentHeight: p.contentHeight,
                state: nested.lists[i].state.rawValue, bottomInset: nil, generation: nil)
        }
        state.scrollViews = scrollViewStates()
        var events: [SceneState.Event] = []
        for (j, m) in models.enumerated() {
            let id = j == nestedIndex ? "nested" : "outer.\(j)"
            events += m.events.map { SceneState.Event(t: $0.time, name: $0.name, page: $0.page, id: id) }
        }
        events += log.events
        events += techniqueFile?.warningEvents ?? []
        state.events = events.sorted { $0.t < $1.t }
        writeOwnTechnique(into: &state)
        let t = NestedPageTechnique.innerPagerKeepsDrag
        guard techniqueBadge != nil, ownTechniqueName == nil else { return }  // once the technique has run (C, or `handoff` false)
        state.gallery = SceneState.Gallery(
            technique: t.rawValue, running: handoff.policy == .never ? "technique" : "chain", bug: t.bug, source: t.source)
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] {
        let w = viewport.width
        let lead = models[leaderIndex]
        var views = [
            SceneState.ScrollViewState(
                id: "header", offset: .init(Point(x: 0, y: outerCollapse(leaderIndex))),
                contentSize: .init(width: w, height: outer.headerHeight), velocity: .init(Point(x: 0, y: lead.verticalVelocity)),
                state: lead.verticalState.rawValue),
            SceneState.ScrollViewState(
                id: "innerHeader", offset: .init(Point(x: 0, y: max(0, nested.collapse - outerMaxCollapse))),
                contentSize: .init(width: w, height: definition.header?.height ?? 150),
                velocity: .init(Point(x: 0, y: nested.verticalVelocity)), state: nested.verticalState.rawValue),
            SceneState.ScrollViewState(outerPager), SceneState.ScrollViewState(nested.pager),
        ]
        for m in models {
            for (i, p) in m.pages.enumerated() {
                let l = m.lists[i]
                views.append(
                    SceneState.ScrollViewState(
                        id: l.id, offset: .init(Point(x: 0, y: m.listOffset(i))), contentSize: .init(width: w, height: p.contentHeight),
                        velocity: .init(l.velocity), state: l.state.rawValue))
            }
        }
        for s in [outerStrip.model, innerStrip.model] where s.scrolls(.horizontal) { views.append(SceneState.ScrollViewState(s)) }
        return views
    }

    func scrollInfos() -> [ScrollViewInfo] {
        let screen = Rect(origin: .zero, size: viewport)
        let j = leaderIndex
        let m = models[j]
        let i = m.currentPage
        let listView = lists[j][i]
        let frame = listView.frameInRoot.intersection(screen)
        var out = [
            ScrollViewInfo(
                id: m.lists[i].id, frame: frame, axis: .vertical, offset: m.listOffset(i), minOffset: 0,
                maxOffset: m.maxOffset(i, collapse: m.restingCollapse), velocity: m.verticalVelocity, state: m.verticalState)
        ]
        out.append(ScrollViewInfo(outerPager, frame: pagesView.frameInRoot.intersection(screen), axis: .horizontal))
        if !pageViews[nestedIndex].isHidden {
            out.append(ScrollViewInfo(nested.pager, frame: innerPagerView.frameInRoot.intersection(screen), axis: .horizontal))
        }
        return out
    }

    func marks() -> SceneMarks {
        var m = SceneMarks()
        if outerMaxCollapse > 0 { m.stickyY = models[leaderIndex].stickyOffset }
        return m
    }

    /// Each model's own invariants, and the two sticky levels: the outer strip never above the status
    /// bar; the inner strip never above the outer strip's bottom, with no gap to the inner header or
    /// its lists; a plain page's list right under the outer strip; the outer header shared — every
    /// shown page at rest has the same outer collapse.
    func invariantViolations() -> [String] {
        var out: [String] = []
        for (j, m) in models.enumerated() { out += m.invariantViolations().map { "outer page \(j): \($0)" } }
        if !outerPager.contentOffset.x.isFinite { out.append("outer pager offset non-finite") }
        let lead = leaderIndex
        let c = outerCollapse(lead)
        let stripTop = outer.headerHeight - c
        let top = nested.stickyOffset - outer.stripHeight
        if stripTop < top - 1e-6 { out.append("outer strip (\(stripTop)) above the status bar (\(top))") }
        let stripBottom = stripTop + outer.stripHeight
        if lead == nestedIndex {
            if nested.tabStripTop < stripBottom - 1e-6 {
                out.append("inner strip (\(nested.tabStripTop)) above the outer strip's bottom (\(stripBottom))")
            }
        } else if abs(models[lead].listTop - stripBottom) > 1e-6 {
            out.append("gap or overlap between the outer strip (\(stripBottom)) and page \(lead)'s list (\(models[lead].listTop))")
        }
        let inner = innerStrip.view.frame
        if abs(inner.maxY - innerPagerView.frame.minY) > 1e-6 || abs(innerHeader.frame.maxY - inner.minY) > 1e-6 {
            out.append("gap or overlap between the inner header, strip and lists")
        }
        out += sharedHeaderViolations(lead)
        return out
    }

    /// Pages shown beside the leader, both at rest, show the same outer collapse.
    private func sharedHeaderViolations(_ lead: Int) -> [String] {
        guard models[lead].verticalState == .idle else { return [] }
        let w = viewport.width
        let x = outerPager.contentOffset.x
        let c = min(models[lead].restingCollapse, outerMaxCollapse)
        var out: [String] = []
        for (j, m) in models.enumerated() where j != lead && m.verticalState == .idle {
            let shown = Double(j + 1) * w > x && Double(j) * w < x + w
            let cj = min(m.restingCollapse, outerMaxCollapse)
            if shown && abs(cj - c) > 1e-6 { out.append("outer page \(j) shows outer collapse \(cj), page \(lead) \(c)") }
        }
        return out
    }
}
