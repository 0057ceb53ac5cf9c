import ScrollCore
import ScrollDraw

/// `carousel-fling-leak` (#44 item 4; accompanist #347, #935, PR #1332, ComposeViews #49): full-screen
/// pages (`pager`), each with a horizontal carousel (`page.<i>.carousel`), and what becomes of the motion
/// a carousel cannot use at its ends. ScrollLab's (`pagerCarousel.leftover` `keep`): the carousel keeps
/// it — a drag past its end rubber-bands, a fling bounces there — and the pager moves only for a drag
/// that starts outwards at the carousel's edge. `pager`, and the wrong technique (C, `leftover-leak`):
/// the drag past the end moves the pager mid-drag (`PagerHandoffDriver`), and a fling that reaches the
/// end stops there and flings the pager with the velocity it had at the end, which pages it.
final class CarouselLeakController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let pager: ScrollView
    let pagesView: View
    var carousels: [(view: CarouselView, model: ScrollView)] = []
    var drivers: [PagerHandoffDriver] = []
    private var pagerDriver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    var now = 0.0
    let count: Int
    /// The technique runs (C).
    var techniqueOn = false
    /// C was pressed (the state's `gallery` and the badge from then on).
    var techniqueShown = false
    let badge: Label
    static let techniqueID = "leftover-leak"
    static let bug = "a carousel flung to its end pages the pager around it: the velocity left at its end goes on to the pager"
    static let source = "accompanist #347, #935, PR #1332; ComposeViews #49 (the nested scroll's leftover velocity reaching the pager)"

    /// Whether the leftover goes to the pager now: the scene says so, or the technique runs.
    var leaks: Bool { definition.pagerCarousel?.leftover == .pager || techniqueOn }

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        count = max(1, def.pages?.count ?? 3)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        let parts = CarouselPages(viewport: viewport, safeArea: safeArea, count: count, tiles: def.pagerCarousel?.tiles ?? 10, log: log)
        pagesView = parts.view
        root.addSubview(pagesView)
        pager = parts.pager
        carousels = parts.carousels
        let status = StatusBarView(width: viewport.width, height: safeArea.top)
        status.tint = .white
        root.addSubview(status)
        badge = NestedPageController.techniqueBadge(viewport: viewport, safeArea: safeArea)
        badge.isHidden = true
        root.addSubview(badge)
        wireGestures()
        let first = min(max(0, def.initialPage ?? 0), count - 1)
        pager.setContentOffset(Point(x: viewport.width * Double(first), y: 0), animated: false, at: 0)
        layout(time: 0)
    }

    private func wireGestures() {
        let pan = PanGestureRecognizer(name: "pager.pan")
        pan.shouldBegin { g in
            let v = g.velocity
            return abs(v.x) >= abs(v.y) ? .allow : .deny("vertical velocity dominates")
        }
        pagesView.addGestureRecognizer(pan)
        pagerDriver = ScrollViewPanDriver(scrollView: pager, pan: pan)
        for c in carousels {
            let cp = PanGestureRecognizer(name: "\(c.model.id).pan")
            // A drag that starts outwards at the carousel's edge is the pager's (as the nested page's carousels).
            cp.shouldBegin(c.model.handsOverAtHorizontalEdges)
            c.view.addGestureRecognizer(cp)
            drivers.append(PagerHandoffDriver(pan: cp, inner: c.model, outer: pager, policy: leaks ? .atEdges : .never))
        }
    }

    /// The technique on or off (C): the drags' policy from the next move, the flings' from the next tick.
    func setTechnique(_ on: Bool) {
        techniqueOn = on
        for d in drivers { d.policy = leaks ? .atEdges : .never }
        badge.isHidden = !on
        badge.text = "app technique: \(Self.techniqueID) · C: ScrollLab"
    }

    func advance(to time: Double) {
        let from = now
        now = max(now, time)
        if leaks {
            for c in carousels { leakFling(of: c.model, after: from) }
        }
        pager.advance(to: now)
        for c in carousels { c.model.advance(to: now) }
    }

    /// When `model`'s fling reaches one of its ends between `from` and now with velocity left: the
    /// carousel stops on that end and the pager is flung with that velocity at that instant (on the
    /// fling's curve, so the same instant at any tick rate). Event `leftoverToPager` (`page` = pt/s).
    private func leakFling(of model: ScrollView, after from: Double) {
        guard let (motion, start) = model.simulation(.horizontal), case .momentum(let sim) = motion, let h = sim.handoffTime,
            start + h >= from, start + h <= now, pager.state != .dragging
        else { return }
        let t = start + h
        let v = sim.fling.velocity(at: h)
        let edge = v > 0 ? model.maxOffset(.horizontal) : model.minOffset(.horizontal)
        guard v != 0, v.isFinite, abs(sim.fling.position(at: h) - edge) < 0.5 else { return }
        model.advance(to: t)
        model.setContentOffset(Point(x: edge, y: 0), animated: false, at: t)
        pager.advance(to: t)
        pager.beginDragging(at: t)
        pager.endDragging(fingerVelocity: Point(x: -v, y: 0), at: t)
        log.append(SceneState.Event(t: t, name: "leftoverToPager", page: Int(saturating: v.rounded()), id: model.id))
    }

    func layout(time: Double) {
        pagesView.boundsOrigin = pager.contentOffset
        for c in carousels { c.view.boundsOrigin = Point(x: c.model.contentOffset.x, y: 0) }
    }

    var page: Int { viewport.width > 0 ? Int(saturating: (pager.contentOffset.x / viewport.width).rounded()) : 0 }
}
