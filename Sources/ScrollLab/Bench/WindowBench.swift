import Foundation
import SDLBackend
import ScrollCLI
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import ScrollWorkbench

/// `scrolllab bench --window`: the path a user sees — the workbench's own loop (`WorkbenchLoop`: real
/// time pacing, the instrument panel, present) in a real SDL window at scale 2 and 120 Hz, once with
/// each renderer: the default (accelerated; under Xvfb that is Mesa's llvmpipe) and `software`.
/// Per renderer: frame time including present while the bench script replays on `profile`, ticks
/// dropped during a 3 s fling on `basic-scroll` with the graph on, and the CPU the process uses
/// over 3 s with nothing moving. Needs a display (Xvfb in tests); prints numbers, asserts nothing.
struct WindowBench {
    let catalog: SceneCatalog
    let assets: URL
    static let scale = 2.0
    static let hz = 120

    /// The figures of both renderers: unsuffixed keys for the default one, `_software` for software.
    func figures() throws -> [BenchCommand.Figure] {
        let library = try SDLLibrary(video: true)
        let fonts = try FontLocator.locate()
        var out: [BenchCommand.Figure] = []
        for software in [false, true] {
            let suffix = software ? "_software" : ""
            let (name, r) = try measure(software: software, library: library, fonts: fonts)
            let what = "window, \(name) renderer"
            out.append(
                .init(key: "window\(suffix)_frame_ms_median", label: "\(what): frame incl. present (median)", value: r.median, unit: "ms"))
            out.append(.init(key: "window\(suffix)_frame_ms_p99", label: "\(what): frame incl. present (p99)", value: r.p99, unit: "ms"))
            out.append(.init(key: "window\(suffix)_draw_ms_median", label: "\(what): of which drawing (median)", value: r.draw, unit: "ms"))
            out.append(
                .init(
                    key: "window\(suffix)_present_ms_median", label: "\(what): of which SDL_RenderPresent (median)", value: r.present,
                    unit: "ms"))
            out.append(
                .init(
                    key: "window\(suffix)_draw_calls_median", label: "\(what): draw calls per frame (median)", value: r.calls, unit: "calls"
                ))
            out.append(
                .init(key: "window\(suffix)_dropped_ticks", label: "\(what): ticks dropped, 3 s fling", value: r.dropped, unit: "ticks"))
            out.append(
                .init(
                    key: "window\(suffix)_fling_frame_ms_median", label: "\(what): frame in that fling (median)", value: r.flingMedian,
                    unit: "ms"))
            out.append(.init(key: "window\(suffix)_idle_cpu_pct", label: "\(what): CPU while idle, 3 s", value: r.idleCPU, unit: "%"))
        }
        return out + (try WindowMemory.figures())
    }

    /// One renderer's figures; the renderer's SDL name.
    private func measure(software: Bool, library: SDLLibrary, fonts: FontSet) throws -> (
        String,
        (median: Double, p99: Double, dropped: Double, idleCPU: Double, draw: Double, present: Double, flingMedian: Double, calls: Double)
    ) {
        let script = try loop("profile", BenchCommand.script(cycles: 1), overlays: [], software: software, library: library, fonts: fonts)
        script.loop.stopAt = script.window.now() + 4.5
        script.window.timings = PresentTimings()
        _ = try script.loop.run()
        let frames = script.loop.frames
        let split = script.window.timings ?? PresentTimings()
        let name = script.window.rendererName
        let fling = try loop("basic-scroll", Self.fling, overlays: [.graph], software: software, library: library, fonts: fonts)
        fling.loop.stopAt = fling.window.now() + 3
        _ = try fling.loop.run()
        let idle = try loop("profile", [], overlays: [], software: software, library: library, fonts: fonts)
        idle.loop.stopAt = idle.window.now() + 0.5  // the first frames drawn
        _ = try idle.loop.run()
        let cpu0 = Self.cpuSeconds()
        let wall0 = idle.window.now()
        idle.loop.stopAt = wall0 + 3
        _ = try idle.loop.run()
        let cpu = (Self.cpuSeconds() - cpu0) / max(1e-3, idle.window.now() - wall0) * 100
        let draw = PresentTimings.median(split.drawMilliseconds)
        let present = PresentTimings.median(split.presentMilliseconds)
        let calls = PresentTimings.median(split.drawCalls)
        return (
            name,
            (frames.medianMs, frames.p99Ms, Double(fling.loop.frames.droppedTicks), cpu, draw, present, fling.loop.frames.medianMs, calls)
        )
    }

    /// A fast fling up on `basic-scroll`: a 0.1 s swipe of 400 pt, released moving.
    static let fling: [InputEvent] = {
        var out = [InputEvent.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0.2))]
        for i in 1...12 {
            out.append(.pointer(PointerEvent(.move, at: Point(x: 200, y: 700 - Double(i) * 33), time: 0.2 + Double(i) / 120)))
        }
        out.append(.pointer(PointerEvent(.up, at: Point(x: 200, y: 304), time: 0.2 + 13.0 / 120)))
        return out
    }()

    /// A workbench loop on `scene` replaying `events` in a new window at scale 2.
    private func loop(
        _ scene: String, _ events: [InputEvent], overlays: [OverlayKind], software: Bool, library: SDLLibrary, fonts: FontSet
    ) throws -> (loop: WorkbenchLoop, window: Window) {
        guard let index = catalog.scenes.firstIndex(where: { $0.id == scene }) else {
            throw UsageError("bench: scene '\(scene)' is missing")
        }
        var options = WindowOptions()
        options.session.overlays = overlays
        options.software = software
        let sandbox = SessionFactory.sandbox(catalog: catalog, sceneIndex: index, device: .fifteen, landscape: false, hz: Self.hz)
        let fit = WorkbenchFit(usable: nil, fixedScale: Self.scale)
        let layout = WindowLayout(viewport: sandbox.viewport, scale: Self.scale)
        let images = assets.appendingPathComponent("images").path
        let window = try Window(
            library: library, title: "ScrollLab bench", width: Int(layout.windowSize.width), height: Int(layout.windowSize.height),
            fonts: fonts, imageDirectory: images, softwareRenderer: software)
        let trace = Trace(header: Trace.Header(device: "15", scene: scene, hz: Self.hz), events: events)
        let loop = try WorkbenchLoop(
            options: options, sandbox: sandbox, window: window, layout: layout, fit: fit, replay: trace,
            files: WorkbenchFiles(library: library, fonts: fonts, images: images))
        return (loop, window)
    }

    /// User plus system CPU seconds of this process so far.
    static func cpuSeconds() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(u.ru_utime) + s(u.ru_stime)
    }
}
