import ScrollCore
import ScrollDraw

/// Full-screen horizontal pages (`pager`), paging one page per fling at most.
final class PagingController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let model: ScrollView
    private let pagesView: View
    private var driver: ScrollViewPanDriver?
    private let log = ScrollEventLog()
    private var now = 0.0
    private let count: Int

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        count = max(1, def.pages?.count ?? 5)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        pagesView = View(id: "pager", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(pagesView)
        for i in 0..<count {
            let p = PageCardView(
                index: i, count: count, frame: Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height))
            pagesView.addSubview(p)
        }
        let status = StatusBarView(width: viewport.width, height: safeArea.top)
        status.tint = .white
        root.addSubview(status)
        model = ScrollView(
            id: "pager", boundsSize: viewport, contentSize: Size(width: viewport.width * Double(count), height: viewport.height))
        model.isPagingEnabled = true
        model.delegate = log
        let pan = PanGestureRecognizer(name: "pager.pan")
        pagesView.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
        layout(time: 0)
    }

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
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

    func scrollToTop(at time: Double) { model.setContentOffset(.zero, animated: true, at: time) }
    var isIdle: Bool { model.state == .idle }

    func layout(time: Double) {
        pagesView.boundsOrigin = model.contentOffset
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] { [SceneState.ScrollViewState(model)] }

    func writeState(into state: inout SceneState) {
        let w = viewport.width
        state.pager = SceneState.Pager(
            page: Int(saturating: (model.contentOffset.x / w).rounded()), pageCount: count, offset: model.contentOffset.x,
            state: model.state.rawValue)
        state.scrollViews = scrollViewStates()
        state.events = Array(log.events)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: pagesView.frame, axis: .horizontal)] }

    func invariantViolations() -> [String] {
        model.contentOffset.x.isFinite ? [] : ["pager offset non-finite"]
    }

    func apply(_ feel: Feel) {
        model.feel = feel
    }

    /// Rotation keeps the page (the offset in pages; a page change under way goes on to its page),
    /// isScrollEnabled and the log.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? PagingController, old.viewport.width > 0 else { return }
        now = max(now, time)
        let scale = viewport.width / old.viewport.width
        let x = old.model.contentOffset.x * scale
        let landing = old.model.simulation(.horizontal).map { ($0.0.finalPosition * scale / viewport.width).rounded() }
        let target = Point(x: (landing ?? (x / viewport.width).rounded()) * viewport.width, y: 0)
        model.takeOver(from: old.model, offset: Point(x: x, y: 0), target: target, at: now)
        if !old.model.isScrollEnabled { driver?.toggleScrollEnabled(log: log, at: now) }
        log.carry(from: old.log)
    }
}

/// One page of the `paging` scene: a coloured field with its number.
final class PageCardView: View {
    let index: Int
    let count: Int

    init(index: Int, count: Int, frame: Rect) {
        self.index = index
        self.count = count
        super.init(id: "page.\(index)", frame: frame)
        backgroundColor = Theme.palette[(index + 2) % Theme.palette.count]
    }

    override func draw(into list: inout DisplayList) {
        list.text(
            "\(index + 1)", in: Rect(x: 0, y: frame.height / 2 - 80, width: frame.width, height: 120), size: 96, .white, alignment: .center,
            weight: .bold)
        list.text(
            "Page \(index + 1) of \(count) · swipe sideways", in: Rect(x: 0, y: frame.height / 2 + 50, width: frame.width, height: 24),
            size: 15, Color.white.withAlpha(0.9), alignment: .center)
    }
}
