import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace

/// The sandbox beyond one scene: which scene, the orientation, the tick rate, and the keys that
/// change them. The window and headless replay share it, so a recorded key does the same in both.
///
/// Time here is *sandbox* time (seconds since the sandbox — or the recording — started); a scene's
/// session runs on its own clock that starts when the scene was (re)built.
public final class Sandbox {
    public let catalog: SceneCatalog
    /// The phone; the `m` key (or the panel's control row) cycles se → 15 → promax, restarting the scene.
    public internal(set) var device: Device
    public private(set) var landscape: Bool
    /// Tick rate; the `t` key toggles 60 / 120 Hz.
    public var hz: Int
    public private(set) var sceneIndex: Int
    public private(set) var session: SceneSession
    /// Sandbox time at which the current session started.
    private(set) var sessionStart = 0.0
    public private(set) var time = 0.0
    public private(set) var quitRequested = false
    public var showsKeyMap = false
    /// The scene picker's selection while it is open (Tab), nil when closed.
    public private(set) var pickerSelection: Int?
    /// Overlays on every scene (they survive scene switches).
    public var overlays: Set<OverlayKind> = [] { didSet { session.overlays = overlays } }
    /// Hot zones as outlines only (Z), on every scene.
    public var zoneOutlines = false { didSet { session.hotZonesOutlineOnly = zoneOutlines } }
    /// The feel every scene runs with (`--feel`, the `f` key); nil: each scene's own (`ios` unless
    /// its definition names one). Survives scene switches.
    public internal(set) var feel: Feel?
    /// The live tuner (U) is shown; `tunerSelection` is the row `[` `]` step (Sandbox+Tuning).
    public internal(set) var showsTuner = false
    public internal(set) var tunerSelection = 0
    /// Every session keeps its whole offset/velocity curve (a `--compare` lane's graph).
    public var keepsGraph = false {
        didSet { keepGraph() }
    }
    /// Touch points and trails on every scene, without the overlays (report frames).
    public var showsTouchTrails = false { didSet { session.showsTouchTrails = showsTouchTrails } }
    /// Called after the viewport changed (rotation), for the window to resize.
    public var onViewportChange: ((Size) -> Void)?

    public init(catalog: SceneCatalog, sceneIndex: Int, device: Device, landscape: Bool, hz: Int, feel: Feel? = nil) {
        self.catalog = catalog
        self.feel = feel
        self.sceneIndex = sceneIndex
        self.device = device
        self.landscape = landscape
        self.hz = hz
        session = SceneSession(
            definition: catalog.scenes[sceneIndex], viewport: device.size(landscape: landscape), hz: hz, feel: feel,
            screen: device.screen(landscape: landscape))
    }

    public var viewport: Size { device.size(landscape: landscape) }
    public var definition: SceneDefinition { session.definition }

    /// The event as the sandbox takes it: one that predates the sandbox's time happens at that time
    /// (time never runs backwards). Whoever records an event records this.
    public func effective(_ event: InputEvent) -> InputEvent {
        event.time < time ? event.shifted(by: time - event.time) : event
    }

    /// Feeds one event at sandbox time `event.time` (see `effective`).
    public func handle(_ event: InputEvent) {
        let event = effective(event)
        advance(to: event.time)
        guard case .key(let k, let t) = event else {
            session.handle(event.shifted(by: -sessionStart))
            return
        }
        if k.hasPrefix("feel.") {
            applyFeelEdit(k.dropFirst("feel.".count))  // a tuner slider or reset, recorded as a key
            return
        }
        if k.hasPrefix(KeyBinding.openScenePrefix) {
            openScene(id: String(k.dropFirst(KeyBinding.openScenePrefix.count)), at: t)  // a click in the picker
            return
        }
        switch KeyBinding.command(for: k)?.layer {
        case .sandbox?: perform(KeyBinding.command(for: k), at: t)
        case .scene?: session.handle(.key(k, time: t - sessionStart))
        case .window?, nil: break  // the window's clock and files (a replay ignores them), or no command
        }
    }

    /// A sandbox command (`KeyCommand.layer == .sandbox`) at sandbox time `t`.
    private func perform(_ command: KeyCommand?, at t: Double) {
        let n = catalog.scenes.count
        switch command {
        case .quit: quitRequested = true
        case .previousScene: switchScene(to: (sceneIndex + n - 1) % n, at: t)
        case .nextScene: switchScene(to: (sceneIndex + 1) % n, at: t)
        case .switchScene(let i): if i < n { switchScene(to: i, at: t) }
        case .rotate:
            landscape.toggle()
            session = session.rotated(to: viewport, screen: device.screen(landscape: landscape))
            session.overlays = overlays
            session.hotZonesOutlineOnly = zoneOutlines
            session.showsTouchTrails = showsTouchTrails
            keepGraph()
            onViewportChange?(viewport)
        case .toggleRate:
            hz = hz == 120 ? 60 : 120
            session.hz = hz
        case .nextFeel:
            setFeel(session.feel.nextPreset)
            tunerSelection = 0
        case .toggleTuner: showsTuner.toggle()
        case .tunerPrevious, .tunerNext, .tunerStepDown, .tunerStepUp, .tunerReset: if let command { tune(command) }
        case .toggleKeyMap: showsKeyMap.toggle()
        case .toggleOverlay(let kind): if overlays.contains(kind) { overlays.remove(kind) } else { overlays.insert(kind) }
        case .togglePicker, .pickerUp, .pickerDown, .pickerOpen: performPicker(command, at: t)
        case .nextDevice: cycleDevice(at: t)
        case .toggleZoneOutlines: zoneOutlines.toggle()
        default: break
        }
    }

    /// Tab opens and closes the scene picker; while it is open ↑ ↓ move the selection (wrapping)
    /// and Return opens the selected scene.
    private func performPicker(_ command: KeyCommand?, at t: Double) {
        let n = catalog.scenes.count
        switch (command, pickerSelection) {
        case (.togglePicker, nil): pickerSelection = sceneIndex
        case (.togglePicker, _): pickerSelection = nil
        case (.pickerUp, let s?): pickerSelection = (s + n - 1) % n
        case (.pickerDown, let s?): pickerSelection = (s + 1) % n
        case (.pickerOpen, let s?):
            pickerSelection = nil
            switchScene(to: s, at: t)
        default: break
        }
    }

    /// Closes the picker and opens the scene with `id` (a click on its row); an unknown id does nothing.
    private func openScene(id: String, at t: Double) {
        guard let i = catalog.scenes.firstIndex(where: { $0.id == id }) else { return }
        pickerSelection = nil
        switchScene(to: i, at: t)
    }

    /// Moves sandbox time to `t`.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        session.advance(to: time - sessionStart)
    }

    /// Plays `events` on a tick grid at the sandbox's rate (which a `t` key may change): each event at
    /// its own time, ticks in between (none through idle stretches: a two-hour gap costs a few ticks),
    /// ending exactly at `until` (default: the last event). With
    /// `settle`, keeps ticking until the scene is idle, at most `settleLimit` simulated seconds more.
    /// `eachTick` runs after every tick, the last one included, with the sandbox time (a report samples
    /// the scene there, on every tick: `skippingIdle: false` keeps its frames at rest). `eachEvent`
    /// runs right after each event is handled, with its index in `events` (`check` reads its
    /// checkpoints there: the state at the event's own time, not at the next tick).
    public func replay(
        _ events: [InputEvent], settle: Bool, until: Double? = nil, skippingIdle: Bool = true, eachTick: (Double) -> Void = { _ in },
        eachEvent: (Int) -> Void = { _ in }
    ) {
        let end = until ?? (events.last?.time ?? 0)
        var i = 0
        var tick = time
        while true {
            while i < events.count && events[i].time <= min(tick, end) {
                handle(events[i])
                eachEvent(i)
                i += 1
            }
            if tick >= end { break }
            advance(to: tick)
            eachTick(tick)
            // Idle stretches are skipped up to the next event (`nextTick`), as `fuzz --check` does.
            tick =
                skippingIdle ? nextTick(after: tick, toward: i < events.count ? min(events[i].time, end) : end) : tick + 1.0 / Double(hz)
        }
        advance(to: end)
        eachTick(end)
        guard settle else { return }
        var t = end
        while !session.isIdle && t < end + Self.settleLimit {
            t += 1.0 / Double(hz)
            advance(to: t)
            eachTick(t)
        }
    }

    /// The tick after `tick` on the way to `target`: the next one on the grid, or — when nothing moves
    /// or is touched and `target` is more than `idleSkip` away — the last tick before `target`, so idle
    /// time costs nothing (a trace with a day between two events replays at once).
    public func nextTick(after tick: Double, toward target: Double) -> Double {
        let dt = 1.0 / Double(hz)
        if target - tick > Self.idleSkip && session.isIdle {
            let skip = ((target - tick) * Double(hz)).rounded(.down) - 1
            if skip > 1 { return tick + skip * dt }
        }
        return tick + dt
    }

    /// Idle stretches longer than this many seconds are skipped (`nextTick`).
    public static let idleSkip = 1.0

    /// The longest `--settle` keeps ticking after the trace, simulated seconds.
    public static let settleLimit = 10.0

    /// Rebuilds the current scene from scratch at sandbox time `t` (a recording starts from here).
    func restartScene(at t: Double) {
        switchScene(to: sceneIndex, at: t)
    }

    func switchScene(to index: Int, at t: Double) {
        time = max(time, t)
        sceneIndex = index
        sessionStart = time
        session = SceneSession(
            definition: catalog.scenes[index], viewport: viewport, hz: hz, feel: feel, screen: device.screen(landscape: landscape))
        session.overlays = overlays
        session.hotZonesOutlineOnly = zoneOutlines
        session.showsTouchTrails = showsTouchTrails
        keepGraph()
    }

    private func keepGraph() {
        session.recordsGraph = keepsGraph
        session.graphWindow = 60
    }
}
