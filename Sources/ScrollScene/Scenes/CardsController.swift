import ScrollCore

/// Seed 002's cards inside a vertical scroll (`cards`): hold a card 0.5 s to lift and drag it (the
/// list never moves meanwhile; a quick swipe still scrolls), swipe a card left to delete it.
///
/// As the seed recommends, the long press sits on the scroll view itself and `shouldBegin` checks
/// that a card is under the finger, so it fails fast elsewhere and never leaves the scroll's pan
/// waiting; each card has its own horizontal swipe.
final class CardsController: SceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let model: ScrollView
    private let cardsView: View
    private var cards: [(view: CardView, y: AnimatedValue, swipe: AnimatedValue)] = []
    private var drivers: [AnyObject] = []
    private let log = ScrollEventLog()
    private var lifted: Int?
    private var liftedStartY = 0.0
    private var deleting: Set<ObjectIdentifier> = []
    private var extraEvents: [SceneState.Event] = []
    private var now = 0.0
    static let cardHeight = 80.0
    static let gap = 12.0
    let top: Double

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        top = safeArea.top + NavigationBarView.barHeight
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
        for n in 0..<(def.rows ?? 24) {
            let v = CardView(
                id: "card.\(n)", title: "Card \(n + 1)", colorIndex: n, frame: Rect(x: 16, y: 0, width: w - 32, height: Self.cardHeight))
            cardsView.addSubview(v)
            cards.append((v, AnimatedValue(slotY(n)), AnimatedValue(0)))
            let swipe = PanGestureRecognizer(name: "card.\(n).swipe")
            swipe.axis = .horizontal
            swipe.onAction = { [weak self, weak v] g in
                guard let self, let v else { return }
                self.swipeAction(g as! PanGestureRecognizer, card: v)
            }
            v.addGestureRecognizer(swipe)
        }
        updateContentSize()
        let pan = PanGestureRecognizer(name: "cards.pan")
        cardsView.addGestureRecognizer(pan)
        drivers.append(ScrollViewPanDriver(scrollView: model, pan: pan))
        let press = LongPressGestureRecognizer(name: "cards.longPress")
        press.shouldBegin = { [weak self] g in
            guard let self, let p = (g as? LongPressGestureRecognizer)?.startPosition else { return .deny("no touch") }
            return self.cardIndex(atViewport: p) == nil ? .deny("touch is not on a card") : .allow
        }
        press.onAction = { [weak self] g in self?.pressAction(g as! LongPressGestureRecognizer) }
        cardsView.addGestureRecognizer(press)
        pan.require(toFail: press)
        layout(time: 0)
    }

    private func slotY(_ i: Int) -> Double { 12 + Double(i) * (Self.cardHeight + Self.gap) }

    private func updateContentSize() {
        model.contentSize = Size(width: viewport.width, height: slotY(cards.count) + 12)
    }

    /// The card (array index) under a viewport point, in content coordinates.
    private func cardIndex(atViewport p: Point) -> Int? {
        let y = p.y - top + model.contentOffset.y
        for (i, c) in cards.enumerated() where y >= c.y.value && y < c.y.value + Self.cardHeight && p.x >= 16 && p.x < viewport.width - 16 {
            return i
        }
        return nil
    }

    private func pressAction(_ g: LongPressGestureRecognizer) {
        switch g.state {
        case .began:
            guard let i = cardIndex(atViewport: g.startPosition) else { return }
            lifted = i
            liftedStartY = cards[i].y.value
            cards[i].view.lifted = true
            extraEvents.append(SceneState.Event(t: now, name: "cardLifted", page: nil, id: cards[i].view.id))
        case .changed:
            guard let i = lifted else { return }
            cards[i].y.set(liftedStartY + g.translation.y)
        case .ended, .cancelled:
            guard let i = lifted else { return }
            // Drop into the slot nearest the card's centre; the others make room.
            let target = min(max(0, Int(saturating: ((cards[i].y.value - 12) / (Self.cardHeight + Self.gap)).rounded())), cards.count - 1)
            let card = cards.remove(at: i)
            card.view.lifted = false
            cards.insert(card, at: target)
            for k in cards.indices { cards[k].y.animate(to: slotY(k), at: now) }
            lifted = nil
            extraEvents.append(SceneState.Event(t: now, name: "cardDropped", page: target, id: card.view.id))
        default:
            break
        }
    }

    private func swipeAction(_ g: PanGestureRecognizer, card v: CardView) {
        guard let i = cards.firstIndex(where: { $0.view === v }) else { return }
        switch g.state {
        case .began, .changed:
            cards[i].swipe.set(min(0, g.translation.x))
        case .ended:
            let w = viewport.width
            if cards[i].swipe.value < -w * 0.4 || g.releaseVelocity.x < -800 {
                cards[i].swipe.animate(to: -w, velocity: g.releaseVelocity.x, at: g.lastTime)
                deleting.insert(ObjectIdentifier(v))
                extraEvents.append(SceneState.Event(t: g.lastTime, name: "cardDeleted", page: nil, id: v.id))
            } else {
                cards[i].swipe.animate(to: 0, velocity: g.releaseVelocity.x, at: g.lastTime)
            }
        case .cancelled:
            cards[i].swipe.animate(to: 0, at: g.lastTime)
        default:
            break
        }
    }

    func advance(to time: Double) {
        now = max(now, time)
        model.advance(to: now)
        for k in cards.indices {
            cards[k].y.advance(to: now)
            cards[k].swipe.advance(to: now)
        }
        // Cards that flew out are removed; the rest slide up, the content shrinks (mid-motion safe).
        if let k = cards.firstIndex(where: { deleting.contains(ObjectIdentifier($0.view)) && !$0.swipe.isAnimating }) {
            let gone = cards.remove(at: k)
            deleting.remove(ObjectIdentifier(gone.view))
            gone.view.removeFromParent()
            for j in cards.indices where lifted != j { cards[j].y.animate(to: slotY(j), at: now) }
            updateContentSize()
        }
    }

    func scrollToTop(at time: Double) { model.scrollToTop(at: time) }

    var isIdle: Bool {
        model.state == .idle && cards.allSatisfy { !$0.y.isAnimating && !$0.swipe.isAnimating } && lifted == nil
    }

    func layout(time: Double) {
        cardsView.boundsOrigin = model.contentOffset
        for c in cards {
            c.view.frame.origin.y = c.y.value
            c.view.swipeOffset = c.swipe.value
        }
        // The lifted card draws on top.
        if let i = lifted {
            cards[i].view.removeFromParent()
            cardsView.addSubview(cards[i].view)
        }
    }

    func fill(_ state: inout SceneState) {
        state.scrollViews = [SceneState.ScrollViewState(model)]
        state.events = (log.events + extraEvents).sorted { $0.t < $1.t }
    }

    func scrollInfos() -> [ScrollViewInfo] { [ScrollViewInfo(model, frame: cardsView.frame, axis: .vertical)] }

    func invariantViolations() -> [String] {
        model.contentOffset.y.isFinite ? [] : ["cards offset non-finite"]
    }

    func apply(_ feel: Feel) {
        model.feel = feel
    }
}
