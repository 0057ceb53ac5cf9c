import ScrollCore
import ScrollDraw

/// A nested page inside a page (`nestedPages`, #34 item 3; JXPagingView #338, #516, #547, #307): an
/// outer header, an outer tab strip and an outer pager whose page `outerPager.nestedPage` is itself a
/// header + tab strip + pager of lists (the scene's `header`, `tabStrip`, `pages`); the other outer
/// pages are plain lists.
///
/// **Structure** (docs/NESTING.md "A nested page inside a page"). Top to bottom at rest: outer header
/// (H1, with the status bar), outer strip (h1), inner header (H2), inner strip (h2), inner lists.
/// Three vertical levels — outer header, inner header, inner list — and two sticky lines: the outer
/// strip sticks under the status bar, the inner strip under the outer strip. Every outer page is a
/// `NestedPage` on the one engine: a plain page is outer header + outer strip over its list; the nested
/// page is one `NestedPage` whose header is the stack outer header + outer strip + inner header
/// (height H1 + h1 + H2, sticky at top + h1), so its chain collapses the outer header first, then the
/// inner one, then scrolls the list — and back in the reverse order — in one fling with one velocity.
/// The outer header and strip are drawn once, at the outer part of the shown page's collapse
/// (`min(c, H1 − top)`); every other page follows it at rest (`syncFollowers`): the header is shared.
/// Horizontally, the inner pager's pan hands a drag past its edge to the outer pager
/// (`PagerHandoffDriver`); a drag on a plain page or on the inner header pages the outer pager.
///
/// Recognizers: `outer.<j>.page.0.list.pan` (plain lists), `page.<i>.list.pan` (inner lists),
/// `header.pan` and `outer.tabStrip.pan` (the shown page's chain), `innerHeader.pan` and
/// `tabStrip.pan` (the nested page's chain), `pager.pan` (the inner pager, with the handoff),
/// `outer.pager.pan` (the outer pager), the strips' taps, `statusBar.tap`.
final class NestedPagesController: SceneController, NestedPageDelegate {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let outer: SceneDefinition.OuterPager
    /// One model per outer page (the nested one at `nestedIndex`).
    let models: [NestedPage]
    let nestedIndex: Int
    /// The outer pager (id `outer.pager`).
    let outerPager: ScrollView
    /// How far the outer header collapses: H1 − the status bar.
    let outerMaxCollapse: Double
    let pagesView: View
    let pageViews: [View]
    /// Each outer page's lists (one for a plain page, the inner pager's for the nested one).
    let lists: [[ListView]]
    let outerHeader: HeaderView
    let innerHeader: HeaderView
    let innerPagerView: View
    let statusBar: StatusBarView
    private(set) var outerStrip: TabStripController!
    private(set) var innerStrip: TabStripController!
    private(set) var handoff: PagerHandoffDriver!
    var drivers: [AnyObject] = []
    let log = ScrollEventLog()
    let sides: EdgeInsets
    let safeArea: EdgeInsets
    var techniqueBadge: Label?
    /// `inner-pager-keeps-drag`'s built-in file on this page's recognizers (C; `outerPager.handoff`
    /// false: on from the start).
    var techniqueFile: TechniqueAttachment?
    var now = 0.0
    /// Each outer page's rows and reload generations (O, A); the scroll views D has turned off.
    var runtimes: [NestedPageRuntime]
    var scrollEnabling = NestedPageRuntime.ScrollEnabling.all

    /// The nested page's model.
    var nested: NestedPage { models[nestedIndex] }

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let o = def.outerPager ?? SceneDefinition.OuterPager(headerHeight: 200, stripHeight: 44, titles: ["A", "B"], nestedPage: 0)
        outer = o
        let w = viewport.width
        let top = safeArea.top
        sides = EdgeInsets(left: safeArea.left, right: safeArea.right)
        self.safeArea = safeArea
        nestedIndex = min(max(0, o.nestedPage), o.titles.count - 1)
        outerMaxCollapse = max(0, o.headerHeight - top)
        let built = Self.buildModels(def, outer: o, nestedIndex: nestedIndex, viewport: viewport, top: top)
        models = built.models
        lists = built.lists
        runtimes = Self.runtimes(def, outer: o, nestedIndex: nestedIndex)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        pagesView = View(id: "outer.pager", frame: Rect(origin: .zero, size: viewport))
        pagesView.clipsToBounds = true
        root.addSubview(pagesView)
        pageViews = o.titles.indices.map { j in
            let v = View(id: "outer.page.\(j)", frame: Rect(x: Double(j) * w, y: 0, width: w, height: viewport.height))
            v.clipsToBounds = true
            return v
        }
        for v in pageViews { pagesView.addSubview(v) }
        innerHeader = NestedPageController.headerView(
            def.header ?? SceneDefinition.Header(height: 150), title: def.title, width: w, id: "innerHeader")
        innerPagerView = View(id: "pager", frame: .zero)
        innerPagerView.clipsToBounds = true
        outerHeader = HeaderView(title: o.title ?? def.title, subtitle: "", frame: Rect(x: 0, y: 0, width: w, height: o.headerHeight))
        outerHeader.avatarPosition = .none
        statusBar = StatusBarView(width: w, height: top)
        statusBar.tint = .white
        outerPager = ScrollView(
            id: "outer.pager", boundsSize: viewport, contentSize: Size(width: w * Double(o.titles.count), height: viewport.height))
        outerPager.isPagingEnabled = true
        outerPager.delegate = log
        buildViews()
        wireGestures()
        techniqueFile = makeTechniqueFile()
        if !(o.handoff ?? true) { techniqueFile?.turnOn(at: 0) }
        for m in models { m.delegate = self }
        log.onEvent = { [unowned self] sv, event, t in self.outerPagerDidEmit(sv, event, at: t) }
        let start = min(max(0, o.initialPage ?? nestedIndex), o.titles.count - 1)
        outerPager.setContentOffset(Point(x: Double(start) * w, y: 0), animated: false, at: 0)
        outerStrip.model.setContentOffset(Point(x: outerStrip.revealOffset(start), y: 0), animated: false, at: 0)
        innerStrip.model.setContentOffset(Point(x: innerStrip.revealOffset(nested.currentPage), y: 0), animated: false, at: 0)
        updateTechniqueBadge()
        layout(time: 0)
    }

    /// The models: plain pages (outer header + strip over one list) and the nested page, whose header
    /// is the stack outer header + outer strip + inner header.
    static func buildModels(
        _ def: SceneDefinition, outer o: SceneDefinition.OuterPager, nestedIndex: Int, viewport: Size, top: Double
    ) -> (models: [NestedPage], lists: [[ListView]]) {
        let policy = NestedPageController.policy(for: def)
        let inner = NestedPageController.pageLists(for: def)
        let innerHeight = def.header?.height ?? 150
        let strip = def.tabStrip?.height ?? 44
        var models: [NestedPage] = []
        var lists: [[ListView]] = []
        for j in o.titles.indices {
            if j == nestedIndex {
                models.append(
                    NestedPage(
                        viewport: viewport, headerHeight: o.headerHeight + o.stripHeight + innerHeight, tabStripHeight: strip,
                        stickyOffset: top + o.stripHeight, pageHeights: inner.map { $0.contentHeight }, initialPage: def.initialPage ?? 0,
                        policy: policy))
                lists.append(inner)
                continue
            }
            let id = "outer.\(j).page.0.list"
            let l = ListView(id: id, rowCount: o.rows ?? 60, heights: def.resolvedRowHeights, rowTitle: o.titles[j], frame: .zero)
            var plain = policy
            plain.loadDelay = 0
            plain.preload = []
            plain.snapThreshold = nil
            models.append(
                NestedPage(
                    viewport: viewport, headerHeight: o.headerHeight, tabStripHeight: o.stripHeight, stickyOffset: top,
                    pageHeights: [l.contentHeight], policy: plain, idPrefix: "outer.\(j)."))
            lists.append([l])
        }
        return (models, lists)
    }

    /// The nested page's runtime from the scene's pages; a plain page's from its one list.
    static func runtimes(_ def: SceneDefinition, outer o: SceneDefinition.OuterPager, nestedIndex: Int) -> [NestedPageRuntime] {
        var plain = SceneDefinition(id: def.id, title: def.title)
        plain.pages = [SceneDefinition.Page(rows: o.rows ?? 60)]
        return o.titles.indices.map { NestedPageRuntime(definition: $0 == nestedIndex ? def : plain) }
    }

    private func buildViews() {
        let w = viewport.width
        for (j, ls) in lists.enumerated() {
            if j == nestedIndex {
                pageViews[j].addSubview(innerHeader)
                pageViews[j].addSubview(innerPagerView)
                for l in ls { innerPagerView.addSubview(l) }
            } else {
                for l in ls { pageViews[j].addSubview(l) }
            }
            for l in ls { l.safeInsets = sides }
        }
        innerHeader.safeInsets = sides
        outerHeader.safeInsets = sides
        let innerStripView = NestedPageController.stripView(
            definition.tabStrip ?? SceneDefinition.TabStrip(height: 44, titles: []), width: w, sides: sides)
        pageViews[nestedIndex].addSubview(innerStripView)
        root.addSubview(outerHeader)
        let outerStripView = TabStripView(
            id: "outer.tabStrip", titles: outer.titles,
            frame: Rect(x: sides.left, y: 0, width: w - sides.left - sides.right, height: outer.stripHeight))
        outerStripView.backgroundBleed = sides
        root.addSubview(outerStripView)
        root.addSubview(statusBar)
        outerStrip = TabStripController(view: outerStripView, log: log)
        innerStrip = TabStripController(view: innerStripView, log: log)
    }

    private func wireGestures() {
        for (j, ls) in lists.enumerated() {
            for (i, l) in ls.enumerated() {
                let pan = PanGestureRecognizer(name: "\(l.id).pan")
                l.addGestureRecognizer(pan)
                drivers.append(ScrollViewPanDriver(scrollView: models[j].lists[i], pan: pan))
            }
        }
        // Vertical drags on the outer header and strip drive the shown page's chain; on the inner
        // header and strip, the nested page's.
        let shown: () -> ScrollView = { [unowned self] in self.models[self.leaderIndex].currentList }
        let inner: () -> ScrollView = { [unowned self] in self.nested.currentList }
        let pans: [(View, String, () -> ScrollView)] = [
            (outerHeader, "header.pan", shown), (outerStrip.view, "outer.tabStrip.pan", shown),
            (innerHeader, "innerHeader.pan", inner), (innerStrip.view, "tabStrip.pan", inner),
        ]
        for (v, name, resolve) in pans {
            let pan = PanGestureRecognizer(name: name)
            v.addGestureRecognizer(pan)
            drivers.append(ScrollViewPanDriver(pan: pan, resolve: resolve))
        }
        let outerPan = PanGestureRecognizer(name: "outer.pager.pan")
        let innerPan = PanGestureRecognizer(name: "pager.pan")
        for p in [outerPan, innerPan] {
            p.shouldBegin { g in
                let v = g.velocity
                return abs(v.x) >= abs(v.y) ? .allow : .deny("vertical velocity dominates")
            }
        }
        pagesView.addGestureRecognizer(outerPan)
        drivers.append(ScrollViewPanDriver(scrollView: outerPager, pan: outerPan))
        innerPagerView.addGestureRecognizer(innerPan)
        handoff = PagerHandoffDriver(
            pan: innerPan, inner: nested.pager, outer: outerPager, policy: .atEdges)  // the technique file sets it (C)
        outerStrip.wire(select: { [unowned self] j in self.selectOuterPage(j, at: self.now) }, log: { [log] e in log.append(e) })
        innerStrip.wire(
            select: { [unowned self] i in self.nested.selectPage(i, animated: true, at: self.now) }, log: { [log] e in log.append(e) })
        let statusTap = TapGestureRecognizer(name: "statusBar.tap")
        statusTap.onAction { [unowned self] g in
            guard g.state == .recognized else { return }
            self.scrollToTop(at: self.now)
        }
        statusBar.addGestureRecognizer(statusTap)
    }

    // MARK: - Time and keys

    func advance(to time: Double) {
        now = max(now, time)
        outerPager.advance(to: now)
        for m in models { m.advance(to: now) }
        outerStrip.advance(to: now)
        innerStrip.advance(to: now)
        syncFollowers()
    }

    /// Status-bar tap / Home: the shown page's chain to its top (the outer header expands last).
    func scrollToTop(at time: Double) { models[leaderIndex].scrollToTop(at: time) }

    /// Shows outer page `j` (a tap on the outer strip), animated through the outer pager.
    func selectOuterPage(_ j: Int, at time: Double) {
        guard models.indices.contains(j), outerPager.state != .dragging else { return }
        outerPager.setContentOffset(Point(x: Double(j) * viewport.width, y: 0), animated: true, at: time)
    }

    var isIdle: Bool {
        outerPager.state == .idle && outerStrip.model.state == .idle && innerStrip.model.state == .idle
            && models.allSatisfy { $0.verticalState == .idle && $0.pager.state == .idle && !$0.hasPendingLoads && $0.refreshState == .idle }
    }

    // MARK: - Events

    /// The outer pager began moving: vertical motion stops (as a nested page's own pager does); it
    /// came to rest: its tab scrolls into view and `didScrollToPage` (id `outer.pager`) is logged.
    private func outerPagerDidEmit(_ sv: ScrollView, _ event: ScrollEvent, at t: Double) {
        guard sv === outerPager else { return }
        switch event {
        case .willBeginDragging:
            for m in models where m.verticalState == .decelerating || m.verticalState == .animating { m.stopVerticalMotion(at: t) }
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false):
            let j = outerIndex
            outerStrip.reveal(j, at: t)
            log.append(SceneState.Event(t: t, name: "didScrollToPage", page: j, id: "outer.pager"))
        default:
            break
        }
    }

    func nestedPage(_ page: NestedPage, scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        log.scrollView(scrollView, didEmit: event, at: time)
    }

    func nestedPage(_ page: NestedPage, didEmit event: NestedPageEvent) {
        if page === nested, case .didScrollToPage(let i) = event.kind { innerStrip.reveal(i, at: event.time) }
    }

    func apply(_ feel: Feel) {
        for m in models { m.feel = feel }
        outerPager.feel = feel
        outerStrip.model.feel = feel
        innerStrip.model.feel = feel
    }
}
