import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import ScrollTrace

/// The workbench's run loop: paces ticks with its own clock (Xvfb reports 0 Hz, so vsync cannot be
/// trusted), feeds input with the events' own timestamps, and draws only when something changed —
/// input, a running animation or gesture, a replay, a panel line that changed. An idle window waits
/// for events and costs next to nothing (docs/SANDBOX.md, "Drawing only on change").
///
/// Time: `WorkbenchClock` owns it — sandbox time is the window clock mapped with slow motion, pause,
/// step and the late-batch shift; SDL event timestamps share that base (`Window.now()`), so the core
/// sees when events happened, never the tick's time.
final class WorkbenchLoop {
    /// What an offscreen phone screenshot (F10) needs.
    struct Canvas {
        let library: SDLLibrary
        let fonts: FontSet
        let images: String
    }

    let options: WindowOptions
    let sandbox: Sandbox
    /// `--compare`: the other phones, each its own sandbox with its feel, fed the same input.
    let others: [Sandbox]
    /// Every phone, lane 0 (`sandbox`) first.
    private var lanes: [Sandbox] { [sandbox] + others }
    /// The lane each pointer's touch went down on.
    private var pointerLane: [Int64: Int] = [:]
    let window: Window
    private(set) var layout: WindowLayout
    let fit: WorkbenchFit
    let replay: Trace?
    let canvas: Canvas
    private var clock: WorkbenchClock
    var recorder: TraceRecorder?
    private var stats = FrameStats()
    private var replayIndex = 0
    private var nextTick: Double
    /// Something changed that the next tick must draw.
    private var dirty = true
    /// The last tick drew nothing (idle): the next drawn frame drops no ticks.
    private var wasIdle = false
    private var lastStatus: [String] = []
    /// What the workbench last did with a file (saved where), shown in the panel.
    private var notice: String?
    /// The panel as last drawn and its sections' frames, for routing presses to a section.
    private var panel = InstrumentPanel(sections: [])
    private var panelFrames: [Rect] = []
    /// F12: where the next drawn frame is saved, whole window.
    private var pendingWindowShot: String?
    /// The tuner as last drawn and its frame (window pixels), for slider presses and drags.
    var tuner: (section: TuningSection, frame: Rect)?
    /// The key a control-row button just asked for (set by the section's press).
    private var pressedKey: String?
    /// A key that does nothing here: what the panel says, until when (real time).
    private var hint: (message: String, until: Double)?
    /// A slider being dragged: the pointer and the row.
    var sliderDrag: (pointer: Int64, row: Int)?
    /// The feel's name being typed in the tuner (a click on its title starts it).
    var naming: FeelNameEntry?
    /// The picker's scroll (pixels), its frame as last drawn, the selection last scrolled into view
    /// (WorkbenchLoop+Picker).
    var pickerScroll = 0.0
    var pickerFrame: Rect?
    var revealedSelection: Int?

    init(
        options: WindowOptions, sandbox: Sandbox, lanes others: [Sandbox] = [], window: Window, layout: WindowLayout, fit: WorkbenchFit,
        replay: Trace?, canvas: Canvas
    ) throws {
        self.options = options
        self.sandbox = sandbox
        self.others = others
        self.window = window
        self.layout = layout
        self.fit = fit
        self.replay = replay
        self.canvas = canvas
        clock = WorkbenchClock(real: window.now())
        nextTick = window.now()
        sandbox.overlays = Set(options.session.overlays)
        if !others.isEmpty { for lane in [sandbox] + others { lane.keepsGraph = true } }
        sandbox.onViewportChange = { [unowned self] size in
            self.layout = self.fit.layout(for: size)
            self.window.resize(width: Int(self.layout.windowSize.width), height: Int(self.layout.windowSize.height))
            self.place()
        }
        if let path = options.record { recorder = try TraceRecorder(path: path, header: header(), start: 0) }
        place()
        try writeState(to: options.session.state, frames: false)
    }

    /// `bench --window`: the loop returns once the window clock reaches this (seconds, `Window.now()`).
    var stopAt: Double?
    /// The frame figures so far (frame time including present, dropped ticks).
    var frames: SceneState.WindowInfo.Frames { stats.summary }

    func run() throws -> Int32 {
        while !sandbox.quitRequested && terminationRequested == 0 && window.now() < (stopAt ?? .infinity) {
            let (inputs, signals) = window.pollEvents()
            if signals.contains(.quit) { break }
            handle(signals)
            handle(inputs)
            let now = clock.sim(atReal: window.now())
            if let trace = replay {
                while replayIndex < trace.events.count && trace.events[replayIndex].time <= now {
                    for lane in lanes { lane.handle(trace.events[replayIndex]) }
                    replayIndex += 1
                    dirty = true
                }
            }
            if window.now() >= nextTick { tick(now) }
            window.wait(upTo: busy ? max(0, nextTick - window.now()) : Self.idleWait)
        }
        var status: Int32 = 0
        if let r = recorder, let problem = r.finish() {
            ScrollLabMain.printError(problem)
            status = 1
        }
        try writeState(to: options.session.state, frames: true)
        return status
    }

    /// Longest wait for an event while idle, seconds (a panel line such as the recording's clock
    /// changes at most this late).
    static let idleWait = 0.25

    private var replaying: Bool { replay.map { replayIndex < $0.events.count } ?? false }
    private var busy: Bool { dirty || replaying || lanes.contains { !$0.session.isIdle } }

    private var title: String { Self.title(sandbox) }
    /// The title the window shows (set again when a scene switch, rotation or rate change alters it).
    private var shownTitle = ""

    /// The window title: scene, device, orientation, tick rate.
    static func title(_ sandbox: Sandbox) -> String {
        "ScrollLab — \(sandbox.definition.id) · \(sandbox.device.displayName)\(sandbox.landscape ? " landscape" : "") · \(sandbox.hz) Hz"
    }

    private func header() -> Trace.Header {
        Trace.Header(
            device: sandbox.device.rawValue, scene: sandbox.definition.id, hz: sandbox.hz, landscape: sandbox.landscape,
            feel: sandbox.feel, definition: TraceScene.value(of: sandbox.definition))
    }

    /// Tells the window where the phone is and sets the title.
    private func place() {
        let vr = layout.viewportRect
        window.viewport = (Int(vr.minX), Int(vr.minY), Int(vr.width), Int(vr.height), layout.scale)
        window.setTitle(title)
        shownTitle = title
        dirty = true
    }

    private func handle(_ signals: [Window.Signal]) {
        for s in signals {
            switch s {
            case .focusLost:
                for lane in lanes { lane.session.cancelAllTouches() }
                clock.cancelTouches()
            case .resized(let w, let h):
                // The phone scales with the window, at any fractional scale.
                let area = Size(width: Double(w), height: Double(h))
                let columns = layout.columns
                let scale = WindowLayout.fittingScale(
                    viewport: sandbox.viewport, in: area, step: 0.01, maximum: 4, lanes: lanes.count, columns: columns)
                layout = WindowLayout(viewport: sandbox.viewport, scale: scale, window: area, lanes: lanes.count, columns: columns)
                place()
            case .quit, .exposed:
                break
            }
            dirty = true
        }
    }

    private func handle(_ inputs: [InputEvent]) {
        if !inputs.isEmpty { dirty = true }
        clock.receive(inputs, shown: sandbox.time)
        for input in inputs {
            guard let e = pickerInput(toLane(sandbox.effective(clock.place(input)))) else {
                dirty = true  // the picker scrolled
                continue
            }
            if case .pointer(let p) = e, let edit = sliderEdit(p) {
                // A press or drag on the tuner: its edit (if any) is the key recorded, never the pointer.
                if let edit {
                    recorder?.record(edit)
                    sandbox.handle(edit)
                }
                continue
            }
            if case .pointer(let p) = e, p.kind == .down, pressPanel(at: p.position) {
                // A control-row button: its key, as if typed.
                if let k = pressedKey { deliver(.key(k, time: p.time), real: input.time) }
                pressedKey = nil
                continue
            }
            deliver(e, real: input.time)
        }
    }

    /// Hands one event (already placed on the sandbox clock) to the window or the lanes, recording it.
    private func deliver(_ e: InputEvent, real: Double) {
        if naming != nil, !replaying, case .key(let k, let t) = e {
            typeName(k, at: t)
            return
        }
        if case .key(let k, let t) = e, let command = KeyBinding.command(for: k), command.layer == .window {
            if command.isRecorded { recorder?.record(e) }
            perform(command, at: t, real: real)
            return
        }
        if replaying, case .key = e {} else if replaying { return }
        // `--compare`: each lane keeps its feel, so `f` is neither applied nor recorded (the
        // recording is lane 0's, and its replay applied it: window and replay ended apart, #26).
        if !others.isEmpty, case .key(let k, _) = e, KeyBinding.command(for: k) == .nextFeel { return }
        if case .key(let k, _) = e, let message = sandbox.noEffectMessage(forKey: k) {
            hint = (message, real + Self.hintDuration)
        }
        recorder?.record(e)
        for lane in lanes { lane.handle(e) }
    }

    /// How long a "does nothing here" message stays in the panel, seconds of real time.
    static let hintDuration = 2.0

    /// `--compare`: a pointer on phone k is delivered to every phone at the same viewport point (the
    /// window maps pixels with lane 0's viewport, so phone k reads k lane strides to the right).
    private func toLane(_ e: InputEvent) -> InputEvent {
        guard !others.isEmpty else { return e }
        func lane(_ p: Point) -> Int {
            let k = layout.lane(at: windowPoint(p)) ?? 0
            return Rect(origin: .zero, size: sandbox.viewport).contains(shift(p, k)) ? k : 0
        }
        func shift(_ p: Point, _ k: Int) -> Point {
            let d = layout.laneRect(k).origin
            let o = layout.viewportRect.origin
            return Point(x: p.x - (d.x - o.x) / layout.scale, y: p.y - (d.y - o.y) / layout.scale)
        }
        if case .wheel(let position, let delta, let t) = e {
            return .wheel(position: shift(position, lane(position)), delta: delta, time: t)
        }
        guard case .pointer(var p) = e else { return e }
        if p.kind == .down { pointerLane[p.id] = lane(p.position) }
        let k = pointerLane[p.id] ?? 0
        if p.kind == .up || p.kind == .cancel { pointerLane[p.id] = nil }
        p.position = shift(p.position, k)
        return .pointer(p)
    }

    /// A press outside the phone: routed to the panel section under it (viewport points → window
    /// pixels). True if a section used it.
    private func pressPanel(at p: Point) -> Bool {
        guard !Rect(origin: .zero, size: sandbox.viewport).contains(p) else { return false }
        return panel.press(at: windowPoint(p), frames: panelFrames)
    }

    /// A window command (`KeyCommand.layer == .window`: the clock, recording, files) at sandbox time
    /// `t`, real time `real`.
    private func perform(_ command: KeyCommand, at t: Double, real: Double) {
        switch command {
        case .slowMotion: clock.cycleSpeed(atReal: real)
        case .pause: clock.togglePause(atReal: real)
        case .step: clock.step(1.0 / Double(sandbox.hz))
        case .record: toggleRecording(at: t)
        case .screenshot: saveScreenshot()
        case .windowShot:
            // Taken from the next frame drawn (right away: the key made the frame dirty).
            pendingWindowShot = OutputFile.nextFree(stem: "scrolllab-workbench", ext: "png")
        case .saveFeel:
            // Named after the feel: scrolllab-feel-android-tuned-1.json.
            let path = OutputFile.nextFree(stem: "scrolllab-feel-" + ExportLiteral.cssName(sandbox.session.feel.name), ext: "json")
            do {
                try OutputFile.write(FeelFile.encode(sandbox.session.feel), to: path)
                notice = "Feel saved: \(path)"
            } catch { notice = "Feel not saved: \(error)" }
        case .dumpState:
            let path = OutputFile.nextFree(stem: "scrolllab-state", ext: "json")
            do {
                try writeState(to: path, frames: true)
                notice = "State saved: \(path)"
            } catch { notice = "State not saved: \(error)" }
        default: break
        }
    }

    private func toggleRecording(at t: Double) {
        if let r = recorder {
            if let problem = r.finish() {
                ScrollLabMain.printError(problem)
                notice = "Recording failed: \(problem)"
            } else {
                notice = "Recording saved (\(r.eventCount) events): \(r.path)"
            }
            recorder = nil
            return
        }
        let path = OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson")
        sandbox.restartScene(at: t)
        do {
            recorder = try TraceRecorder(path: path, header: header(), start: t)
            notice = "Recording to \(path)"
        } catch {
            ScrollLabMain.printError(error.message)
            notice = "Recording failed: \(error)"
        }
    }

    /// F10: the phone as a PNG, rendered offscreen at the window's scale (the pixels of
    /// `--headless --scale S --screenshot` at this moment).
    private func saveScreenshot() {
        let path = OutputFile.nextFree(stem: "scrolllab-screenshot", ext: "png")
        let vp = sandbox.viewport
        do {
            let c = try OffscreenCanvas(
                library: canvas.library, width: Int(vp.width * layout.scale), height: Int(vp.height * layout.scale),
                fonts: canvas.fonts, imageDirectory: canvas.images)
            c.render([(sandbox.session.displayList(), RenderTransform(scale: layout.scale))], background: Theme.background)
            try OutputFile.write(c.pngData(), to: path, flag: "F10")
            notice = "Screenshot saved: \(path)"
        } catch {
            notice = "Screenshot not saved: \(error)"
        }
    }

    /// The panel's status lines at sandbox time `now`.
    private func status(_ now: Double) -> [String] {
        var lines: [String] = []
        if let r = recorder { lines.append("● REC \(Int(now - r.start)) s · \(r.eventCount) events (F9 stops)") }
        if clock.speed != 1 { lines.append("Slow motion \(clock.speed)× (S)") }
        if clock.isPaused { lines.append("Paused — N steps one tick, Space resumes") }
        if let h = hint, window.now() < h.until { lines.append(h.message) }
        if let trace = replay, replayIndex < trace.events.count {
            let d = max(trace.duration, 0.001)
            lines.append("▶ Replay \(Int(min(1, now / d) * 100)) % (\(String(format: "%.1f", now)) / \(String(format: "%.1f", d)) s)")
        }
        return lines
    }

    /// One tick: draws a frame if anything changed, else only moves the tick on.
    private func tick(_ now: Double) {
        let lines = status(now)
        guard busy || lines + [notice ?? ""] != lastStatus else {
            wasIdle = true
            nextTick = window.now() + 1.0 / Double(sandbox.hz)
            return
        }
        let frameStart = window.now()
        if wasIdle { nextTick = frameStart }
        wasIdle = false
        dirty = false
        lastStatus = lines + [notice ?? ""]
        for lane in lanes { lane.advance(to: now) }
        draw(lines)
        nextTick += 1.0 / Double(sandbox.hz)
        var dropped = 0
        if nextTick < window.now() {
            // Dropped ticks are not caught up.
            dropped = Int((window.now() - nextTick) * Double(sandbox.hz)) + 1
            nextTick = window.now() + 1.0 / Double(sandbox.hz)
        }
        let ms = (window.now() - frameStart) * 1000
        stats.record(milliseconds: ms, droppedTicks: dropped)
        sandbox.session.recordFrameTime(milliseconds: ms, droppedTicks: dropped)
    }

    /// What the window shows now (WorkbenchFrame), with the status lines `lines`.
    private func frame(_ lines: [String]) -> WorkbenchFrame {
        WorkbenchFrame(
            lanes: lanes, layout: layout, status: lines, notice: notice, recording: recorder != nil, picker: pickerSection(),
            controlKey: { [unowned self] in self.pressedKey = $0 }, naming: naming?.text)
    }

    private func draw(_ lines: [String]) {
        if title != shownTitle {
            window.setTitle(title)
            shownTitle = title
        }
        var shown = frame(lines)
        panel = InstrumentPanel(sections: shown.sections())
        var rendered = panel.render(in: layout.panelRect, size: layout.windowSize)
        let pickerAt = panel.sections.firstIndex { $0 is ScenePickerSection }
        if notePicker(frame: pickerAt.map { rendered.frames[$0] }) {
            shown = frame(lines)  // scrolled to show the selection
            panel = InstrumentPanel(sections: shown.sections())
            rendered = panel.render(in: layout.panelRect, size: layout.windowSize)
        }
        panelFrames = rendered.frames
        tuner = nil
        for (section, frame) in zip(panel.sections, panelFrames) {
            if let t = section as? TuningSection { tuner = (t, frame) }
        }
        let problem = window.present(shown.layers(panel: rendered.list), background: Theme.desk, capture: pendingWindowShot)
        if let path = pendingWindowShot {
            notice = problem.map { "Window not saved: \($0)" } ?? "Window saved: \(path)"
            pendingWindowShot = nil
            dirty = true  // the panel's next frame says so
        }
    }

    /// The control row's buttons as the panel lays them out now, by key (window pixels).
    private func controlFrames() -> [String: SceneState.WindowInfo.ViewportRect] {
        let shown = frame(status(sandbox.time))
        let sections = shown.sections()
        let frames = InstrumentPanel(sections: sections).render(in: layout.panelRect, size: layout.windowSize).frames
        var out: [String: SceneState.WindowInfo.ViewportRect] = [:]
        for (section, rect) in zip(sections, frames) {
            guard let row = section as? ControlRowSection else { continue }
            for (button, f) in zip(row.buttons, row.frames(in: rect)) {
                out[button.key] = .init(x: f.minX, y: f.minY, width: f.width, height: f.height, scale: 1)
            }
        }
        return out
    }

    /// Writes the state JSON with the window's geometry (and, on close or F11, its frame figures).
    private func writeState(to path: String?, frames: Bool) throws {
        guard let path else { return }
        var state = others.isEmpty ? sandbox.session.state() : Comparison.state(of: lanes)
        let vr = layout.viewportRect
        let size = layout.windowSize
        state.window = .init(
            width: size.width, height: size.height,
            viewport: .init(x: vr.minX, y: vr.minY, width: vr.width, height: vr.height, scale: layout.scale),
            frames: frames ? stats.summary : nil)
        if let t = tuner?.frame {
            state.window?.tuner = .init(x: t.minX, y: t.minY, width: t.width, height: t.height, scale: layout.scale)
        }
        state.window?.controls = controlFrames()
        try OutputFile.write(OutputFile.encodeState(state), to: path, flag: "--state")
    }
}
