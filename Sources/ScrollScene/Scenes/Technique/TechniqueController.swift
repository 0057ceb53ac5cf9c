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
    let strip: TabStripView
    let list: ListView
    let statusBar: StatusBarView
    /// `outer`, `list`: indices 0 and 1, as `AppTechnique.views`.
    let scrollViews: [ScrollView]
    var drivers: [ScrollViewPanDriver] = []
    /// `AppTechnique.recognizers` that exist: the two pans, and the list's long press when a rule names it.
    var recognizers: [GestureRecognizer] = []
    let headerHeight: Double
    let stripHeight: Double
    let stickyOffset: Double
    var variables: [Double]
    var showsIndicator = [true, true]
    /// How often each rule decided or acted.
    var fired: [Int]
    /// Lifecycle events and rule firings, for the state's `events`.
    var events = BoundedLog<SceneState.Event>(capacity: 2000)
    /// Nested `didScroll` rule runs (an offset set inside `didScroll` re-enters it).
    var reentry = 0
    /// The release being decided (`willEndDragging` rules read and set it).
    var release: (velocity: Point, target: Point)?
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
        let page = def.pages?.first ?? SceneDefinition.Page(rows: 100)
        let listHeight = max(1, viewport.height - stickyOffset - stripHeight)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        content = View(id: "outer", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(content)
        list = ListView(
            id: "page.0.list", rowCount: page.rows, heights: def.resolvedRowHeights,
            rowTitle: page.rowTitle ?? def.tabStrip?.titles.first ?? "Row", frame: Rect(x: 0, y: 0, width: w, height: listHeight))
        list.safeInsets = EdgeInsets(left: safeArea.left, right: safeArea.right)
        content.addSubview(list)
        header = HeaderView(
            title: def.header?.title ?? def.title, subtitle: def.header?.subtitle ?? "",
            frame: Rect(x: 0, y: 0, width: w, height: headerHeight))
        content.addSubview(header)
        strip = TabStripView(titles: def.tabStrip?.titles ?? ["Posts"], frame: Rect(x: 0, y: 0, width: w, height: stripHeight))
        content.addSubview(strip)
        statusBar = StatusBarView(width: w, height: safeArea.top)
        root.addSubview(statusBar)
        let outer = ScrollView(
            id: "outer", boundsSize: viewport, contentSize: Size(width: w, height: headerHeight + stripHeight + listHeight))
        let inner = ScrollView(
            id: "page.0.list", boundsSize: Size(width: w, height: listHeight), contentSize: Size(width: w, height: list.contentHeight))
        for sv in [outer, inner] {
            sv.bounces = def.bounces ?? true
            sv.alwaysBounceVertical = sv.bounces
        }
        scrollViews = [outer, inner]
        wire()
        layout(time: 0)
    }

    /// The two pans and their drivers, the delegates, then the rules' answers.
    private func wire() {
        let outerPan = PanGestureRecognizer(name: "outer.pan")
        content.addGestureRecognizer(outerPan)
        let listPan = PanGestureRecognizer(name: "list.pan")
        list.addGestureRecognizer(listPan)
        drivers = [
            ScrollViewPanDriver(scrollView: scrollViews[0], pan: outerPan), ScrollViewPanDriver(scrollView: scrollViews[1], pan: listPan),
        ]
        recognizers = [outerPan, listPan]
        let names = program.rules.flatMap { [$0.source.recognizer, $0.source.other] }
        if names.contains("list.longPress") {
            let press = LongPressGestureRecognizer(name: "list.longPress")
            list.addGestureRecognizer(press)
            press.onAction { [unowned self] g in
                if g.state == .began { self.events.append(SceneState.Event(t: self.now, name: "longPress", page: nil, id: g.name)) }
            }
            recognizers.append(press)
        }
        for sv in scrollViews { sv.delegate = self }
        installRules()
    }

    func layout(time: Double) {
        let oy = scrollViews[0].contentOffset.y
        let w = viewport.width
        header.frame = Rect(x: 0, y: -oy, width: w, height: headerHeight)
        strip.frame = Rect(x: 0, y: headerHeight - oy, width: w, height: stripHeight)
        list.frame.origin = Point(x: 0, y: headerHeight + stripHeight - oy)
        list.boundsOrigin = scrollViews[1].contentOffset
        let maxCollapse = scrollViews[0].maxOffset(.vertical)
        header.contentAlpha = maxCollapse > 0 ? min(1, max(0, 1 - 1.6 * max(0, oy) / maxCollapse)) : 1
    }

    func advance(to time: Double) {
        now = max(now, time)
        for sv in scrollViews { sv.advance(to: now) }
    }

    func scrollToTop(at time: Double) { scrollViews[0].scrollToTop(at: time) }

    var isIdle: Bool { scrollViews.allSatisfy { $0.state == .idle } }

    func apply(_ feel: Feel) {
        for sv in scrollViews { sv.feel = feel }
    }

    func writeState(into state: inout SceneState) {
        let outer = scrollViews[0]
        let maxCollapse = outer.maxOffset(.vertical)
        state.header = SceneState.Header(
            height: headerHeight, collapse: outer.contentOffset.y, maxCollapse: maxCollapse,
            isStuck: outer.contentOffset.y >= maxCollapse - 1e-6)
        state.scrollViews = scrollViews.map { SceneState.ScrollViewState($0) }
        state.events = Array(events)
        state.technique = SceneState.Technique(
            name: program.name,
            rules: program.rules.enumerated().map { i, r in .init(name: r.source.name, on: r.source.on.rawValue, fired: fired[i]) },
            variables: program.variables.enumerated().map { i, n in .init(name: n, value: variables[i]) })
    }

    func scrollInfos() -> [ScrollViewInfo] {
        let screen = Rect(origin: .zero, size: viewport)
        return [
            ScrollViewInfo(scrollViews[1], frame: list.frame.intersection(screen), axis: .vertical),
            ScrollViewInfo(scrollViews[0], frame: screen, axis: .vertical),
        ]
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
