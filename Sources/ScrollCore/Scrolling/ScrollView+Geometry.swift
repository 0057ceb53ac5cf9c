// Content size, inset or bounds changing under a scroll view: the model stays valid at `now`.
extension ScrollView {
    /// Changes `contentInset` at `time` keeping the offset shown (UIRefreshControl ending a refresh): a
    /// resting view left outside the new range springs back onto it (`bouncing`, then
    /// `didEndDecelerating`); a drag continues from the shown offset against the new range.
    public func setContentInset(_ inset: EdgeInsets, at time: Double) {
        advance(to: time)
        keepsShownOffset = true
        contentInset = inset
        keepsShownOffset = false
    }

    /// A resting view outside its range springs back onto it (when it bounces). Returns whether.
    func bounceBackIfOutside() -> Bool {
        guard bounces && feel.allowsOverscroll else { return false }
        for axis in Axis.allCases where overscroll(axis) != 0 {
            let m = ScrollAxisMotion(kind: .momentum(momentum(axis, velocity: 0)), startTime: now)
            if axis == .horizontal { motionX = m } else { motionY = m }
        }
        guard motionX != nil || motionY != nil else { return false }
        state = motionState(at: now)
        return true
    }

    /// Content size, inset or bounds changed: keep the model valid at `now`.
    func geometryDidChange() {
        if zoom.applying { return }
        if zoom.contentSize.width > 0 && zoom.contentSize.height > 0 { zoom.inset = zoom.centring(zoom.scale, bounds: boundsSize) }
        if keepsShownOffset && state == .dragging {
            rawOffset = unbandedOffset()
            return
        }
        if keepsShownOffset && state == .idle && bounceBackIfOutside() { return }
        switch state {
        case .dragging:
            let shown = Point(x: shownOffset(rawOffset.x, .horizontal), y: shownOffset(rawOffset.y, .vertical))
            if shown != contentOffset {
                contentOffset = shown
                emit(.didScroll, at: now)
            }
        case .decelerating, .bouncing:
            // Restart momentum from where it is, with the velocity it has, against the new range.
            let v = velocity
            for axis in Axis.allCases {
                let active = axis == .horizontal ? motionX != nil : motionY != nil
                let outside = overscroll(axis) != 0
                guard active || outside else { continue }
                let m = ScrollAxisMotion(kind: .momentum(momentum(axis, velocity: v[axis])), startTime: now)
                if axis == .horizontal { motionX = m } else { motionY = m }
            }
            state = motionState(at: now)
        case .idle:
            // Content shrank under a resting view: settle into the new range (no gap left showing).
            var clamped = contentOffset
            for axis in Axis.allCases {
                clamped[axis] = min(max(clamped[axis], minOffset(axis)), maxOffset(axis))
            }
            if clamped != contentOffset {
                contentOffset = clamped
                emit(.didScroll, at: now)
            }
        case .animating:
            break
        }
    }
}
