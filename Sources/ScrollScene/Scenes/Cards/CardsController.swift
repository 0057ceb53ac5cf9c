import ScrollCore

/// Seed 002's cards inside a vertical scroll (`cards`): hold a card 0.5 s to lift and drag it (the
/// list never moves meanwhile; a quick swipe still scrolls; the others stand aside as it passes),
/// swipe a card left to open its Delete action, as UITableView's trailing swipe actions.
///
/// As the seed recommends, the long press sits on the scroll view itself and `shouldBegin` checks
/// that a card is under the finger, so it fails fast elsewhere and never leaves the scroll's pan
/// waiting; each card has its own horizontal swipe. While a card is open, `cards.tap` is enabled
/// (UITableView installs its dismissal tap only then): on the action it deletes, elsewhere it closes.
final class CardsController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let model: ScrollView
    let cardsView: View
    /// Every card in list order.
    var rows: [CardRow] = []
    /// Deleted cards still flying out (no longer in the list; their views go when the fly-out ends).
    var leaving: [CardRow] = []
    /// The pan drivers that move the scroll views (owned here: the recognizers' callbacks hold them weakly).
    private var panDrivers: [ScrollViewPanDriver] = []
    let log = ScrollEventLog()
    let tap = TapGestureRecognizer(name: "cards.tap")
    /// The card open on its Delete action (opening or resting open).
    var openRow: CardRow?
    /// The card held up for a drag, its top when lifted, and the slot it would drop into.
    var liftedRow: CardRow?
    var liftedStartY = 0.0
    var dropSlot: Int?
    var extraEvents: [SceneState.Event] = []
    var now = 0.0
    static let cardHeight = 80.0
    static let gap = 12.0
    let top: Double
    /// The safe area's left and right (landscape): cards sit 16 pt inside them.
    let sides: EdgeInsets
    var cardWidth: Double { viewport.width - 32 - sides.left - sides.right }
    /// How far a deleted card flies left: past the screen's edge.
    var flyOutDistance: Double { cardWidth + 16 + sides.left }

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        top = safeArea.top + NavigationBarView.barHeight
        sides = EdgeInsets(left: safeArea.left, right: safeArea.right)
        let w = viewport.width
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        cardsView = View(id: "cards", frame: Rect(x: 0, y: top, width: w, height: viewport.height - top))
        cardsView.clipsToBounds = true
        root.addSubview(cardsView)
        root.addSubview(NavigationBarView(title: def.title, width: w, top: safeArea.top))
        let status = StatusBarView(width: w, height: safeArea.top)
        status.tint = Theme.text
        root.addSubview(status)
        model = ScrollView(id: "cards", boundsSize: cardsView.frame.size, contentSize: .zero)
        model.alwaysBounceVertical = true
        model.delegate = log
        for n in 0..<(def.rows ?? 24) { addCard(n) }
        updateContentSize()
        installRecognizers()
        layout(time: 0)
    }

    private func addCard(_ n: Int) {
        let v = CardView(
            id: "card.\(n)", title: "Card \(n + 1)", colorIndex: n,
            frame: Rect(x: sides.left + 16, y: 0, width: cardWidth, height: Self.cardHeight))
        cardsView.addSubview(v)
        let row = CardRow(view: v, y: slotY(n))
        rows.append(row)
        let swipe = PanGestureRecognizer(name: "card.\(n).swipe")
        swipe.axis = .horizontal
        swipe.onAction { [unowned self, unowned row] g in
            self.swipeAction(g, row: row)
        }
        v.addGestureRecognizer(swipe)
    }

    private func installRecognizers() {
        let pan = PanGestureRecognizer(name: "cards.pan")
        cardsView.addGestureRecognizer(pan)
        panDrivers.append(ScrollViewPanDriver(scrollView: model, pan: pan))
        let press = LongPressGestureRecognizer(name: "cards.longPress")
        press.shouldBegin { [unowned self] g in
            let p = g.startPosition
            return self.rowIndex(atViewport: p) == nil ? .deny("touch is not on a card") : .allow
        }
        press.onAction { [unowned self] g in self.pressAction(g) }
        cardsView.addGestureRecognizer(press)
        pan.require(toFail: press)
        tap.isEnabled = false
        tap.onAction { [unowned self] g in
            guard g.state == .recognized else { return }
            self.tapped(at: g.location)
        }
        cardsView.addGestureRecognizer(tap)
        // A scroll of the list closes the open card (UITableView does the same).
        log.onEvent = { [unowned self] _, event, t in
            if event == .willBeginDragging { self.closeOpenRow(at: t) }
        }
    }

    func slotY(_ i: Int) -> Double { 12 + Double(i) * (Self.cardHeight + Self.gap) }

    func updateContentSize() {
        model.contentSize = Size(width: viewport.width, height: slotY(rows.count) + 12)
    }

    /// The card (list index) under a viewport point.
    func rowIndex(atViewport p: Point) -> Int? {
        let y = p.y - top + model.contentOffset.y
        guard p.x >= 16 && p.x < viewport.width - 16 else { return nil }
        return rows.firstIndex { y >= $0.y.value && y < $0.y.value + Self.cardHeight }
    }

    func event(_ name: String, _ row: CardRow, slot: Int? = nil, at t: Double) {
        extraEvents.append(SceneState.Event(t: t, name: name, page: slot, id: row.view.id))
    }

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
        for r in rows { r.advance(to: now) }
        for r in leaving { r.advance(to: now) }
        for r in leaving where !r.swipe.isAnimating { r.view.removeFromParent() }
        leaving.removeAll { !$0.swipe.isAnimating }
        // The dismissal tap exists only while a card is open; toggled between touches, never mid-touch.
        if tap.touches.isEmpty && tap.isEnabled != (openRow != nil) { tap.isEnabled = openRow != nil }
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool {
        model.state == .idle && rows.allSatisfy { !$0.isAnimating } && liftedRow == nil && leaving.isEmpty
    }

    func layout(time: Double) {
        cardsView.boundsOrigin = model.contentOffset
        // Two loops rather than `rows + leaving`: no array is built per frame.
        for r in rows { place(r) }
        for r in leaving { place(r) }
        // A lifted card (or one still settling from a drop) draws on top.
        if let r = liftedRow ?? rows.first(where: { $0.lift.value > 0 }), cardsView.children.last !== r.view {
            r.view.removeFromParent()
            cardsView.addSubview(r.view)
        }
    }

    private func place(_ r: CardRow) {
        r.view.frame.origin.y = r.y.value
        r.view.swipeOffset = r.swipe.value
        r.view.lift = r.lift.value
        r.view.lifted = r === liftedRow
        // A deleted card fades as it flies out, so the cards moving up never pass over its red action.
        r.view.alpha = r.isDeleting ? min(1, max(0, 1 + r.swipe.value / flyOutDistance)) : 1
    }

    func scrollViewStates() -> [SceneState.ScrollViewState] { [SceneState.ScrollViewState(model)] }

    func writeState(into state: inout SceneState) {
        state.scrollViews = scrollViewStates()
        state.events = (log.events + extraEvents).sorted { $0.t < $1.t }
        let open = openRow.flatMap { o in rows.firstIndex { $0 === o } }
        state.cards = SceneState.Cards(
            rows: rows.map({ $0.state }), openRow: open, openOffset: openRow?.swipe.value,
            lifted: liftedRow.flatMap { l in rows.firstIndex { $0 === l } }, dropSlot: dropSlot, actionWidth: CardSwipe.actionWidth)
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: cardsView.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        var out = model.contentOffset.y.isFinite ? [] : ["cards offset non-finite"]
        if let o = openRow, !rows.contains(where: { $0 === o }) { out.append("open card \(o.view.id) is not in the list") }
        if rows.contains(where: { !$0.y.value.isFinite || !$0.swipe.value.isFinite }) { out.append("a card position is non-finite") }
        return out
    }

    func apply(_ feel: Feel) {
        model.feel = feel
    }
}
