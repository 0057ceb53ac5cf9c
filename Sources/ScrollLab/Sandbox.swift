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
    public let device: Device
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
    /// The feel every scene runs with (`--feel`, the `f` key); nil: each scene's own (`ios` unless
    /// its definition names one). Survives scene switches.
    public private(set) var feel: Feel?
    /// Every session keeps its whole offset/velocity curve (a `--compare` lane's graph).
    public var keepsGraph = false {
        didSet { keepGraph() }
    }
    /// Called after the viewport changed (rotation), for the window to resize.
    public var onViewportChange: ((Size) -> Void)?

    public init(catalog: SceneCatalog, sceneIndex: Int, device: Device, landscape: Bool, hz: Int, feel: Feel? = nil) {
        self.catalog = catalog
        self.feel = feel
        self.sceneIndex = sceneIndex
        self.device = device
        self.landscape = landscape
        self.hz = hz
        session = SceneSession(definition: catalog.scenes[sceneIndex], viewport: device.size(landscape: landscape), hz: hz, feel: feel)
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
        if case .key(let k, let t) = event {
            if handlePickerKey(k, at: t) { return }
            switch k {
            case "escape": quitRequested = true
            case "pageup": switchScene(to: (sceneIndex + catalog.scenes.count - 1) % catalog.scenes.count, at: t)
            case "pagedown": switchScene(to: (sceneIndex + 1) % catalog.scenes.count, at: t)
            case "1", "2", "3", "4", "5", "6", "7", "8", "9":
                let i = Int(k)! - 1
                if i < catalog.scenes.count { switchScene(to: i, at: t) }
            case "r":
                landscape.toggle()
                switchScene(to: sceneIndex, at: t)
                onViewportChange?(viewport)
            case "t":
                hz = hz == 120 ? 60 : 120
                session.hz = hz
            case "f":
                let next = session.feel.nextPreset
                feel = next
                session.feel = next
            case "f1", "?", "/":
                showsKeyMap.toggle()
            case "h", "v", "b", "g", "l":
                let kind = OverlayKind.allCases.first { $0.key == k }!
                if overlays.contains(kind) { overlays.remove(kind) } else { overlays.insert(kind) }
            case "s", "space", "n":
                break  // slow motion, pause and step act on the window's clock; a replay ignores them
            default:
                session.handle(.key(k, time: t - sessionStart))
            }
            return
        }
        session.handle(event.shifted(by: -sessionStart))
    }

    /// Tab opens and closes the scene picker; while it is open ↑ ↓ move the selection (wrapping)
    /// and Return opens the selected scene. True when the key was the picker's.
    private func handlePickerKey(_ k: String, at t: Double) -> Bool {
        let n = catalog.scenes.count
        switch (k, pickerSelection) {
        case ("tab", nil): pickerSelection = sceneIndex
        case ("tab", _): pickerSelection = nil
        case ("up", let s?): pickerSelection = (s + n - 1) % n
        case ("down", let s?): pickerSelection = (s + 1) % n
        case ("return", let s?):
            pickerSelection = nil
            switchScene(to: s, at: t)
        default: return false
        }
        return true
    }

    /// Moves sandbox time to `t`.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        session.advance(to: time - sessionStart)
    }

    /// A sandbox for a trace: its scene, device, orientation and rate (`hz` overrides the rate).
    public convenience init(catalog: SceneCatalog, trace: Trace, hz: Int? = nil) throws(UsageError) {
        guard let index = catalog.scenes.firstIndex(where: { $0.id == trace.header.scene }) else {
            throw UsageError("unknown scene '\(trace.header.scene)'")
        }
        self.init(
            catalog: catalog, sceneIndex: index, device: Device(rawValue: trace.header.device) ?? .fifteen,
            landscape: trace.header.landscape, hz: hz ?? trace.header.hz, feel: trace.header.feel)
    }

    /// Plays `events` on a tick grid at the sandbox's rate (which a `t` key may change): each event at
    /// its own time, ticks in between, ending exactly at `until` (default: the last event). With
    /// `settle`, keeps ticking until the scene is idle, at most `settleLimit` simulated seconds more.
    public func replay(_ events: [InputEvent], settle: Bool, until: Double? = nil) {
        let end = until ?? (events.last?.time ?? 0)
        var i = 0
        var tick = time
        while true {
            while i < events.count && events[i].time <= min(tick, end) {
                handle(events[i])
                i += 1
            }
            if tick >= end { break }
            advance(to: tick)
            tick += 1.0 / Double(hz)
        }
        advance(to: end)
        guard settle else { return }
        var t = end
        while !session.isIdle && t < end + Self.settleLimit {
            t += 1.0 / Double(hz)
            advance(to: t)
        }
    }

    /// The longest `--settle` keeps ticking after the trace, simulated seconds.
    public static let settleLimit = 10.0

    /// Rebuilds the current scene from scratch at sandbox time `t` (a recording starts from here).
    func restartScene(at t: Double) {
        switchScene(to: sceneIndex, at: t)
    }

    private func switchScene(to index: Int, at t: Double) {
        time = max(time, t)
        sceneIndex = index
        sessionStart = time
        session = SceneSession(definition: catalog.scenes[index], viewport: viewport, hz: hz, feel: feel)
        session.overlays = overlays
        keepGraph()
    }

    private func keepGraph() {
        session.recordsGraph = keepsGraph
        session.graphWindow = 60
    }
}
