// Programmatic scrolling: `setContentOffset(_:animated:)` and the status-bar tap.
extension ScrollView {
    /// Sets the offset, immediately or animated (0.3 s ease-in-out, ends with
    /// `didEndScrollingAnimation`). Stops any momentum; ignored while a finger drags (as UIKit's
    /// animated form is overridden by the touch).
    public func setContentOffset(_ offset: Point, animated: Bool, at time: Double) {
        advance(to: time)
        guard state != .dragging, offset.x.isFinite, offset.y.isFinite else { return }
        motionX = nil
        motionY = nil
        if !animated {
            state = .idle
            if offset != contentOffset {
                contentOffset = offset
                emit(.didScroll, at: now)
            }
            return
        }
        if offset == contentOffset {
            state = .idle
            return
        }
        if offset.x != contentOffset.x {
            motionX = ScrollAxisMotion(kind: .animation(EaseSimulation(from: contentOffset.x, to: offset.x)), startTime: now)
        }
        if offset.y != contentOffset.y {
            motionY = ScrollAxisMotion(kind: .animation(EaseSimulation(from: contentOffset.y, to: offset.y)), startTime: now)
        }
        state = .animating
    }

    /// UIKit's status-bar tap: animate to the top (`minOffset(.vertical)`), then `didScrollToTop`.
    public func scrollToTop(at time: Double) {
        setContentOffset(Point(x: contentOffset.x, y: minOffset(.vertical)), animated: true, at: time)
        emit(.didScrollToTop, at: now)
    }
}
