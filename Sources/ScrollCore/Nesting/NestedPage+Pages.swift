/// Pages: switching, lazy loading, reloads, runtime geometry, scroll to top.
extension NestedPage {
    /// Shows page `i`: animated through the pager (0.3 s), or at once.
    public func selectPage(_ i: Int, animated: Bool, at time: Double) {
        guard pages.indices.contains(i) else { return }
        advance(to: time)
        pager.setContentOffset(Point(x: Double(i) * viewport.width, y: 0), animated: animated, at: now)
        if !animated { settlePager() }
    }

    /// The page index nearest to pager offset `x`, saturated before the Int conversion (no coordinate,
    /// however large, traps: #20).
    func pageIndex(atPagerOffset x: Double) -> Int {
        let w = viewport.width
        guard w > 0, x.isFinite else { return currentPage }
        return Int(min(max((x / w).rounded(), 0), Double(pages.count - 1)))
    }

    /// The pager came to rest: its page becomes the current one.
    func settlePager() {
        let p = pageIndex(atPagerOffset: pager.contentOffset.x)
        guard p != currentPage else { return }
        switchTo(p)
    }

    /// Makes `p` the current page: the old page keeps its offset (any motion on it ends at rest), the
    /// new page's engine takes the shared collapse.
    func switchTo(_ p: Int) {
        let old = currentPage
        stopVerticalMotion(at: now)
        let l = lists[old]
        if l.state != .idle && l.state != .dragging { l.setContentOffset(l.contentOffset, animated: false, at: now) }
        topOverscroll = 0
        bottomOverscroll = 0
        if l.contentInset != .zero {
            syncing = true
            l.contentInset = .zero  // a refresh hold stays with the page shown (it is dropped here)
            syncing = false
        }
        currentPage = p
        load(p)
        if !policy.keepsContentScrollPosition && !isStuck { pages[p].offset = 0 }
        clampToPage()
        sync(old)
        emit(.didScrollToPage(p))
        finishRefreshIfDone()
        didChange()
    }

    /// Keeps the collapse and the current list within what the current page allows, and puts the
    /// engines there.
    func clampToPage() {
        let i = currentPage
        restingCollapse = min(max(0, restingCollapse), collapseLimit(i))
        pages[i].offset = min(max(0, pages[i].offset), maxOffset(i, collapse: restingCollapse))
        for j in lists.indices { sync(j) }
    }

    /// Loads page `i`: at once, or with `policy.loadDelay` its rows arrive that much simulated time
    /// later (`pageWillLoad` now, `pageDidLoad` then; it shows "Loading…" meanwhile).
    func load(_ i: Int) {
        guard pages.indices.contains(i), !pages[i].isLoaded else { return }
        if policy.loadDelay > 0 {
            guard pages[i].loadsAt == nil else { return }
            pages[i].loadsAt = now + policy.loadDelay
            emit(.pageWillLoad(i))
            return
        }
        finishLoad(i)
    }

    /// Page `i`'s rows are here: its range grows under whatever runs on it — the offset shown is kept
    /// (a drag goes on from it, a fling keeps its velocity), so the page does not jump and the shared
    /// collapse (a stuck strip) stays.
    func finishLoad(_ i: Int) {
        guard pages.indices.contains(i), !pages[i].isLoaded else { return }
        pages[i].isLoaded = true
        pages[i].loadsAt = nil
        configureList(i, keepingShown: policy.loadDelay > 0)
        // The app's code at the arrival (a technique file's `didLoadRows`: reset-on-load's reload).
        if policy.loadDelay > 0 { delegate?.nestedPage(self, didLoadRowsOf: i) }
        sync(i)
        emit(.pageDidLoad(i))
    }

    /// Lays page `i`'s list out at offset `y` in one step, as the container does when it lays the page
    /// out again (reset-on-load's reload of an empty, then full list, `y` 0): its stored offset and, on
    /// the page shown, the chain's engine moved to `y` — the header follows the list (`didScroll`
    /// splits the jump: the engine at 0 is collapse 0, list 0). Whatever runs goes on from there: a
    /// drag adds the finger's next moves to the new offset (UIKit's pan), a fling keeps its velocity.
    public func layOutList(_ i: Int, atOffset y: Double) {
        guard pages.indices.contains(i), y.isFinite else { return }
        pages[i].offset = max(0, min(y, maxOffset(i, collapse: restingCollapse)))
        guard i == currentPage else { return }
        let l = lists[i]
        l.resizeContent(height: l.contentSize.height, shiftingOffsetBy: -(l.contentOffset.y - y), at: now)
    }

    /// The page whose rows arrive next, and when.
    func nextArrival() -> (Int, Double)? {
        var best: (Int, Double)?
        for (i, p) in pages.enumerated() {
            if let t = p.loadsAt, best == nil || t < best!.1 { best = (i, t) }
        }
        return best
    }

    /// Whether some page is still loading.
    public var hasPendingLoads: Bool { pages.contains { $0.loadsAt != nil } }

    /// Loads the pages the pager shows (lazy loading).
    func loadVisiblePages() {
        let w = viewport.width
        let x = pager.contentOffset.x
        guard w > 0, x.isFinite else { return }
        // Saturated in Double before the Int conversion (#20).
        let n = Double(pages.count)
        let first = Int(min(max((x / w).rounded(.down), 0), n - 1))
        let last = Int(min(max(((x + w) / w).rounded(.up) - 1, -1), n - 1))
        if first <= last { for i in first...last { load(i) } }
    }

    /// Replaces page `i`'s content height (seed 004's partial reload). Motion on it stops where it is
    /// shown; with `keepsContentScrollPosition` its offset is kept (clamped to the new content), else
    /// its list returns to its top. The shared collapse is kept (clamped). The current page reloads at
    /// once; another page is loaded again when next shown.
    public func reloadPage(_ i: Int, contentHeight: Double, at time: Double) {
        guard pages.indices.contains(i) else { return }
        advance(to: time)
        if i == currentPage { settleWhereShown() }
        pages[i].declaredContentHeight = max(0, contentHeight.isFinite ? contentHeight : 0)
        pages[i].isLoaded = false
        if !policy.keepsContentScrollPosition { pages[i].offset = 0 }
        // A reload's rows are there at once (`loadDelay` is for first loads): the reading position stays.
        if i == currentPage { finishLoad(i) } else { configureList(i) }
        clampToPage()
        didChange()
    }

    /// Reloads every page (seed 004's global reload) with new content heights. With
    /// `keepsContentScrollPosition` the collapse and every loaded page's offset are kept (clamped) and
    /// the loaded pages stay loaded; without it, it is the seed's rebuild: every list at its top, the
    /// header expanded, only the current page (and preloads) loaded. With as many pages as before the
    /// engines are kept (their pans stay wired); another count makes new ones.
    public func reloadAll(contentHeights: [Double], at time: Double) {
        advance(to: time)
        settleWhereShown()
        let keeps = policy.keepsContentScrollPosition
        let old = pages
        pages = contentHeights.enumerated().map { i, h in
            var p = Page(contentHeight: h)
            if keeps && old.indices.contains(i) {
                p.isLoaded = old[i].isLoaded
                p.offset = old[i].offset
                p.appBottomInset = old[i].appBottomInset
            }
            return p
        }
        if pages.isEmpty { pages = [Page(contentHeight: 0)] }
        if !keeps { restingCollapse = 0 }
        if lists.count != pages.count {
            currentPage = min(currentPage, pages.count - 1)
            for l in lists { l.delegate = nil }
            makeLists()
            pager.contentSize = Size(width: viewport.width * Double(pages.count), height: viewport.height)
            pager.setContentOffset(Point(x: Double(currentPage) * viewport.width, y: 0), animated: false, at: now)
        } else {
            // The pager is left alone: a page change under way goes on.
            for i in pages.indices { configureList(i) }
        }
        load(currentPage)
        for p in policy.preload where p >= 0 && p < pages.count { load(p) }
        for i in pages.indices where pages[i].isLoaded {
            pages[i].offset = min(pages[i].offset, maxOffset(i, collapse: min(restingCollapse, collapseLimit(i))))
        }
        clampToPage()
        didChange()
    }

    /// Before a reload: the current list's motion ends where it is shown, a stretch is dropped (a
    /// drag in progress is released).
    private func settleWhereShown() {
        stopVerticalMotion(at: now)
        let l = currentList
        if l.state != .idle { l.setContentOffset(l.contentOffset, animated: false, at: now) }
        topOverscroll = 0
        bottomOverscroll = 0
    }

    /// The app's bottom inset for page `i` (seed 004's setContentBottomInset); the model's own inset
    /// for short lists is added separately and never overwrites it.
    public func setContentBottomInset(_ inset: Double, page i: Int, at time: Double) {
        guard pages.indices.contains(i), inset.isFinite else { return }
        advance(to: time)
        pages[i].appBottomInset = max(0, inset)
        configureList(i)
        clampToPage()
        didChange()
    }

    /// Changes the header height at runtime, keeping the reading position: stuck stays stuck, a
    /// partial collapse keeps its amount (clamped to the new maximum), the list offset is unchanged —
    /// unless `keepsContentScrollPosition` is off: then every list returns to its top and the header
    /// expands (seed 004: positions reset as on first load).
    public func setHeaderHeight(_ height: Double, at time: Double) {
        guard height.isFinite else { return }
        changeGeometry(at: time) { headerHeight = max(stickyOffset, height) }
    }

    /// Changes the tab strip height at runtime (the same rules as the header).
    public func setTabStripHeight(_ height: Double, at time: Double) {
        guard height.isFinite else { return }
        changeGeometry(at: time) { tabStripHeight = max(0, height) }
    }

    /// Applies a geometry change with the reading-position rules: motion stops where it is shown,
    /// stuck stays stuck, a partial collapse keeps its amount (clamped), the list is clamped.
    private func changeGeometry(at time: Double, _ change: () -> Void) {
        advance(to: time)
        let stuck = isStuck
        // The band's dimension may shrink: no overscroll is carried into the new geometry.
        settleWhereShown()
        change()
        for i in lists.indices { configureList(i) }
        restingCollapse = stuck ? collapseLimit(currentPage) : min(restingCollapse, collapseLimit(currentPage))
        if !policy.keepsContentScrollPosition {
            // Seed 004: false is the old behaviour, positions reset as on first load — the header
            // expanded too, not only the lists at their tops.
            restingCollapse = 0
            for i in pages.indices { pages[i].offset = 0 }
        }
        clampToPage()
        didChange()
    }

    /// Scrolls the current list and the header to the top (status-bar tap), animated 0.3 s.
    public func scrollToTop(at time: Double) {
        advance(to: time)
        let l = currentList
        guard l.state != .dragging else { return }
        snapsHeaderOnly = false
        programmatic = nil
        l.setContentOffset(Point(x: 0, y: l.minOffset(.vertical)), animated: true, at: now)
        emit(.didScrollToTop)
    }
}
