/// Zooming, UIScrollView's model: `zoomScale` between `minimumZoomScale` and `maximumZoomScale`, the
/// content size the zoomed view's frame, content smaller than the bounds centred, a pinch about its
/// centre (past a limit through `ZoomBand` when `bouncesZoom`, springing back on lift), and
/// `setZoomScale(_:animated:)` / `zoom(to:animated:)`. Events: `willBeginZooming`, `didZoom`…,
/// `didEndZooming(atScale:)` (after the bounce, as UIKit). Closed form in time like the rest.
extension ScrollView {
    /// The view-for-zooming's unscaled size (UIKit's `viewForZooming(in:)` bounds); zero: no zooming.
    /// Setting it lays the content out at the current scale (a resting offset moves into the new range:
    /// content smaller than the bounds starts centred).
    public var zoomingContentSize: Size {
        get { zoom.contentSize }
        set {
            zoom.contentSize = newValue
            relayoutZoom()
        }
    }
    public var zoomScale: Double { zoom.scale }
    public var minimumZoomScale: Double {
        get { zoom.minimum }
        set { if newValue.isFinite && newValue > 0 { zoom.minimum = newValue } }
    }
    public var maximumZoomScale: Double {
        get { zoom.maximum }
        set { if newValue.isFinite && newValue > 0 { zoom.maximum = newValue } }
    }
    public var bouncesZoom: Bool {
        get { zoom.bounces }
        set { zoom.bounces = newValue }
    }
    /// Content smaller than the bounds is centred (the PhotoScroller recipe). Default true.
    public var centersZoomedContent: Bool {
        get { zoom.centres }
        set {
            zoom.centres = newValue
            relayoutZoom()
        }
    }
    /// The zoomed size is floored to whole points (default). False: the fractional-contentSize bug.
    public var floorsZoomedContentSize: Bool {
        get { zoom.floorsContentSize }
        set {
            zoom.floorsContentSize = newValue
            relayoutZoom()
        }
    }
    /// Whether a pinch can zoom: a view to zoom and `maximumZoomScale > minimumZoomScale`.
    public var zooms: Bool {
        zoom.contentSize.width > 0 && zoom.contentSize.height > 0 && zoom.maximum > zoom.minimum
    }
    /// A pinch is zooming the content.
    public var isZooming: Bool { zoom.pinch != nil }
    /// The scale springs back from past a limit.
    public var isZoomBouncing: Bool { zoom.animation?.isBounce ?? false }
    /// A zoom animation (bounce, `zoom(to:animated:)`) is running.
    public var isZoomAnimating: Bool { zoom.animation != nil }
    /// The zoomed view's frame in viewport coordinates.
    public var zoomedContentFrame: Rect { Rect(origin: -contentOffset, size: contentSize) }
    /// The point of the unscaled zoomed view shown at viewport point `p`.
    public func zoomedContentPoint(at p: Point) -> Point {
        (p + contentOffset) * (1 / zoom.scale)
    }

    /// The resting range on `axis` at `scale` (what min/maxOffset would be there).
    func zoomRange(_ axis: Axis, scale: Double) -> ClosedRange<Double> {
        let inset = zoom.centring(scale, bounds: boundsSize)
        let lo = 0 - (contentInset + ownedInset + inset).leading(axis)
        let end = zoom.zoomedSize(scale)[axis] + (contentInset + ownedInset + inset).trailing(axis) - boundsSize[axis]
        return lo...max(lo, end)
    }

    /// Writes scale, content size, centring inset and offset at once, then `didZoom` / `didScroll`.
    func applyZoom(scale: Double, offset: Point) {
        guard zoom.contentSize.width > 0, zoom.contentSize.height > 0, scale.isFinite, scale > 0 else { return }
        let changed = scale != zoom.scale
        zoom.applying = true
        zoom.scale = scale
        zoom.inset = zoom.centring(scale, bounds: boundsSize)
        contentSize = zoom.zoomedSize(scale)
        zoom.applying = false
        if changed { emit(.didZoom, at: now) }
        let o = offset.x.isFinite && offset.y.isFinite ? offset : contentOffset
        if o != contentOffset {
            contentOffset = o
            emit(.didScroll, at: now)
        }
        if state == .dragging { rawOffset = unbandedOffset() }
    }

    /// The content laid out again at the current scale; a view at rest moves into the new range.
    private func relayoutZoom() {
        let resting = state == .idle && zoom.pinch == nil && zoom.animation == nil
        applyZoom(scale: zoom.scale, offset: contentOffset)
        if resting { applyZoom(scale: zoom.scale, offset: clampedZoomOffset(contentOffset, scale: zoom.scale)) }
    }

    /// The scale clamped to the limits.
    func clampedZoomScale(_ s: Double) -> Double { min(max(s, zoom.minimum), max(zoom.minimum, zoom.maximum)) }

    /// The offset `o` clamped into the resting range at `scale`.
    func clampedZoomOffset(_ o: Point, scale: Double) -> Point {
        var out = o
        for axis in Axis.allCases {
            let r = zoomRange(axis, scale: scale)
            out[axis] = min(max(o[axis], r.lowerBound), r.upperBound)
        }
        return out
    }

    /// The offset that shows unscaled content point `p` at viewport point `v` at `scale`.
    func zoomOffset(showing p: Point, at v: Point, scale: Double) -> Point { p * scale - v }
}
