/// Connects a pan recognizer to a `ScrollView`, as UIScrollView's own `panGestureRecognizer` does:
/// - touch down on moving content catches it at once (before the pan decides);
/// - the pan's axis follows what the scroll view can scroll (a vertical list does not take horizontal
///   drags, so it nests inside a horizontal pager the UIKit way);
/// - began → `beginDragging`, changed → `drag`, ended → `endDragging` with the release velocity,
///   cancelled / failed after a catch → released with no velocity (bouncing back if past an edge).
/// The drag follows the finger from where the pan began (the feel's `slopStart`: from the point the
/// slop was crossed, or from the slop's boundary as Chromium and Android do): no jump either way.
/// A scroll view another touch is dragging is not taken (the pan fails, saying so).
public final class ScrollViewPanDriver {
    /// The scroll view the current (or last) touch drives.
    public private(set) var scrollView: ScrollView
    public let pan: PanGestureRecognizer
    /// False: a release stops where the finger lifts (a nested page's header drag without inertia).
    public var flings = true
    /// True: the pan begins in any direction (its axis is not set from what the scroll view scrolls),
    /// as a UIScrollView's pan does when no inner pan prevents it — a scroll view whose pan recognizes
    /// simultaneously with a banner's (GKPageScrollView #38) then scrolls by the swipe's vertical part.
    public var takesAnyDirection = false
    /// Called at each touch-down, before anything else: which scroll view this touch drives.
    private let resolve: (() -> ScrollView)?
    private var base: Point = .zero
    private var caught = false

    public init(scrollView: ScrollView, pan: PanGestureRecognizer) {
        self.scrollView = scrollView
        self.pan = pan
        resolve = nil
        connect()
    }

    /// A driver whose scroll view is chosen at each touch-down (e.g. a nested page's header drives the
    /// list of the page shown).
    public init(pan: PanGestureRecognizer, resolve: @escaping () -> ScrollView) {
        scrollView = resolve()
        self.pan = pan
        self.resolve = resolve
        connect()
    }

    private func connect() {
        pan.onTouchDown { [unowned self] _, event in self.touchDown(event) }
        pan.onAction { [unowned self] g in self.action(g) }
        pan.onFailed { [unowned self] _ in self.failed() }
    }

    private func touchDown(_ event: PointerEvent) {
        // A further finger of the same sequence joins the pan (its centroid): the scroll view, its
        // axis and whether the first finger caught it stay as they are. Resetting `caught` here left a
        // caught list dragging for good once both fingers lifted under the slop (#26).
        if pan.touches.keys.contains(where: { $0 != event.id }) { return }
        if let resolve { scrollView = resolve() }
        let sv = scrollView
        let h = sv.scrolls(.horizontal)
        let v = sv.scrolls(.vertical)
        pan.axis = takesAnyDirection ? nil : h && !v ? .horizontal : v && !h ? .vertical : nil
        pan.minimumDistance = sv.feel.touchSlop
        pan.velocityEstimator = sv.feel.velocityEstimator
        pan.liftStopTime = sv.feel.liftStopTime
        if !sv.isScrollEnabled {
            pan.request(.failed, reason: "\(sv.id) has scrolling disabled")
            return
        }
        // One touch drags a scroll view: another driver's pan (a nested page's header or strip while a
        // finger holds the list) does not take it over mid-drag.
        if sv.state == .dragging && !caught && !pan.state.isActive {
            pan.request(.failed, reason: "\(sv.id) is held by another touch")
            return
        }
        switch sv.state {
        case .decelerating, .bouncing, .animating:
            sv.beginDragging(at: event.time)
            caught = true
            pan.startsAtOnce(afterCatchUnder: sv.feel)
        default:
            caught = false
        }
    }

    private func action(_ g: GestureRecognizer) {
        let sv = scrollView
        let t = pan.lastTime
        switch g.state {
        case .began:
            if sv.state != .dragging { sv.beginDragging(at: t) }
            base = Self.slopBase(pan.translation, slop: pan.minimumDistance, start: sv.feel.slopStart)
            // Chromium sends the first scroll with the scroll begin: the travel past the slop moves
            // the content at once (nothing to move when the start is the crossing itself).
            sv.drag(toTranslation: pan.translation - base, at: t)
        case .changed:
            sv.drag(toTranslation: pan.translation - base, at: t)
        case .ended:
            // Resampling is for touch input; the app's own pointers (a wheel pan) end where they are.
            let synthetic = (pan.primaryTouch ?? 0) >= PointerEvent.firstInternalID
            let lead = synthetic ? .zero : pan.resampledLead(maxPrediction: sv.feel.resamplePrediction)
            sv.dragAtRelease(toTranslation: pan.translation - base + lead, at: t)
            sv.endDragging(fingerVelocity: flings ? pan.releaseVelocity : .zero, at: t)
        case .cancelled:
            sv.cancelDragging(at: t)
        default:
            break
        }
        caught = false
    }

    /// The translation scrolling starts from: all of it (`crossing`), or the slop's worth of it along
    /// its direction (`boundary`: Chromium's first scroll is `d · max(0, |d| − slop) / |d|`).
    public static func slopBase(_ d: Point, slop: Double, start: Feel.SlopStart) -> Point {
        let length = d.length
        guard start == .boundary, length > 1e-3 else { return d }
        return d * (min(length, max(0, slop)) / length)
    }

    private func failed() {
        if caught && scrollView.state == .dragging {
            scrollView.cancelDragging(at: pan.lastTime)
        }
        caught = false
    }
}
