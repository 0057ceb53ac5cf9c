/// The nested page model (seed 004's NestedPageViewController, done as one scroll chain): a header
/// that collapses by `collapse` ∈ [0, maxCollapse], a tab strip that sticks at `stickyOffset`, and a
/// horizontal pager of vertical lists, each with its own remembered offset.
///
/// Geometry (viewport points): the tab strip's top rests at `headerHeight` and moves up with the
/// collapse; a list fills from the strip's bottom to `contentBottom`. So the list's visible height is
/// `L(c) = contentBottom − (headerHeight − c + tabStripHeight)`.
///
/// The vertical chain (DESIGN.md "Nesting semantics"), for a drag delta or a fling:
/// - content moving up: the header collapses first, then the current list scrolls, then the list
///   rubber-bands at its bottom;
/// - content moving down: the list scrolls to its top first, then the header expands, then the top
///   overscrolls (header stretch / refresh on the header, or the list's own bounce with refresh in the
///   list);
/// - a drag hands off between nodes continuously, both ways, in one gesture; a fling is a `ChainFling`
///   that hands the exact velocity at the crossing time to the next node.
/// "Hovering" (0 < collapse < max with the list offset > 0) is legal and follows the same two rules.
public final class NestedPage {
    /// One page: its list's content and remembered position.
    public struct Page: Hashable, Sendable {
        /// The content height the page has once loaded, points.
        public var declaredContentHeight: Double
        public var isLoaded = false
        /// The list's resting offset (0 = its top), remembered across page switches.
        public var offset: Double = 0
        /// The app's bottom inset (seed 004's `contentBottomInset`), kept apart from the model's own.
        public var appBottomInset: Double = 0

        public init(contentHeight: Double) {
            declaredContentHeight = max(0, contentHeight.isFinite ? contentHeight : 0)
        }

        /// The content height now: 0 until loaded.
        public var contentHeight: Double { isLoaded ? declaredContentHeight : 0 }
    }

    private enum Motion {
        case none
        case drag(fromHeader: Bool)
        case fling(ChainFling, c0: Double, o0: Double, upward: Bool)
        case settle(top: SpringSimulation?, bottom: SpringSimulation?, start: Double)
        case animation(c: EaseSimulation, o: EaseSimulation, start: Double)
    }

    public private(set) var viewport: Size
    public private(set) var headerHeight: Double
    public private(set) var tabStripHeight: Double
    /// Where the tab strip sticks (its top), viewport points.
    public let stickyOffset: Double
    /// Where the lists end (the viewport bottom, or the top of a bottom tab bar).
    public let contentBottom: Double
    public var policy: NestedPagePolicy
    /// Whether there is a header to collapse or stretch at all.
    public let hasHeader: Bool

    /// The horizontal pager (id `pager`), paging one viewport width per page.
    public let pager: ScrollView
    public private(set) var currentPage: Int
    public private(set) var pages: [Page]

    /// Resting collapse (the displayed one is `collapse`).
    private var c: Double = 0
    /// Displayed overscroll past the top and the bottom of the chain, points (≥ 0).
    public private(set) var topOverscroll: Double = 0
    public private(set) var bottomOverscroll: Double = 0
    private var motion: Motion = .none
    public private(set) var refreshState: RefreshState = .idle
    private var refreshStart = 0.0
    public private(set) var now: Double = 0
    private var wasSticked = false
    /// Events so far, oldest first (at most `eventCapacity`).
    public private(set) var events: [NestedPageEvent] = []
    public var eventCapacity = 2000
    public weak var delegate: NestedPageDelegate?

    /// - Parameters:
    ///   - viewport: the phone viewport, points.
    ///   - headerHeight: where the tab strip's top rests when expanded (0 without a header).
    ///   - tabStripHeight: the strip's height.
    ///   - stickyOffset: where the strip's top sticks (status bar or navigation bar bottom).
    ///   - contentBottom: the lists' bottom (defaults to the viewport's).
    ///   - pageHeights: each page's content height once loaded.
    public init(
        viewport: Size, headerHeight: Double, tabStripHeight: Double, stickyOffset: Double, contentBottom: Double? = nil,
        pageHeights: [Double], initialPage: Int = 0, policy: NestedPagePolicy = NestedPagePolicy(), hasHeader: Bool = true
    ) {
        self.viewport = viewport
        self.headerHeight = max(0, headerHeight)
        self.tabStripHeight = max(0, tabStripHeight)
        self.stickyOffset = min(max(0, stickyOffset), max(0, headerHeight))
        self.contentBottom = contentBottom ?? viewport.height
        self.policy = policy
        self.hasHeader = hasHeader
        pages = pageHeights.map { Page(contentHeight: $0) }
        if pages.isEmpty { pages = [Page(contentHeight: 0)] }
        currentPage = min(max(0, initialPage), pages.count - 1)
        pager = ScrollView(
            id: "pager", boundsSize: Size(width: viewport.width, height: viewport.height),
            contentSize: Size(width: viewport.width * Double(pages.count), height: viewport.height))
        pager.isPagingEnabled = true
        pager.delegate = self
        events.reserveCapacity(eventCapacity)  // appending an event mid-fling never allocates
        pager.setContentOffset(Point(x: Double(currentPage) * viewport.width, y: 0), animated: false, at: 0)
        load(currentPage)
        for p in policy.preload where p >= 0 && p < pages.count { load(p) }
        wasSticked = isSticked
    }

    // MARK: - Geometry

    /// How far the header can collapse: `headerHeight − stickyOffset` (0 when fixed or absent).
    public var maxCollapse: Double { policy.headerIsFixed || !hasHeader ? 0 : max(0, headerHeight - stickyOffset) }

    /// The displayed collapse: negative while the header is stretched by a top overscroll.
    public var collapse: Double { c - (topOverscrollOnHeader ? topOverscroll : 0) }

    /// The resting collapse (without overscroll).
    public var restingCollapse: Double { c }

    /// Whether the tab strip is at its sticky position.
    public var isSticked: Bool { maxCollapse > 0 && c >= maxCollapse - 1e-9 }

    /// The top overscroll shows as a header stretch (rather than as the list's own bounce).
    public var topOverscrollOnHeader: Bool { hasHeader && !policy.headerIsFixed && policy.refresh != .list }

    /// The tab strip's top in viewport points.
    public var tabStripTop: Double { headerHeight - collapse }

    /// The list area's top (the strip's bottom) in viewport points.
    public var listTop: Double { tabStripTop + tabStripHeight }

    /// The visible list height at collapse `c`.
    public func visibleListHeight(collapse: Double) -> Double {
        max(0, contentBottom - (headerHeight - collapse + tabStripHeight))
    }

    /// The bottom inset the model owns for page `i` (short lists with scroll-range extension).
    public func ownedBottomInset(_ i: Int) -> Double {
        guard policy.extendsShortListScrollRange, pages.indices.contains(i) else { return 0 }
        let p = pages[i]
        return max(0, visibleListHeight(collapse: maxCollapse) - p.contentHeight - p.appBottomInset)
    }

    /// How far the header may collapse with page `i` showing.
    public func collapseLimit(_ i: Int) -> Double {
        let m = maxCollapse
        if policy.extendsShortListScrollRange || !pages.indices.contains(i) { return m }
        let p = pages[i]
        return min(m, max(0, p.contentHeight + p.appBottomInset - visibleListHeight(collapse: 0)))
    }

    /// The largest resting offset of page `i`'s list at collapse `c`.
    public func maxOffset(_ i: Int, collapse: Double) -> Double {
        guard pages.indices.contains(i) else { return 0 }
        let p = pages[i]
        return max(0, p.contentHeight + p.appBottomInset + ownedBottomInset(i) - visibleListHeight(collapse: collapse))
    }

    /// Page `i`'s displayed list offset: negative while the list's top overscrolls (refresh in the list
    /// or no header), beyond the maximum while its bottom does.
    public func listOffset(_ i: Int) -> Double {
        guard pages.indices.contains(i) else { return 0 }
        var o = pages[i].offset
        if i == currentPage {
            o += bottomOverscroll
            if !topOverscrollOnHeader { o -= topOverscroll }
        }
        return o
    }

    /// The motion state of the vertical chain, in the scroll views' vocabulary.
    public var verticalState: ScrollState {
        switch motion {
        case .none: return .idle
        case .drag: return .dragging
        case .fling(let f, _, _, _): return f.isBouncing(at: now) ? .bouncing : .decelerating
        case .settle: return .bouncing
        case .animation: return .animating
        }
    }

    /// The chain's current velocity, points per second in content-offset direction.
    public var verticalVelocity: Double {
        switch motion {
        case .fling(let f, _, _, _): return f.velocity(at: now)
        case .settle(let top, let bottom, let start):
            if let b = bottom { return b.velocity(at: now - start) }
            if let t = top { return -t.velocity(at: now - start) }
            return 0
        case .animation(let ce, let oe, let start): return oe.velocity(at: now - start) + ce.velocity(at: now - start)
        default: return 0
        }
    }

    /// The fling in progress, if any (for overlays: landing and handoff points).
    public var currentFling: ChainFling? {
        if case .fling(let f, _, _, _) = motion { return f }
        return nil
    }

    /// The pager position in pages (fractional while paging).
    public var pagerProgress: Double { viewport.width > 0 ? pager.contentOffset.x / viewport.width : 0 }

    // MARK: - Vertical drag

    /// A finger took hold of the vertical chain (on a list, or on the header when `fromHeader`).
    /// Catches any vertical motion where it is shown.
    public func beginDrag(at time: Double, fromHeader: Bool = false) {
        advance(to: time)
        if case .drag = motion { return }
        motion = .drag(fromHeader: fromHeader)
    }

    /// The finger moved `fingerDelta` points (positive = down) since the last call.
    public func drag(fingerDelta: Double, at time: Double) {
        guard case .drag = motion, fingerDelta.isFinite else { return }
        now = max(now, time)
        apply(offsetDelta: -fingerDelta)
        updateRefreshWhileDragging()
        didChange()
    }

    /// The finger lifted with vertical `fingerVelocity` (points per second, positive = down).
    public func endDrag(fingerVelocity: Double, at time: Double) {
        guard case .drag(let fromHeader) = motion else { return }
        now = max(now, time)
        var v = fingerVelocity.isFinite ? -fingerVelocity : 0
        if fromHeader && !policy.headerDragInertia { v = 0 }
        if refreshState == .armed {
            setRefresh(.refreshing)
            refreshStart = now
        } else if refreshState == .pulling {
            setRefresh(.idle)
        }
        release(velocity: v)
    }

    /// The drag was cancelled: release with no velocity.
    public func cancelDrag(at time: Double) {
        endDrag(fingerVelocity: 0, at: time)
    }

    private var band: RubberBand { RubberBand(dimension: viewport.height) }

    private var topAllowed: Bool { policy.bounces }

    private func apply(offsetDelta delta: Double) {
        let i = currentPage
        var d = delta
        if d > 0 {
            payBack(&topOverscroll, from: &d)
            let limit = collapseLimit(i)
            let a = max(0, min(d, limit - c))
            c += a
            d -= a
            let room = max(0, maxOffset(i, collapse: c) - pages[i].offset)
            let b = min(d, room)
            pages[i].offset += b
            d -= b
            if d > 0 && policy.bounces { stretch(&bottomOverscroll, by: d) }
        } else if d < 0 {
            var u = -d
            payBack(&bottomOverscroll, from: &u)
            let b = min(u, max(0, pages[i].offset))
            pages[i].offset -= b
            u -= b
            let a = min(u, max(0, c))
            c -= a
            u -= a
            if u > 0 && topAllowed { stretch(&topOverscroll, by: u) }
        }
    }

    /// Uses up to `amount` finger points to pull a shown overscroll back in (through the band's
    /// inverse, so the finger first pays back the distance it went past the edge).
    private func payBack(_ overscroll: inout Double, from amount: inout Double) {
        guard overscroll > 0 else { return }
        var raw = band.overscroll(forOffset: overscroll)
        let use = min(amount, raw)
        raw -= use
        amount -= use
        overscroll = raw > 0 ? band.offset(forOverscroll: raw) : 0
    }

    /// Moves a shown overscroll `amount` finger points further past the edge, through the band.
    private func stretch(_ overscroll: inout Double, by amount: Double) {
        overscroll = band.offset(forOverscroll: band.overscroll(forOffset: overscroll) + amount)
    }

    private func release(velocity v: Double) {
        let t = now
        let holdTop = refreshState == .refreshing ? policy.refreshHoldHeight : 0
        if topOverscroll > holdTop + 1e-9 || bottomOverscroll > 0 || (refreshState == .refreshing && topOverscroll != holdTop) {
            settle(topVelocity: -v, bottomVelocity: v, at: t)
            return
        }
        guard v != 0 else {
            motion = .none
            return
        }
        let i = currentPage
        let upward = v > 0
        let fling: ChainFling
        if upward {
            let limit = collapseLimit(i)
            fling = ChainFling(
                values: [c, pages[i].offset], limits: [limit, maxOffset(i, collapse: max(c, limit))], velocity: v, start: t,
                rate: policy.decelerationRate, bounces: policy.bounces, overshootLimit: viewport.height / 2)
        } else {
            fling = ChainFling(
                values: [pages[i].offset, c], limits: [0, 0], velocity: v, start: t, rate: policy.decelerationRate,
                bounces: topAllowed && refreshState != .refreshing, overshootLimit: viewport.height / 2)
        }
        motion = .fling(fling, c0: c, o0: pages[i].offset, upward: upward)
    }

    private func settle(topVelocity: Double, bottomVelocity: Double, at t: Double) {
        let holdTop = refreshState == .refreshing ? policy.refreshHoldHeight : 0
        // A spring from y₀ with outward v₀ peaks below y₀ + v₀ · peakPerUnit (critically damped), so
        // capping v₀ by the room left under 90 % of the band keeps the bounce inside the band.
        let peak = SpringSimulation.peakDisplacementPerUnitVelocity(.bounceBack)
        func capped(_ v: Double, from y: Double) -> Double {
            guard v > 0 else { return v }
            return min(v, max(0, 0.9 * viewport.height - y) / peak)
        }
        let top =
            topOverscroll != holdTop
            ? SpringSimulation(
                .bounceBack, start: topOverscroll, target: holdTop,
                velocity: topOverscroll > 0 ? capped(topVelocity, from: topOverscroll) : 0) : nil
        let bottom =
            bottomOverscroll > 0
            ? SpringSimulation(.bounceBack, start: bottomOverscroll, target: 0, velocity: capped(bottomVelocity, from: bottomOverscroll))
            : nil
        motion = top == nil && bottom == nil ? .none : .settle(top: top, bottom: bottom, start: t)
    }

    // MARK: - Time

    /// Moves every motion (vertical chain, pager, refresh timer) to `time`, seconds.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        now = max(now, time)
        let t = now
        pager.advance(to: t)
        if refreshState == .refreshing && t - refreshStart >= policy.refreshDuration {
            setRefresh(.finishing)
            if case .drag = motion {} else { settle(topVelocity: 0, bottomVelocity: 0, at: t) }
        }
        switch motion {
        case .none, .drag:
            break
        case .fling(let f, let c0, let o0, let upward):
            let i = currentPage
            if upward {
                c = f.value(ofNode: 0, initial: c0, at: t)
                pages[i].offset = f.value(ofNode: 1, initial: o0, at: t)
                bottomOverscroll = max(0, f.overscroll(at: t))
            } else {
                pages[i].offset = f.value(ofNode: 0, initial: o0, at: t)
                c = f.value(ofNode: 1, initial: c0, at: t)
                topOverscroll = max(0, f.overscroll(at: t))
            }
            if f.isDone(at: t) {
                topOverscroll = 0
                bottomOverscroll = 0
                motion = .none
            }
            didChange()
        case .settle(let top, let bottom, let start):
            var done = true
            if let s = top {
                topOverscroll = max(0, s.position(at: t - start))
                if !s.isDone(at: t - start) { done = false }
            }
            if let s = bottom {
                bottomOverscroll = max(0, s.position(at: t - start))
                if !s.isDone(at: t - start) { done = false }
            }
            if done {
                motion = .none
                if refreshState == .finishing { setRefresh(.idle) }
            }
            didChange()
        case .animation(let ce, let oe, let start):
            c = ce.position(at: t - start)
            pages[currentPage].offset = oe.position(at: t - start)
            if ce.isDone(at: t - start) && oe.isDone(at: t - start) { motion = .none }
            didChange()
        }
    }

    /// Stops vertical motion where it is shown (paging began, or a scene change); overscroll springs
    /// back.
    public func stopVerticalMotion(at time: Double) {
        advance(to: time)
        switch motion {
        case .fling, .animation:
            motion = .none
            if topOverscroll > 0 || bottomOverscroll > 0 { settle(topVelocity: 0, bottomVelocity: 0, at: now) }
        case .drag:
            release(velocity: 0)
        default:
            break
        }
    }

    // MARK: - Pages

    /// Shows page `i`: animated through the pager (0.3 s), or at once.
    public func selectPage(_ i: Int, animated: Bool, at time: Double) {
        guard pages.indices.contains(i) else { return }
        advance(to: time)
        pager.setContentOffset(Point(x: Double(i) * viewport.width, y: 0), animated: animated, at: now)
        if !animated { settlePager() }
    }

    private func settlePager() {
        guard viewport.width > 0 else { return }
        let p = min(max(0, Int((pager.contentOffset.x / viewport.width).rounded())), pages.count - 1)
        guard p != currentPage else { return }
        switchTo(p)
    }

    private func switchTo(_ p: Int) {
        // The old page keeps its offset; any bounce on it ends at rest.
        stopVerticalMotion(at: now)
        topOverscroll = 0
        bottomOverscroll = 0
        motion = .none
        currentPage = p
        load(p)
        if !policy.keepsContentScrollPosition && !isSticked { pages[p].offset = 0 }
        clampToPage()
        emit(.didScrollToPage(p))
        didChange()
    }

    /// Keeps the collapse and the current list within what the current page allows.
    private func clampToPage() {
        let i = currentPage
        c = min(max(0, c), collapseLimit(i))
        pages[i].offset = min(max(0, pages[i].offset), maxOffset(i, collapse: c))
    }

    private func load(_ i: Int) {
        guard pages.indices.contains(i), !pages[i].isLoaded else { return }
        pages[i].isLoaded = true
        emit(.pageDidLoad(i))
    }

    /// Loads the pages the pager shows (lazy loading).
    private func loadVisiblePages() {
        let w = viewport.width
        guard w > 0 else { return }
        let x = pager.contentOffset.x
        let first = max(0, Int((x / w).rounded(.down)))
        let last = min(pages.count - 1, Int(((x + w) / w).rounded(.up)) - 1)
        if first <= last { for i in first...last { load(i) } }
    }

    /// Replaces page `i`'s content height (a partial reload); its offset is kept, clamped.
    public func reloadPage(_ i: Int, contentHeight: Double, at time: Double) {
        guard pages.indices.contains(i) else { return }
        advance(to: time)
        pages[i].declaredContentHeight = max(0, contentHeight.isFinite ? contentHeight : 0)
        pages[i].isLoaded = false
        if i == currentPage {
            stopVerticalMotion(at: now)
            load(i)
            clampToPage()
        }
        didChange()
    }

    /// Rebuilds every page (a global reload): new heights, every list back to its top, only the
    /// current page (and preloads) loaded.
    public func reloadAll(contentHeights: [Double], at time: Double) {
        advance(to: time)
        stopVerticalMotion(at: now)
        topOverscroll = 0
        bottomOverscroll = 0
        motion = .none
        pages = contentHeights.map { Page(contentHeight: $0) }
        if pages.isEmpty { pages = [Page(contentHeight: 0)] }
        currentPage = min(currentPage, pages.count - 1)
        pager.contentSize = Size(width: viewport.width * Double(pages.count), height: viewport.height)
        pager.setContentOffset(Point(x: Double(currentPage) * viewport.width, y: 0), animated: false, at: now)
        load(currentPage)
        for p in policy.preload where p >= 0 && p < pages.count { load(p) }
        clampToPage()
        didChange()
    }

    /// The app's bottom inset for page `i` (seed 004's setContentBottomInset); the model's own inset
    /// for short lists is added separately and never overwrites it.
    public func setContentBottomInset(_ inset: Double, page i: Int, at time: Double) {
        guard pages.indices.contains(i), inset.isFinite else { return }
        advance(to: time)
        pages[i].appBottomInset = max(0, inset)
        if i == currentPage { clampToPage() }
        didChange()
    }

    /// Changes the header height at runtime, keeping the reading position: sticked stays sticked, a
    /// partial collapse keeps its amount (clamped to the new maximum), the list offset is unchanged.
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
    /// sticked stays sticked, a partial collapse keeps its amount (clamped), the list is clamped.
    private func changeGeometry(at time: Double, _ change: () -> Void) {
        advance(to: time)
        let sticked = isSticked
        stopVerticalMotion(at: now)
        change()
        c = sticked ? collapseLimit(currentPage) : min(c, collapseLimit(currentPage))
        clampToPage()
        didChange()
    }

    /// Scrolls the current list and the header to the top (status-bar tap), animated 0.3 s.
    public func scrollToTop(at time: Double) {
        advance(to: time)
        if case .drag = motion { return }
        topOverscroll = refreshState == .refreshing ? topOverscroll : 0
        bottomOverscroll = 0
        motion = .animation(c: EaseSimulation(from: c, to: 0), o: EaseSimulation(from: pages[currentPage].offset, to: 0), start: now)
        emit(.didScrollToTop)
    }

    // MARK: - Refresh

    private func updateRefreshWhileDragging() {
        guard policy.refresh != .none, refreshState != .refreshing, refreshState != .finishing else { return }
        if topOverscroll <= 0 {
            setRefresh(.idle)
        } else if topOverscroll >= policy.refreshThreshold {
            setRefresh(.armed)
        } else {
            setRefresh(.pulling)
        }
    }

    private func setRefresh(_ s: RefreshState) {
        guard s != refreshState else { return }
        refreshState = s
        emit(.refreshDidChange(s))
    }

    /// Ends a refresh early (the app's `endRefreshing`).
    public func endRefreshing(at time: Double) {
        guard refreshState == .refreshing else { return }
        refreshStart = -Double.infinity
        advance(to: time)
    }

    // MARK: - Notifications

    private func didChange() {
        let sticked = isSticked
        if sticked != wasSticked {
            wasSticked = sticked
            if !policy.headerIsFixed { emit(.stickyDidChange(sticked)) }
        }
        if !policy.headerIsFixed { delegate?.nestedPageContentDidScroll(self, collapse: collapse, isSticked: sticked) }
    }

    private func emit(_ kind: NestedPageEvent.Kind) {
        let e = NestedPageEvent(time: now, kind: kind)
        if events.count >= eventCapacity { events.removeFirst(events.count - eventCapacity + 1) }
        events.append(e)
        delegate?.nestedPage(self, didEmit: e)
    }

    // MARK: - Invariants

    /// Broken invariants in the current state (empty when all hold): values finite, collapse within
    /// its range, overscroll under the rubber band's dimension, and — at rest — no blank gap below a
    /// list when the range is not extended, no list scrolled past its range.
    public func invariantViolations() -> [String] {
        var out: [String] = []
        let dim = viewport.height
        if !c.isFinite || !topOverscroll.isFinite || !bottomOverscroll.isFinite { out.append("non-finite vertical state") }
        if c < -1e-9 || c > maxCollapse + 1e-9 { out.append("collapse \(c) outside 0...\(maxCollapse)") }
        if topOverscroll >= dim || bottomOverscroll >= dim { out.append("overscroll beyond the rubber band's dimension") }
        for (i, p) in pages.enumerated() where !p.offset.isFinite || p.offset < -1e-9 {
            out.append("page \(i) offset \(p.offset)")
        }
        if verticalState == .idle && refreshState == .idle {
            let i = currentPage
            if topOverscroll > 1e-9 || bottomOverscroll > 1e-9 { out.append("at rest with overscroll") }
            if pages[i].offset > maxOffset(i, collapse: c) + 1e-6 { out.append("page \(i) rests past its range") }
            if !policy.extendsShortListScrollRange && c > collapseLimit(i) + 1e-6 { out.append("blank gap below page \(i)") }
        }
        if !pager.contentOffset.x.isFinite { out.append("pager offset non-finite") }
        return out
    }
}

extension NestedPage: ScrollViewDelegate {
    public func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        guard scrollView === pager else { return }
        switch event {
        case .willBeginDragging:
            // Paging stops list momentum cleanly.
            switch motion {
            case .fling, .animation: stopVerticalMotion(at: time)
            default: break
            }
        case .didScroll:
            loadVisiblePages()
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false):
            settlePager()
        default:
            break
        }
    }
}
