import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene

/// One phone in the page: a scene session plus what the native `Sandbox` (ScrollLab) keeps around it —
/// sandbox time, the device and orientation, the tick rate, the feel, the tuner and picker keys — and
/// its replay driver (tick grid, idle skip, settle), so a trace replays here as `--headless --replay
/// … --settle` does natively. It follows `Sandbox` line for line until lane s28-session's Foundation-
/// free `ScrollSession` driver can be compiled here instead (then this file goes).
final class WebSession {
    let scenes: [SceneDefinition]
    private(set) var device: WebDevice
    private(set) var landscape: Bool
    private(set) var hz: Int
    private(set) var sceneIndex: Int
    private(set) var session: SceneSession
    private var sessionStart = 0.0
    private(set) var time = 0.0
    /// `--feel`, the `f` key; nil: each scene's own.
    private(set) var feel: Feel?
    var overlays: Set<OverlayKind> = [] { didSet { session.overlays = overlays } }
    private var zoneOutlines = false { didSet { session.hotZonesOutlineOnly = zoneOutlines } }
    private var showsTuner = false
    private var tunerSelection = 0
    private var pickerSelection: Int?

    init(scenes: [SceneDefinition], sceneIndex: Int, device: WebDevice, landscape: Bool, hz: Int, feel: Feel?) {
        self.scenes = scenes
        self.sceneIndex = sceneIndex
        self.device = device
        self.landscape = landscape
        self.hz = hz
        self.feel = feel
        session = SceneSession(
            definition: scenes[sceneIndex], viewport: device.size(landscape: landscape), hz: hz, feel: feel,
            screen: device.screen(landscape: landscape))
    }

    var viewport: Size { device.size(landscape: landscape) }

    /// An event that predates sandbox time happens at that time (time never runs backwards).
    func effective(_ event: InputEvent) -> InputEvent {
        event.time < time ? event.shifted(by: time - event.time) : event
    }

    func handle(_ event: InputEvent) {
        let event = effective(event)
        advance(to: event.time)
        guard case .key(let k, let t) = event else {
            session.handle(event.shifted(by: -sessionStart))
            return
        }
        if k.hasPrefix("feel.") {
            applyFeelEdit(k.dropFirst("feel.".count))
            return
        }
        if k.hasPrefix(Self.openSceneKey) {
            let id = String(k.dropFirst(Self.openSceneKey.count))
            if let i = scenes.firstIndex(where: { $0.id == id }) {
                pickerSelection = nil
                switchScene(to: i, at: t)
            }
            return
        }
        switch KeyBinding.command(for: k)?.layer {
        case .sandbox?: perform(KeyBinding.command(for: k), at: t)
        case .scene?: session.handle(.key(k, time: t - sessionStart))
        case .window?, nil: break
        }
    }

    /// The picker's click key (`ScenePickerSection.openSceneKey`, native-only with the panel).
    static let openSceneKey = "scene="

    private func perform(_ command: KeyCommand?, at t: Double) {
        let n = scenes.count
        switch command {
        case .previousScene: switchScene(to: (sceneIndex + n - 1) % n, at: t)
        case .nextScene: switchScene(to: (sceneIndex + 1) % n, at: t)
        case .switchScene(let i): if i < n { switchScene(to: i, at: t) }
        case .rotate:
            landscape.toggle()
            session = session.rotated(to: viewport, screen: device.screen(landscape: landscape))
            session.overlays = overlays
            session.hotZonesOutlineOnly = zoneOutlines
        case .toggleRate:
            hz = hz == 120 ? 60 : 120
            session.hz = hz
        case .nextFeel:
            setFeel(session.feel.nextPreset)
            tunerSelection = 0
        case .toggleTuner: showsTuner.toggle()
        case .tunerPrevious, .tunerNext, .tunerStepDown, .tunerStepUp, .tunerReset: if let command { tune(command) }
        case .toggleOverlay(let kind): if overlays.contains(kind) { overlays.remove(kind) } else { overlays.insert(kind) }
        case .togglePicker, .pickerUp, .pickerDown, .pickerOpen: performPicker(command, at: t)
        case .nextDevice:
            let all = WebDevice.allCases
            device = all[((all.firstIndex(of: device) ?? 0) + 1) % all.count]
            switchScene(to: sceneIndex, at: t)
        case .toggleZoneOutlines: zoneOutlines.toggle()
        default: break
        }
    }

    private func performPicker(_ command: KeyCommand?, at t: Double) {
        let n = scenes.count
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

    func setFeel(_ next: Feel) {
        feel = next
        session.feel = next
    }

    private func applyFeelEdit(_ edit: Substring) {
        let current = session.feel
        if edit == "reset" {
            if let p = current.basePreset { setFeel(p) }
            return
        }
        guard let next = current.applying(edit: edit) else { return }
        setFeel(edit.hasPrefix("name=") ? next : next.namedAfterTuning)
    }

    private func tune(_ command: KeyCommand) {
        let current = session.feel
        if command == .tunerReset {
            if let p = current.basePreset { setFeel(p) }
            return
        }
        guard showsTuner else { return }
        let rows = current.tunerRows
        let n = max(1, rows.count)
        switch command {
        case .tunerStepDown, .tunerStepUp:
            guard rows.indices.contains(tunerSelection) else { return }
            setFeel(rows[tunerSelection].stepped(current, by: command == .tunerStepUp ? 1 : -1).namedAfterTuning)
        case .tunerPrevious: tunerSelection = (tunerSelection + n - 1) % n
        case .tunerNext: tunerSelection = (tunerSelection + 1) % n
        default: break
        }
    }

    func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        session.advance(to: time - sessionStart)
    }

    /// Ticks on the grid from now up to `t` (the page's frames), then `t` itself.
    func tick(to t: Double) {
        guard t.isFinite else { return }
        var next = time + 1.0 / Double(hz)
        while next < t {
            advance(to: next)
            next = nextTick(after: next, toward: t)
        }
        advance(to: t)
    }

    /// `Sandbox.replay`: each event at its own time, ticks in between (idle stretches skipped), ending at
    /// the last event; with `settle`, ticking on until idle, at most `settleLimit` seconds more.
    func replay(_ events: [InputEvent], settle: Bool) {
        let end = events.last?.time ?? 0
        var i = 0
        var tick = time
        while true {
            while i < events.count && events[i].time <= min(tick, end) {
                handle(events[i])
                i += 1
            }
            if tick >= end { break }
            advance(to: tick)
            tick = nextTick(after: tick, toward: i < events.count ? min(events[i].time, end) : end)
        }
        advance(to: end)
        guard settle else { return }
        var t = end
        while !session.isIdle && t < end + Self.settleLimit {
            t += 1.0 / Double(hz)
            advance(to: t)
        }
    }

    func nextTick(after tick: Double, toward target: Double) -> Double {
        let dt = 1.0 / Double(hz)
        if target - tick > Self.idleSkip && session.isIdle {
            let skip = ((target - tick) * Double(hz)).rounded(.down) - 1
            if skip > 1 { return tick + skip * dt }
        }
        return tick + dt
    }

    static let idleSkip = 1.0
    static let settleLimit = 10.0

    func switchScene(to index: Int, at t: Double) {
        time = max(time, t)
        sceneIndex = index
        sessionStart = time
        session = SceneSession(
            definition: scenes[index], viewport: viewport, hz: hz, feel: feel, screen: device.screen(landscape: landscape))
        session.overlays = overlays
        session.hotZonesOutlineOnly = zoneOutlines
    }
}

/// The phones (ScrollLab's `Device`, which is native-only until s28-session's device table lands).
enum WebDevice: String, CaseIterable {
    case se
    case fifteen = "15"
    case promax

    func size(landscape: Bool) -> Size {
        let s: Size
        switch self {
        case .se: s = Size(width: 375, height: 667)
        case .fifteen: s = Size(width: 393, height: 852)
        case .promax: s = Size(width: 430, height: 932)
        }
        return landscape ? Size(width: s.height, height: s.width) : s
    }

    func screen(landscape: Bool) -> DeviceScreen {
        switch (self, landscape) {
        case (.se, false): return DeviceScreen(safeArea: EdgeInsets(top: 20), cornerRadius: 0, hasIsland: false)
        case (.se, true): return DeviceScreen(safeArea: .zero, cornerRadius: 0, hasIsland: false)
        case (_, false): return DeviceScreen(safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, hasIsland: true)
        case (_, true): return DeviceScreen(safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), cornerRadius: 55, hasIsland: true)
        }
    }
}
