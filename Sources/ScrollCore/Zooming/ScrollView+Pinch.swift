/// A pinch zooming a scroll view: the content point under the fingers' centre when it began stays
/// under the centre as it moves and the fingers spread (UIScrollView's pinch zooms and pans at once).
extension ScrollView {
    /// Two fingers began zooming about `centre` (viewport points). Stops momentum and animations
    /// (a zoom bounce is caught where it is shown). Ignored when the view does not zoom.
    public func beginZooming(centre: Point, at time: Double) {
        advance(to: time)
        guard zooms, zoom.pinch == nil, centre.x.isFinite, centre.y.isFinite else { return }
        zoom.animation = nil
        if state != .dragging {
            motionX = nil
            motionY = nil
            state = .idle
        }
        zoom.pinch = (zoom.scale, zoomedContentPoint(at: centre), centre)
        emit(.willBeginZooming, at: now)
    }

    /// The pinch now asks for `pinchScale` × the scale it began at, its centre at `centre`. Past a
    /// limit the scale resists (`ZoomBand`, the feel's `zoomBand`) or stops (`bouncesZoom` false); the
    /// offset keeps the anchor under the centre, through the offset band past the resting range.
    public func zoom(pinchScale: Double, centre: Point, at time: Double) {
        advance(to: time)
        guard let pinch = zoom.pinch, pinchScale.isFinite, pinchScale > 0, centre.x.isFinite, centre.y.isFinite else { return }
        zoom.pinch?.centre = centre
        let raw = pinch.startScale * pinchScale
        let lo = zoom.minimum
        let hi = max(zoom.minimum, zoom.maximum)
        let s = bouncesZoom ? ZoomBand(coefficient: feel.zoomBand).clamp(raw, lower: lo, upper: hi) : min(max(raw, lo), hi)
        var o = zoomOffset(showing: pinch.anchor, at: centre, scale: s)
        for axis in Axis.allCases {
            let r = zoomRange(axis, scale: s)
            let band = OverscrollBand(feel, dimension: boundsSize[axis])
            o[axis] =
                bounces && feel.allowsOverscroll
                ? band.clamp(o[axis], lower: r.lowerBound, upper: r.upperBound) : min(max(o[axis], r.lowerBound), r.upperBound)
        }
        applyZoom(scale: s, offset: o)
    }

    /// The pinch ended (fewer than two fingers). A scale past a limit, or an offset outside the range,
    /// springs back about the last centre (`isZoomBouncing`); `didEndZooming(atScale:)` comes when it
    /// rests.
    public func endZooming(at time: Double) {
        advance(to: time)
        guard let pinch = zoom.pinch else { return }
        zoom.pinch = nil
        let s1 = clampedZoomScale(zoom.scale)
        let anchor = zoomedContentPoint(at: pinch.centre)
        let o1 = clampedZoomOffset(zoomOffset(showing: anchor, at: pinch.centre, scale: s1), scale: s1)
        if s1 == zoom.scale && o1 == contentOffset {
            endZoomMotion()
            return
        }
        zoom.animation = ZoomAnimation(
            at: now, from: (zoom.scale, contentOffset), to: (s1, o1), curve: .spring(omega: feel.spring.omega), isBounce: true)
        if state != .dragging { state = .animating }
    }

    /// Animates to `scale` about the bounds' centre (UIKit's `setZoomScale(_:animated:)`).
    public func setZoomScale(_ scale: Double, animated: Bool, at time: Double) {
        advance(to: time)
        guard zooms, scale.isFinite, scale > 0 else { return }
        let centre = Point(x: boundsSize.width / 2, y: boundsSize.height / 2)
        let s = clampedZoomScale(scale)
        let o = clampedZoomOffset(zoomOffset(showing: zoomedContentPoint(at: centre), at: centre, scale: s), scale: s)
        zoomAnimated(to: s, offset: o, animated: animated, duration: EaseSimulation.defaultDuration)
    }

    /// Zooms so `rect` (unscaled content coordinates) fills the bounds as far as the limits allow,
    /// centred (UIKit's `zoom(to:animated:)`); `duration` seconds when animated.
    public func zoom(to rect: Rect, animated: Bool, duration: Double = EaseSimulation.defaultDuration, at time: Double) {
        advance(to: time)
        guard zooms, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else { return }
        let s = clampedZoomScale(min(boundsSize.width / rect.width, boundsSize.height / rect.height))
        let centre = Point(x: boundsSize.width / 2, y: boundsSize.height / 2)
        let o = clampedZoomOffset(zoomOffset(showing: Point(x: rect.midX, y: rect.midY), at: centre, scale: s), scale: s)
        zoomAnimated(to: s, offset: o, animated: animated, duration: duration)
    }

    /// Zooms to `scale` keeping the content under viewport point `focus` where it is (Android
    /// PhotoView's `setScale(scale, focalX, focalY, animate)`), then clamped into the range.
    public func zoom(toScale scale: Double, focus: Point, animated: Bool, duration: Double, at time: Double) {
        advance(to: time)
        guard zooms, scale.isFinite, scale > 0, focus.x.isFinite, focus.y.isFinite else { return }
        let s = clampedZoomScale(scale)
        let o = clampedZoomOffset(zoomOffset(showing: zoomedContentPoint(at: focus), at: focus, scale: s), scale: s)
        zoomAnimated(to: s, offset: o, animated: animated, duration: duration)
    }

    private func zoomAnimated(to s: Double, offset o: Point, animated: Bool, duration: Double) {
        guard state != .dragging, zoom.pinch == nil else { return }
        motionX = nil
        motionY = nil
        if !animated || (s == zoom.scale && o == contentOffset) {
            emit(.willBeginZooming, at: now)
            applyZoom(scale: s, offset: o)
            state = .idle
            emit(.didEndZooming(scale: zoom.scale), at: now)
            return
        }
        emit(.willBeginZooming, at: now)
        zoom.animation = ZoomAnimation(
            at: now, from: (zoom.scale, contentOffset), to: (s, o), curve: .ease, duration: duration, isBounce: false)
        state = .animating
    }

    /// Runs the zoom animation to `t`; at its end the scale and offset are exactly its target.
    func advanceZoom(to t: Double) {
        guard let a = zoom.animation else { return }
        let next = a.state(at: t)
        applyZoom(scale: next.scale, offset: next.offset)
        if a.isDone(at: t) {
            zoom.animation = nil
            endZoomMotion()
        }
    }

    /// The zoom is at rest: `didEndZooming(atScale:)`; a view no finger holds is idle (or bounces back
    /// into a range it was left outside).
    private func endZoomMotion() {
        emit(.didEndZooming(scale: zoom.scale), at: now)
        guard state != .dragging, motionX == nil, motionY == nil else { return }
        state = .idle
        _ = bounceBackIfOutside()
    }

    /// A finger lifting while the pinch or its bounce still moves the content: the zoom finishes the
    /// motion (no fling). Returns whether it took the lift.
    func endDraggingWhileZooming(at t: Double) -> Bool {
        guard zoom.pinch != nil || zoom.animation != nil else { return false }
        state = zoom.animation != nil ? .animating : .idle
        emit(.didEndDragging(willDecelerate: zoom.animation != nil), at: t)
        return true
    }
}
