/// Connects a vertical pan (on a page's list, or on the header) to a `NestedPage`'s chain, as
/// `ScrollViewPanDriver` does for one scroll view: touch-down catches vertical motion, began / changed /
/// ended drive `beginDrag` / `drag` / `endDrag`, and the drag follows the finger from where the pan
/// began.
public final class NestedPagePanDriver {
    public let page: NestedPage
    public let pan: PanGestureRecognizer
    public let fromHeader: Bool
    private var lastY = 0.0
    private var caught = false

    public init(page: NestedPage, pan: PanGestureRecognizer, fromHeader: Bool) {
        self.page = page
        self.pan = pan
        self.fromHeader = fromHeader
        pan.axis = .vertical
        pan.onTouchDown = { [weak self] _, e in self?.touchDown(e) }
        pan.onAction = { [weak self] g in self?.action(g) }
        pan.onFailed = { [weak self] _ in self?.failed() }
    }

    private func touchDown(_ e: PointerEvent) {
        page.advance(to: e.time)
        switch page.verticalState {
        case .decelerating, .bouncing, .animating:
            page.beginDrag(at: e.time, fromHeader: fromHeader)
            caught = true
        default:
            caught = false
        }
    }

    private func action(_ g: GestureRecognizer) {
        let t = pan.lastTime
        switch g.state {
        case .began:
            if page.verticalState != .dragging { page.beginDrag(at: t, fromHeader: fromHeader) }
            lastY = pan.translation.y
        case .changed:
            page.drag(fingerDelta: pan.translation.y - lastY, at: t)
            lastY = pan.translation.y
        case .ended:
            page.drag(fingerDelta: pan.translation.y - lastY, at: t)
            lastY = pan.translation.y
            page.endDrag(fingerVelocity: pan.releaseVelocity.y, at: t)
        case .cancelled:
            page.cancelDrag(at: t)
        default:
            break
        }
        caught = false
    }

    private func failed() {
        if caught && page.verticalState == .dragging { page.cancelDrag(at: pan.lastTime) }
        caught = false
    }
}
