/// A scroll view's zoom model (UIScrollView's): the zoomed view's own size, the scale and its limits,
/// the pinch in progress and the animation running. The scroll view's `contentSize` is the zoomed view's
/// frame, `zoomingContentSize × zoomScale`; `inset` centres content smaller than the bounds (the
/// PhotoScroller recipe) and is part of `adjustedContentInset`.
struct ScrollZoom {
    /// The view-for-zooming's unscaled size; zero: the scroll view does not zoom.
    var contentSize = Size.zero
    var scale = 1.0
    var minimum = 1.0
    var maximum = 1.0
    var bounces = true
    var centres = true
    /// Whole points: the zoomed content size is floored (the fix for MWPhotoBrowser#389). False shows
    /// the fractional-contentSize bug the photo browser's C switches to.
    var floorsContentSize = true
    /// The centring inset at the current scale.
    var inset = EdgeInsets.zero
    /// The pinch in progress: the scale when it began and the content point (unscaled) under its centre.
    var pinch: (startScale: Double, anchor: Point, centre: Point)?
    var animation: ZoomAnimation?
    /// Set while the model writes contentSize and inset itself (geometryDidChange leaves them be).
    var applying = false

    /// The zoomed size at `scale`.
    func zoomedSize(_ scale: Double) -> Size {
        var w = contentSize.width * scale
        var h = contentSize.height * scale
        if floorsContentSize {
            w = w.rounded(.down)
            h = h.rounded(.down)
        }
        return Size(width: w, height: h)
    }

    /// Half the room the zoomed content leaves inside `bounds` on each axis (0 where it fills it).
    func centring(_ scale: Double, bounds: Size) -> EdgeInsets {
        guard centres else { return .zero }
        let z = zoomedSize(scale)
        let x = max(0, (bounds.width - z.width) / 2)
        let y = max(0, (bounds.height - z.height) / 2)
        return EdgeInsets(top: y, left: x, bottom: y, right: x)
    }
}
