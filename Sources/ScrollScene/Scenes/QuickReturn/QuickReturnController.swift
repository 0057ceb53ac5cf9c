import ScrollCore
import ScrollDraw

/// `quick-return-header` (#44 item 2): one list (`main`) under an app bar (`quickReturn.height`) that
/// leaves as the list scrolls down and comes back on the way up. The list's content starts under the
/// bar (a top content inset of its height: the offset rests at −height).
///
/// ScrollLab drives the bar by the list's scroll *deltas*, clamped (Android's AppBarLayout with
/// `enterAlways`, Compose's `enterAlwaysScrollBehavior`, React Native's `diffClamp`): any upward scroll
/// brings it back by what the list moved, from any depth, and the way down takes it away again; near the
/// top it never leaves a gap (`hidden ≤` the distance scrolled). The modes `enterAlwaysCollapsed` and
/// `exitUntilCollapsed` bound it (`QuickReturn.Mode`); with `snap` a bar left part-way when the list comes
/// to rest springs to the nearer bound (`barWillSnap`). Overscroll at either end does not move it.
///
/// C (`offset-driven`): the bar's position is computed from the list's *offset* — hidden by the distance
/// scrolled near the top, and past its height shown or hidden whole by the last direction — so far down
/// it teleports in on the first upward point and out on the first downward one.
final class QuickReturnController: MainListScene {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let list: ListView
    let model: ScrollView
    let bar: View
    let barTitle: Label
    var driver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    let spec: SceneDefinition.QuickReturn
    let top: Double
    /// How far the bar is hidden, 0 (shown) … its height.
    var hidden = AnimatedValue(0)
    /// The list's offset the bar last followed (overscroll clamped off).
    var lastOffset: Double
    /// C: the technique, on or off, and whether it was ever pressed (the state's `gallery` from then on).
    var technique = TechniqueToggle(id: techniqueID, bug: bug, source: source)
    /// The technique runs (C).
    var offsetDriven: Bool { technique.isOn }
    /// The last direction the list moved (the technique's choice past the bar's height).
    var movingUp = false
    var now = 0.0

    static let techniqueID = "offset-driven"
    static let bug =
        "far down the list the bar jumps in whole on the first upward point and out on the first downward one: it never follows the finger"
    static let source =
        "flutter #29561; Compose TopAppBar enterAlways / exitUntilCollapsed threads; onebone compose-collapsing-toolbar #10, #18, #58 (the bar computed from the offset)"

    var height: Double { spec.height }
    var collapsedHeight: Double { min(height, spec.collapsedHeight ?? height / 2) }

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        spec = def.quickReturn ?? SceneDefinition.QuickReturn(height: 56)
        top = safeArea.top
        let w = viewport.width
        root = MainList.root(viewport)
        list = MainList.list(
            in: root, rowCount: def.rows ?? 300, heights: def.resolvedRowHeights, rowTitle: "Row", top: top, viewport: viewport,
            safeArea: safeArea)
        bar = View(id: "quickReturn.bar", frame: Rect(x: 0, y: top, width: w, height: spec.height))
        bar.backgroundColor = Color(hex: 0x3A5BD9)
        barTitle = Label(
            id: "quickReturn.title", text: def.title, frame: Rect(x: 16, y: 0, width: w - 32, height: min(spec.height, 44)),
            fontSize: 17, color: .white, alignment: .center, weight: .bold)
        bar.addSubview(barTitle)
        root.addSubview(bar)
        let status = MainList.statusBar(in: root, band: Color(hex: 0x3A5BD9), width: w, height: top)
        model = MainList.engine(for: list, contentHeight: list.contentHeight, bounces: def.bounces, log: log)
        model.contentInset = EdgeInsets(top: spec.height, left: 0, bottom: 0, right: 0)
        model.setContentOffset(Point(x: 0, y: -spec.height), animated: false, at: 0)
        lastOffset = -spec.height
        driver = MainList.driver(on: list, for: model)
        MainList.onStatusBarTap(status) { [unowned self] in self.scrollToTop(at: self.now) }
        updateTitle()
        layout(time: 0)
    }

    func updateTitle() {
        barTitle.text = offsetDriven ? "Quick return · offset-driven (C)" : "Quick return · \(spec.mode ?? .enterAlways)"
    }

    /// The distance the list is scrolled from its top (0 at rest there, overscroll clamped off).
    var scrolled: Double { max(0, min(model.contentOffset.y, model.maxOffset(.vertical)) + height) }

    /// The bar's bounds at the list's position: never a gap above the content (`hi`), and the mode's
    /// floor (`lo`).
    var bounds: (lo: Double, hi: Double) {
        let d = scrolled
        switch spec.mode ?? .enterAlways {
        case .enterAlways: return (0, min(height, d))
        case .enterAlwaysCollapsed: return (min(height - collapsedHeight, d), min(height, d))
        case .exitUntilCollapsed:
            let v = min(d, height - collapsedHeight)
            return (v, v)
        }
    }

    /// Moves the bar by the list's motion since it last looked (or, under C, to where the offset puts it).
    func follow(at t: Double) {
        let y = min(max(model.contentOffset.y, -height), model.maxOffset(.vertical))
        let delta = y - lastOffset
        lastOffset = y
        if delta != 0 { movingUp = delta < 0 }
        let (lo, hi) = bounds
        if offsetDriven {
            let d = scrolled
            hidden.set(d <= height ? min(d, hi) : (movingUp ? lo : hi))
            return
        }
        if delta != 0 && hidden.isAnimating { hidden.set(hidden.value) }
        let v = hidden.isAnimating ? hidden.value : hidden.value + delta
        if !hidden.isAnimating || v < lo || v > hi { hidden.set(min(max(v, lo), hi)) }
        settleIfResting(lo: lo, hi: hi, at: t)
    }

    /// `snap`: the list at rest, no finger on it, the bar part-way: it springs to the nearer bound.
    func settleIfResting(lo: Double, hi: Double, at t: Double) {
        guard spec.snap ?? false, model.state == .idle, !hidden.isAnimating else { return }
        let v = hidden.value
        guard v > lo + 1e-6 && v < hi - 1e-6 else { return }
        let target = v - lo < hi - v ? lo : hi
        hidden.animate(to: target, at: t)
        log.append(SceneState.Event(t: t, name: target == lo ? "barWillSnapShown" : "barWillSnapHidden", page: nil, id: "quickReturn"))
    }

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
        hidden.advance(to: now)
        follow(at: now)
    }

    func layout(time: Double) {
        follow(at: max(now, time))
        list.boundsOrigin = model.contentOffset
        var f = bar.frame
        f.origin.y = top - hidden.value
        bar.frame = f
    }
}
