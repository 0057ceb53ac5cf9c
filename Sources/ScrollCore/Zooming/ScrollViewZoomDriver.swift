/// Connects a pinch (and optionally a double tap) to a zooming `ScrollView`, as UIScrollView's own
/// `pinchGestureRecognizer` does: began → `beginZooming`, changed → `zoom(pinchScale:centre:)` (the
/// scale relative to where the pinch began, so crossing its span slop does not jump), ended / cancelled
/// → `endZooming`. The pinch recognizes simultaneously with the scroll view's own pan (a pinch pans
/// too) and with nothing else: a pager's pan and the pinch exclude each other in the arena.
///
/// A double tap zooms about the tapped point (`doubleTapScales`: the next scale up from the current
/// one, back to the first past the last; iOS Photos: [min, max]; PhotoView: 1, 1.75, 3) with the
/// focus kept under the finger, over `doubleTapDuration` seconds.
public final class ScrollViewZoomDriver {
    public let scrollView: ScrollView
    public let pinch: PinchGestureRecognizer
    public let doubleTap: DoubleTapGestureRecognizer?
    /// The scales a double tap cycles through; empty: minimum ↔ maximum.
    public var doubleTapScales: [Double] = []
    public var doubleTapDuration = EaseSimulation.defaultDuration
    private var base = 1.0

    public init(
        scrollView: ScrollView, pinch: PinchGestureRecognizer, pan: PanGestureRecognizer?, doubleTap: DoubleTapGestureRecognizer? = nil
    ) {
        self.scrollView = scrollView
        self.pinch = pinch
        self.doubleTap = doubleTap
        pinch.shouldRecognizeSimultaneously = { [unowned pan] _, other in pan != nil && other === pan }
        pinch.shouldBegin { [unowned scrollView] _ in scrollView.zooms ? .allow : .deny("\(scrollView.id) does not zoom") }
        pinch.onAction { [unowned self] g in self.action(g) }
        doubleTap?.onAction { [unowned self] g in self.doubleTapped(g) }
    }

    private func action(_ g: GestureRecognizer) {
        let sv = scrollView
        let t = pinch.lastTime
        switch g.state {
        case .began:
            base = pinch.scale
            sv.beginZooming(centre: pinch.centre, at: t)
        case .changed:
            sv.zoom(pinchScale: pinch.scale / base, centre: pinch.centre, at: t)
        case .ended, .cancelled:
            sv.endZooming(at: t)
        default:
            break
        }
    }

    /// The scale a double tap goes to from `current`.
    public func nextDoubleTapScale(from current: Double) -> Double {
        let steps = doubleTapScales.isEmpty ? [scrollView.minimumZoomScale, scrollView.maximumZoomScale] : doubleTapScales
        for s in steps where s > current + 1e-6 { return s }
        return steps.first ?? scrollView.minimumZoomScale
    }

    private func doubleTapped(_ g: GestureRecognizer) {
        guard g.state == .recognized, let tap = doubleTap else { return }
        let sv = scrollView
        let target = nextDoubleTapScale(from: sv.zoomScale)
        let focus = tap.location
        sv.zoom(toScale: target, focus: focus, animated: true, duration: doubleTapDuration, at: tap.lastTime)
    }
}
