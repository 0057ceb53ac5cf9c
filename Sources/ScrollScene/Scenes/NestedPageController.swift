import ScrollCore
import ScrollDraw

/// Header + tab strip + pager of lists on a `NestedPage` model, with every option the scene files
/// can ask for: navigation bar fade, bottom tab bar, refresh on the header or in the lists, zooming
/// header, runtime header height (`e`), carousels inside the lists, and a back-swipe page over it all.
///
/// Wiring only: the model (`NestedPage`) owns every scroll engine and reports their lifecycle events
/// to this controller (its delegate), which logs them.
///
/// Recognizers (names are the arena log's words): `page.<i>.list.pan` drives page i's list engine;
/// `header.pan` and `tabStrip.pan` (vertical drags on the strip belong to the header) drive the shown
/// page's; `pager.pan` pages (it must see horizontal velocity dominate, seed 000);
/// `tabStrip.tap` selects a page; `statusBar.tap` scrolls to the top;
/// `page.<i>.carousel.<r>.pan` scroll carousels and give way at their edges; `detail.edgePan` pops.
final class NestedPageController: SceneController, NestedPageDelegate {
    let definition: SceneDefinition
    let viewport: Size
    let page: NestedPage
    let root: View
    let container: View
    private let previous: ListView?
    private let header: HeaderView?
    private var tabStrip: TabStripView? { strip?.view }
    /// The strip's scroll engine, taps and reveal (nil without a tab strip).
    private(set) var strip: TabStripController?
    private let pagerView: View
    private(set) var lists: [ListView] = []
    var carousels: [(view: CarouselView, model: ScrollView, page: Int, row: Int)] = []
    private let refreshView: RefreshControlView
    private let listRefreshViews: [RefreshControlView]
    private let navigationBar: NavigationBarView?
    private let bottomBar: BottomTabBarView?
    private let statusBar: StatusBarView
    /// `homeIndicator`: drawn over everything where the device has one (nil otherwise).
    private(set) var homeIndicator: HomeIndicatorView?
    /// The pan drivers that move the scroll views (owned here: the recognizers' callbacks hold them weakly).
    var panDrivers: [ScrollViewPanDriver] = []
    /// A horizontal carousel inside the header (`header.carousel`, #34 item 2), or nil.
    private(set) var headerCarousel: HeaderCarouselController?
    /// What the runtime keys changed (rows, reloads, bottom inset, scrolling enabled).
    var runtime: NestedPageRuntime
    let insetBar = BottomInsetBarView()
    let log = ScrollEventLog()
    var detailX = AnimatedValue(0)
    var edgePan: ScreenEdgePanGestureRecognizer?
    var detailEvents: [SceneState.Event] = []
    private(set) var headerHeights: [Double]
    /// The safe area's left and right (landscape): content lays out between them (`applySafeSides`).
    private var sides: EdgeInsets { EdgeInsets(left: safeArea.left, right: safeArea.right) }
    let safeArea: EdgeInsets
    var headerHeightIndex = 0
    var now = 0.0
    /// Whether the scene's wrong technique runs now (C), and the badge that says so (made on the first C).
    var wrongTechniqueOn = false
    var techniqueBadge: Label?
    /// The wrong technique's built-in file on this page's recognizers, when it is one (C installs it).
    var techniqueFile: TechniqueAttachment?
    /// Whether the scene's `pagerLock` decides (a technique file's `pagerLock.isOn`; fixed-angle sets it false).
    var pagerLockOn = true

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let w = viewport.width
        let hasHeader = def.header != nil
        let nav = def.navigationBar ?? false
        let top = safeArea.top + (nav ? NavigationBarView.barHeight : 0)
        let headerHeight = def.header?.height ?? top
        let policy = Self.policy(for: def)
        let probes = Self.pageLists(for: def)
        runtime = NestedPageRuntime(definition: def)
        let bottom = (def.bottomTabBar ?? false) ? viewport.height - BottomTabBarView.height(safeBottom: safeArea.bottom) : viewport.height
        page = NestedPage(
            viewport: viewport, headerHeight: headerHeight, tabStripHeight: def.tabStrip?.height ?? 0,
            stickyOffset: def.stickyOffset ?? top, contentBottom: bottom,
            safeAreaBottomInset: Self.safeAreaBottomInset(def, safeArea: safeArea), pageHeights: probes.map({ $0.contentHeight }),
            initialPage: def.initialPage ?? 0, policy: policy, hasHeader: hasHeader)
        headerHeights = [headerHeight] + (def.header?.alternateHeights ?? [])
        self.safeArea = safeArea

        // No root background: every renderer clears to Theme.background first.
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        previous = def.backGesture ?? false ? Self.previousPage(top: top, viewport: viewport) : nil
        if let previous { root.addSubview(previous) }
        container = View(id: def.backGesture ?? false ? "detail" : "content", frame: Rect(origin: .zero, size: viewport))
        // Only a page that slides over another needs its own background.
        if def.backGesture ?? false { container.backgroundColor = Theme.background }
        root.addSubview(container)
        pagerView = View(id: "pager", frame: .zero)
        pagerView.clipsToBounds = true
        container.addSubview(pagerView)
        lists = probes
        for l in lists { pagerView.addSubview(l) }
        listRefreshViews = policy.refresh == .list ? Self.addRefreshControls(to: probes, width: w) : []
        header = hasHeader ? def.header.map { Self.headerView($0, title: def.title, width: w) } : nil
        if let header { container.addSubview(header) }
        refreshView = RefreshControlView()
        refreshView.backgroundColor = Theme.background
        container.addSubview(refreshView)
        let stripView = def.tabStrip.map { Self.stripView($0, width: w, sides: EdgeInsets(left: safeArea.left, right: safeArea.right)) }
        navigationBar = nav ? NavigationBarView(title: def.header?.title ?? def.title, width: w, top: safeArea.top) : nil
        bottomBar = def.bottomTabBar ?? false ? BottomTabBarView(viewport: viewport, safeBottom: safeArea.bottom) : nil
        container.addSubview(insetBar)
        for bar in [stripView, navigationBar, bottomBar] as [View?] { if let bar { container.addSubview(bar) } }
        homeIndicator = Self.homeIndicatorView(def, viewport: viewport, safeArea: safeArea)
        statusBar = StatusBarView(width: w, height: safeArea.top)
        statusBar.tint = hasHeader && !nav ? .white : Theme.text
        root.addSubview(statusBar)
        if let homeIndicator { root.addSubview(homeIndicator) }
        applySafeSides()
        buildCarousels()
        headerCarousel = header.flatMap { HeaderCarouselController(def.header?.carousel, in: $0, log: log, safeArea: safeArea) }
        strip = stripView.map { TabStripController(view: $0, log: log) }
        wireGestures()
        techniqueFile = makeTechniqueFile()
        page.delegate = self
        strip?.model.setContentOffset(Point(x: strip?.revealOffset(page.currentPage) ?? 0, y: 0), animated: false, at: 0)
        layout(time: 0)
    }

    // MARK: - Building

    /// Lists, the header and the bottom bar keep their content between the safe area's sides (their
    /// backgrounds reach the edges); the tab strip and carousels are placed between them.
    private func applySafeSides() {
        for l in lists + [previous].compactMap({ $0 }) { l.safeInsets = sides }
        header?.safeInsets = sides
        bottomBar?.safeInsets = sides
    }

    private func buildCarousels() {
        for (i, l) in lists.enumerated() where l.carouselEvery > 0 {
            var r = l.carouselEvery - 1
            while r < l.rowCount {
                let id = "page.\(i).carousel.\(r)"
                let v = CarouselView(
                    id: id, tiles: 12,
                    frame: Rect(
                        x: sides.left, y: l.rowTop(r), width: viewport.width - sides.left - sides.right, height: l.heights.height(r)))
                l.addSubview(v)
                let model = ScrollView(id: id, boundsSize: v.frame.size, contentSize: Size(width: v.contentWidth, height: v.frame.height))
                model.delegate = log
                carousels.append((v, model, i, r))
                r += l.carouselEvery
            }
        }
    }

    private func wireGestures() {
        let page = self.page
        for (i, l) in lists.enumerated() {
            let pan = PanGestureRecognizer(name: "\(l.id).pan")
            l.addGestureRecognizer(pan)
            panDrivers.append(ScrollViewPanDriver(scrollView: page.lists[i], pan: pan))
        }
        // The header and the tab strip drive the shown page's chain (the strip belongs to the header).
        for v in [header as View?, tabStrip as View?].compactMap({ $0 }) {
            let pan = PanGestureRecognizer(name: v === header ? "header.pan" : "tabStrip.pan")
            v.addGestureRecognizer(pan)
            let driver = ScrollViewPanDriver(pan: pan) { [unowned page] in page.currentList }
            driver.flings = page.policy.headerDragInertia
            panDrivers.append(driver)
        }
        let pagerPan = PanGestureRecognizer(name: "pager.pan")
        pagerPan.shouldBegin { g in
            let v = g.velocity
            return abs(v.x) >= abs(v.y) ? .allow : .deny("vertical velocity dominates")
        }
        (page.policy.headerDragPages ? container : pagerView).addGestureRecognizer(pagerPan)
        panDrivers.append(ScrollViewPanDriver(scrollView: page.pager, pan: pagerPan))
        lockPagerAngle(pager: pagerPan, lists: panDrivers.prefix(lists.count).map { $0.pan })
        strip?.wire(
            select: { [unowned self] i in self.page.selectPage(i, animated: true, at: self.now) }, log: { [log] e in log.append(e) })
        let statusTap = TapGestureRecognizer(name: "statusBar.tap")
        statusTap.onAction { [unowned self] g in
            guard g.state == .recognized else { return }
            self.scrollToTop(at: self.now)
        }
        statusBar.addGestureRecognizer(statusTap)
        if let header, header.button != nil { wireHeaderButton(header) }
        for c in carousels {
            let pan = PanGestureRecognizer(name: "\(c.model.id).pan")
            let model = c.model
            pan.shouldBegin(model.handsOverAtHorizontalEdges)
            c.view.addGestureRecognizer(pan)
            panDrivers.append(ScrollViewPanDriver(scrollView: model, pan: pan))
        }
        if definition.backGesture ?? false {
            let edge = ScreenEdgePanGestureRecognizer(name: "detail.edgePan")
            container.addGestureRecognizer(edge)
            pagerPan.require(toFail: edge)
            edge.onAction { [unowned self] g in self.edgeAction(g) }
            edgePan = edge
        }
    }

    // MARK: - Time and keys

    func advance(to time: Double) {
        now = max(now, time)
        page.advance(to: now)
        for c in carousels { c.model.advance(to: now) }
        headerCarousel?.advance(to: now)
        strip?.advance(to: now)
        detailX.advance(to: now)
        runtime.barHeight.advance(to: now)
    }

    func perform(_ command: SceneCommand, at time: Double) {
        switch command {
        case .cycleHeaderHeight:
            guard headerHeights.count > 1 else { return }
            headerHeightIndex = (headerHeightIndex + 1) % headerHeights.count
            page.setHeaderHeight(headerHeights[headerHeightIndex], at: time)
        case .pushDetail:
            guard let edge = edgePan else { return }
            detailX.animate(to: 0, at: time)
            edge.isEnabled = true
            detailEvents.append(SceneState.Event(t: time, name: "didPush", page: nil, id: "detail"))
        case .scrollToTop:
            scrollToTop(at: time)
        default:
            performRuntimeKey(command, at: time)
        }
    }

    var isIdle: Bool {
        page.verticalState == .idle && page.pager.state == .idle && !detailX.isAnimating
            && page.refreshState == .idle && !page.hasPendingLoads && carousels.allSatisfy { $0.model.state == .idle }
            && (strip?.model.state ?? .idle) == .idle && !runtime.barHeight.isAnimating && (headerCarousel?.isIdle(at: now) ?? true)
    }

    // MARK: - Layout

    func layout(time: Double) {
        let w = viewport.width
        let collapse = page.collapse
        container.frame = Rect(origin: Point(x: detailX.value, y: 0), size: viewport)
        if let p = previous {
            p.alpha = 1
            p.isHidden = detailX.value <= 0.5
        }
        let hh = page.headerHeight
        if let h = header {
            let m = page.maxCollapse
            h.contentAlpha = m > 0 ? min(1, max(0, 1 - 1.6 * max(0, collapse) / m)) : 1
            h.frame.size.height = hh
            if collapse >= 0 || page.policy.refresh == .header {
                h.frame = Rect(x: 0, y: -max(0, collapse), width: w, height: hh)
                h.stretch = 0
            } else {
                h.frame = Rect(x: 0, y: 0, width: w, height: hh - collapse)
                h.stretch = -collapse
            }
        }
        strip?.layout(
            frame: Rect(x: sides.left, y: page.tabStripTop, width: w - sides.left - sides.right, height: page.tabStripHeight),
            progress: page.pagerProgress)
        // Refresh on the header: the control fills the gap the pull opens above the strip.
        if page.policy.refresh == .header && collapse < 0 {
            refreshView.isHidden = false
            refreshView.frame = Rect(x: 0, y: hh, width: w, height: -collapse)
        } else {
            refreshView.isHidden = page.policy.refresh != .header || page.refreshState == .idle
            refreshView.frame = Rect(x: 0, y: hh, width: w, height: max(0, -collapse))
        }
        refreshView.state = page.refreshState
        refreshView.progress = page.topOverscroll / page.policy.refreshThreshold
        refreshView.time = time
        layoutPager()
        for (i, r) in listRefreshViews.enumerated() {
            r.state = i == page.currentPage ? page.refreshState : .idle
            r.progress = page.topOverscroll / page.policy.refreshThreshold
            r.time = time
        }
        layoutInsetBar()
        headerCarousel?.layout()
        for c in carousels {
            c.view.boundsOrigin = Point(x: c.model.contentOffset.x, y: 0)
            c.view.isHidden = !page.pages[c.page].isLoaded
        }
        if let bar = navigationBar {
            let m = page.maxCollapse
            bar.alpha = m > 0 ? min(1, max(0, (collapse - (m - NavigationBarView.barHeight)) / NavigationBarView.barHeight)) : 1
            statusBar.tint = bar.alpha > 0.5 || header == nil ? Theme.text : .white
        }
    }

    /// The pager between the strip and the content bottom, and its lists: the shown ones, their
    /// offsets and their rows (the current reload's, none until loaded).
    private func layoutPager() {
        let w = viewport.width
        let listTop = page.listTop
        let listHeight = max(0, page.contentBottom - listTop)
        pagerView.frame = Rect(x: 0, y: listTop, width: w, height: listHeight)
        pagerView.boundsOrigin = Point(x: page.pager.contentOffset.x, y: 0)
        let visible = pagerView.boundsOrigin.x
        for (i, l) in lists.enumerated() {
            l.frame = Rect(x: Double(i) * w, y: 0, width: w, height: listHeight)
            l.isHidden = l.frame.maxX <= visible || l.frame.minX >= visible + w
            l.boundsOrigin = Point(x: 0, y: page.listOffset(i))
            let loaded = page.pages[i].isLoaded
            l.rowCount = loaded ? runtime.rows(i) : 0
            l.generation = runtime.generation(i)
            l.emptyText = loaded ? (definition.pages?[i].empty ?? "Nothing here yet") : "Loading…"
        }
    }

    // MARK: - NestedPageDelegate

    func nestedPage(_ page: NestedPage, scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        log.scrollView(scrollView, didEmit: event, at: time)
    }

    /// A page change scrolls its tab into view.
    func nestedPage(_ page: NestedPage, didEmit event: NestedPageEvent) {
        if case .didScrollToPage(let i) = event.kind { strip?.reveal(i, at: event.time) }
    }

    func scrollInfos() -> [ScrollViewInfo] {
        var out: [ScrollViewInfo] = []
        let i = page.currentPage
        let listFrame = pagerView.frameInRoot.intersection(Rect(origin: .zero, size: viewport))
        var info = ScrollViewInfo(
            id: "page.\(i).list", frame: listFrame, axis: .vertical, offset: page.listOffset(i), minOffset: 0,
            maxOffset: page.maxOffset(i, collapse: page.restingCollapse), velocity: page.verticalVelocity, state: page.verticalState)
        if let f = page.flingProjection {
            let upward = f.upward
            info.landing = f.listLanding
            if let (t, v) = f.handoff {
                let what = upward ? "header sticks → list carries on" : "list at top → header expands"
                info.handoff = (
                    "handoff in \(Int(saturating: ((t - now) * 1000).rounded())) ms at \(Int(saturating: abs(v).rounded())) pt/s: \(what)",
                    upward ? page.stickyOffset + page.tabStripHeight : page.listTop
                )
            }
        }
        out.append(info)
        out.append(
            ScrollViewInfo(page.pager, frame: pagerView.frameInRoot.intersection(Rect(origin: .zero, size: viewport)), axis: .horizontal))
        if let s = strip, s.model.scrolls(.horizontal) {
            out.append(
                ScrollViewInfo(s.model, frame: s.view.frameInRoot.intersection(Rect(origin: .zero, size: viewport)), axis: .horizontal))
        }
        if let h = headerCarousel { out.append(ScrollViewInfo(h.model, frame: h.view.frameInRoot, axis: .horizontal)) }
        for c in carousels where !c.view.isHidden && c.page == page.currentPage {
            let f = c.view.frameInRoot.intersection(listFrame)
            if !f.isEmpty { out.append(ScrollViewInfo(c.model, frame: f, axis: .horizontal)) }
        }
        return out
    }

    func marks() -> SceneMarks {
        var m = SceneMarks()
        if page.maxCollapse > 0 { m.stickyY = page.stickyOffset }
        // The trigger is a pull distance from the top: shown only where pulling can start.
        switch page.policy.refresh {
        case .header where page.restingCollapse <= 0: m.refreshTriggerY = page.headerHeight + page.policy.refreshThreshold
        case .list where page.pages[page.currentPage].offset <= 0 && page.restingCollapse <= 0:
            m.refreshTriggerY = page.headerHeight + page.tabStripHeight + page.policy.refreshThreshold
        default: break
        }
        let owned = page.ownedBottomInset(page.currentPage)
        if owned > 0 {
            let i = page.currentPage
            let contentEnd = page.listTop + page.contentExtent(i) - page.listOffset(i)
            m.ownedInset = Rect(x: 0, y: contentEnd, width: viewport.width, height: max(0, page.contentBottom - contentEnd))
        }
        return m
    }

    func invariantViolations() -> [String] {
        var out = page.invariantViolations()
        // The tab strip never covers a list and no gap opens between them.
        if let strip = tabStrip, abs(strip.frame.maxY - pagerView.frame.minY) > 1e-6 {
            out.append("gap or overlap between tab strip (\(strip.frame.maxY)) and list (\(pagerView.frame.minY))")
        }
        for m in carousels.map({ $0.model }) + [strip?.model, headerCarousel?.model].compactMap({ $0 }) where !m.contentOffset.x.isFinite {
            out.append("\(m.id) offset non-finite")
        }
        return out
    }

    /// The whole feel, for the lists, the pager and the carousels alike (the nested page runs on
    /// ScrollView's engine since #13).
    func apply(_ feel: Feel) {
        page.feel = feel
        for c in carousels + [headerCarousel?.asCarousel].compactMap({ $0 }) { c.model.feel = feel }
        strip?.model.feel = feel
        applyPagerLockSlops()
    }
}
