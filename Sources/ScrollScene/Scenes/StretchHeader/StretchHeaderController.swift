import ScrollCore
import ScrollDraw

/// `stretch-header` (#44 item 5): a collapsing header (`stretchHeader.height`, collapsing to
/// `collapsedHeight`) over one list (`main`), meant for Android 12's stretch overscroll (the scene's feel
/// is `android`). One engine scrolls the chain: its offset `s` is the header's collapse `c` plus the
/// list's own offset `o`, less the height (a top content inset of the height: it rests at −height).
///
/// ScrollLab splits each change of `s` as a nested scroll does (Android's `dispatchNestedPreScroll`
/// before the child's own scroll, the nested page's rule): moving up the header collapses first, then
/// the list scrolls; moving down the list scrolls to its top first, then the header expands; only past
/// the whole chain's top or bottom does the engine's stretch show (EdgeEffect.onPullDistance's pull,
/// 1:1, shown through the stretch band), and a fling that reaches an end is absorbed there
/// (EdgeEffect.onAbsorb: the stretch spring starts with 13× the velocity).
///
/// C (`stretch-eats-prescroll`): the list's stretch takes the drag before the nested pre-scroll does —
/// a drag that pulls the list past its own top freezes the header where it is, and every move of that
/// drag goes to the list (stretching, releasing, scrolling) until the finger lifts and the stretch is
/// released (GroovinCollapsingToolBar #1, onebone compose-collapsing-toolbar #58).
final class StretchHeaderController: MainListScene {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let list: ListView
    let model: ScrollView
    let header: View
    let headerTitle: Label
    var driver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    let top: Double
    /// The header's expanded height and how far it collapses.
    let height: Double
    let range: Double
    /// How far the header is collapsed, 0 … `range`.
    var collapse = 0.0
    /// The list's own offset (0 = its top); under C negative while the list is pulled past its top.
    var listOffset = 0.0
    /// C: the collapse a drag froze when it stretched the list (until the stretch is released).
    var frozen: Double?
    /// C: the list's stretch springing back after the lift, and when it began.
    var release: (StretchRelease, start: Double)?
    var technique = TechniqueToggle(id: techniqueID, bug: bug, source: source)
    var now = 0.0

    static let techniqueID = "stretch-eats-prescroll"
    static let bug =
        "the list's stretch takes the drag before the header: pulled at the list's top, the header neither expands nor collapses until the finger lifts and the stretch is released"
    static let source = "GroovinCollapsingToolBar #1; onebone compose-collapsing-toolbar #58 (Android 12's stretch overscroll)"

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        let spec = def.stretchHeader ?? SceneDefinition.StretchHeader(height: 200)
        height = spec.height
        range = max(0, spec.height - min(spec.height, spec.collapsedHeight ?? 56))
        top = safeArea.top
        let w = viewport.width
        root = MainList.root(viewport)
        list = MainList.list(
            in: root, rowCount: def.rows ?? 60, heights: def.resolvedRowHeights, rowTitle: "Row", top: top, viewport: viewport,
            safeArea: safeArea)
        header = View(id: "header", frame: Rect(x: 0, y: top, width: w, height: spec.height))
        header.backgroundColor = Color(hex: 0x1E7D5A)
        header.clipsToBounds = true
        headerTitle = Label(
            id: "header.title", text: def.title, frame: Rect(x: 16, y: spec.height - 44, width: w - 32, height: 44),
            fontSize: 17, color: .white, alignment: .center, weight: .bold)
        header.addSubview(headerTitle)
        root.addSubview(header)
        let status = MainList.statusBar(in: root, band: Color(hex: 0x1E7D5A), width: w, height: top)
        model = MainList.engine(for: list, contentHeight: list.contentHeight, bounces: def.bounces, log: log)
        model.contentInset = EdgeInsets(top: spec.height, left: 0, bottom: 0, right: 0)
        model.setContentOffset(Point(x: 0, y: -spec.height), animated: false, at: 0)
        driver = MainList.driver(on: list, for: model)
        MainList.onStatusBarTap(status) { [unowned self] in self.scrollToTop(at: self.now) }
        log.onEvent = { [unowned self] sv, e, t in self.engineDidEmit(sv, e, at: t) }
        updateTitle()
        layout(time: 0)
    }

    func updateTitle() {
        headerTitle.text = technique.isOn ? "Stretch header · stretch first (C)" : "Stretch header · nested pre-scroll"
    }

    /// The engine's offset as the finger's: past either end the shown stretch back to its pull.
    func fingerOffset(_ s: Double) -> Double {
        let lo = model.minOffset(.vertical)
        let hi = model.maxOffset(.vertical)
        let band = model.band(.vertical)
        if s < lo { return lo - abs(band.overscroll(forOffset: lo - s)) }
        if s > hi { return hi + abs(band.overscroll(forOffset: s - hi)) }
        return s
    }

    func engineDidEmit(_ sv: ScrollView, _ event: ScrollEvent, at t: Double) {
        now = max(now, t)
        switch event {
        case .didScroll: split()
        case .willBeginDragging: frozen = nil
        // The release after the engine set its motion up (a fling or bounce it then stops).
        case .didEndDragging(willDecelerate: false), .willBeginDecelerating: releaseFrozen(at: t)
        default: break
        }
    }

    /// Splits the engine's new offset between the header and the list (header first going up, list
    /// first going down), or under C gives a frozen drag's motion to the list alone.
    func split() {
        let s = model.contentOffset.y
        let lo = model.minOffset(.vertical)
        let hi = model.maxOffset(.vertical)
        if let c = frozen {
            listOffset = fingerOffset(s) - c - lo
            return
        }
        if s <= lo {
            if technique.isOn && model.state == .dragging { return freeze(s) }
            collapse = 0
            listOffset = 0
        } else if s >= hi {
            collapse = min(range, hi - lo)
            listOffset = hi - lo - collapse
        } else {
            let d = s - (collapse + listOffset + lo)
            if d > 0 {
                let c = min(d, range - collapse)
                collapse += c
                listOffset += d - c
            } else if technique.isOn && model.state == .dragging && listOffset + d < 0 {
                return freeze(s)
            } else {
                let o = max(d, -listOffset)
                listOffset += o
                collapse = min(max(0, collapse + (d - o)), range)
            }
        }
    }

    /// C: the drag pulls the list past its top: the header stays where it is for the rest of the drag.
    func freeze(_ s: Double) {
        frozen = collapse
        listOffset = fingerOffset(s) - collapse - model.minOffset(.vertical)
        log.append(SceneState.Event(t: now, name: "stretchTookDrag", page: nil, id: "main"))
    }

    /// C, the finger lifted: a list left pulled springs back (EdgeEffect.onRelease: the pull's spring
    /// from rest, the fling's velocity dropped), the engine rests where the list's top meets the header.
    func releaseFrozen(at t: Double) {
        guard let c = frozen else { return }
        frozen = nil
        guard listOffset < 0 else { return }
        let pull = -listOffset
        listOffset = 0
        let band = model.band(.vertical)
        release = (StretchRelease(edge: 0, direction: 1, band: band, spring: model.feel.spring, pull: pull, velocity: 0), t)
        model.setContentOffset(Point(x: 0, y: c + model.minOffset(.vertical)), animated: false, at: t)
        collapse = c
        listOffset = 0
    }

    /// The list's stretch shown, points (≥ 0 pulled down past its top; under C only).
    var listStretch: Double {
        if listOffset < 0 { return model.band(.vertical).offset(forOverscroll: -listOffset) }
        guard let (r, start) = release, now < start + r.endTime else { return 0 }
        return r.position(at: now - start)
    }

    /// The chain's own stretch past its top (ScrollLab's, and C's with the header expanded), points.
    var chainStretch: Double { frozen == nil ? max(0, model.minOffset(.vertical) - model.contentOffset.y) : 0 }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
        if let (r, start) = release, now >= start + r.endTime { release = nil }
    }

    func layout(time: Double) {
        now = max(now, time)
        let lo = model.minOffset(.vertical)
        let chain = frozen == nil && release == nil && listOffset >= 0
        list.boundsOrigin = Point(x: 0, y: chain ? model.contentOffset.y : collapse + max(0, listOffset) + lo - listStretch)
        var f = header.frame
        f.size.height = height - collapse + chainStretch
        header.frame = f
        var tf = headerTitle.frame
        tf.origin.y = f.size.height - tf.size.height
        headerTitle.frame = tf
    }
}
