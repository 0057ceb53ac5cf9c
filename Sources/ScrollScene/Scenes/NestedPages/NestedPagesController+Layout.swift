import ScrollCore

/// Laying `nested-pages` out from its models, and keeping the outer header shared.
extension NestedPagesController {
    /// The outer page nearest the outer pager's offset.
    var outerIndex: Int {
        let w = viewport.width
        let x = outerPager.contentOffset.x
        guard w > 0, x.isFinite else { return 0 }
        return Int(min(max((x / w).rounded(), 0), Double(models.count - 1)))
    }

    /// The page whose chain the outer header shows: the shown one while it moves, else the one that
    /// moves (a second finger on the other page shown mid-swipe), else the shown one.
    var leaderIndex: Int {
        let j = outerIndex
        if models[j].verticalState != .idle { return j }
        return models.indices.first { models[$0].verticalState != .idle } ?? j
    }

    /// The outer part of page `j`'s collapse (negative: the outer header stretched).
    func outerCollapse(_ j: Int) -> Double { min(models[j].collapse, outerMaxCollapse) }

    /// Every page at rest but the leader takes the leader's outer collapse, keeping its lists'
    /// offsets: a plain page collapses as far; the nested page too while the outer header is not
    /// stuck (its inner header then expanded), and keeps its own inner collapse while it is.
    func syncFollowers() {
        let lead = leaderIndex
        let c = min(models[lead].restingCollapse, outerMaxCollapse)
        for (j, m) in models.enumerated() where j != lead && m.verticalState == .idle {
            let stuck = c >= outerMaxCollapse - 1e-9
            let target = j == nestedIndex && stuck ? max(outerMaxCollapse, m.restingCollapse) : c
            guard abs(m.restingCollapse - target) > 1e-9 else { continue }
            m.scroll(toListOffset: m.pages[m.currentPage].offset, collapse: target, animated: false, at: now)
        }
    }

    func layout(time: Double) {
        syncFollowers()
        let w = viewport.width
        let o = outer
        let c = outerCollapse(leaderIndex)
        if c >= 0 {
            outerHeader.frame = Rect(x: 0, y: -c, width: w, height: o.headerHeight)
            outerHeader.stretch = 0
        } else {
            outerHeader.frame = Rect(x: 0, y: 0, width: w, height: o.headerHeight - c)
            outerHeader.stretch = -c
        }
        let m = outerMaxCollapse
        outerHeader.contentAlpha = m > 0 ? min(1, max(0, 1 - 1.6 * max(0, c) / m)) : 1
        outerStrip.layout(
            frame: Rect(x: sides.left, y: o.headerHeight - c, width: w - sides.left - sides.right, height: o.stripHeight),
            progress: w > 0 ? outerPager.contentOffset.x / w : 0)
        pagesView.boundsOrigin = Point(x: outerPager.contentOffset.x, y: 0)
        let visible = outerPager.contentOffset.x
        for (j, v) in pageViews.enumerated() {
            v.frame = Rect(x: Double(j) * w, y: 0, width: w, height: viewport.height)
            v.isHidden = v.frame.maxX <= visible || v.frame.minX >= visible + w
            if j == nestedIndex { layoutNested() } else { layoutPlain(j) }
        }
    }

    private func layoutPlain(_ j: Int) {
        let page = models[j]
        let l = lists[j][0]
        l.frame = Rect(x: 0, y: page.listTop, width: viewport.width, height: max(0, page.contentBottom - page.listTop))
        l.boundsOrigin = Point(x: 0, y: page.listOffset(0))
        l.rowCount = runtimes[j].rows(0)
        l.generation = runtimes[j].generation(0)
    }

    /// The inner header under the outer strip, the inner strip, the inner pager and its lists.
    private func layoutNested() {
        let w = viewport.width
        let page = nested
        let h2 = definition.header?.height ?? 150
        innerHeader.frame = Rect(x: 0, y: page.tabStripTop - h2, width: w, height: h2)
        let inner = max(0, page.collapse - outerMaxCollapse)
        innerHeader.contentAlpha = h2 > 0 ? min(1, max(0, 1 - 1.6 * inner / h2)) : 1
        innerStrip.layout(
            frame: Rect(x: sides.left, y: page.tabStripTop, width: w - sides.left - sides.right, height: page.tabStripHeight),
            progress: page.pagerProgress)
        let listTop = page.listTop
        let listHeight = max(0, page.contentBottom - listTop)
        innerPagerView.frame = Rect(x: 0, y: listTop, width: w, height: listHeight)
        innerPagerView.boundsOrigin = Point(x: page.pager.contentOffset.x, y: 0)
        let visible = innerPagerView.boundsOrigin.x
        for (i, l) in lists[nestedIndex].enumerated() {
            l.frame = Rect(x: Double(i) * w, y: 0, width: w, height: listHeight)
            l.isHidden = l.frame.maxX <= visible || l.frame.minX >= visible + w
            l.boundsOrigin = Point(x: 0, y: page.listOffset(i))
            let loaded = page.pages[i].isLoaded
            l.rowCount = loaded ? runtimes[nestedIndex].rows(i) : 0
            l.generation = runtimes[nestedIndex].generation(i)
            l.emptyText = loaded ? (definition.pages?[i].empty ?? "Nothing here yet") : "Loading…"
        }
    }
}
