import ScrollCore

/// `chat-history` (#44 item 1): one list (`main`) of messages that opens at its newest, at the bottom.
/// When the viewport's top comes within `margin` of the content's top a batch of older messages is
/// asked for (`willLoadOlder`) and arrives `chat.loadDelay` simulated seconds later, inserted above
/// (`didLoadOlder`, `page` = rows); new messages arrive at the bottom every `chat.messageEvery` seconds
/// (`messageDidArrive`, `page` = its number).
///
/// ScrollLab: an insertion above moves the offset by its height in the same step
/// (`ScrollView.resizeContent`), so the row under the finger stays under it and a fling runs on with
/// no velocity step; a message arriving while the list rests at its bottom scrolls it in
/// (`stuckToBottom`), and moves nothing otherwise (nor while a finger holds the list). C: the common
/// technique — the platform keeps the offset from the content's origin (the top; an `inverted` list's
/// bottom), and the app adds the difference after layout (`onContentSizeChange`, `layoutSubviews`), one
/// frame late: the frame in between shows the content jumped (`offsetFixedLate`).
final class ChatHistoryController: MainListScene {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    let list: ListView
    let model: ScrollView
    let bar: NavigationBarView
    var driver: ScrollViewPanDriver?
    let log = ScrollEventLog()
    let chat: SceneDefinition.Chat
    let rowHeight: Double
    /// Older messages not loaded yet: the first row's message number is this + 1.
    var older: Int
    /// Messages that arrived at the bottom so far.
    var arrived = 0
    /// When the batch under way arrives (nil: none asked for).
    var loadArrival: Double?
    /// C: the technique, on or off, and whether it was ever pressed (the state's `gallery` from then on).
    var technique = TechniqueToggle(id: techniqueID, bug: bug, source: source)
    /// The wrong technique runs (C).
    var lateFix: Bool { technique.isOn }
    /// The correction the technique owes, and when it is made: half a frame after the frame that shows
    /// the insertion (so that frame, and only it, shows the jump, however often time is advanced).
    var pendingFix: (shift: Double, at: Double)?
    var now = 0.0
    /// The frame rate the session ticks at (the technique's "one frame late").
    let hz: Double

    /// Points from the content's top at which older messages are asked for.
    static let margin = 600.0
    static let techniqueID = "offset-after-layout"
    static let bug = "rows inserted above show one frame at the old offset: what the user reads jumps by the insertion, then back"
    static let source =
        "legend-list #79, #463, #531; vue-chat-scroll #68; floor/vlist #223; chatscope #121 (the offset restored in onContentSizeChange / after layout)"

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets, hz: Int) {
        definition = def
        self.hz = Double(max(1, hz))
        self.viewport = viewport
        chat = def.chat ?? SceneDefinition.Chat()
        rowHeight = def.rowHeight ?? 72
        older = chat.older ?? 200
        let w = viewport.width
        let top = safeArea.top + NavigationBarView.barHeight
        root = MainList.root(viewport)
        list = MainList.list(
            in: root, rowCount: def.rows ?? 40, heights: RowHeights(fixed: rowHeight), rowTitle: "Message", top: top, viewport: viewport,
            safeArea: safeArea)
        bar = NavigationBarView(title: def.title, width: w, top: safeArea.top)
        root.addSubview(bar)
        let status = StatusBarView(width: w, height: safeArea.top)
        status.tint = Theme.text
        root.addSubview(status)
        model = MainList.engine(for: list, contentHeight: list.contentHeight, bounces: def.bounces, log: log)
        driver = MainList.driver(on: list, for: model)
        MainList.onStatusBarTap(status) { [unowned self] in self.scrollToTop(at: self.now) }
        numberRows()
        model.setContentOffset(Point(x: 0, y: model.maxOffset(.vertical)), animated: false, at: 0)
        updateTitle()
        layout(time: 0)
    }

    /// The rows' numbers: the first loaded is the oldest there is plus the ones not loaded yet.
    func numberRows() {
        list.rowNumberBase = older
        list.numberedCount = older + list.rowCount
    }

    func updateTitle() {
        let kind = chat.inverted ?? false ? "Chat · inverted" : "Chat"
        bar.title = lateFix ? "\(kind) · offset after layout (C)" : "\(kind) · anchored"
    }

    // MARK: Time

    func advance(to time: Double) {
        let target = max(now, time)
        while let (t, what) = nextChatEvent(until: target) {
            now = t
            model.advance(to: t)
            switch what {
            case .trigger: askForOlder(at: t)
            case .olderArrive: insertOlder(at: t)
            case .message: messageArrives(at: t)
            case .fix: applyFix(at: t)
            }
        }
        now = target
        model.advance(to: now)
        if top < Self.margin { askForOlder(at: now) }
    }

    /// Where the viewport's top is once any correction owed is made: the trigger reads it, so the
    /// technique asks for the same batches at the same moments as ScrollLab.
    var top: Double { model.contentOffset.y + (pendingFix?.shift ?? 0) }

    enum ChatEvent { case trigger, olderArrive, message, fix }

    /// The earliest of the chat's own moments in `(now, end]`: the batch's arrival, the next message, and
    /// the moment a motion under way brings the viewport's top within `margin` (found on its curve, so
    /// the trigger falls at the same instant at every tick rate).
    func nextChatEvent(until end: Double) -> (Double, ChatEvent)? {
        var best: (Double, ChatEvent)?
        func consider(_ t: Double?, _ e: ChatEvent) {
            guard let t, t.isFinite, t > now, t <= end, t < best?.0 ?? .infinity else { return }
            best = (t, e)
        }
        consider(loadArrival, .olderArrive)
        consider(pendingFix?.at, .fix)
        if let every = chat.messageEvery { consider(Double(arrived + 1) * every, .message) }
        if loadArrival == nil && older > 0 && top >= Self.margin, let (motion, start) = model.simulation(.vertical),
            motion.finalPosition < Self.margin, let dt = motion.time(toReach: Self.margin)
        {
            consider(start + dt, .trigger)
        }
        return best
    }

    func askForOlder(at t: Double) {
        guard loadArrival == nil, older > 0 else { return }
        loadArrival = t + (chat.loadDelay ?? 0.5)
        log.append(SceneState.Event(t: t, name: "willLoadOlder", page: nil, id: "main"))
        if chat.loadDelay == 0 { insertOlder(at: t) }
    }

    func insertOlder(at t: Double) {
        loadArrival = nil
        let k = min(chat.batch ?? 20, older)
        guard k > 0 else { return }
        older -= k
        list.rowCount += k
        numberRows()
        insert(Double(k) * rowHeight, above: true, at: t)
        log.append(SceneState.Event(t: t, name: "didLoadOlder", page: k, id: "main"))
        // Still near the top (a fast fling, a tall viewport): the next batch is asked for at once.
        if top < Self.margin { askForOlder(at: t) }
    }

    func messageArrives(at t: Double) {
        arrived += 1
        list.rowCount += 1
        numberRows()
        log.append(SceneState.Event(t: t, name: "messageDidArrive", page: older + list.rowCount, id: "main"))
        insert(rowHeight, above: false, at: t)
    }

    /// Rows of `delta` points inserted above the viewport or at the bottom. What ScrollLab keeps: the
    /// content shown (an insertion above shifts the offset by it), and the bottom when the list rests
    /// there. What the platform keeps by itself: the offset from the content's origin. The technique
    /// takes the platform's and owes the difference to the next frame.
    func insert(_ delta: Double, above: Bool, at t: Double) {
        let y = model.contentOffset.y
        let sticks = !above && model.state != .dragging && y >= model.maxOffset(.vertical) - 0.5
        let wanted = above || sticks ? delta : 0
        let native = chat.inverted ?? false ? delta : 0
        let shift = lateFix ? native : wanted
        model.resizeContent(height: list.contentHeight, shiftingOffsetBy: shift, at: t)
        if lateFix && wanted != native {
            let shown = (t * hz - 1e-9).rounded(.up) / hz
            pendingFix = ((pendingFix?.shift ?? 0) + wanted - native, pendingFix?.at ?? shown + 0.5 / hz)
        }
        if sticks { log.append(SceneState.Event(t: t, name: "stuckToBottom", page: nil, id: "main")) }
    }

    /// The technique's correction, a frame after the insertion.
    func applyFix(at t: Double) {
        guard let shift = pendingFix?.shift else { return }
        pendingFix = nil
        model.resizeContent(height: list.contentHeight, shiftingOffsetBy: shift, at: t)
        log.append(SceneState.Event(t: t, name: "offsetFixedLate", page: Int(shift.rounded()), id: "main"))
    }
}
