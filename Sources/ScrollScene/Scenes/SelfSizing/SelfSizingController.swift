import ScrollCore

/// `self-sizing` (#34 item 4): one list (`main`) whose rows are laid out at an estimated height until
/// first shown, then take their real height (`SelfSizingRows`). A row whose top lies above the
/// viewport's top when it resizes moves the offset by its change (`ScrollView.resizeContent`), so the
/// rows the user reads stay where they are and a fling runs on at its velocity — UIKit's self-sizing
/// cells, CSS scroll anchoring. `c` turns anchoring off: the wrong technique, where the content jumps
/// by every change above it (docs/GALLERY.md).
///
/// Rows are measured after every advance and after every input (a drag can show new rows), one at a
/// time from the top of the viewport down until every row shown is measured; each is logged as
/// `rowDidResize` (`page` = the row).
final class SelfSizingController: MainListScene {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let list: ListView
    let model: ScrollView
    private let bar: NavigationBarView
    var driver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    private(set) var rows: SelfSizingRows
    private(set) var anchoring: Bool
    /// The viewport's top (content points) when rows were last measured.
    private var measuredTop = 0.0
    private var now = 0.0

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let sizing = def.selfSizing ?? SceneDefinition.SelfSizing(estimatedHeight: 72)
        let count = min(def.rows ?? 200, SceneDefinition.maximumSelfSizingRows)
        rows = SelfSizingRows(count: count, estimate: sizing.estimatedHeight, real: def.rowHeights ?? [def.rowHeight ?? 72])
        anchoring = sizing.anchoring ?? true
        let w = viewport.width
        let top = safeArea.top + NavigationBarView.barHeight
        root = MainList.root(viewport)
        list = MainList.list(
            in: root, rowCount: count, heights: RowHeights(rows.heights), rowTitle: "Row", top: top, viewport: viewport, safeArea: safeArea)
        bar = NavigationBarView(title: def.title, width: w, top: safeArea.top)
        root.addSubview(bar)
        let status = StatusBarView(width: w, height: safeArea.top)
        status.tint = Theme.text
        root.addSubview(status)
        model = MainList.engine(for: list, contentHeight: rows.contentHeight, bounces: def.bounces, log: log)
        driver = MainList.driver(on: list, for: model)
        MainList.onStatusBarTap(status) { [unowned self] in self.scrollToTop(at: self.now) }
        let start = min(max(0, sizing.startRow ?? 0), max(0, count - 1))
        model.setContentOffset(Point(x: 0, y: min(rows.top(start), model.maxOffset(.vertical))), animated: false, at: 0)
        measuredTop = model.contentOffset.y
        updateTitle()
        measureShownRows()
        layout(time: 0)
    }

    /// Gives every unmeasured row the viewport showed since the last measurement its real height,
    /// top-down: the range swept from the last viewport to this one, so a row a fast fling carried
    /// through in one tick is measured too, whatever the tick rate. A row counts as above what the user
    /// reads when its top was above the last measured viewport's top — it came in over the top edge (one
    /// that came in at the bottom resized in view) — and then, when anchoring, shifts the offset by its
    /// change.
    func measureShownRows() {
        var y = model.contentOffset.y
        let h = model.boundsSize.height
        while let r = rows.measureNext(in: min(measuredTop, y), max(measuredTop, y) + h) {
            let above = r.top < measuredTop - 1e-9
            if above { measuredTop += r.delta }  // the content it was at moved with the rows
            model.resizeContent(
                height: rows.contentHeight, shiftingOffsetBy: anchoring && above ? r.delta : 0,
                resized: (edge: r.top + rows.heights[r.row] - r.delta, delta: r.delta), at: now)
            log.append(SceneState.Event(t: now, name: "rowDidResize", page: r.row, id: "main"))
            y = model.contentOffset.y
        }
        measuredTop = y
        if list.heights.pattern != rows.heights { list.heights = RowHeights(rows.heights) }
    }

    private func updateTitle() {
        bar.title = anchoring ? "Self-sizing rows · anchored" : "Self-sizing rows · no anchoring (C)"
    }

    func advance(to time: Double) {
        let target = max(now, time)
        measureRowsOnTheWay(until: target)
        now = target
        model.advance(to: now)
        measureShownRows()
    }

    /// While a programmatic animation runs (Home), each unmeasured row is measured at the moment the
    /// viewport's edge reaches it — found on the animation's curve, not at the tick that shows it — so
    /// where the animation is at any time does not depend on the tick rate (#46: a finger during
    /// self-sizing's Home stopped the list 104 pt apart at 60 and 120 Hz). Each measurement may move
    /// the curve (anchoring), so the next crossing is found on the new one.
    private func measureRowsOnTheWay(until end: Double) {
        while model.state == .animating, let (motion, start) = model.simulation(.vertical) {
            let y = model.contentOffset.y
            let h = model.boundsSize.height
            let up = motion.finalPosition < y
            guard let row = nextUnmeasuredRow(from: y, height: h, up: up) else { return }
            // Up: the viewport's top reaches the row's bottom; down: its bottom reaches the row's top.
            let edge = up ? rows.top(row + 1) : rows.top(row) - h
            guard let dt = motion.time(toReach: edge) else { return }
            let t = start + dt
            guard t > now, t <= end else { return }
            now = t
            model.advance(to: t)
            guard let r = rows.measure(row) else { return }
            let above = r.top < measuredTop - 1e-9 || up
            if above { measuredTop += r.delta }
            model.resizeContent(
                height: rows.contentHeight, shiftingOffsetBy: anchoring && above ? r.delta : 0,
                resized: (edge: r.top + rows.heights[r.row] - r.delta, delta: r.delta), at: now)
            log.append(SceneState.Event(t: now, name: "rowDidResize", page: r.row, id: "main"))
            measureShownRows()
        }
    }

    /// The nearest unmeasured row beyond the viewport `y ..< y + h` in the direction of motion.
    private func nextUnmeasuredRow(from y: Double, height h: Double, up: Bool) -> Int? {
        guard rows.count > 0 else { return nil }
        if up {
            var i = rows.row(at: y)
            while i >= 0 && (rows.measured[i] || rows.top(i + 1) > y) { i -= 1 }
            return i >= 0 ? i : nil
        }
        var i = rows.row(at: y + h)
        while i < rows.count && (rows.measured[i] || rows.top(i) < y + h) { i += 1 }
        return i < rows.count ? i : nil
    }

    /// C switches anchoring off and on (`anchoringOff` / `anchoringOn`).
    func switchTechnique(at time: Double) {
        anchoring.toggle()
        updateTitle()
        log.append(SceneState.Event(t: time, name: anchoring ? "anchoringOn" : "anchoringOff", page: nil, id: "main"))
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool { model.state == .idle }

    func layout(time: Double) {
        measureShownRows()
        list.boundsOrigin = model.contentOffset
    }

    func writeState(into state: inout SceneState) {
        state.scrollViews = [SceneState.ScrollViewState(model)]
        state.events = Array(log.events)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: list.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out: [String] = []
        let y = model.contentOffset.y
        if !y.isFinite { out.append("main offset non-finite") }
        if abs(model.overscroll(.vertical)) >= model.boundsSize.height { out.append("main overscroll beyond the rubber band") }
        if abs(model.contentSize.height - rows.contentHeight) > 1e-6 { out.append("main content height differs from its rows") }
        var i = rows.row(at: y)
        while i < rows.count && rows.top(i) < y + model.boundsSize.height {
            if !rows.measured[i] && rows.top(i + 1) > y { out.append("row \(i) is shown at its estimate") }
            i += 1
        }
        return out
    }

    func apply(_ feel: Feel) { model.feel = feel }

    /// Rotation keeps the measured rows, anchoring, the offset and a running fling.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? SelfSizingController else { return }
        now = max(now, time)
        rows = old.rows
        anchoring = old.anchoring
        measuredTop = old.measuredTop
        updateTitle()
        list.heights = RowHeights(rows.heights)
        model.contentSize = Size(width: model.contentSize.width, height: rows.contentHeight)
        let target = old.model.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        model.takeOver(from: old.model, offset: old.model.contentOffset, target: target, at: now)
        log.carry(from: old.log)
        measureShownRows()
    }
}
