import ScrollCore

/// One page of the photo browser: a zooming scroll view over one photo, its pan, pinch, double tap
/// and single tap (which waits for the double tap to fail).
final class PhotoPage {
    let index: Int
    let view: PhotoPageView
    let model: ScrollView
    let pan: PanGestureRecognizer
    let pinch: PinchGestureRecognizer
    let doubleTap: DoubleTapGestureRecognizer
    let tap: TapGestureRecognizer
    let zoomDriver: ScrollViewZoomDriver
    /// What the overlay line was last formatted from (the controller formats it again only on a change).
    struct CaptionKey: Equatable {
        var scale: Double
        var edge: String
        var owner: String
        var mode: String
    }
    var captionKey: CaptionKey?

    init(index: Int, photo: Size, frame: Rect, viewport: Size) {
        self.index = index
        let id = "photo.\(index)"
        view = PhotoPageView(id: id, frame: frame, photo: photo)
        // Fitted into the viewport at scale 1, never upscaled (a photo smaller than the screen stays small).
        let fit = min(1, viewport.width / photo.width, viewport.height / photo.height)
        let fitted = Size(width: photo.width * fit, height: photo.height * fit)
        model = ScrollView(id: id, boundsSize: viewport, contentSize: fitted)
        model.zoomingContentSize = fitted
        model.minimumZoomScale = 1
        model.maximumZoomScale = 3
        pan = PanGestureRecognizer(name: "\(id).pan")
        pinch = PinchGestureRecognizer(name: "\(id).pinch")
        doubleTap = DoubleTapGestureRecognizer(name: "\(id).doubleTap")
        tap = TapGestureRecognizer(name: "\(id).tap")
        tap.require(toFail: doubleTap)
        for g in [pan, pinch, doubleTap, tap] as [GestureRecognizer] { view.addGestureRecognizer(g) }
        zoomDriver = ScrollViewZoomDriver(scrollView: model, pinch: pinch, pan: pan, doubleTap: doubleTap)
        pan.shouldRecognizeSimultaneously = { [unowned pinch] _, o in o === pinch }
        view.model = model
    }

    /// Whether the photo is zoomed past its minimum.
    var isZoomed: Bool { model.zoomScale > model.minimumZoomScale + 1e-9 }

    /// The offset the edge checks read: the shown offset, on the device's pixel grid (floored to 1/3 pt)
    /// when the photo browser shows the fractional-contentSize bug (a fractional maximum is then never
    /// reached), else exact.
    func shownOffset(_ axis: Axis, pixelSnapped: Bool) -> Double {
        let o = model.contentOffset[axis]
        return pixelSnapped ? (o * 3).rounded(.down) / 3 : o
    }

    /// Whether the photo is at its edge for content moving in offset direction `sign` on x.
    func atEdge(_ sign: Double, pixelSnapped: Bool) -> Bool {
        let o = shownOffset(.horizontal, pixelSnapped: pixelSnapped)
        return sign > 0 ? o >= model.maxOffset(.horizontal) : o <= model.minOffset(.horizontal)
    }
}
