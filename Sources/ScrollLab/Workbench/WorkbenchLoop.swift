import Foundation
import SDLBackend
import ScrollCLI
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import ScrollWorkbench

/// The workbench's run loop: paces ticks with its own clock (Xvfb reports 0 Hz, so vsync cannot be
/// trusted), feeds input with the events' own timestamps, and draws only when something changed —
/// input, a running animation or gesture, a replay, a panel line that changed. An idle window waits
/// for events and costs next to nothing (docs/SANDBOX.md, "Drawing only on change").
///
/// Its parts: `WorkbenchClock` owns time (SDL event stamps share its base, so the core sees when
/// events happened, never the tick's time); `PointerRouter` maps window pixels to a lane's phone
/// points once; `WorkbenchPanel` takes the mouse on the panel and lays it out once a frame;
/// `WorkbenchFiles`, `WorkbenchRecording`, `ReplayCursor`, `TickPacer`, `WorkbenchStatus`.
final class WorkbenchLoop {
    let options: WindowOptions
    let sandbox: Sandbox
    /// `--compare`: the other phones, each its own sandbox with its feel, fed the same input.
    let others: [Sandbox]
    /// Every phone, lane 0 (`sandbox`) first.
    private var lanes: [Sandbox] { [sandbox] + others }
    let window: Window
    let fit: WorkbenchFit
    let files: WorkbenchFiles
    private var clock: WorkbenchClock
    private var router: PointerRouter
    private let panel = WorkbenchPanel()
    private var pacer: TickPacer
    private var status = WorkbenchStatus()
    private var recording: WorkbenchRecording
    private var replay: ReplayCursor
    /// Something changed that the next tick must draw.
    private var dirty = true
    /// F12: where the next drawn frame is saved, whole window.
    private var pendingWindowShot: String?
    /// The title the window shows (set again when a scene switch, rotation or rate change alters it).
    private var shownTitle = ""
    /// `bench --window`: the loop returns once the window clock reaches this (seconds, `Window.now()`).
    var stopAt: Double?

    init(
        options: WindowOptions, sandbox: Sandbox, lanes others: [Sandbox] = [], window: Window, layout: WindowLayout, fit: WorkbenchFit,
        replay: Trace?, files: WorkbenchFiles
    ) throws {
        self.options = options
        self.sandbox = sandbox
        self.others = others
        self.window = window
        self.fit = fit
        self.replay = ReplayCursor(replay?.events ?? [])
        self.files = files
        router = PointerRouter(layout: layout)
        clock = WorkbenchClock(real: window.now())
        pacer = TickPacer(start: window.now())
        recording = try WorkbenchRecording(path: options.record, sandbox: sandbox)
        sandbox.overlays = Set(options.session.overlays)
        if !others.isEmpty { for lane in [sandbox] + others { lane.keepsGraph = true } }
        sandbox.onViewportChange = { [unowned self] size in
            self.place(self.fit.layout(for: size))
            self.window.resize(width: Int(self.layout.windowSize.width), height: Int(self.layout.windowSize.height))
        }
        place(layout)
        try writeState(to: options.session.state, frames: false)
    }

    /// The window's phones and panel, pixels.
    var layout: WindowLayout { router.layout }
    /// The frame figures so far (frame time including present, dropped ticks).
    var frames: SceneState.WindowInfo.Frames { pacer.stats.summary }

    func run() throws -> Int32 {
        while !sandbox.quitRequested && terminationRequested == 0 && window.now() < (stopAt ?? .infinity) {
            let (inputs, signals) = window.pollEvents()
            if signals.contains(.quit) { break }
            handle(signals)
            handle(inputs)
            let now = clock.sandboxTime(atReal: window.now())
            for e in replay.due(by: now) {
                for lane in lanes { lane.handle(e) }
                dirty = true
            }
            if window.now() >= pacer.nextTick { tick(now) }
            window.wait(upTo: busy ? max(0, pacer.nextTick - window.now()) : Self.idleWait)
        }
        let saved = recording.finish()
        try writeState(to: options.session.state, frames: true)
        return saved ? 0 : 1
    }

    /// Longest wait for an event while idle, seconds (a panel line such as the recording's clock
    /// changes at most this late).
    static let idleWait = 0.25

    private var busy: Bool { dirty || replay.isPlaying || lanes.contains { !$0.session.isIdle } }

    /// Takes `layout`, sets the title. The window reports pointers in its own pixels (its viewport
    /// stays the whole window): `router` alone maps them to phone points.
    private func place(_ layout: WindowLayout) {
        router.layout = layout
        window.viewport = (0, 0, Int(layout.windowSize.width), Int(layout.windowSize.height), 1)
        // Alt-drag mirrors about the (first) phone's centre, window pixels (#43).
        let phone = layout.laneRect(0)
        window.pinchCentre = Point(x: phone.midX, y: phone.midY)
        setTitle()
        dirty = true
    }

    private func setTitle() {
        let title = WorkbenchFrame.title(sandbox)
        guard title != shownTitle else { return }
        window.setTitle(title)
        shownTitle = title
    }

    private func handle(_ signals: [Window.Signal]) {
        for s in signals {
            switch s {
            case .focusLost:
                for lane in lanes { lane.session.cancelAllTouches() }
                clock.cancelTouches()
            case .resized(let w, let h):
                place(fit.layout(for: sandbox.viewport, resizedTo: Size(width: Double(w), height: Double(h)), columns: layout.columns))
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
            let routed = router.route(sandbox.clampedToNow(clock.place(input)))
            switch (routed.event, panel.take(routed, sandbox: sandbox)) {
            case (.key(let k, let t), _): deliver(KeyAction(key: k), key: k, at: t, real: input.time)
            case (_, .key(let k)?): deliver(KeyAction(key: k), key: k, at: routed.event.time, real: input.time)
            case (_, .edit(.openScene(let id))?):
                // A picker row: handed to every lane like a key.
                let edit = PanelEdit.openScene(id: id)
                deliver(.edit(edit), key: edit.traceKey, at: routed.event.time, real: input.time)
            case (_, .edit(let edit)?):
                // A tuner slider or model: the edit is what is recorded, never the pointer.
                recording.record(.key(edit.traceKey, time: routed.event.time))
                sandbox.perform(.edit(edit), at: routed.event.time)
            case (_, .used?): break
            case (let e, nil):
                guard !replay.isPlaying else { continue }  // a replay ignores the pointer meanwhile
                recording.record(e)
                for lane in lanes { lane.handle(e) }
            }
        }
    }

    /// A key's action (decoded once, from `key`) at sandbox time `t`, real time `real`: the window's
    /// own commands here, the rest to the lanes, recorded.
    private func deliver(_ action: KeyAction, key: String, at t: Double, real: Double) {
        if panel.naming != nil, !replay.isPlaying {
            if let name = panel.type(key) {
                recording.record(.key(name.traceKey, time: t))
                sandbox.perform(.edit(name), at: t)
            }
            return
        }
        if let command = action.command, command.layer == .window {
            if command.isRecorded { recording.record(.key(key, time: t)) }
            perform(command, at: t, real: real)
            return
        }
        // `--compare`: each lane keeps its feel, so `f` is neither applied nor recorded (the
        // recording is lane 0's, and its replay applied it: window and replay ended apart, #26).
        if !others.isEmpty, action == .command(.nextFeel) { return }
        if let command = action.command, let message = sandbox.noEffectMessage(for: command, key: key) {
            status.hint = (message, real + WorkbenchStatus.hintDuration)
        }
        recording.record(.key(key, time: t))
        for lane in lanes { lane.perform(action, at: t) }
    }

    /// A window command (`KeyCommand.layer == .window`: the clock, recording, files) at sandbox time
    /// `t`, real time `real`.
    private func perform(_ command: KeyCommand, at t: Double, real: Double) {
        switch command {
        case .slowMotion: clock.cycleSpeed(atReal: real)
        case .pause: clock.togglePause(atReal: real)
        case .step: clock.step(1.0 / Double(sandbox.hz))
        case .record: status.notice = recording.toggle(at: t, sandbox: sandbox)
        case .screenshot: status.notice = files.saveScreenshot(of: sandbox, scale: layout.scale)
        case .windowShot: pendingWindowShot = files.windowShotPath()  // the next frame (right away: the key made it dirty)
        case .saveFeel: status.notice = files.saveFeel(sandbox.session.feel)
        case .dumpState: status.notice = files.dumpState { try self.writeState(to: $0, frames: true) }
        default: break
        }
    }

    /// One tick: draws a frame if anything changed, else only moves the tick on.
    private func tick(_ now: Double) {
        let lines = statusLines(now)
        let changed = status.note(lines)
        guard busy || changed else {
            pacer.idle(now: window.now(), hz: sandbox.hz)
            return
        }
        let frameStart = window.now()
        pacer.begin(now: frameStart)
        dirty = false
        for lane in lanes { lane.advance(to: now) }
        draw(lines)
        let (ms, dropped) = pacer.end(start: frameStart, now: window.now(), hz: sandbox.hz)
        sandbox.session.recordFrameTime(milliseconds: ms, droppedTicks: dropped)
    }

    /// The panel's status lines at sandbox time `now`.
    private func statusLines(_ now: Double) -> [String] {
        status.lines(now: now, real: window.now(), recorder: recording.recorder, clock: clock, replay: replay.progress(at: now))
    }

    /// What the window shows now, with the status lines `lines`.
    private func frame(_ lines: [String]) -> WorkbenchFrame {
        var frame = WorkbenchFrame(lanes: lanes, layout: layout)
        frame.status = lines
        frame.notice = status.notice
        frame.recording = recording.isOn
        frame.naming = panel.naming?.text
        return frame
    }

    private func draw(_ lines: [String]) {
        setTitle()
        let shot = window.present(panel.compose(frame(lines)), background: Theme.desk, capture: pendingWindowShot != nil)
        if let path = pendingWindowShot {
            status.notice = files.saveWindowShot(shot, to: path)
            pendingWindowShot = nil
            dirty = true  // the panel's next frame says so
        }
    }

    /// Writes the state JSON with the window's geometry (and, on close or F11, its frame figures).
    private func writeState(to path: String?, frames: Bool) throws {
        guard let path else { return }
        var state = others.isEmpty ? sandbox.session.state() : Comparison.state(of: lanes)
        var shown = frame(statusLines(sandbox.time))
        shown.picker = panel.picker(sandbox)
        state.window = shown.windowInfo(frames: frames ? pacer.stats.summary : nil, tuner: panel.tuner?.frame)
        try OutputFile.write(OutputFile.encodeState(state), to: path, flag: "--state")
    }
}
