import ScrollCore

/// Pressable rows in a list scene (#41 content touches; `SceneDefinition.ContentTouches`): the list's own
/// touches (the arena delivers them to the list view, and cancels them when its pan wins) drive a
/// `ContentPress` under the feel's rules. Each press, highlight, cancel and selection goes to the scene's
/// event log (`pressBegan`, `pressHighlighted`, `pressCancelled`, `selected`, `tapIgnored`, id
/// `main.row.N`) and the arena's log; `PressOverlayView` draws the highlight and the selection. A press
/// the content keeps (a button row, or `canCancelContentTouches` false) stops the list's pan from beginning.
final class ListContentTouches {
    let settings: SceneDefinition.ContentTouches
    private let list: ListView
    private let model: ScrollView
    private let pan: PanGestureRecognizer
    private let log: ScrollEventLog
    let overlay: PressOverlayView
    private var press: ContentPress?
    private var row: Int?
    private var downPoint: Point = .zero
    /// Which touches caught the moving list, and when the last did (shared with the tab strip's titles).
    private var catches = ContentCatch()

    init(_ settings: SceneDefinition.ContentTouches, list: ListView, model: ScrollView, pan: PanGestureRecognizer, log: ScrollEventLog) {
        self.settings = settings
        self.list = list
        self.model = model
        self.pan = pan
        self.log = log
        overlay = PressOverlayView(list: list, buttonRows: Set(settings.buttonRows ?? []))
        list.touchHandler = { [unowned self] phase, e in self.touch(phase, e) }
        pan.shouldBegin { [unowned self] _ in
            guard let p = self.press, p.seen, !p.ended, p.isControl || !p.rules.canCancelContentTouches else { return .allow }
            return .deny("main.row.\(self.row ?? -1) keeps the touch (\(p.isControl ? "a button" : "canCancelContentTouches false"))")
        }
    }

    /// The row under a point in the list's parent's coordinates, if any.
    private func row(at p: Point) -> Int? {
        let y = p.y - list.frame.minY + list.boundsOrigin.y
        return list.visibleRows.first { list.rowFrame($0).minY <= y && y < list.rowFrame($0).maxY }
    }

    private func touch(_ phase: TouchPhase, _ e: PointerEvent) {
        switch phase {
        case .began:
            // The app's own pointers (a wheel or touchpad scroll) press nothing.
            guard e.id < PointerEvent.firstInternalID else { return }
            guard press == nil || press?.ended == true || press?.scrolls == true else { return }
            row = row(at: e.position)
            guard let r = row else {
                press = nil
                return
            }
            // The list's pan caught the moving content before this delivery (the scroll view drags).
            downPoint = e.position
            press = catches.press(
                rules: settings.rules(model.feel), at: e.time, in: model, pan: pan, isControl: overlay.buttonRows.contains(r))
            emit(press?.advance(to: e.time) ?? [], at: e.time)
        case .moved:
            emit(press?.moved(travel: (e.position - downPoint).length, at: e.time) ?? [], at: e.time)
        case .ended:
            emit(press?.lifted(at: e.time) ?? [], at: e.time)
        case .cancelled:
            emit(press?.moved(travel: .infinity, at: e.time) ?? [], at: e.time)
        }
    }

    /// Rotation (R): the selected row stays selected, as UITableView keeps `indexPathForSelectedRow`
    /// through a rotation, and so does the last fling cancel (Chromium's tap suppression counts from it).
    /// A press in progress does not carry: `SceneSession.rotated` cancels the touches first, as iOS does,
    /// so the old press ended `pressCancelled` and its highlight went with it.
    func carry(from old: ListContentTouches) {
        overlay.selected = old.overlay.selected
        catches = old.catches
    }

    func advance(to t: Double) {
        guard press != nil else { return }
        emit(press?.advance(to: t) ?? [], at: t)
    }

    /// Logs `events` at the moment each happened (tick-rate independent: a highlight at the press's
    /// time + its delay, not at the tick that noticed it) and updates the overlay.
    private func emit(_ events: [ContentPress.Event], at t: Double) {
        guard let p = press, let r = row else { return }
        for event in events {
            let time: Double
            switch event {
            case .began: time = p.seenTime
            case .highlighted: time = p.seenTime + p.rules.highlightDelay
            default: time = t
            }
            let id = "main.row.\(r)"
            log.append(SceneState.Event(t: time, name: event.rawValue, page: nil, id: id))
            pan.arena?.record("\(id) \(event.rawValue)", at: time)
            switch event {
            case .highlighted: overlay.highlighted = r
            case .cancelled, .ignored: overlay.highlighted = nil
            case .selected:
                overlay.highlighted = nil
                overlay.selected = r
            case .began: break
            }
        }
    }
}
