import ScrollCore

/// The inner pager's pan in `nested-pages` (#34 item 3; JXPagingView #307, #338, #516): it drives the
/// inner pager (`ScrollViewPanDriver`'s catch, slop base, lift and release, on the horizontal axis),
/// and with `policy` `.atEdges` a drag past the inner pager's first or last page moves the outer pager
/// by what the inner one cannot take — mid-drag, from where the inner pager stopped, as UIKit's nested
/// paging scroll views do (the inner view at its edge passes the rest of the pan to the outer one).
/// Dragged back, the outer pager gives its part up first, then the inner pager moves again. On release
/// the view that holds the drag's excess gets the velocity: the outer pager pages (one page per
/// fling), the inner one rests on its edge page; with no excess the inner pager pages as usual.
///
/// `.never` is the wrong technique (C): the inner pager keeps every drag and rubber-bands at its edge,
/// the outer pager never moves from it (JXPagingView #307: "at the last page a further swipe should go
/// to the outer category view, but the gestures conflict and it does not switch").
final class PagerHandoffDriver {
    /// Who takes a drag past the inner pager's edge.
    enum Policy: String, Sendable {
        /// The outer pager takes the rest, mid-drag (UIKit's nested paging scroll views).
        case atEdges
        /// The inner pager keeps it and rubber-bands (the wrong technique).
        case never
    }

    let pan: PanGestureRecognizer
    let inner: ScrollView
    let outer: ScrollView
    var policy: Policy
    /// The outer pager's share of the drag so far (content-offset direction, unbanded), points.
    private(set) var excess = 0.0
    /// This drag moves the outer pager (it began dragging it).
    private(set) var drivesOuter = false
    private var last: Point = .zero
    /// The outer pager's offset when this drag took it.
    private var outerStart = 0.0
    private var caught = false

    init(pan: PanGestureRecognizer, inner: ScrollView, outer: ScrollView, policy: Policy) {
        self.pan = pan
        self.inner = inner
        self.outer = outer
        self.policy = policy
        pan.onTouchDown { [unowned self] _, event in self.touchDown(event) }
        pan.onAction { [unowned self] g in self.action(g) }
        pan.onFailed { [unowned self] _ in self.failed() }
    }

    private func touchDown(_ event: PointerEvent) {
        if pan.touches.keys.contains(where: { $0 != event.id }) { return }
        pan.axis = .horizontal
        pan.minimumDistance = inner.feel.touchSlop
        pan.velocityEstimator = inner.feel.velocityEstimator
        pan.liftStopTime = inner.feel.liftStopTime
        if !inner.isScrollEnabled {
            pan.request(.failed, reason: "\(inner.id) has scrolling disabled")
            return
        }
        if inner.state == .dragging && !caught && !pan.state.isActive {
            pan.request(.failed, reason: "\(inner.id) is held by another touch")
            return
        }
        switch inner.state {
        case .decelerating, .bouncing, .animating:
            inner.beginDragging(at: event.time)
            caught = true
            pan.startsAtOnce(afterCatchUnder: inner.feel)
        default:
            caught = false
        }
    }

    private func action(_ g: GestureRecognizer) {
        let t = pan.lastTime
        switch g.state {
        case .began:
            if inner.state != .dragging { inner.beginDragging(at: t) }
            excess = 0
            drivesOuter = false
            last = ScrollViewPanDriver.slopBase(pan.translation, slop: pan.minimumDistance, start: inner.feel.slopStart)
            move(to: pan.translation, at: t)
        case .changed:
            move(to: pan.translation, at: t)
        case .ended:
            let synthetic = (pan.primaryTouch ?? 0) >= PointerEvent.firstInternalID
            let lead = synthetic ? .zero : pan.resampledLead(maxPrediction: inner.feel.resamplePrediction)
            move(to: pan.translation + lead, at: t)
            release(fingerVelocity: Point(x: pan.releaseVelocity.x, y: 0), at: t)
        case .cancelled:
            inner.cancelDragging(at: t)
            if drivesOuter { outer.cancelDragging(at: t) }
            drivesOuter = false
        default:
            break
        }
        caught = false
    }

    /// The finger is at `translation`: its motion since the last call is split between the pagers.
    private func move(to translation: Point, at t: Double) {
        let d = -(translation.x - last.x)
        last = translation
        guard d != 0, d.isFinite else { return }
        guard policy == .atEdges else {
            inner.drag(byOffsetDelta: Point(x: d, y: 0), at: t)
            return
        }
        var toOuter = 0.0
        var toInner = d
        if excess != 0 {
            // The outer pager gives its part back first.
            toOuter = excess > 0 ? max(d, -excess) : min(d, -excess)
            toInner = d - toOuter
        }
        if toInner != 0 {
            let x = inner.contentOffset.x
            let room = toInner > 0 ? max(0, inner.maxOffset(.horizontal) - x) : min(0, inner.minOffset(.horizontal) - x)
            let used = toInner > 0 ? min(toInner, room) : max(toInner, room)
            toOuter += toInner - used
            toInner = used
        }
        // Another touch holds the outer pager: the inner one keeps the drag (and rubber-bands).
        if toOuter != 0 && !drivesOuter && outer.state == .dragging {
            toInner += toOuter
            toOuter = 0
        }
        if toInner != 0 { inner.drag(byOffsetDelta: Point(x: toInner, y: 0), at: t) }
        guard toOuter != 0 else { return }
        if !drivesOuter {
            outer.beginDragging(at: t)
            drivesOuter = true
            outerStart = outer.contentOffset.x
        }
        if toOuter == -excess && outer.overscroll(.horizontal) == 0 {
            // All given back: exactly where the outer pager was taken (no rounding drift).
            toOuter = outerStart - outer.contentOffset.x
            excess = 0
        } else {
            excess += toOuter
        }
        outer.drag(byOffsetDelta: Point(x: toOuter, y: 0), at: t)
    }

    /// The finger lifted: the pager holding the excess flings, the other rests.
    private func release(fingerVelocity v: Point, at t: Double) {
        if drivesOuter && excess != 0 {
            inner.endDragging(fingerVelocity: .zero, at: t)
            outer.endDragging(fingerVelocity: v, at: t)
        } else {
            inner.endDragging(fingerVelocity: v, at: t)
            if drivesOuter { outer.endDragging(fingerVelocity: .zero, at: t) }
        }
        drivesOuter = false
        excess = 0
    }

    private func failed() {
        if caught && inner.state == .dragging { inner.cancelDragging(at: pan.lastTime) }
        caught = false
    }
}
