import ScrollCore
import ScrollDraw

/// Full-screen pages (`pager`, starting on the middle one), each with a horizontal carousel
/// (`page.<i>.carousel`). With `handsOver` false the carousel's pan keeps every horizontal swipe
/// that starts on it, as UIKit gives it to the innermost scroll view (`carouselLock`, whose technique
/// file, `Assets/techniques/carouselLock.json`, holds no rule: UIKit's default is the technique); with
/// it true, ScrollLab's rule: a carousel at its edge refuses a swipe outwards and the pager takes it.
final class GalleryPagerController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let pager: ScrollView
    let handsOver: Bool
    private let pagesView: View
    private var carousels: [(view: CarouselView, model: ScrollView)] = []
    private var drivers: [ScrollViewPanDriver] = []
    private let log = ScrollEventLog()
    private var now = 0.0
    private let count: Int

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets, handsOver: Bool) {
        definition = def
        self.viewport = viewport
        self.handsOver = handsOver
        count = max(1, def.pages?.count ?? 3)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        let parts = CarouselPages(viewport: viewport, safeArea: safeArea, count: count, tiles: 10, log: log)
        pagesView = parts.view
        root.addSubview(pagesView)
        pager = parts.pager
        carousels = parts.carousels
        let status = StatusBarView(width: viewport.width, height: safeArea.top)
        status.tint = .white
        root.addSubview(status)
        wireGestures()
        pager.setContentOffset(Point(x: viewport.width * Double(min(def.initialPage ?? 1, count - 1)), y: 0), animated: false, at: 0)
        layout(time: 0)
    }

    private func wireGestures() {
        let pan = PanGestureRecognizer(name: "pager.pan")
        pan.shouldBegin { g in
            let v = g.velocity
            return abs(v.x) >= abs(v.y) ? .allow : .deny("vertical velocity dominates")
        }
        pagesView.addGestureRecognizer(pan)
        drivers.append(ScrollViewPanDriver(scrollView: pager, pan: pan))
        for c in carousels {
            let cp = PanGestureRecognizer(name: "\(c.model.id).pan")
            let model = c.model
            // ScrollLab's rule (as in the nested page's carousels); without it, UIKit's default.
            if handsOver { cp.shouldBegin(model.handsOverAtHorizontalEdges) }
            c.view.addGestureRecognizer(cp)
            drivers.append(ScrollViewPanDriver(scrollView: model, pan: cp))
        }
    }

    func advance(to time: Double) {
        now = max(now, time)
        pager.advance(to: now)
        for c in carousels { c.model.advance(to: now) }
    }

    func scrollToTop(at time: Double) {}
    var isIdle: Bool { pager.state == .idle && carousels.allSatisfy { $0.model.state == .idle } }

    func layout(time: Double) {
        pagesView.boundsOrigin = pager.contentOffset
        for c in carousels { c.view.boundsOrigin = Point(x: c.model.contentOffset.x, y: 0) }
    }

    func writeState(into state: inout SceneState) {
        let w = viewport.width
        state.pager = SceneState.Pager(
            page: w > 0 ? Int(saturating: (pager.contentOffset.x / w).rounded()) : 0, pageCount: count, offset: pager.contentOffset.x,
            state: pager.state.rawValue)
        state.scrollViews = [SceneState.ScrollViewState(pager)] + carousels.map { SceneState.ScrollViewState($0.model) }
        state.events = Array(log.events)
    }

    func scrollInfos() -> [ScrollViewInfo] {
        let page = viewport.width > 0 ? Int(saturating: (pager.contentOffset.x / viewport.width).rounded()) : 0
        return CarouselPages.scrollInfos(pager: pager, pages: pagesView, carousels: carousels, page: page)
    }

    func invariantViolations() -> [String] {
        pager.contentOffset.x.isFinite && carousels.allSatisfy({ $0.model.contentOffset.x.isFinite })
            ? [] : ["gallery pager offsets non-finite"]
    }

    func apply(_ feel: Feel) {
        pager.feel = feel
        for c in carousels { c.model.feel = feel }
    }
}
