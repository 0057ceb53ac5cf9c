import ScrollCore
import ScrollDraw

/// `photoBrowser` scenes (#43): a horizontal pager of photos of different aspect ratios (one smaller
/// than the screen), each page a zooming scroll view with pinch, double tap and a single tap waiting for
/// it. What a drag does at a zoomed photo's edge is the scene's `edgePolicy`; `C` cycles the scene's
/// policy → the fractional-contentSize bug (MWPhotoBrowser#389: the pager never gets the drag) →
/// `lockedWhileZoomed` → back.
final class PhotoBrowserController: SceneController {
    /// The photos (pixels = points at scale 1 before fitting): portrait 3:4, landscape 16:10, a 3:1
    /// panorama, and a 200 × 150 photo smaller than the screen.
    static let photos = [
        Size(width: 1200, height: 1600), Size(width: 1600, height: 1000), Size(width: 2400, height: 800), Size(width: 200, height: 150),
    ]

    /// What `C` switches between.
    enum Mode: Equatable {
        case policy(PhotoEdgePolicy)
        /// `chain` with the zoomed size left fractional and edges read on the pixel grid.
        case fractionalBug
    }

    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let pagerView: View
    let pager: ScrollView
    let pagerPan: PanGestureRecognizer
    private var pagerDriver: ScrollViewPanDriver?
    let pages: [PhotoPage]
    let log = ScrollEventLog()
    var now = 0.0
    let scenePolicy: PhotoEdgePolicy
    private(set) var mode: Mode
    /// The drag a photo's pan is handing to the pager (`chain`), and the last translation seen.
    var handoff = PhotoHandoff()

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        scenePolicy = def.edgePolicy ?? .chain
        mode = .policy(scenePolicy)
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        root.backgroundColor = .black
        pagerView = View(id: "pager", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(pagerView)
        let photos = Self.photos
        pages = photos.indices.map { i in
            PhotoPage(
                index: i, photo: photos[i],
                frame: Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height),
                viewport: viewport)
        }
        for p in pages { pagerView.addSubview(p.view) }
        root.addSubview(StatusBarView(width: viewport.width, height: safeArea.top))
        pager = ScrollView(
            id: "pager", boundsSize: viewport, contentSize: Size(width: viewport.width * Double(photos.count), height: viewport.height))
        pager.isPagingEnabled = true
        pager.delegate = log
        pagerPan = PanGestureRecognizer(name: "pager.pan")
        pagerView.addGestureRecognizer(pagerPan)
        pagerDriver = ScrollViewPanDriver(scrollView: pager, pan: pagerPan)
        for p in pages { p.model.delegate = log }
        log.onEvent = { [unowned self] sv, e, t in self.scrollEvent(sv, e, at: t) }
        wire()
        applyMode()
        layout(time: 0)
    }

    /// The edge mechanics in force.
    var mechanics: PhotoEdgePolicy {
        switch mode {
        case .policy(let p): return p.mechanics
        case .fractionalBug: return .chain
        }
    }

    var showsFractionalBug: Bool { mode == .fractionalBug }

    var modeName: String {
        switch mode {
        case .policy(let p): return p.rawValue
        case .fractionalBug: return "fractionalBug"
        }
    }

    private func applyMode() {
        let policy: PhotoEdgePolicy
        if case .policy(let p) = mode { policy = p } else { policy = .chain }
        for p in pages {
            p.model.floorsZoomedContentSize = !showsFractionalBug
            p.model.bouncesZoom = policy.bouncesZoom
            p.zoomDriver.doubleTapScales = policy.doubleTapScales
            p.zoomDriver.doubleTapDuration = policy.doubleTapDuration
        }
    }

    /// The page the pager shows (nearest).
    var currentPage: Int {
        let w = max(1, viewport.width)
        return min(max(Int(saturating: (pager.contentOffset.x / w).rounded()), 0), pages.count - 1)
    }

    func advance(to time: Double) {
        now = max(now, time)
        pager.advance(to: now)
        for p in pages { p.model.advance(to: now) }
    }

    func handles(_ command: SceneCommand) -> Bool { command == .scrollToTop || command == .switchTechnique }

    func perform(_ command: SceneCommand, at time: Double) {
        switch command {
        case .scrollToTop: scrollToTop(at: time)
        case .switchTechnique:
            switch mode {
            case .policy(let p) where p == scenePolicy: mode = .fractionalBug
            case .fractionalBug: mode = .policy(.lockedWhileZoomed)
            default: mode = .policy(scenePolicy)
            }
            applyMode()
            log.append(SceneState.Event(t: time, name: "edgePolicy", page: nil, id: modeName))
        default: break
        }
    }

    func scrollToTop(at time: Double) { pages[currentPage].model.setZoomScale(1, animated: true, at: time) }

    var isIdle: Bool { pager.state == .idle && pages.allSatisfy { $0.model.state == .idle && !$0.model.isZooming } }

    func layout(time: Double) {
        pagerView.boundsOrigin = pager.contentOffset
        for p in pages { setCaption(p) }
    }

    /// The overlay line: scale, the edge reached, the owner of the touch and the policy; formatted
    /// only when one of them changed (layout runs per event and per frame: formatting every page's
    /// line each time was ~40 heap allocations per frame).
    private func setCaption(_ p: PhotoPage) {
        let snapped = showsFractionalBug
        var edge = "none"
        if p.atEdge(1, pixelSnapped: snapped) && p.atEdge(-1, pixelSnapped: snapped) {
            edge = "both"
        } else if p.atEdge(1, pixelSnapped: snapped) {
            edge = "right"
        } else if p.atEdge(-1, pixelSnapped: snapped) {
            edge = "left"
        }
        let owner = [pagerPan, p.pan, p.pinch].first { $0.state.isActive }?.name ?? "–"
        let key = PhotoPage.CaptionKey(scale: p.model.zoomScale, edge: edge, owner: owner, mode: modeName)
        guard key != p.captionKey else { return }
        p.captionKey = key
        p.view.caption = "×\(formatFixed(key.scale, decimals: 2)) · edge \(edge) · owner \(owner) · \(key.mode)"
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] {
        [SceneState.ScrollViewState(pager)] + pages.map { SceneState.ScrollViewState($0.model) }
    }

    func writeState(into state: inout SceneState) {
        state.pager = SceneState.Pager(
            page: currentPage, pageCount: pages.count, offset: pager.contentOffset.x, state: pager.state.rawValue)
        state.scrollViews = scrollViewStates()
        state.events = Array(log.events)
    }

    func scrollInfos() -> [ScrollViewInfo] {
        var out = [ScrollViewInfo(pager, frame: pagerView.frame, axis: .horizontal)]
        for p in pages {
            var info = ScrollViewInfo(p.model, frame: p.view.frame.offsetBy(dx: -pager.contentOffset.x, dy: 0), axis: .horizontal)
            info.isZooming = p.model.isZooming
            out.append(info)
        }
        return out
    }

    func invariantViolations() -> [String] {
        var out: [String] = []
        for p in pages {
            let s = p.model.zoomScale
            if !(s.isFinite && s > 0) { out.append("\(p.model.id): zoom scale \(s)") }
            // Past a limit only while a pinch or its bounce runs: at rest the scale is inside.
            if !p.model.isZooming && !p.model.isZoomAnimating
                && (s < p.model.minimumZoomScale - 1e-9 || s > p.model.maximumZoomScale + 1e-9)
            {
                out.append("\(p.model.id): zoom scale \(s) at rest outside \(p.model.minimumZoomScale)…\(p.model.maximumZoomScale)")
            }
        }
        return out
    }

    func apply(_ feel: Feel) {
        pager.feel = feel
        for p in pages { p.model.feel = feel }
    }

    /// A page the pager left is zoomed back out (iOS Photos); the single tap is logged.
    private func scrollEvent(_ sv: ScrollView, _ e: ScrollEvent, at t: Double) {
        guard sv === pager, e == .didEndDecelerating || e == .didEndScrollingAnimation else { return }
        let shown = currentPage
        for p in pages where p.index != shown && p.isZoomed && p.model.state == .idle {
            p.model.setZoomScale(p.model.minimumZoomScale, animated: false, at: t)
        }
    }
}
