import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// The windowed sandbox: opens the window, paces ticks with its own clock (Xvfb reports 0 Hz, so
/// vsync cannot be trusted), feeds input with the events' own timestamps, draws every tick.
///
/// Time: sandbox time = the window clock mapped by `SimulationClock` (slow motion, pause, step);
/// SDL event timestamps share that base
/// (`Window.now()`), so the core sees when events happened, never the tick's time.
/// Recording (`--record FILE`, or F9 live) writes every input event; F9 starts a recording from a
/// fresh copy of the current scene so the trace replays from the same state. `--replay FILE` plays a
/// trace in real time (pointer input is ignored meanwhile; keys still work), then hands over.
final class InteractiveApp {
    let options: WindowOptions
    let catalog: SceneCatalog
    let assets: URL

    init(options: WindowOptions, catalog: SceneCatalog, assets: URL) {
        self.options = options
        self.catalog = catalog
        self.assets = assets
    }

    func run() throws -> Int32 {
        let session = options.session
        var def = try ScrollLabMain.scene(session.scene, catalog)
        var device = session.device
        var landscape = session.landscape
        var hz = session.hz(trace: nil)
        var replay: Trace?
        if let path = session.replay {
            let trace = try HeadlessRunner.loadTrace(path, catalog: catalog)
            replay = trace
            if session.scene == nil, let d = catalog.scene(withID: trace.header.scene) { def = d }
            device = Device(rawValue: trace.header.device) ?? device
            landscape = trace.header.landscape
            hz = session.hz(trace: trace.header.hz)
        }
        if let s = session.state { try OutputFile.checkWritable(s, flag: "--state") }
        if let r = options.record { try OutputFile.checkWritable(r, flag: "--record") }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && env["SDL_VIDEODRIVER"] == nil {
            throw BackendError("no display (DISPLAY is not set); use --headless, or run under Xvfb")
        }
        let fonts = try FontLocator.locate()
        let library = try SDLLibrary(video: true)
        let scale = session.scale
        let sandbox = Sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == def.id } ?? 0, device: device,
            landscape: landscape, hz: hz)
        var layout = WindowLayout(viewport: sandbox.viewport, scale: scale)
        func title() -> String {
            "ScrollLab — \(sandbox.definition.id) · \(device.displayName)\(sandbox.landscape ? " landscape" : "") · \(sandbox.hz) Hz"
        }
        let window = try Window(
            library: library, title: title(), width: Int(layout.windowSize.width), height: Int(layout.windowSize.height),
            fonts: fonts, imageDirectory: assets.appendingPathComponent("images").path, softwareRenderer: options.software)
        func place() {
            let vr = layout.viewportRect
            window.viewport = (Int(vr.minX), Int(vr.minY), Int(vr.width), Int(vr.height), scale)
            window.setTitle(title())
        }
        sandbox.onViewportChange = { size in
            layout = WindowLayout(viewport: size, scale: scale)
            window.resize(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        }
        place()
        installTerminationHandlers()
        sandbox.overlays = Set(session.overlays)
        var clock = SimulationClock(real: window.now())
        var recorder: TraceRecorder?
        var recordingNumber = 0
        func header() -> Trace.Header {
            Trace.Header(device: device.rawValue, scene: sandbox.definition.id, hz: sandbox.hz, landscape: sandbox.landscape)
        }
        if let path = options.record { recorder = try TraceRecorder(path: path, header: header(), start: 0) }
        func writeState() throws {
            guard let path = session.state else { return }
            var state = sandbox.session.state()
            let vr = layout.viewportRect
            let size = layout.windowSize
            state.window = .init(
                width: size.width, height: size.height,
                viewport: .init(x: vr.minX, y: vr.minY, width: vr.width, height: vr.height, scale: scale))
            try OutputFile.write(OutputFile.encodeState(state), to: path)
        }
        try writeState()
        var replayIndex = 0
        var inputDelay = 0.0
        var touchesDown = Set<Int>()
        var nextTick = window.now()
        var lastTitle = title()
        while !sandbox.quitRequested && terminationRequested == 0 {
            let (inputs, signals) = window.pollEvents()
            if signals.contains(.quit) { break }
            if signals.contains(.focusLost) {
                sandbox.session.cancelAllTouches()
                touchesDown.removeAll()
            }
            let replaying = replay.map { replayIndex < $0.events.count } ?? false
            // With the X server's stamps a batch can predate the tick already shown (it arrived while
            // the app was busy or stopped, after that tick was taken). The window acted on it after
            // that tick, so it is moved to start there — all of it by the same amount, keeping its
            // spacing for the velocity tracker — and recorded so, or a replay (events before ticks of
            // the same time) would act on it earlier than the window did. The delay holds while a
            // touch is down (one gesture keeps one timing) and drops when the fingers are up.
            if let first = inputs.first {
                let held = touchesDown.isEmpty ? 0 : inputDelay
                inputDelay = held + max(0, sandbox.time - (clock.sim(atReal: first.time) + held))
            }
            for input in inputs {
                let e = input.shifted(by: clock.sim(atReal: input.time) - input.time + inputDelay)
                if case .key(let k, _) = e, k == "s" || k == "space" || k == "n" {
                    switch k {
                    case "s": clock.cycleSpeed(atReal: input.time)
                    case "space": clock.togglePause(atReal: input.time)
                    default: clock.step(1.0 / Double(sandbox.hz))
                    }
                    recorder?.record(e)
                    continue
                }
                if case .key("f9", let t) = e {
                    if let r = recorder {
                        if let problem = r.finish() { ScrollLabMain.printError(problem) }
                        recorder = nil
                    } else {
                        recordingNumber += 1
                        let path = options.record ?? "scrolllab-recording-\(recordingNumber).ndjson"
                        sandbox.restartScene(at: t)
                        do { recorder = try TraceRecorder(path: path, header: header(), start: t) } catch {
                            ScrollLabMain.printError(error.message)
                        }
                    }
                    continue
                }
                if case .pointer(let p) = e {
                    if p.kind == .down { touchesDown.insert(p.id) } else if p.kind == .up || p.kind == .cancel { touchesDown.remove(p.id) }
                }
                if replaying, case .key = e {} else if replaying { continue }
                recorder?.record(e)
                sandbox.handle(e)
            }
            let now = clock.sim(atReal: window.now())
            if let trace = replay {
                while replayIndex < trace.events.count && trace.events[replayIndex].time <= now {
                    sandbox.handle(trace.events[replayIndex])
                    replayIndex += 1
                }
            }
            if window.now() >= nextTick {
                let frameStart = window.now()
                sandbox.advance(to: now)
                if title() != lastTitle {
                    lastTitle = title()
                    place()
                }
                let vr = layout.viewportRect
                var panel = InfoPanel(
                    sceneTitle: sandbox.definition.title, sceneIndex: sandbox.sceneIndex, sceneCount: catalog.scenes.count,
                    device: device.displayName, hz: sandbox.hz, showsKeyMap: sandbox.showsKeyMap)
                var chrome = layout.chrome()
                if let r = recorder {
                    panel.status.append("● REC \(String(format: "%.1f", now - r.start)) s · \(r.eventCount) events (F9 stops)")
                    let b = layout.bezelRect
                    chrome.roundedRect(
                        Rect(x: b.maxX - 40 * scale, y: b.minY + 4 * scale, width: 8 * scale, height: 8 * scale), radius: 4 * scale,
                        Color(hex: 0xFF3B30))
                }
                if clock.speed != 1 { panel.status.append("Slow motion \(clock.speed)× (S)") }
                if clock.isPaused { panel.status.append("Paused — N steps one tick, Space resumes") }
                if let trace = replay, replayIndex < trace.events.count {
                    let d = max(trace.duration, 0.001)
                    panel.status.append(
                        "▶ Replay \(Int(min(1, now / d) * 100)) % (\(String(format: "%.1f", now)) / \(String(format: "%.1f", d)) s)")
                }
                window.present(
                    [
                        (chrome, RenderTransform()),
                        (panel.render(in: layout.panelRect), RenderTransform()),
                        (sandbox.session.displayList(), RenderTransform(originX: vr.minX, originY: vr.minY, scale: scale)),
                    ], background: Theme.desk)
                nextTick += 1.0 / Double(sandbox.hz)
                var dropped = 0
                if nextTick < window.now() {
                    // Dropped ticks are not caught up.
                    dropped = Int((window.now() - nextTick) * Double(sandbox.hz)) + 1
                    nextTick = window.now() + 1.0 / Double(sandbox.hz)
                }
                sandbox.session.recordFrameTime(milliseconds: (window.now() - frameStart) * 1000, droppedTicks: dropped)
            }
            window.wait(upTo: max(0, nextTick - window.now()))
        }
        var status: Int32 = 0
        if let r = recorder, let problem = r.finish() {
            ScrollLabMain.printError(problem)
            status = 1
        }
        try writeState()
        return status
    }
}
