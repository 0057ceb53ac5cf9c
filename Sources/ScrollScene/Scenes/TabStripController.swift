import ScrollCore

/// The tab strip of a nested page and of a technique scene (`TechniqueController+TabStrip`) as a
/// user meets it: a tap selects a tab (`tabStrip.tap`); a vertical drag belongs to the header
/// (`tabStrip.pan`, wired with the header's by `NestedPageController`; a technique scene's outer pan
/// covers the strip); a horizontal drag on a strip whose tabs do not all fit scrolls it
/// (`tabStrip.scrollPan`, driving `model`, a `ScrollView` with id `tabStrip`: the same drag, rubber
/// band, bounce, deceleration and lifecycle events as every scroll view). When the page changes, the
/// selected tab scrolls into view: centred where the strip's range allows, animated as
/// `setContentOffset(_:animated:)`.
///
/// A touch that catches the strip moving (a fling, a bounce, the reveal) only stops it, as a touch on a
/// list's rows does (`ContentCatch`, `ContentPress` under the feel's rules): on `ios`, `android` and
/// `flutter-*` its tap selects nothing and logs `tapIgnored` (id `tabStrip.tab.N`); on `chromium` a tap
/// lifted within `tapSuppressTapGap` of a touch-down within `tapSuppressCancelToDown` of the catch is
/// swallowed the same way, a longer one selects.
final class TabStripController {
    let view: TabStripView
    let model: ScrollView
    private var driver: ScrollViewPanDriver?
    /// Enabled only while the strip has somewhere to scroll (a strip that fits is not a scroll target:
    /// a horizontal drag there pages, as before) and `scrollPanAllowed`.
    let pan: PanGestureRecognizer
    /// The strip's tap (`wire` with something to select), else nil.
    private(set) var tap: TapGestureRecognizer?
    /// False while a technique's rule holds the scroll pan off (`tabStrip.pan.isEnabled`): the strip's
    /// layout does not turn it back on.
    private(set) var scrollPanAllowed = true
    /// Which touches caught the moving strip (the rule a list's rows follow), and the current touch's
    /// press: its lift decides whether the tap selects.
    private var catches = ContentCatch()
    private var press: ContentPress?

    /// `log` hears the strip's scroll events (a nested page's `ScrollEventLog`, a technique scene itself).
    init(view: TabStripView, log: ScrollViewDelegate?) {
        self.view = view
        model = ScrollView(id: view.id, boundsSize: view.frame.size, contentSize: Size(width: view.contentWidth, height: view.frame.height))
        model.delegate = log
        pan = PanGestureRecognizer(name: "\(view.id).scrollPan")
    }

    /// Adds the strip's tap (calling `select` with the tapped tab; none without `select`: a strip with
    /// nothing to select) and its scroll pan, after the header's vertical pan the nested page puts on
    /// the strip. A tap that caught the moving strip selects nothing: `log` hears its `tapIgnored`.
    func wire(select: ((Int) -> Void)?, log: ((SceneState.Event) -> Void)? = nil) {
        if let select {
            let tap = TapGestureRecognizer(name: "\(view.id).tap")
            tap.onAction { [unowned self] g in
                guard g.state == .recognized else { return }
                let v = self.view
                let i = v.tab(at: g.location.x - v.frameInRoot.minX + v.boundsOrigin.x)
                let t = g.arena?.now ?? self.model.now
                guard self.liftSelects(at: t) else {
                    let id = "\(v.id).tab.\(i)"
                    log?(SceneState.Event(t: t, name: ContentPress.Event.ignored.rawValue, page: nil, id: id))
                    g.arena?.record("\(id) \(ContentPress.Event.ignored.rawValue)", at: t)
                    return
                }
                select(i)
            }
            view.addGestureRecognizer(tap)
            self.tap = tap
            // The strip receives its touch-down after its recognizers' (the scroll pan's catch first).
            view.touchHandler = { [unowned self] phase, e in
                guard phase == .began, e.id < PointerEvent.firstInternalID else { return }
                self.press = self.catches.press(rules: ContentTouchRules(feel: self.model.feel), at: e.time, in: self.model, pan: self.pan)
            }
        }
        view.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
        pan.isEnabled = model.scrolls(.horizontal)
    }

    /// A rule's `tabStrip.pan.isEnabled`: off cancels a drag with `reason` (UIKit's `isEnabled`); on
    /// enables it again where the strip scrolls.
    func allowScrollPan(_ on: Bool, because reason: String) {
        scrollPanAllowed = on
        if on { pan.isEnabled = model.scrolls(.horizontal) } else { pan.disable(because: reason) }
    }

    /// Whether the tap lifted at `t` selects: not when its touch caught the moving strip (by the feel's
    /// rule, `ContentPress.lifted`).
    private func liftSelects(at t: Double) -> Bool {
        defer { press = nil }
        guard var p = press else { return true }
        return p.lifted(at: t).contains(.selected)
    }

    /// Rotation (R): the last catch carries (Chromium's tap suppression counts from it).
    func carry(from old: TabStripController) {
        catches = old.catches
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
        pan.isEnabled = scrollPanAllowed && model.scrolls(.horizontal)
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
