// Assigning the offset from delegate code: UIKit's `scrollView.contentOffset = p`.
extension ScrollView {
    /// UIKit's `contentOffset = offset` as pinning code writes it in `scrollViewDidScroll`: the offset
    /// changes at once and `didScroll` is sent synchronously (re-entering the caller's delegate, as in
    /// UIKit). Unlike `setContentOffset(_:animated:)` nothing stops: a drag goes on from the new offset
    /// (the finger's next move adds to it), a deceleration goes on along its own curve (its next step
    /// moves the view again — and the pinning code pins it again: the slip and stop real pinning shows).
    public func assignContentOffset(_ offset: Point, at time: Double) {
        guard offset.x.isFinite, offset.y.isFinite, offset != contentOffset else { return }
        contentOffset = offset
        if state == .dragging { rawOffset = unbandedOffset() }
        emit(.didScroll, at: Swift.max(now, time))
    }
}
