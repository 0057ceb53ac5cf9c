import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// The windowed sandbox: opens the window, paces ticks with its own clock (Xvfb reports 0 Hz, so
/// vsync cannot be trusted), feeds input with the events' own timestamps, draws every tick.
///
/// Time: session time = window clock − the time the session started; events carry SDL timestamps on
/// the same base (`Window.now()`), so the core sees real event times, never the tick's.
final class InteractiveApp {
    let options: Options
    let catalog: SceneCatalog
    let assets: URL
    private var sceneIndex = 0
    private var landscape: Bool
    private var hz: Int
    private var showsKeyMap = false

    init(options: Options, catalog: SceneCatalog, assets: URL) {
        self.options = options
        self.catalog = catalog
        self.assets = assets
        landscape = options.landscape
        hz = options.hz
    }

    func run() throws -> Int32 {
        let def = try ScrollLabMain.scene(options, catalog)
        sceneIndex = catalog.scenes.firstIndex { $0.id == def.id } ?? 0
        if let s = options.state { try OutputFile.checkWritable(s, flag: "--state") }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && env["SDL_VIDEODRIVER"] == nil {
            throw BackendError("no display (DISPLAY is not set); use --headless, or run under Xvfb")
        }
        let fonts = try FontLocator.locate()
        let library = try SDLLibrary(video: true)
        let scale = Double(options.scale)
        var layout = WindowLayout(viewport: options.device.size(landscape: landscape), scale: scale)
        var session = makeSession(layout)
        func title() -> String {
            "ScrollLab — \(session.definition.id) · \(options.device.displayName)\(landscape ? " landscape" : "") · \(hz) Hz"
        }
        let window = try Window(
            library: library, title: title(), width: Int(layout.windowSize.width), height: Int(layout.windowSize.height),
            fonts: fonts, imageDirectory: assets.appendingPathComponent("images").path, softwareRenderer: options.software)
        var start = window.now()
        func place() {
            let vr = layout.viewportRect
            window.viewport = (Int(vr.minX), Int(vr.minY), Int(vr.width), Int(vr.height), scale)
            window.setTitle(title())
        }
        place()
        func writeState() throws {
            guard let path = options.state else { return }
            var state = session.state()
            let vr = layout.viewportRect, size = layout.windowSize
            state.window = .init(width: size.width, height: size.height, viewport: .init(x: vr.minX, y: vr.minY, width: vr.width, height: vr.height, scale: scale))
            try OutputFile.write(OutputFile.encodeState(state), to: path)
        }
        try writeState()
        var nextTick = window.now()
        var running = true
        while running {
            let (inputs, signals) = window.pollEvents()
            for s in signals {
                switch s {
                case .quit: running = false
                case .focusLost: session.cancelAllTouches()
                }
            }
            for input in inputs {
                if case .key(let k, _) = input {
                    var rebuild = false
                    switch k {
                    case "escape": running = false
                    case "pageup": sceneIndex = (sceneIndex + catalog.scenes.count - 1) % catalog.scenes.count; rebuild = true
                    case "pagedown": sceneIndex = (sceneIndex + 1) % catalog.scenes.count; rebuild = true
                    case "1", "2", "3", "4", "5", "6", "7", "8", "9":
                        let i = Int(k)! - 1
                        if i < catalog.scenes.count { sceneIndex = i; rebuild = true }
                    case "r":
                        landscape.toggle()
                        layout = WindowLayout(viewport: options.device.size(landscape: landscape), scale: scale)
                        window.resize(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
                        rebuild = true
                    case "t":
                        hz = hz == 120 ? 60 : 120
                        session.hz = hz
                        place()
                    case "f1", "?", "/":
                        showsKeyMap.toggle()
                    default:
                        session.handle(input.shifted(by: -start))
                    }
                    if rebuild {
                        session = makeSession(layout)
                        start = window.now()
                        place()
                    }
                    continue
                }
                session.handle(input.shifted(by: -start))
            }
            let now = window.now()
            if now >= nextTick {
                session.advance(to: now - start)
                let vr = layout.viewportRect
                var panel = InfoPanel(
                    sceneTitle: session.definition.title, sceneIndex: sceneIndex, sceneCount: catalog.scenes.count,
                    device: options.device.displayName, hz: hz, showsKeyMap: showsKeyMap)
                panel.status = []
                window.present([
                    (layout.chrome(), RenderTransform()),
                    (panel.render(in: layout.panelRect), RenderTransform()),
                    (session.displayList(), RenderTransform(originX: vr.minX, originY: vr.minY, scale: scale)),
                ], background: Theme.desk)
                nextTick += 1.0 / Double(hz)
                if nextTick < now { nextTick = now + 1.0 / Double(hz) }  // dropped ticks: do not catch up
            }
            window.wait(upTo: max(0, nextTick - window.now()))
        }
        try writeState()
        return 0
    }

    private func makeSession(_ layout: WindowLayout) -> SceneSession {
        SceneSession(definition: catalog.scenes[sceneIndex], viewport: layout.viewport, hz: hz)
    }
}

extension InputEvent {
    /// The same event with its time moved by `dt` seconds.
    func shifted(by dt: Double) -> InputEvent {
        switch self {
        case .pointer(var p):
            p.time += dt
            return .pointer(p)
        case .wheel(let pos, let d, let t): return .wheel(position: pos, delta: d, time: t + dt)
        case .key(let k, let t): return .key(k, time: t + dt)
        }
    }
}
