import Foundation
import SDLBackend
import ScrollCLI
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import ScrollWorkbench

/// The windowed sandbox (the workbench): checks its inputs and outputs, opens the window at a scale
/// that fits the display's usable area (or `--scale`), then hands over to `WorkbenchLoop`.
///
/// Recording (`--record FILE`, or F9 live) writes every input event; F9 starts a recording from a
/// fresh copy of the current scene so the trace replays from the same state. `--replay FILE` plays a
/// trace in real time (pointer input is ignored meanwhile; keys still work), then hands over.
final class WindowCommand {
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
        var catalog = self.catalog
        let def = try ScrollLabMain.scene(session.scene, catalog)
        // The trace's scene (unless --scene), device, orientation, rate and feel: SessionSetup(_:hz:feel:).
        var setup = SessionSetup(
            scene: def.id, device: session.device, landscape: session.landscape, hz: session.hz(trace: nil), feel: session.feel)
        var replay: Trace?
        if let path = session.replay {
            let loaded = try SessionFactory.load(path, catalog: catalog, scene: session.scene.map { _ in def.id })
            catalog = loaded.catalog
            replay = loaded.trace
            setup = SessionSetup(loaded.trace.header, hz: session.hz, feel: session.feel)
            if session.scene != nil { setup.scene = def.id }
        }
        try ScrollLabMain.checkAssertionNames(of: setup, catalog: catalog, replay: session.replay)
        if let s = session.state { try OutputFile.checkWritable(s, flag: "--state") }
        if let r = options.record { try OutputFile.checkWritable(r, flag: "--record") }
        var fingers: FingerScript?
        if let path = options.injectFingers {
            do throws(BackendError) { fingers = try FingerScript(contentsOf: path) } catch { throw UsageError(error.message) }
        }
        try Self.requireDisplay(otherwise: "use --headless, or run under Xvfb")
        let fonts = try FontLocator.locate()
        let library = try SDLLibrary(video: true)
        var first = setup
        first.feel = session.compare.first ?? setup.feel
        let sandbox = try SessionFactory.sandbox(catalog: catalog, setup: first)
        ScrollLabMain.warnAboutLayout(sandbox)
        // `--compare`: lane 0 is `sandbox`; the others run the same scene with their feels.
        let others = try session.compare.dropFirst().map { feel throws(UsageError) in
            var lane = setup
            lane.feel = feel
            return try SessionFactory.sandbox(catalog: catalog, setup: lane)
        }
        let fit = WorkbenchFit(usable: Window.usableBounds(library: library), fixedScale: session.scale, lanes: 1 + others.count)
        let layout = fit.layout(for: sandbox.viewport)
        let window = try Window(
            library: library, title: WorkbenchFrame.title(sandbox), width: Int(layout.windowSize.width),
            height: Int(layout.windowSize.height),
            fonts: fonts, imageDirectory: assets.appendingPathComponent("images").path, softwareRenderer: options.software)
        if let fingers { window.inject(fingers) }
        let loop = try WorkbenchLoop(
            options: options, sandbox: sandbox, lanes: Array(others), window: window, layout: layout, fit: fit, replay: replay,
            files: WorkbenchFiles(library: library, fonts: fonts, images: assets.appendingPathComponent("images").path))
        installTerminationHandlers()
        return try loop.run()
    }
}

extension WindowCommand {
    /// Throws the one-line refusal (exit 1) when there is no display to open a window on.
    static func requireDisplay(otherwise advice: String) throws(BackendError) {
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && env["SDL_VIDEODRIVER"] == nil {
            throw BackendError("no display (DISPLAY is not set); \(advice)")
        }
    }
}

/// How the window's scale is chosen: `--scale` as given, or the largest that fits the display's
/// usable area (less room for a title bar), at most 2, in steps of 0.05.
struct WorkbenchFit {
    var usable: (x: Int, y: Int, width: Int, height: Int)?
    var fixedScale: Double?
    /// Phones side by side (`--compare`).
    var lanes = 1
    /// Height kept free for the window manager's title bar, pixels.
    static let titleBarAllowance = 40.0

    /// The area the window may take, pixels (nil: unknown).
    private var area: Size? { usable.map { Size(width: Double($0.width), height: Double($0.height) - Self.titleBarAllowance) } }

    func scale(for viewport: Size) -> Double {
        if let fixedScale { return fixedScale }
        guard let area else { return 1 }
        return WindowLayout.fittingScale(viewport: viewport, in: area, step: 0.05, lanes: lanes, columns: columns(for: viewport))
    }

    /// Phones per row of the lane grid: the count that makes them largest on this display (one row
    /// when the display is unknown, or with `--scale`, which keeps the scale asked for).
    func columns(for viewport: Size) -> Int {
        guard let area, fixedScale == nil else { return lanes }
        return WindowLayout.bestColumns(viewport: viewport, in: area, lanes: lanes)
    }

    /// The layout the window opens with (and takes again after a rotation).
    func layout(for viewport: Size) -> WindowLayout {
        WindowLayout(viewport: viewport, scale: scale(for: viewport), lanes: lanes, columns: columns(for: viewport))
    }

    /// The layout after the user resized the window to `area`: the phones scale with it, at any
    /// fractional scale (up to 4), keeping their `columns`.
    func layout(for viewport: Size, resizedTo area: Size, columns: Int) -> WindowLayout {
        let scale = WindowLayout.fittingScale(viewport: viewport, in: area, step: 0.01, maximum: 4, lanes: lanes, columns: columns)
        return WindowLayout(viewport: viewport, scale: scale, window: area, lanes: lanes, columns: columns)
    }
}
