import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// The windowed sandbox: opens the window, paces ticks with its own clock, feeds input with the
/// events' own timestamps, draws every tick.
final class InteractiveApp {
    let options: Options
    let catalog: SceneCatalog
    let assets: URL

    init(options: Options, catalog: SceneCatalog, assets: URL) {
        self.options = options
        self.catalog = catalog
        self.assets = assets
    }

    func run() throws -> Int32 {
        let def = try ScrollLabMain.scene(options, catalog)
        if let s = options.state { try OutputFile.checkWritable(s, flag: "--state") }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && env["SDL_VIDEODRIVER"] == nil {
            throw BackendError("no display (DISPLAY is not set); use --headless, or run under Xvfb")
        }
        let fonts = try FontLocator.locate()
        let library = try SDLLibrary(video: true)
        let viewport = options.device.size(landscape: options.landscape)
        let scale = Double(options.scale)
        let layout = WindowLayout(viewport: viewport, scale: scale)
        let size = layout.windowSize
        let window = try Window(
            library: library, title: "", width: Int(size.width), height: Int(size.height), fonts: fonts,
            imageDirectory: assets.appendingPathComponent("images").path, softwareRenderer: options.software)
        let vr = layout.viewportRect
        window.viewport = (Int(vr.minX), Int(vr.minY), Int(vr.width), Int(vr.height), scale)
        let session = SceneSession(definition: def, viewport: viewport, hz: options.hz)
        window.setTitle("ScrollLab — \(def.id) · \(options.device.displayName) · \(options.hz) Hz")
        let chrome = layout.chrome()
        let start = window.now()
        func writeState() throws {
            guard let path = options.state else { return }
            var state = session.state()
            state.window = .init(width: size.width, height: size.height, viewport: .init(x: vr.minX, y: vr.minY, width: vr.width, height: vr.height, scale: scale))
            try OutputFile.write(OutputFile.encodeState(state), to: path)
        }
        try writeState()
        let tick = 1.0 / Double(options.hz)
        var nextTick = window.now()
        var running = true
        while running {
            let (inputs, signals) = window.pollEvents()
            for s in signals where s == .quit { running = false }
            for input in inputs {
                if case .key(let k, _) = input, k == "escape" { running = false }
                session.handle(input.shifted(by: -start))
            }
            let now = window.now()
            if now >= nextTick {
                session.advance(to: now - start)
                window.present([(chrome, RenderTransform()), (session.displayList(), RenderTransform(originX: vr.minX, originY: vr.minY, scale: scale))], background: Theme.desk)
                nextTick += tick
                if nextTick < now { nextTick = now + tick }  // dropped ticks: do not try to catch up
            }
            window.wait(upTo: max(0, nextTick - window.now()))
        }
        try writeState()
        return 0
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
