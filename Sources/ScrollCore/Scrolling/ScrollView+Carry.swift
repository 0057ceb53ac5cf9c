/// Carrying motion from one scroll view to another: a rotation (R) rebuilds the scene for the new
/// viewport, and what was moving goes on moving in the new one.
extension ScrollView {
    /// Starts momentum with content velocity `velocity` (points per second) from the shown offset,
    /// against the current range: a release without the drag (no drag events; it ends with
    /// `didEndDecelerating`). From outside the range it bounces back. Ignored while a finger drags.
    public func continueMomentum(velocity: Point, at time: Double) {
        advance(to: time)
        guard state != .dragging, velocity.x.isFinite, velocity.y.isFinite else { return }
        motionX = nil
        motionY = nil
        flingBoost = 1
        for axis in Axis.allCases where (velocity[axis] != 0 && scrolls(axis)) || overscroll(axis) != 0 {
            let m = ScrollAxisMotion(kind: .momentum(momentum(axis, velocity: velocity[axis])), startTime: now)
            if m.isDone(at: now) && m.simulation.finalPosition == contentOffset[axis] { continue }
            if axis == .horizontal { motionX = m } else { motionY = m }
        }
        state = motionX == nil && motionY == nil ? .idle : motionState(at: now)
    }

    /// Takes `old`'s place at `time`: shows `offset` clamped to this view's range — plus, when `old`
    /// was moving past an edge, its overscroll scaled by the ratio of the bounds (the rubber band's
    /// dimension: it stays under this view's band) — then carries on what `old` was doing — a fling or a bounce with its velocity (a
    /// decay is memoryless: away from the edges the curve is the one it was on), an animation or a
    /// paging landing on to `target` (animated). A drag is not carried (rotation cancels touches
    /// first); at rest it stays at rest.
    public func takeOver(from old: ScrollView, offset: Point, target: Point? = nil, at time: Double) {
        advance(to: time)
        guard state != .dragging, offset.x.isFinite, offset.y.isFinite else { return }
        let moving = old.state == .decelerating || old.state == .bouncing || old.state == .animating
        var shown = offset
        for axis in Axis.allCases {
            let over = moving ? old.overscroll(axis) : 0
            let scale = old.boundsSize[axis] > 0 ? boundsSize[axis] / old.boundsSize[axis] : 0
            shown[axis] = min(max(shown[axis], minOffset(axis)), maxOffset(axis)) + over * scale
        }
        setContentOffset(shown, animated: false, at: now)
        let landing = old.simulation(.horizontal)?.0.isLanding == true || old.simulation(.vertical)?.0.isLanding == true
        if old.state == .animating || (moving && (landing || isPagingEnabled)) {
            if let target { setContentOffset(target, animated: true, at: now) }
        } else if moving {
            continueMomentum(velocity: old.velocity, at: now)
        }
    }
}
