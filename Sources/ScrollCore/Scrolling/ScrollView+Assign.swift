// Assigning the offset from delegate code: UIKit's `scrollView.contentOffset = p`.
extension ScrollView {
    /// UIKit's `contentOffset = offset` as pinning code writes it in `scrollViewDidScroll`: the offset
    /// changes at once and `didScroll` is sent synchronously (re-entering the caller's delegate, as in
    /// UIKit). Unlike `setContentOffset(_:animated:)` nothing stops: a drag goes on from the new offset
    /// (the finger's next move adds to it). A deceleration goes on along its own curve — unless
    /// `movingDeceleration`, UIScrollView's own behaviour: it integrates its momentum from the current
    /// `contentOffset`, so the momentum goes on from the set offset with the velocity it has then
    /// (`reanchorMomentum`; Apple's infinite-scroll re-centring relies on it).
    public func assignContentOffset(_ offset: Point, at time: Double, movingDeceleration: Bool = false) {
        guard offset.x.isFinite, offset.y.isFinite, offset != contentOffset else { return }
        let old = contentOffset
        contentOffset = offset
        if state == .dragging { rawOffset = unbandedOffset() }
        if movingDeceleration {
            let t = Swift.max(now, time)
            if offset.x != old.x { reanchorMomentum(.horizontal, at: t) }
            if offset.y != old.y { reanchorMomentum(.vertical, at: t) }
        }
        emit(.didScroll, at: Swift.max(now, time))
    }

    /// A momentum on `axis` starts again at `t` from the current offset with the velocity it had at
    /// `t` (closed form: a new curve, no per-frame step). A landing, an animation or no motion: nothing.
    private func reanchorMomentum(_ axis: Axis, at t: Double) {
        guard let m = axis == .horizontal ? motionX : motionY, case .momentum = m.kind else { return }
        let motion = ScrollAxisMotion(kind: .momentum(momentum(axis, velocity: m.velocity(at: t))), startTime: t)
        if axis == .horizontal { motionX = motion } else { motionY = motion }
        state = motionState(at: t)
    }
}
