import ScrollCore

/// One vertical list (`main`) under a navigation bar: plain, snapping (target interception to
/// multiples of `snapInterval`), without bounce, with sticky section headers, or growing near its end
/// (load more: rows are appended while the offset stays put — no jump).
final class ListController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let list: ListView
    let model: ScrollView
    private let statusBar: StatusBarView
    private var driver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    private var now = 0.0
    /// Pressable rows (`contentTouches`, #41).
    var contentTouches: ListContentTouches?
    /// Set while rows are being appended: the size change scrolls (`didScroll`), which must not append
    /// again from inside (a drag far past the end used to recurse until the stack overflowed).
    /// Set while load more appends (the append's own `didScroll` does not append again).
    var appending = false

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let w = viewport.width
        let top = safeArea.top + NavigationBarView.barHeight
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        list = ListView(
            id: "main", rowCount: def.rows ?? 200, heights: def.resolvedRowHeights, rowTitle: "Row",
            frame: Rect(x: 0, y: top, width: w, height: viewport.height - top))
        list.sectionSize = def.sectionSize ?? 0
        list.safeInsets = EdgeInsets(left: safeArea.left, right: safeArea.right)
        list.showsLoadingFooter = def.loadMoreBatch != nil
        root.addSubview(list)
        let bar = NavigationBarView(title: def.title, width: w, top: safeArea.top)
        root.addSubview(bar)
        statusBar = StatusBarView(width: w, height: safeArea.top)
        statusBar.tint = Theme.text
        root.addSubview(statusBar)
        model = ScrollView(id: "main", boundsSize: list.frame.size, contentSize: Size(width: w, height: list.contentHeight))
        model.bounces = def.bounces ?? true
        model.alwaysBounceVertical = model.bounces
        model.delegate = log
        let pan = PanGestureRecognizer(name: "main.pan")
        list.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
        addContentTouches(pan: pan)
        if def.dependsOnNeverFailing ?? false {
            // Seed 002's pitfall: the list's pan waits for a recognizer that never sees the list's
            // touches, so it can never fail. The arena releases the pan and logs a WARNING.
            let never = TapGestureRecognizer(name: "navigationBar.doubleTap")
            bar.addGestureRecognizer(never)
            pan.require(toFail: never)
        }
        let tap = TapGestureRecognizer(name: "statusBar.tap")
        tap.onAction { [unowned self] g in
            guard g.state == .recognized else { return }
            self.scrollToTop(at: self.now)
        }
        statusBar.addGestureRecognizer(tap)
        if let interval = def.snapInterval {
            // Seed 001's interception: land on the nearest multiple of the interval.
            log.intercept = { sv, _, target in
                let snapped = (target.y / interval).rounded() * interval
                target.y = min(max(snapped, sv.minOffset(.vertical)), sv.maxOffset(.vertical))
            }
        }
        if let batch = def.loadMoreBatch {
            log.onEvent = { [unowned self] sv, event, _ in self.loadMore(sv, batch: batch, after: event) }
        }
        layout(time: 0)
    }

    /// Load more stops appending at this many rows.
    static let loadMoreLimit = 100_000

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
        contentTouches?.advance(to: now)
    }

    func handles(_ command: SceneCommand) -> Bool {
        command == .scrollToTop || (command == .toggleScrollEnabled && driver != nil)
    }

    func perform(_ command: SceneCommand, at time: Double) {
        switch command {
        case .scrollToTop: scrollToTop(at: time)
        case .toggleScrollEnabled: driver?.toggleScrollEnabled(log: log, at: time)
        default: break
        }
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool { model.state == .idle }

    func layout(time: Double) {
        list.boundsOrigin = model.contentOffset
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] { [SceneState.ScrollViewState(model)] }

    func writeState(into state: inout SceneState) {
        state.scrollViews = scrollViewStates()
        state.events = Array(log.events)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: list.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out: [String] = []
        let y = model.contentOffset.y
        if !y.isFinite { out.append("main offset non-finite") }
        if abs(model.overscroll(.vertical)) >= model.boundsSize.height { out.append("main overscroll beyond the rubber band") }
        return out
    }

    func apply(_ feel: Feel) {
        model.feel = feel
    }

    /// Rotation keeps the list's rows (load more's included), its offset in points — rows keep their
    /// heights, so the row at the top stays at the top — a running fling, isScrollEnabled, the selected
    /// row (`contentTouches`), the log.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? ListController else { return }
        now = max(now, time)
        if list.rowCount != old.list.rowCount {
            appending = true
            list.rowCount = old.list.rowCount
            model.contentSize = Size(width: model.contentSize.width, height: list.contentHeight)
            appending = false
        }
        let target = old.model.simulation(.vertical).map { Point(x: 0, y: $0.0.finalPosition) }
        model.takeOver(from: old.model, offset: old.model.contentOffset, target: target, at: now)
        if !old.model.isScrollEnabled { driver?.toggleScrollEnabled(log: log, at: now) }
        if let o = old.contentTouches { contentTouches?.carry(from: o) }
        log.carry(from: old.log)
    }
}
