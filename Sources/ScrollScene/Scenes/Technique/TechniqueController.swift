import ScrollCore

/// A `technique` scene: the view tree an app builds for a header over a list — an outer vertical
/// scroll view (`outer`, its pan `outer.pan` on the whole page) holding the header, the tab strip and
/// a list (`list`, its own scroll view with `list.pan`) — with UIKit's defaults (the innermost pan
/// that can begin takes the touch; nothing hands off by itself) and the scene's `appTechnique` rules
/// answering the recognizer delegate questions and acting on the scroll views' delegate events
/// (`TechniqueController+Rules`). Real `ScrollView`s and the real arena: no model of their own.
final class TechniqueController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let program: TechniqueProgram
    let content: View
    let header: HeaderView
    /// The tab strip: its view, scroll model, tap and scroll pan (`TechniqueController+TabStrip`).
    let tabStrip: TabStripController
    var strip: TabStripView { tabStrip.view }
    /// The pages' lists (`list` is page 0's).
    let lists: [ListView]
    var list: ListView { lists[0] }
    /// The pager holding the lists (`appTechnique.tree.pages` ≥ 2), else nil.
    var pagerView: View?
    /// The header's banner (`appTechnique.tree.carousel`), else nil.
    var carouselView: CarouselView?
    /// The lists' row carousels (`appTechnique.tree.rowCarousel`), in `TechniqueViews.rowCarouselPages` order.
    var rowCarouselViews: [CarouselView] = []
    /// The pager inside a page (`appTechnique.tree.nestedPager`) and its lists after the page's own.
    var nestedPagerView: View?
    var nestedLists: [ListView] = []
    let statusBar: StatusBarView
    /// In `TechniqueViews` order: `outer`, `list`, `page.1.list` …, `pager`, `carousel`, the nested pager
    /// and its lists, the row carousels.
    var scrollViews: [ScrollView]
    var drivers: [ScrollViewPanDriver] = []
    /// The recognizers rules name, by `TechniqueViews` index: the views' pans (in `scrollViews` order),
    /// the list's long press (when a rule names it), the strip's tap (with a pager) and scroll pan.
    var recognizers: [GestureRecognizer?] = []
    let headerHeight: Double
    let stripHeight: Double
    let stickyOffset: Double
    var variables: [Double]
    var showsIndicator: [Bool]
    /// How often each rule decided or acted.
    var fired: [Int]
    /// Lifecycle events and rule firings, for the state's `events`.
    var events = BoundedLog<TechniqueLogEntry>(capacity: 2000)
    /// Nested `didScroll` rule runs (an offset set inside `didScroll` re-enters it).
    var reentry = 0
    /// The release being decided (`willEndDragging` rules read and set it).
    var release: (velocity: Point, target: Point)?
    var receiving: (recognizer: Int, location: Point)?
    var warned: [TechniqueWarning] = []
    var now = 0.0

    /// The most nested `didScroll` rule runs: a pair of rules that would pin each other forever stops
    /// there with a warning in the events.
    static let maximumReentry = 4

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let w = viewport.width
        headerHeight = def.header?.height ?? 200
        stripHeight = def.tabStrip?.height ?? 44
        stickyOffset = def.stickyOffset ?? safeArea.top
        program =
            (try? TechniqueProgram.compile(def.appTechnique ?? AppTechnique()))
            ?? TechniqueProgram(
                name: "technique", variables: [], initialValues: [], rules: [])
        variables = program.initialValues
        fired = Array(repeating: 0, count: program.rules.count)
        showsIndicator = Array(repeating: true, count: program.views.names.count)
        let listHeight = max(1, viewport.height - stickyOffset - stripHeight)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        content = View(id: "outer", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(content)
        lists = Self.makeLists(def, views: program.views, size: Size(width: w, height: listHeight), safeArea: safeArea)
        header = HeaderView(
            title: def.header?.title ?? def.title, subtitle: def.header?.subtitle ?? "",
            frame: Rect(x: 0, y: 0, width: w, height: headerHeight))
        tabStrip = TabStripController(
            view: TabStripView(
                titles: def.tabStrip?.titles ?? ["Posts"], style: def.tabStrip?.style ?? .default,
                frame: Rect(x: 0, y: 0, width: w, height: stripHeight)), log: nil)
        statusBar = StatusBarView(width: w, height: safeArea.top)
        let outer = ScrollView(
            id: "outer", boundsSize: viewport, contentSize: Size(width: w, height: headerHeight + stripHeight + listHeight))
        scrollViews =
            [outer]
            + lists.map { l in ScrollView(id: l.id, boundsSize: l.frame.size, contentSize: Size(width: w, height: l.contentHeight)) }
        for sv in scrollViews {
            sv.bounces = def.bounces ?? true
            sv.alwaysBounceVertical = sv.bounces
        }
        buildTree(safeArea: safeArea)
        root.addSubview(statusBar)
        wire()
        layout(time: 0)
    }

    /// The pans and their drivers, the delegates, then the rules' answers.
    private func wire() {
        let outerPan = PanGestureRecognizer(name: "outer.pan")
        content.addGestureRecognizer(outerPan)
        drivers = [ScrollViewPanDriver(scrollView: scrollViews[0], pan: outerPan)]
        var hosts: [View] = []
        for l in lists { hosts.append(l) }
        if let pagerView { hosts.append(pagerView) }
        if let carouselView { hosts.append(carouselView) }
        if let nestedPagerView { hosts.append(nestedPagerView) }
        for l in nestedLists { hosts.append(l) }
        for v in rowCarouselViews { hosts.append(v) }
        for (j, view) in hosts.enumerated() {
            let i = j + 1
            let pan = PanGestureRecognizer(name: program.views.names[i] + ".pan")
            view.addGestureRecognizer(pan)
            drivers.append(ScrollViewPanDriver(scrollView: scrollViews[i], pan: pan))
        }
        var press: LongPressGestureRecognizer?
        let names = program.rules.flatMap { [$0.source.recognizer, $0.source.other] }
        if names.contains("list.longPress") || names.contains("page.0.list.longPress") {
            let p = LongPressGestureRecognizer(name: "list.longPress")
            list.addGestureRecognizer(p)
            p.onAction { [unowned self] g in
                if g.state == .began { self.events.append(.event(SceneState.Event(t: self.now, name: "longPress", page: nil, id: g.name))) }
            }
            press = p
        }
        for sv in scrollViews + [tabStrip.model] { sv.delegate = self }
        wireTabStrip()
        recognizers = drivers.map { $0.pan } + [press, tabStrip.tap, tabStrip.pan]
        installRules()
    }

    func layout(time: Double) {
        let oy = scrollViews[0].contentOffset.y
        let w = viewport.width
        header.frame = Rect(x: 0, y: -oy, width: w, height: headerHeight)
        tabStrip.layout(frame: Rect(x: 0, y: headerHeight - oy, width: w, height: stripHeight), progress: pagerProgress)
        (pagerView ?? list).frame.origin = Point(x: 0, y: headerHeight + stripHeight - oy)
        for (i, l) in lists.enumerated() { l.boundsOrigin = scrollViews[program.views.list(i)].contentOffset }
        if let p = program.views.pager { pagerView?.boundsOrigin = Point(x: scrollViews[p].contentOffset.x, y: 0) }
        if let c = program.views.carousel { carouselView?.boundsOrigin = Point(x: scrollViews[c].contentOffset.x, y: 0) }
        layOutNestedPager()
        layOutRowCarousels()
        let maxCollapse = scrollViews[0].maxOffset(.vertical)
        header.contentAlpha = maxCollapse > 0 ? min(1, max(0, 1 - 1.6 * max(0, oy) / maxCollapse)) : 1
    }

    func advance(to time: Double) {
        now = max(now, time)
        for sv in scrollViews { sv.advance(to: now) }
        tabStrip.advance(to: now)
    }

    func scrollToTop(at time: Double) { scrollViews[0].scrollToTop(at: time) }

    var isIdle: Bool { scrollViews.allSatisfy { $0.state == .idle } && tabStrip.model.state == .idle }

    func apply(_ feel: Feel) {
        for sv in scrollViews + [tabStrip.model] { sv.feel = feel }
    }

    func writeState(into state: inout SceneState) {
        let outer = scrollViews[0]
        let maxCollapse = outer.maxOffset(.vertical)
        state.header = SceneState.Header(
            height: headerHeight, collapse: outer.contentOffset.y, maxCollapse: maxCollapse,
            isStuck: outer.contentOffset.y >= maxCollapse - 1e-6)
        // A strip whose titles do not all fit is a scroll view of its own (one that fits is not listed).
        let stripModel = tabStrip.model.scrolls(.horizontal) ? [tabStrip.model] : []
        state.scrollViews = (scrollViews + stripModel).map { SceneState.ScrollViewState($0) }
        state.events = events.map { $0.event(program) }
        state.technique = SceneState.Technique(
            name: program.name,
            rules: program.rules.enumerated().map { i, r in .init(name: r.source.name, on: r.source.on.rawValue, fired: fired[i]) },
            variables: program.variables.enumerated().map { i, n in .init(name: n, value: variables[i]) })
    }

    func scrollInfos() -> [ScrollViewInfo] {
        let screen = Rect(origin: .zero, size: viewport)
        let area = (pagerView ?? list).frame.intersection(screen)
        let page =
            program.views.pager.map { p in Int(saturating: (scrollViews[p].contentOffset.x / max(1, viewport.width)).rounded()) } ?? 0
        var out = [ScrollViewInfo(scrollViews[shownList(page: min(max(0, page), lists.count - 1))], frame: area, axis: .vertical)]
        if let n = program.views.nestedPager, page == program.views.nestedPage {
            out.append(ScrollViewInfo(scrollViews[n], frame: area, axis: .horizontal))
        }
        if let p = program.views.pager { out.append(ScrollViewInfo(scrollViews[p], frame: area, axis: .horizontal)) }
        if let c = program.views.carousel, let v = carouselView {
            let f = Rect(x: v.frame.minX, y: v.frame.minY + header.frame.minY, width: v.frame.width, height: v.frame.height)
            out.append(ScrollViewInfo(scrollViews[c], frame: f.intersection(screen), axis: .horizontal))
        }
        if tabStrip.model.scrolls(.horizontal) {
            out.append(ScrollViewInfo(tabStrip.model, frame: strip.frame.intersection(screen), axis: .horizontal))
        }
        return out + rowCarouselInfos() + [ScrollViewInfo(scrollViews[0], frame: screen, axis: .vertical)]
    }

    func marks() -> SceneMarks {
        var m = SceneMarks()
        m.stickyY = stickyOffset
        return m
    }

    func invariantViolations() -> [String] {
        var out: [String] = []
        for sv in scrollViews where !(sv.contentOffset.x.isFinite && sv.contentOffset.y.isFinite) {
            out.append("\(sv.id) offset non-finite")
        }
        return out
    }
}
