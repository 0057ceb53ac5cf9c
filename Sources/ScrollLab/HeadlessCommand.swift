import Foundation
import SDLBackend
import ScrollCLI
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollInput
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// `--headless`: simulated time, no window, no real-time waits. Replays a trace tick by tick at the
/// trace's (or `--hz`) rate, optionally settles, then writes the state and a screenshot rendered by
/// SDL's software renderer into memory — byte-identical from run to run.
struct HeadlessCommand {
    let options: HeadlessOptions
    let catalog: SceneCatalog
    let assets: URL

    /// `--screenshot`, `--state` and `--workbench-screenshot` opened and `--plot` checked, before any work.
    private func outputFiles() throws -> (shot: OutputFile?, state: OutputFile?, bench: OutputFile?) {
        if let s = options.plot { try OutputFile.checkWritable(s, flag: "--plot") }
        return (
            try options.screenshot.map { try OutputFile($0, flag: "--screenshot") },
            try options.session.state.map { try OutputFile($0, flag: "--state") },
            try options.workbenchScreenshot.map { try OutputFile($0, flag: "--workbench-screenshot") }
        )
    }

    func run() throws -> Int32 {
        // Check every input and output before doing any work: a bad path fails fast and writes nothing.
        let session = options.session
        let (shotFile, stateFile, benchFile) = try outputFiles()
        // --scene over a trace that embeds no scene (an unknown id fails below, as without a trace).
        let override = SceneSources.sceneID(session.scene, in: self.catalog).flatMap { self.catalog.scene(withID: $0) == nil ? nil : $0 }
        let loaded = try session.replay.map { path throws(UsageError) in
            try SessionFactory.load(path, catalog: self.catalog, scene: override)
        }
        let trace = loaded?.trace
        let catalog = loaded?.catalog ?? self.catalog
        // The trace's device, orientation, rate and feel (SessionSetup(_:hz:feel:)); --scene, --hz,
        // --feel and --overlay over them.
        var setup =
            trace.map { SessionSetup($0.header, hz: session.hz, feel: session.feel) }
            ?? SessionSetup(
                scene: "profile", device: session.device, landscape: session.landscape, hz: session.hz(trace: nil), feel: session.feel)
        if let id = SceneSources.sceneID(session.scene, in: catalog) { setup.scene = id }
        setup.overlays = Set(session.overlays)
        let sceneID = setup.scene
        func make(_ feel: Feel?) throws(UsageError) -> Sandbox {
            var lane = setup
            lane.feel = feel
            return try SessionFactory.sandbox(catalog: catalog, setup: lane)
        }
        let first = try make(setup.feel)  // an unknown scene fails here, before any work
        try ScrollLabMain.checkAssertionNames(of: setup, catalog: catalog, replay: session.replay)
        ScrollLabMain.warnAboutLayout(first)
        if let trace, let path = session.replay, let line = TraceScene.unknownSceneKey(trace, catalog: catalog, path: path) {
            ScrollLabMain.printError("warning: \(line)")
        }
        let events = trace?.events ?? []
        if !session.compare.isEmpty {
            let comparison = try Comparison(feels: session.compare, make: make)
            try replay(comparison.lanes, events: events, plotTitle: sceneID)
            let png = try shotFile.map { _ in try rowPNG(comparison) }
            let state = stateFile.map { _ in OutputFile.encodeState(comparison.state()) }
            try writeWorkbench(comparison.lanes, to: benchFile)
            try write(png, to: shotFile, state, to: stateFile)
            return 0
        }
        let sandbox = first
        try replay([sandbox], events: events, plotTitle: sceneID)
        var png: Data?
        if shotFile != nil {
            let library = try SDLLibrary(video: false)
            let fonts = try FontLocator.locate()
            let scale = session.scale ?? 2
            let viewport = sandbox.viewport
            let canvas = try OffscreenCanvas(
                library: library, width: Int(viewport.width * scale), height: Int(viewport.height * scale), fonts: fonts,
                imageDirectory: assets.appendingPathComponent("images").path)
            canvas.render([(sandbox.session.displayList(), RenderTransform(scale: scale))], background: Theme.background)
            png = try canvas.pngData()
        }
        let state = stateFile.map { _ in OutputFile.encodeState(sandbox.session.state()) }
        try writeWorkbench([sandbox], to: benchFile)
        try write(png, to: shotFile, state, to: stateFile)
        return 0
    }

    /// Replays `events` in each sandbox (`--settle` as asked); with `--plot`, samples every tick and
    /// writes the curves of every lane (one lane per feel of `--compare`).
    private func replay(_ sandboxes: [Sandbox], events: [InputEvent], plotTitle: String) throws {
        var lanes: [LaneRecording] = []
        let driver = ReplayDriver(settle: options.settle)
        for sandbox in sandboxes {
            guard options.plot != nil else {
                driver.run(sandbox, events)
                continue
            }
            var sampler = LaneRecording.Sampler(
                LaneRecording(name: sandbox.session.feel.name, viewport: sandbox.viewport), sandbox: sandbox)
            driver.run(sandbox, events) { sampler.tick(sandbox, at: $0) }
            lanes.append(sampler.finish(sandbox))
        }
        guard let path = options.plot, let first = sandboxes.first else { return }
        let duration = lanes.map { $0.times.last ?? 0 }.max() ?? 0
        let plots = ReportCharts.charts(lanes, events: events, duration: duration).map(\.plot)
        let feels = lanes.map(\.name).joined(separator: ", ")
        let heading = "\(plotTitle) · \(first.device.rawValue) · \(first.hz) Hz · \(feels) · scrolllab \(ScrollLabVersion.current)"
        try OutputFile.write(Data(PlotSheet.svg(plots, heading: heading).utf8), to: path, flag: "--plot")
    }

    /// `--workbench-screenshot`: the window's picture of `lanes` (WorkbenchShot).
    private func writeWorkbench(_ lanes: [Sandbox], to file: OutputFile?) throws {
        guard let file else { return }
        try file.write(WorkbenchShot(lanes, scale: options.session.scale).png(images: assets.appendingPathComponent("images").path))
    }

    /// Writes the outputs, all computed before the first byte is written.
    private func write(_ png: Data?, to shotFile: OutputFile?, _ state: Data?, to stateFile: OutputFile?) throws(UsageError) {
        if let shotFile, let png { try shotFile.write(png) }
        if let stateFile, let state { try stateFile.write(state) }
    }

    /// `--compare --screenshot`: the phones side by side with their feel names, the overlaid graph below.
    private func rowPNG(_ comparison: Comparison) throws -> Data {
        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        let scale = options.session.scale ?? 2
        guard let viewport = comparison.lanes.first?.viewport else { throw UsageError("--compare: no lanes") }
        let size = comparison.rowSize(viewport: viewport)
        let canvas = try OffscreenCanvas(
            library: library, width: Int(size.width * scale), height: Int(size.height * scale), fonts: fonts,
            imageDirectory: assets.appendingPathComponent("images").path)
        canvas.render(comparison.layers(viewport: viewport, scale: scale), background: Comparison.background)
        return try canvas.pngData()
    }
}
