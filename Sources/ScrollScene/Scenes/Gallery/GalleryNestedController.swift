import ScrollCore

/// A header, a tab strip and one list, moved the way an app technique moves them
/// (`GalleryNestedModel`), with the same geometry and view / scroll view ids as the nested page
/// built from the same scene file, so one trace replays through both and states compare field by
/// field.
///
/// Recognizers: `outer.pan` on the whole page (the outer scroll view's pan); when the technique's file
/// names it (`simultaneous`), also `list.pan` on the list, the two recognizing together as the file's
/// `simultaneous` rule says.
final class GalleryNestedController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let model: GalleryNestedModel
    private let content: View
    private let header: HeaderView
    private let strip: TabStripView
    private let list: ListView
    private let statusBar: StatusBarView
    private let headerHeight: Double
    private let stripHeight: Double
    private let stickyOffset: Double
    /// The safe area's left and right (landscape): the strip sits between them, list rows and the
    /// header's titles inside them.
    private let sides: EdgeInsets
    private var outerPan: PanGestureRecognizer!
    private var listPan: PanGestureRecognizer?
    private var lastTranslation = 0.0
    /// The last touch-down seen (pointer and time), so the second pan's call for it changes nothing.
    private var lastDown: (id: Int64, time: Double)?

    init(definition def: SceneDefinition, technique: GalleryTechnique, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let w = viewport.width
        headerHeight = def.header?.height ?? 200
        stripHeight = def.tabStrip?.height ?? 44
        stickyOffset = def.stickyOffset ?? safeArea.top
        sides = EdgeInsets(left: safeArea.left, right: safeArea.right)
        let page = def.pages?.first ?? SceneDefinition.Page(rows: 100)
        let listHeight = viewport.height - stickyOffset - stripHeight
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        content = View(id: "content", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(content)
        list = ListView(
            id: "page.0.list", rowCount: page.rows, heights: def.resolvedRowHeights,
            rowTitle: page.rowTitle ?? def.tabStrip?.titles.first ?? "Row", frame: Rect(x: 0, y: 0, width: w, height: listHeight))
        list.safeInsets = sides
        content.addSubview(list)
        header = HeaderView(
            title: def.header?.title ?? def.title, subtitle: def.header?.subtitle ?? "",
            frame: Rect(x: 0, y: 0, width: w, height: headerHeight))
        header.safeInsets = sides
        content.addSubview(header)
        strip = TabStripView(
            titles: def.tabStrip?.titles ?? ["Posts"],
            frame: Rect(x: sides.left, y: 0, width: w - sides.left - sides.right, height: stripHeight))
        strip.backgroundBleed = sides
        content.addSubview(strip)
        statusBar = StatusBarView(width: w, height: safeArea.top)
        root.addSubview(statusBar)
        model = GalleryNestedModel(
            technique: technique, maxCollapse: headerHeight - stickyOffset, maxListOffset: list.contentHeight - listHeight,
            overshootLimit: viewport.height / 2)
        wireGestures()
        layout(time: 0)
    }

    private func wireGestures() {
        let outer = PanGestureRecognizer(name: "outer.pan")
        outer.axis = .vertical
        content.addGestureRecognizer(outer)
        outerPan = outer
        outer.onTouchDown { [unowned self] _, e in self.touchDown(e) }
        outer.onAction { [unowned self] g in self.panAction(g, onList: false) }
        outer.onFailed { [unowned self] g in self.panFailed(g) }
        guard model.namesPan(ofView: 1) else { return }
        let inner = PanGestureRecognizer(name: "list.pan")
        inner.axis = .vertical
        list.addGestureRecognizer(inner)
        listPan = inner
        // The file's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, answered by its rules.
        model.recognizers = [outer, inner]
        model.installRules()
        inner.onTouchDown { [unowned self] _, e in self.touchDown(e) }
        inner.onAction { [unowned self] g in self.panAction(g, onList: true) }
        inner.onFailed { [unowned self] g in self.panFailed(g) }
    }

    /// A touch-down catches a moving model; under an `immediate` catch (Android) every pan of the
    /// touch then begins at its first move, without the slop. Both pans see the same touch-down (the
    /// simultaneous technique): the second keeps what the first decided for that pointer.
    private func touchDown(_ e: PointerEvent) {
        let pans = [outerPan, listPan].compactMap { $0 }
        // A further finger of the same sequence joins the pan: what the first finger decided stays.
        let joins = pans.contains { $0.touches.keys.contains { $0 != e.id } }
        if !joins && (lastDown?.id != e.id || lastDown?.time != e.time) {
            lastDown = (e.id, e.time)
            model.advance(to: e.time)
            let caught = model.isMoving && !model.isDragging
            for pan in pans {
                pan.minimumDistance = model.feel.touchSlop
                pan.axis = .vertical
                if caught { pan.startsAtOnce(afterCatchUnder: model.feel) }
            }
        }
        model.touchDown(at: e.time)
    }

    /// One pan drives the model: the list's when it tracks the touch (both then move, as the
    /// technique's pins allow), else the outer one.
    private func panAction(_ pan: PanGestureRecognizer, onList: Bool) {
        if !onList, let inner = listPan, inner.state.isActive || inner.state == .ended { return }
        let t = pan.lastTime
        let y = pan.translation.y
        switch pan.state {
        case .began:
            // Where scrolling starts after the slop (the feel's `slopStart`, as ScrollViewPanDriver):
            // the crossing point, or the slop's boundary (the travel past it moves the content at once).
            lastTranslation = y
            if model.feel.slopStart == .boundary {
                let d = pan.translation
                lastTranslation = d.length > 1e-3 ? y * (min(d.length, max(0, pan.minimumDistance)) / d.length) : y
                model.drag(by: -(y - lastTranslation), listPan: onList, velocity: -pan.velocity.y, at: t)
                lastTranslation = y
            }
        case .changed:
            model.drag(by: -(y - lastTranslation), listPan: onList, velocity: -pan.velocity.y, at: t)
            lastTranslation = y
        case .ended:
            let lead =
                (pan.primaryTouch ?? 0) >= PointerEvent.firstInternalID
                ? 0 : pan.resampledLead(maxPrediction: model.feel.resamplePrediction).y
            model.drag(by: -(y + lead - lastTranslation), listPan: onList, velocity: -pan.velocity.y, at: t)
            model.release(velocity: -pan.releaseVelocity.y, listPan: onList, at: t)
        case .cancelled:
            model.release(velocity: 0, listPan: onList, at: t)
        default:
            break
        }
    }

    private func panFailed(_ pan: PanGestureRecognizer) {
        let others = [outerPan, listPan].compactMap { $0 }.filter { $0 !== pan }
        if model.isDragging && !others.contains(where: { $0.state.isActive || $0.state == .possible && !$0.touches.isEmpty }) {
            model.release(velocity: 0, listPan: false, at: pan.lastTime)
        }
    }

    func layout(time: Double) {
        let c = model.shownCollapse
        header.frame = Rect(x: 0, y: -c, width: viewport.width, height: headerHeight)
        strip.frame = Rect(x: sides.left, y: headerHeight - c, width: viewport.width - sides.left - sides.right, height: stripHeight)
        list.frame.origin = Point(x: 0, y: headerHeight + stripHeight - c)
        list.boundsOrigin = Point(x: 0, y: model.listOffset)
        header.contentAlpha = model.maxCollapse > 0 ? min(1, max(0, 1 - 1.6 * max(0, c) / model.maxCollapse)) : 1
    }

    func advance(to time: Double) { model.advance(to: time) }
    func scrollToTop(at time: Double) {}
    var isIdle: Bool { !model.isMoving }
    /// The whole feel: the fling's decay, limits and edge motion (the model), and the pans' slop,
    /// velocity estimator and lift rule (as `ScrollViewPanDriver` sets a scroll view's pan).
    func apply(_ feel: Feel) {
        model.feel = feel
        for pan in [outerPan, listPan].compactMap({ $0 }) {
            pan.minimumDistance = feel.touchSlop
            pan.velocityEstimator = feel.velocityEstimator
            pan.liftStopTime = feel.liftStopTime
        }
    }

    private var scrollState: ScrollState { model.isDragging ? .dragging : model.isMoving ? .decelerating : .idle }

    func writeState(into state: inout SceneState) {
        state.header = SceneState.Header(
            height: headerHeight, collapse: model.shownCollapse, maxCollapse: model.maxCollapse,
            isStuck: model.collapse >= model.maxCollapse)
        let st = scrollState.rawValue
        let v = model.velocity
        state.scrollViews = [
            SceneState.ScrollViewState(
                id: "header", offset: .init(Point(x: 0, y: model.shownCollapse)),
                contentSize: .init(width: viewport.width, height: headerHeight),
                velocity: .init(Point(x: 0, y: v)), state: st),
            SceneState.ScrollViewState(
                id: list.id, offset: .init(Point(x: 0, y: model.listOffset)),
                contentSize: .init(width: viewport.width, height: list.contentHeight), velocity: .init(Point(x: 0, y: v)), state: st),
        ]
        state.events = model.notes.map { SceneState.Event(t: $0.time, name: $0.text, page: nil, id: "technique") }
    }

    func scrollInfos() -> [ScrollViewInfo] {
        let frame = list.frame.intersection(Rect(origin: .zero, size: viewport))
        return [
            ScrollViewInfo(
                id: list.id, frame: frame, axis: .vertical, offset: model.listOffset, minOffset: 0, maxOffset: model.maxListOffset,
                velocity: model.velocity, state: scrollState)
        ]
    }

    func marks() -> SceneMarks {
        var m = SceneMarks()
        m.stickyY = stickyOffset
        return m
    }

    func invariantViolations() -> [String] {
        var out: [String] = []
        if !(model.collapse.isFinite && model.listOffset.isFinite && model.bounce.isFinite) { out.append("gallery offsets non-finite") }
        if model.listOffset < -1e-9 || model.listOffset > model.maxListOffset + 1e-9 { out.append("gallery list offset out of range") }
        return out
    }
}
