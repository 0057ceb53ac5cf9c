/// Rotation (R): the scene is rebuilt for the new viewport and the new page takes the old one's
/// session over.
extension NestedPage {
    /// Takes over `old`'s session at `time` (`old` laid out for another viewport, same pages):
    /// - the current page, and the pager on it (a page change under way goes on to its page);
    /// - each page's content height (reloads), loaded state, app bottom inset and offset in points — rows keep their heights
    ///   whatever the width, so the row at each list's top stays at its top;
    /// - the header height and collapse: stuck stays stuck, any other collapse is clamped to the
    ///   new range (the list offset is kept, so clamping moves the header, not the reading position);
    /// - the refresh (state, timer, hold) and a running fling or bounce, which carries on with its
    ///   velocity against the new range (`ScrollView.takeOver`);
    /// - the event log (the session's record; nothing is logged for the rebuild itself).
    public func carry(from old: NestedPage, at time: Double) {
        // Loading pages keep their arrival times (the rebuilt page's own first loads are dropped).
        for i in pages.indices { pages[i].loadsAt = old.pages.indices.contains(i) ? old.pages[i].loadsAt : nil }
        advance(to: time)
        old.advance(to: time)
        let log = old.events
        headerHeight = old.headerHeight
        tabStripHeight = old.tabStripHeight
        for i in pages.indices where old.pages.indices.contains(i) {
            pages[i].declaredContentHeight = old.pages[i].declaredContentHeight  // reloads
            pages[i].appBottomInset = old.pages[i].appBottomInset
            pages[i].offset = old.pages[i].offset
            if old.pages[i].isLoaded { finishLoad(i) }
            configureList(i)
        }
        currentPage = min(old.currentPage, pages.count - 1)
        load(currentPage)
        restingCollapse = old.isStuck ? collapseLimit(currentPage) : min(old.restingCollapse, collapseLimit(currentPage))
        clampToPage()
        carryRefresh(from: old)
        carryVerticalMotion(from: old)
        carryPager(from: old)
        wasStuck = isStuck
        didChange()
        events = log
    }

    private func carryRefresh(from old: NestedPage) {
        refreshState = old.refreshState
        refreshStart = old.refreshStart
        refreshChangedAt = old.refreshChangedAt
        let hold = old.currentList.contentInset
        if hold != .zero {
            syncing = true
            currentList.contentInset = hold
            syncing = false
        }
    }

    /// The chain position of the new collapse and offset (and the old overscroll, scaled to the new
    /// band), moving as the old one moved.
    private func carryVerticalMotion(from old: NestedPage) {
        let s = restingCollapse + pages[currentPage].offset
        let target = old.currentList.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        // didScroll splits the position between header and list (splitChainPosition) as a drag would.
        currentList.takeOver(from: old.currentList, offset: Point(x: 0, y: s), target: target, at: now)
    }

    private func carryPager(from old: NestedPage) {
        let w = viewport.width
        let x = old.pagerProgress * w
        var target: Point?
        if let (sim, _) = old.pager.simulation(.horizontal) {
            target = Point(x: Double(old.pageIndex(atPagerOffset: sim.finalPosition)) * w, y: 0)
        }
        syncing = true
        pager.takeOver(from: old.pager, offset: Point(x: x, y: 0), target: target ?? Point(x: Double(currentPage) * w, y: 0), at: now)
        syncing = false
        loadVisiblePages()
    }
}
