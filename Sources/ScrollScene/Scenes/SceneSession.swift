import ScrollCore
import ScrollDraw
import ScrollInput

/// A scene running in time: a controller (view tree + models + recognizers) and the window's gesture
/// arena. Input and time arrive as arguments (`handle(_:)`, `advance(to:)`), so a window, a trace
/// replay and a test drive it identically.
///
/// Touchpad and wheel scrolling become a synthetic pointer (`wheelPointerID`) that goes through the
/// same arena and physics as a finger: down at the cursor on the first wheel event, moved across the
/// pan's slop at once (a wheel has none to cross), then by each precise delta, lifted exactly
/// `wheelIdleGap` after the last wheel event, at that time whatever the tick (its release velocity is
/// measured at the last wheel event, so the fling carries on).
public final class SceneSession {
    public let definition: SceneDefinition
    public let viewport: Size
    /// Safe area, corner radius, island.
    public let screen: DeviceScreen
    /// Tick rate; may change mid-run (the physics does not care).
    public var hz: Int
    public let arena: GestureArena
    let controller: SceneController
    public private(set) var time: Double = 0
    /// How the scene's scroll views feel (docs/FEEL.md): the scene's `feel` preset unless given.
    public var feel: Feel { didSet { controller.apply(feel) } }
    private var wheel: (position: Point, lastTime: Double)?
    private let overlayView: OverlayView
    /// The debug overlays drawn over the scene (headless screenshots show them too).
    /// Hot zones as outlines only, labels outside what they name (the Z key; docs/OVERLAYS.md).
    public var hotZonesOutlineOnly = false

    public var overlays: Set<OverlayKind> = [] {
        didSet {
            overlayView.enabled = overlays
            if !tracksTouches { history = OverlayHistory() }
        }
    }
    /// Draws touch points and their trails even with no overlay on (report frames show the fingers).
    public var showsTouchTrails = false {
        didSet {
            overlayView.showsTrails = showsTouchTrails
            if !tracksTouches { history = OverlayHistory() }
        }
    }
    private var tracksTouches: Bool { !overlays.isEmpty || showsTouchTrails }
    /// Touch trails and graph samples for the overlays (kept only while an overlay is on).
    public private(set) var history = OverlayHistory()
    /// Keep graph samples even without the graph overlay, for `graphWindow` seconds (`--compare`).
    public var recordsGraph = false
    public var graphWindow = OverlayHistory.graphDuration
    public static let wheelPointerID = PointerEvent.firstInternalID
    /// Points per wheel line: the window turns SDL's precise wheel delta (lines) into points with it,
    /// so one mouse-wheel notch scrolls exactly this far.
    public static let notchStep = 10.0
    /// Seconds without wheel events that end a wheel pan.
    public static let wheelIdleGap = 0.08

    /// - Parameter screen: the device's safe area and screen shape (default: an iPhone 15 in portrait).
    public convenience init(definition: SceneDefinition, viewport: Size, hz: Int, feel: Feel? = nil, screen: DeviceScreen = .iPhone15) {
        self.init(definition: definition, viewport: viewport, hz: hz, feel: feel, screen: screen, arena: GestureArena())
    }

    private init(definition: SceneDefinition, viewport: Size, hz: Int, feel: Feel?, screen: DeviceScreen, arena: GestureArena) {
        self.definition = definition
        self.arena = arena
        self.feel = feel ?? definition.feel.flatMap(Feel.preset(named:)) ?? .ios
        self.viewport = viewport
        self.hz = hz
        self.screen = screen
        let safe = screen.safeArea
        switch definition.resolvedKind {
        case .nestedPage: controller = NestedPageController(definition: definition, viewport: viewport, safeArea: safe)
        case .list where definition.selfSizing != nil:
            controller = SelfSizingController(definition: definition, viewport: viewport, safeArea: safe)
        case .list where definition.chat != nil:
            controller = ChatHistoryController(definition: definition, viewport: viewport, safeArea: safe, hz: hz)
        case .list where definition.stretchHeader != nil:
            controller = StretchHeaderController(definition: definition, viewport: viewport, safeArea: safe)
        case .list where definition.quickReturn != nil:
            controller = QuickReturnController(definition: definition, viewport: viewport, safeArea: safe)
        case .list: controller = ListController(definition: definition, viewport: viewport, safeArea: safe)
        case .paging where definition.pagerCarousel != nil:
            controller = CarouselLeakController(definition: definition, viewport: viewport, safeArea: safe)
        case .paging: controller = PagingController(definition: definition, viewport: viewport, safeArea: safe)
        case .cards: controller = CardsController(definition: definition, viewport: viewport, safeArea: safe)
        case .gallery: controller = GalleryController(definition: definition, viewport: viewport, safeArea: safe)
        case .nestedPages: controller = NestedPagesController(definition: definition, viewport: viewport, safeArea: safe)
        case .technique: controller = TechniqueSceneController(definition: definition, viewport: viewport, safeArea: safe)
        case .photoBrowser: controller = PhotoBrowserController(definition: definition, viewport: viewport, safeArea: safe)
        }
        overlayView = OverlayView(viewport: viewport)
        controller.root.addSubview(overlayView)
        controller.apply(self.feel)
    }

    /// The same session in the other orientation (R): the scene laid out for `viewport` takes the old
    /// one's state over at the session's time — its clock, arena and overlay history, and what the scene
    /// keeps (`SceneController.adopt`: pages, collapse, reading positions, running motion). Touches
    /// still down are cancelled first (as a rotation does).
    public func rotated(to viewport: Size, screen: DeviceScreen) -> SceneSession {
        cancelAllTouches()
        let s = SceneSession(definition: definition, viewport: viewport, hz: hz, feel: feel, screen: screen, arena: arena)
        s.time = time
        s.controller.adopt(controller, at: time)
        s.controller.advance(to: time)
        s.overlays = overlays
        s.showsTouchTrails = showsTouchTrails
        s.recordsGraph = recordsGraph
        s.graphWindow = graphWindow
        s.history = history
        return s
    }

    /// The window reports each frame's time (milliseconds) and whether ticks were dropped.
    public func recordFrameTime(milliseconds ms: Double, droppedTicks: Int) {
        guard !overlays.isEmpty else { return }
        history.frameTimes.append(ms)
        if history.frameTimes.count > 180 { history.frameTimes.removeFirst(history.frameTimes.count - 180) }
        history.droppedTicks += droppedTicks
    }

    private func recordTrail(_ p: PointerEvent) {
        guard tracksTouches else { return }
        switch p.kind {
        case .down, .move:
            var trail = history.trails[p.id] ?? []
            trail.append((p.position, p.time))
            trail.removeAll { p.time - $0.time > OverlayHistory.trailDuration }
            history.trails[p.id] = trail
        case .up, .cancel:
            history.trails[p.id] = nil
        }
    }

    private func sampleGraph() {
        guard overlays.contains(.graph) || recordsGraph else { return }
        let infos = controller.scrollInfos()
        let moving = infos.first { $0.state != .idle }
        if let m = moving { history.activeID = m.id }
        guard let active = infos.first(where: { $0.id == history.activeID }) ?? infos.first else { return }
        history.activeID = active.id
        if let last = history.samples.last, last.time >= time { return }
        history.samples.append(.init(time: time, offset: active.offset, velocity: active.velocity))
        let cutoff = time - (recordsGraph ? graphWindow : OverlayHistory.graphDuration)
        if let k = history.samples.firstIndex(where: { $0.time >= cutoff }), k > 0 { history.samples.removeFirst(k) }
        guard recordsGraph else { return }
        for info in infos {
            var s = history.views[info.id] ?? []
            s.append(.init(time: time, offset: info.offset, velocity: info.velocity))
            if let k = s.firstIndex(where: { $0.time >= cutoff }), k > 0 { s.removeFirst(k) }
            history.views[info.id] = s
        }
    }

    /// The viewport's root view.
    public var root: View { controller.root }

    /// Feeds one input event (its time must not be earlier than earlier events').
    public func handle(_ event: InputEvent) {
        advance(to: event.time)
        // Hit testing reads the view tree: bring it in line with the models first (a replay renders
        // no frames between events).
        if case .key = event {} else { layOut() }
        switch event {
        case .pointer(let p):
            // Only the app moves its internal pointers (the wheel's): outside ids are ignored.
            guard PointerEvent.externalIDs.contains(p.id) else { return }
            // Touches that start outside the viewport are not ours; their later events are ignored too.
            if p.kind == .down && !Rect(origin: .zero, size: viewport).contains(p.position) { return }
            recordTrail(p)
            arena.handle(p, root: controller.root)
        case .wheel(let position, let delta, let t):
            guard delta.x.isFinite, delta.y.isFinite else { return }
            let d = Point(x: max(-2000, min(2000, delta.x)), y: max(-2000, min(2000, delta.y)))
            // A mouse-wheel notch is a whole number of lines (10 pt each, `notchStep`); a touchpad's
            // precise deltas are fractions. A notch is its own pan, lifted at once: every sample at one
            // time, so no release velocity — notches never fling, however fast they come.
            let notch = d.length > 0 && d.x.remainder(dividingBy: Self.notchStep) == 0 && d.y.remainder(dividingBy: Self.notchStep) == 0
            if notch, let w = wheel {
                wheel = nil
                arena.handle(PointerEvent(.up, id: Self.wheelPointerID, at: w.position, time: w.lastTime), root: controller.root)
            }
            if wheel == nil {
                guard Rect(origin: .zero, size: viewport).contains(position), d.length > 0 else { return }
                arena.handle(PointerEvent(.down, id: Self.wheelPointerID, at: position, time: t), root: controller.root)
                // A wheel or touchpad has no slop to cross: the pointer first travels the pan's slop in
                // the direction of the first delta (same time, so no velocity), the pan begins there,
                // and the content then moves by every delta, the first one included. Without this a
                // single mouse-wheel notch (10 pt) began a pan and moved nothing.
                let reach = max(feel.touchSlop, PanGestureRecognizer.defaultMinimumDistance)
                let slop = position + d * (reach / d.length)
                arena.handle(PointerEvent(.move, id: Self.wheelPointerID, at: slop, time: t), root: controller.root)
                wheel = (slop, t)
            }
            let p = wheel!.position + d
            wheel = (p, t)
            arena.handle(PointerEvent(.move, id: Self.wheelPointerID, at: p, time: t), root: controller.root)
            if notch {
                wheel = nil
                arena.handle(PointerEvent(.up, id: Self.wheelPointerID, at: p, time: t), root: controller.root)
            }
        case .key(let k, let t):
            // Only the scene's commands; the sandbox and the window handle theirs (`KeyCommand.layer`).
            guard case .scene(let command)? = KeyBinding.command(for: k) else { break }
            controller.perform(command, at: t)
        }
        controller.advance(to: time)
    }

    /// A scene command at session time `t` (the sandbox decoded its key already: `KeyAction`).
    public func perform(_ command: SceneCommand, at t: Double) {
        advance(to: t)
        controller.perform(command, at: t)
        controller.advance(to: time)
    }

    /// Lays the view tree out at the session's time, counting the passes (`layoutPasses`).
    private func layOut() {
        layoutPasses += 1
        controller.layout(time: time)
    }

    /// How many times the view tree was laid out (a test counts a frame's: once, overlays or not).
    @_spi(Testing) public private(set) var layoutPasses = 0

    /// Moves simulated time forward to `t` seconds: ends idle wheel pans, lets time-based recognizers
    /// decide, advances every model.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        if let w = wheel, max(time, t) - w.lastTime >= Self.wheelIdleGap { liftWheel(w) }
        time = max(time, t)
        arena.advance(to: time)
        controller.advance(to: time)
        sampleGraph()
    }

    /// Lifts the wheel's pointer at its own time, `wheelIdleGap` after its last event — never at the
    /// tick that noticed the gap, so the fling starts at the same moment at every tick rate (a finger
    /// catching it then stops the list at the same place; #46 class 8). Everything is brought to that
    /// moment first; the release velocity is the wheel's at its last event (`PanGestureRecognizer`).
    private func liftWheel(_ w: (position: Point, lastTime: Double)) {
        wheel = nil
        let lift = max(time, w.lastTime + Self.wheelIdleGap)
        time = lift
        arena.advance(to: lift)
        controller.advance(to: lift)
        arena.handle(PointerEvent(.up, id: Self.wheelPointerID, at: w.position, time: lift), root: controller.root)
    }

    /// Cancels every touch (the window lost focus mid-drag).
    public func cancelAllTouches() {
        wheel = nil
        arena.cancelAllTouches(at: time)
        controller.advance(to: time)
    }

    /// Whether nothing moves and no touch is down.
    /// Whether scene command `command` does anything in this scene (`SceneController.handles`).
    public func handles(_ command: SceneCommand) -> Bool { controller.handles(command) }

    public var isIdle: Bool { controller.isIdle && arena.activeTouchIDs.isEmpty && wheel == nil }

    /// Status-bar tap / Home.
    public func scrollToTop() { controller.scrollToTop(at: time) }

    /// The frame's display list.
    public func displayList(context: OverlayContext? = nil) -> DisplayList {
        var list = DisplayList(size: viewport)
        render(into: &list, context: context)
        return list
    }

    /// Builds the frame's display list into `list`, reusing its storage.
    /// With `context`, the frame's `overlayContext()` already made (the panel read it): the scene is
    /// laid out as it was then, not again.
    public func render(into list: inout DisplayList, context: OverlayContext? = nil) {
        list.reset(size: viewport)
        if tracksTouches {
            overlayView.context = context ?? overlayContext()
        } else if context == nil {
            layOut()
        }
        controller.root.layoutIfNeeded()
        // The scene, then the screen's corners and island, then the placed overlays over all of it
        // (a label in a corner stays readable), clipped to the screen.
        overlayView.isHidden = true
        controller.root.render(into: &list)
        overlayView.isHidden = false
        screen.draw(in: viewport, into: &list)
        drawVirtualFingers(into: &list)
        if overlays.contains(where: { $0.drawsOnPhone }) {
            list.pushClip(Rect(origin: .zero, size: viewport))
            overlayView.render(into: &list)
            list.popClip()
        }
    }

    /// What the overlays and the instrument panel's sections read this frame (lays the scene out).
    public func overlayContext() -> OverlayContext {
        layOut()
        var c = OverlayContext(
            viewport: viewport, time: time, root: controller.root, arena: arena, scrollViews: controller.scrollInfos(),
            marks: controller.marks(), history: history, hz: hz)
        c.outlineOnly = hotZonesOutlineOnly
        return c
    }

    /// The state report's `scrollViews` alone (cheap enough for every tick: `scrolllab report`).
    public func scrollViewStates() -> [SceneState.ScrollViewState] { controller.scrollViewStates() }

    /// The state report of DESIGN.md.
    public func state() -> SceneState {
        var s = SceneState(
            scene: definition.id, time: time, hz: hz,
            viewport: .init(
                width: viewport.width, height: viewport.height,
                safeArea: .init(
                    top: screen.safeArea.top, left: screen.safeArea.left, bottom: screen.safeArea.bottom, right: screen.safeArea.right)),
            header: nil, pager: nil, pages: nil, scrollViews: [], refresh: nil,
            arena: SceneState.Arena(lastWinner: arena.lastWinner, log: arena.log.suffix(100).map { "t=\(formatTime($0.time)) \($0)" }),
            events: [], window: nil)
        controller.writeState(into: &s)
        if feel != .ios { s.feel = feel.name }
        return s
    }

    /// The first broken invariant, or nil: the scene's and the arena's, every scroll view's offset
    /// and velocity finite, and no scroll view dragging with no finger down. Cheap enough to call every tick (`scrolllab fuzz` does).
    public func firstInvariantViolation() -> String? {
        if let v = invariantViolations().first { return v }
        let noFingerDown = arena.activeTouchIDs.isEmpty
        for s in controller.scrollInfos() {
            if !(s.offset.isFinite && s.velocity.isFinite) { return "\(s.id): non-finite offset or velocity" }
            // Every drag a touch began ends when its touches lift (#26: a second finger locked a list).
            if noFingerDown && s.state == .dragging { return "\(s.id) is dragging with no finger down" }
            // A pinch ends when its fingers lift, in any order (#43, the PhotoView crash class).
            if noFingerDown && s.isZooming { return "\(s.id) is zooming with no finger down" }
        }
        return nil
    }

    /// The scene's and the arena's broken invariants (empty when all hold).
    public func invariantViolations() -> [String] {
        controller.invariantViolations() + arena.invariantViolations()
    }
}

/// Seconds with 4 decimals, for logs.
func formatTime(_ t: Double) -> String {
    let ms = (t * 10000).rounded() / 10000
    return String(ms)
}
