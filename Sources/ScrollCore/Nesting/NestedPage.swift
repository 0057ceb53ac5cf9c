/// The nested page model (seed 004's NestedPageViewController): a header that collapses by `collapse` ∈ [0, maxCollapse],
/// a tab strip that sticks at `stickyOffset`, and a horizontal pager of vertical lists, each with its own remembered offset.
///
/// Geometry (viewport points): the tab strip's top rests at `headerHeight` and moves up with the collapse; a list fills from
/// the strip's bottom to `contentBottom`. So the list's visible height is `L(c) = contentBottom − (headerHeight − c + tabStripHeight)`.
///
/// **One scroll engine.** Every page's vertical chain is a `ScrollView` (`lists[i]`, id `page.<i>.list`)
/// whose offset is the chain position `s = c + o_i` (collapse plus the list's own offset) over
/// `0…chainRange(i)`: it does the drag, rubber band, deceleration, bounce and lifecycle events exactly as
/// every other scroll view (one implementation). The pager is another `ScrollView`. This class is the
/// coordinator, a policy layer over them (in the spirit of Flutter's NestedScrollView coordinator):
/// - it splits each change of `s` between the header and the list — content moving up collapses the
///   header first, then scrolls the list; moving down scrolls the list to its top first, then expands
///   the header; past either end the engine's overscroll shows as a header stretch (refresh on the
///   header) or as the list's own bounce. One fling is one decay curve over the combined range, so
///   inner + outer = one fling and the velocity is continuous at the handoff, by construction;
/// - the page whose list is under the finger owns the drag (`willBeginDragging` of `lists[j]` makes `j` the current page at
///   once, and the pager lands there);
/// - it keeps per-page memory, short-list rules, refresh, lazy loading, and the other lists in sync with the shared collapse.
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
        /// When its rows arrive (simulated time), while it is loading (`NestedPagePolicy.loadDelay`).
        public internal(set) var loadsAt: Double?

        public init(contentHeight: Double) {
            declaredContentHeight = max(0, contentHeight.isFinite ? contentHeight : 0)
        }

        /// The content height now: 0 until loaded.
        public var contentHeight: Double { isLoaded ? declaredContentHeight : 0 }
    }

    public private(set) var viewport: Size
    public internal(set) var headerHeight: Double
    public internal(set) var tabStripHeight: Double
    /// Where the tab strip sticks (its top), viewport points.
    public let stickyOffset: Double
    /// Where the lists end (the viewport bottom, or the top of a bottom tab bar).
    public let contentBottom: Double
    /// The safe area's part of every list's bottom inset (UIKit's `.automatic` adjustment), points.
    public let safeAreaBottomInset: Double
    public private(set) var policy: NestedPagePolicy
    /// Whether there is a header to collapse or stretch at all.
    public let hasHeader: Bool
    /// Put before every engine's id (`pager`, `page.<i>.list`): several nested pages in one scene
    /// (`nested-pages`) keep their scroll views apart.
    public let idPrefix: String

    /// The horizontal pager (id `pager`), paging one viewport width per page.
    public let pager: ScrollView
    /// Each page's vertical chain engine (id `page.<i>.list`); its offset is `collapse + list offset`.
    public internal(set) var lists: [ScrollView] = []
    public internal(set) var currentPage: Int
    public internal(set) var pages: [Page]
    /// How scrolling feels, for the lists and the pager alike.
    public var feel: Feel {
        didSet {
            pager.feel = feel
            for l in lists { l.feel = feel }
        }
    }

    /// The resting collapse, without overscroll (the displayed one is `collapse`).
    public internal(set) var restingCollapse: Double = 0
    /// Displayed overscroll past the top and the bottom of the chain, points (≥ 0).
    public internal(set) var topOverscroll: Double = 0
    public internal(set) var bottomOverscroll: Double = 0
    public internal(set) var refreshState: RefreshState = .idle
    var refreshStart = 0.0
    /// When the refresh state last changed.
    var refreshChangedAt = 0.0
    public internal(set) var now: Double = 0
    var wasStuck = false
    /// Set while the model moves engines itself (their `didScroll` is not a user's motion).
    var syncing = false
    /// The page a vertical drag began on while the pager was off its page: the pager lands there.
    var pagerTarget: Int?
    /// A header snap is moving the collapse alone (the list keeps its offset) until the engine rests.
    var snapsHeaderOnly = false
    /// A programmatic scroll (`scroll(toListOffset:collapse:animated:at:)`) under way on the current engine.
    var programmatic: ProgrammaticScroll?
    /// Set while the model itself releases a drag (a page switch, a reload): that release never snaps.
    var snapSuppressed = false
    /// Events so far, oldest first: the newest `eventCapacity`.
    public internal(set) var events = BoundedLog<NestedPageEvent>(capacity: 2000)
    public var eventCapacity: Int { events.capacity }
    /// Not owned: the controller that sets itself as delegate owns the page.
    #if hasFeature(Embedded)
        public unowned(unsafe) var delegate: NestedPageDelegate?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        public weak var delegate: NestedPageDelegate?
    #endif

    /// - Parameters:
    ///   - viewport: the phone viewport, points.
    ///   - headerHeight: where the tab strip's top rests when expanded (0 without a header).
    ///   - tabStripHeight: the strip's height.
    ///   - stickyOffset: where the strip's top sticks (status bar or navigation bar bottom).
    ///   - contentBottom: the lists' bottom (defaults to the viewport's).
    ///   - pageHeights: each page's content height once loaded.
    ///   - idPrefix: put before the engines' ids.
    public init(
        viewport: Size, headerHeight: Double, tabStripHeight: Double, stickyOffset: Double, contentBottom: Double? = nil,
        safeAreaBottomInset: Double = 0, pageHeights: [Double], initialPage: Int = 0, policy: NestedPagePolicy = NestedPagePolicy(),
        hasHeader: Bool = true, idPrefix: String = ""
    ) {
        self.safeAreaBottomInset = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
        self.idPrefix = idPrefix
        self.viewport = viewport
        self.headerHeight = max(0, headerHeight)
        self.tabStripHeight = max(0, tabStripHeight)
        self.stickyOffset = min(max(0, stickyOffset), max(0, headerHeight))
        self.contentBottom = contentBottom ?? viewport.height
        self.policy = policy
        self.hasHeader = hasHeader
        var f = Feel.ios
        f.decelerationRate = policy.decelerationRate.perMillisecond
        feel = f
        pages = pageHeights.map { Page(contentHeight: $0) }
        if pages.isEmpty { pages = [Page(contentHeight: 0)] }
        currentPage = min(max(0, initialPage), pages.count - 1)
        pager = ScrollView(
            id: "\(idPrefix)pager", boundsSize: Size(width: viewport.width, height: viewport.height),
            contentSize: Size(width: viewport.width * Double(pages.count), height: viewport.height))
        pager.isPagingEnabled = true
        pager.feel = f
        pager.delegate = self
        makeLists()
        pager.setContentOffset(Point(x: Double(currentPage) * viewport.width, y: 0), animated: false, at: 0)
        load(currentPage)
        for p in policy.preload where p >= 0 && p < pages.count { load(p) }
        wasStuck = isStuck
    }

    /// One engine per page, configured for the page's range.
    func makeLists() {
        lists = pages.indices.map { i in
            let l = ScrollView(id: "\(idPrefix)page.\(i).list", boundsSize: Size(width: viewport.width, height: 1), contentSize: .zero)
            l.feel = feel
            l.bounces = policy.bounces
            l.alwaysBounceVertical = true
            l.delegate = self
            return l
        }
        for i in pages.indices { configureList(i) }
    }

    /// The list engine of the page shown.
    public var currentList: ScrollView { lists[currentPage] }

    // MARK: - State

    /// The motion state of the vertical chain (the current page's engine).
    public var verticalState: ScrollState { currentList.state }

    /// The chain's current velocity, points per second in content-offset direction.
    public var verticalVelocity: Double { currentList.velocity.y }

    /// The pager position in pages (fractional while paging).
    public var pagerProgress: Double { viewport.width > 0 ? pager.contentOffset.x / viewport.width : 0 }

    // MARK: - Programmatic drags (tests, fuzzing; pans use `ScrollViewPanDriver` on `lists[i]`)

    private var dragFromHeader = false

    /// A finger took hold of page `page`'s list (the current page when nil), or of the header when
    /// `fromHeader`. Catches any vertical motion where it is shown.
    public func beginDrag(at time: Double, page: Int? = nil, fromHeader: Bool = false) {
        let i = fromHeader ? currentPage : min(max(0, page ?? currentPage), pages.count - 1)
        dragFromHeader = fromHeader
        lists[i].beginDragging(at: time)
    }

    /// The finger moved `fingerDelta` points (positive = down) since the last call.
    public func drag(fingerDelta: Double, at time: Double) {
        guard fingerDelta.isFinite else { return }
        currentList.drag(byOffsetDelta: Point(x: 0, y: -fingerDelta), at: time)
    }

    /// The finger lifted with vertical `fingerVelocity` (points per second, positive = down).
    public func endDrag(fingerVelocity: Double, at time: Double) {
        let v = dragFromHeader && !policy.headerDragInertia ? 0 : fingerVelocity
        currentList.endDragging(fingerVelocity: Point(x: 0, y: v.isFinite ? v : 0), at: time)
    }

    /// The drag was cancelled: release with no velocity.
    public func cancelDrag(at time: Double) {
        currentList.cancelDragging(at: time)
    }

    // MARK: - The split

    /// Splits the current engine's new chain position between header and list (header first going
    /// up, list first going down) and shows what lies past either end as overscroll.
    func splitChainPosition() {
        if snapsHeaderOnly { return splitHeaderOnly() }
        if let p = programmatic { return splitProgrammaticScroll(p) }
        let i = currentPage
        let s = lists[i].contentOffset.y
        let limit = collapseLimit(i)
        let end = chainRange(i)
        var o = pages[i].offset
        if s <= 0 {
            restingCollapse = 0
            o = 0
            topOverscroll = 0 - s
            bottomOverscroll = 0
        } else if s >= end {
            restingCollapse = limit
            o = max(0, end - limit)
            topOverscroll = 0
            bottomOverscroll = s - end
        } else {
            topOverscroll = 0
            bottomOverscroll = 0
            let before = min(max(restingCollapse + o, 0), end)
            if policy.headerReturns {
                o = splitQuickReturn(s - before, listOffset: o, limit: limit)
            } else if s > before {
                restingCollapse = min(limit, restingCollapse + (s - before))
                o = max(0, s - restingCollapse)
            } else {
                o = max(0, o + (s - before))
                restingCollapse = min(max(0, s - o), limit)
            }
        }
        pages[i].offset = o
        syncOtherLists()
        updateRefreshWhileDragging()
        didChange()
    }

    /// Puts every other page's engine at `collapse + its offset` (the shared collapse moved).
    func syncOtherLists() {
        for j in lists.indices where j != currentPage { sync(j) }
    }

    /// Puts page `j`'s engine at its model position (ignored while its own finger drags it).
    func sync(_ j: Int) {
        let l = lists[j]
        let target = min(restingCollapse, collapseLimit(j)) + pages[j].offset
        guard l.state == .idle, l.contentOffset.y != target else { return }
        syncing = true
        l.setContentOffset(Point(x: 0, y: target), animated: false, at: now)
        syncing = false
    }

    /// Gives page `i`'s engine the chain's range and the band's dimension; `keepingShown`: a drag, fling
    /// or rest goes on from the offset shown (rows arriving mid-gesture), with no jump.
    func configureList(_ i: Int, keepingShown: Bool = false) {
        let l = lists[i]
        l.keepsShownOffset = keepingShown
        defer { l.keepsShownOffset = false }
        let d = bandDimension
        let content = Size(width: viewport.width, height: chainRange(i) + d)
        let bounds = Size(width: viewport.width, height: d)
        syncing = true
        // Grow before shrinking so the range never narrows on the way (a resting engine clamps).
        if d >= l.boundsSize.height {
            l.contentSize = content
            l.boundsSize = bounds
        } else {
            l.boundsSize = bounds
            l.contentSize = content
        }
        syncing = false
    }

    /// Stops vertical momentum or animation where it is shown (paging began, or a geometry change);
    /// a bounce goes on; a drag is released.
    public func stopVerticalMotion(at time: Double) {
        advance(to: time)
        // Released by the model, not by a finger: no header snap.
        snapSuppressed = true
        defer {
            snapSuppressed = false
            snapsHeaderOnly = false
            programmatic = nil
        }
        let l = currentList
        switch l.state {
        case .dragging:
            l.cancelDragging(at: now)
            if l.overscroll(.vertical) == 0 { l.setContentOffset(l.contentOffset, animated: false, at: now) }
        case .decelerating, .animating:
            if l.overscroll(.vertical) == 0 { l.setContentOffset(l.contentOffset, animated: false, at: now) }
        default:
            break
        }
    }

    // MARK: - Notifications

    func didChange() {
        let stuck = isStuck
        if stuck != wasStuck {
            wasStuck = stuck
            if !policy.headerIsFixed { emit(.stickyDidChange(stuck)) }
        }
        if !policy.headerIsFixed { delegate?.nestedPageContentDidScroll(self, collapse: collapse, isStuck: stuck) }
    }

    func emit(_ kind: NestedPageEvent.Kind) {
        let e = NestedPageEvent(time: now, kind: kind)
        events.append(e)
        delegate?.nestedPage(self, didEmit: e)
    }
}

extension NestedPage: ScrollViewDelegate {
    public func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        now = max(now, time)
        if scrollView === pager {
            pagerDidEmit(event)
        } else if let i = lists.firstIndex(where: { $0 === scrollView }) {
            listDidEmit(event, page: i)
        }
        if event != .didScroll && !syncing { delegate?.nestedPage(self, scrollView: scrollView, didEmit: event, at: time) }
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        // A vertical drag took this touch's page: the pager lands on it.
        if scrollView === pager, let j = pagerTarget {
            targetContentOffset.x = Double(j) * viewport.width
            pagerTarget = nil
        } else if scrollView === currentList, let y = snapTarget(natural: targetContentOffset.y, velocity: velocity.y) {
            targetContentOffset.y = y
        }
    }

    private func pagerDidEmit(_ event: ScrollEvent) {
        switch event {
        case .willBeginDragging:
            // Paging stops list momentum cleanly.
            switch currentList.state {
            case .decelerating, .animating: stopVerticalMotion(at: now)
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

    private func listDidEmit(_ event: ScrollEvent, page i: Int) {
        guard !syncing else { return }
        switch event {
        case .willBeginDragging:
            snapsHeaderOnly = false
            programmatic = nil
            takeOver(i)
        case .didScroll where i == currentPage:
            splitChainPosition()
        case .didEndDragging(let willDecelerate) where i == currentPage:
            if !willDecelerate { snapsHeaderOnly = false }
            releaseRefresh()
        case .didEndDecelerating, .didEndScrollingAnimation:
            if i == currentPage { endProgrammaticScroll() }
            finishRefreshIfDone()
        default:
            break
        }
    }

    /// A finger took page `i`'s list: `i` owns the gesture at once (even mid page change, when another
    /// page was current) and a pager off its page lands on `i`.
    private func takeOver(_ i: Int) {
        if i != currentPage { switchTo(i) }
        let x = Double(i) * viewport.width
        if pager.state == .dragging {
            pagerTarget = i
        } else if pager.contentOffset.x != x {
            pager.setContentOffset(Point(x: x, y: 0), animated: true, at: now)
        }
    }
}
