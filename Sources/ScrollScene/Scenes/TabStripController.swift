import ScrollCore

/// The tab strip of a nested page and of a technique scene (`TechniqueController+TabStrip`) as a
/// user meets it: a tap selects a tab (`tabStrip.tap`); a vertical drag belongs to the header
/// (`tabStrip.pan`, wired with the header's by `NestedPageController`; a technique scene's outer pan
/// covers the strip); a horizontal drag on a strip whose tabs do not all fit scrolls it
/// (`tabStrip.scrollPan`, driving `model`, a `ScrollView` with id `tabStrip`: the same drag, rubber
/// band, bounce, deceleration and lifecycle events as every scroll view). When the page changes, the
/// selected tab scrolls into view: centred where the strip's range allows, animated as
/// `setContentOffset(_:animated:)`.
final class TabStripController {
    let view: TabStripView
    let model: ScrollView
    private var driver: ScrollViewPanDriver?
    /// Enabled only while the strip has somewhere to scroll (a strip that fits is not a scroll target:
    /// a horizontal drag there pages, as before).
    private let pan: PanGestureRecognizer

    /// `log` hears the strip's scroll events (a nested page's `ScrollEventLog`, a technique scene itself).
    init(view: TabStripView, log: ScrollViewDelegate?) {
        self.view = view
        model = ScrollView(id: view.id, boundsSize: view.frame.size, contentSize: Size(width: view.contentWidth, height: view.frame.height))
        model.delegate = log
        pan = PanGestureRecognizer(name: "\(view.id).scrollPan")
    }

    /// Adds the strip's tap (calling `select` with the tapped tab; none without `select`: a strip with
    /// nothing to select) and its scroll pan, after the header's vertical pan the nested page puts on
    /// the strip.
    func wire(select: ((Int) -> Void)?) {
        if let select {
            let tap = TapGestureRecognizer(name: "\(view.id).tap")
            tap.onAction { [unowned view] g in
                guard g.state == .recognized else { return }
                select(view.tab(at: g.location.x - view.frameInRoot.minX + view.boundsOrigin.x))
            }
            view.addGestureRecognizer(tap)
        }
        view.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
        pan.isEnabled = model.scrolls(.horizontal)
    }

    /// Places the strip and its indicator (`progress` in pages) and shows the model's offset.
    func layout(frame: Rect, progress: Double) {
        view.frame = frame
        view.progress = progress
        let size = frame.size
        if model.boundsSize != size {
            model.boundsSize = size
            model.contentSize = Size(width: view.contentWidth, height: size.height)
        }
        pan.isEnabled = model.scrolls(.horizontal)
        view.boundsOrigin = Point(x: model.contentOffset.x, y: 0)
    }

    /// The offset that shows tab `i` centred, clamped to the strip's range.
    func revealOffset(_ i: Int) -> Double {
        let tabs = view.tabs
        guard tabs.indices.contains(i) else { return model.contentOffset.x }
        let centred = tabs[i].x + tabs[i].width / 2 - model.boundsSize.width / 2
        return min(max(centred, model.minOffset(.horizontal)), model.maxOffset(.horizontal))
    }

    /// Scrolls tab `i` into view (animated), unless a finger holds the strip.
    func reveal(_ i: Int, at time: Double) {
        guard model.state != .dragging else { return }
        let x = revealOffset(i)
        guard abs(x - model.contentOffset.x) > 1e-9 else { return }
        model.setContentOffset(Point(x: x, y: 0), animated: true, at: time)
    }

    func advance(to time: Double) { model.advance(to: time) }
}
