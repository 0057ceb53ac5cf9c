import Foundation
import SDLBackend
import ScrollCore
import ScrollScene
import ScrollTrace

/// The `scrolllab` program: parses the command line and runs the chosen mode.
public enum ScrollLabMain {
    /// Runs with `arguments` (without the program name) and returns the exit code: 0 success,
    /// 1 runtime failure, 2 bad arguments or input files. Errors are one line on stderr.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch let e as UsageError {
            printError(e.message)
            return 2
        } catch let e as BackendError {
            printError(e.message)
            return 1
        } catch let e as IOFailure {
            printError(e.message)
            return 1
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// One line on stderr. Unchecked on purpose (there is nowhere left to say it failed), but never a
    /// trap: `FileHandle.write` traps when stderr is full (`2> /dev/full`).
    static func printError(_ message: String) {
        let line = Array("scrolllab: \(message)\n".utf8)
        _ = line.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
    }

    static func dispatch(_ arguments: [String]) throws -> Int32 {
        let command = try Command.parse(arguments)
        // One identity check of every mode's inputs and outputs, before any work.
        try command.checkFiles()
        switch command {
        case .help(let text):
            try StandardOutput.print(text)
            return 0
        case .version:
            try StandardOutput.print("scrolllab \(ScrollLabVersion.current)")
            return 0
        case .listScenes(let options):
            let catalog = try loadCatalog(options.sources)
            for s in catalog.scenes { try StandardOutput.print("\(s.id)\t\(s.title)") }
            return 0
        case .bench(let options):
            if let status = Bench.rerunWithCounter(arguments: arguments) { return status }
            if options.window { try InteractiveApp.requireDisplay(otherwise: "bench --window needs one (run it under Xvfb)") }
            return try Bench(json: options.json, window: options.window, assets: AssetLocator.assetsDirectory(), catalog: loadCatalog())
                .run()
        case .fuzz(let options):
            return try runFuzz(options)
        case .report(let options):
            return try ReportCommand(options: options, arguments: arguments).run()
        case .check(let options):
            return try CheckCommand(options: options, catalog: loadCatalog()).run()
        case .importGesture(let options):
            return try ImportCommand(options: options).run()
        case .export(let options):
            return try ExportCommand(options: options).run()
        case .feelExport(let options):
            return try FeelExportCommand(options: options).run()
        case .web(let options):
            return try WebCommand(options: options, catalog: loadCatalog(options.session.sources)).run()
        case .headless(let options):
            return try HeadlessRunner(
                options: options, catalog: loadCatalog(options.session.sources), assets: AssetLocator.assetsDirectory()
            )
            .run()
        case .window(let options):
            return try InteractiveApp(
                options: options, catalog: loadCatalog(options.session.sources), assets: AssetLocator.assetsDirectory()
            )
            .run()
        }
    }

    /// `scrolllab fuzz`. `invariants` is what is checked (the session's own; tests break one on
    /// purpose) and `say` where the failure line goes (stderr).
    static func runFuzz(
        _ options: FuzzOptions, invariants: @escaping Fuzzer.Invariants = Fuzzer.sessionInvariants,
        say: (String) -> Void = printError
    ) throws -> Int32 {
        let catalog = try loadCatalog(options.sources)
        let sceneID = SceneSources.sceneID(options.scene, in: catalog)
        if let id = sceneID, catalog.scene(withID: id) == nil {
            throw UsageError("unknown scene '\(id)'; scrolllab --list-scenes lists them")
        }
        if let path = options.check {
            let (trace, catalog) = try HeadlessRunner.loadTrace(path, catalog: catalog)
            // The header's device, orientation and feel too: the same sandbox `--headless --replay` builds.
            let r = Fuzzer.check(
                catalog: catalog, scene: trace.header.scene, seed: 0, count: 0, hz: trace.header.hz, events: trace.events,
                device: Device(rawValue: trace.header.device) ?? .fifteen, landscape: trace.header.landscape, feel: trace.header.feel,
                invariants: invariants)
            if let f = r.failure {
                let t = f.events.last?.time ?? 0
                say("fuzz --check: \(path): invariant broken after event \(f.eventIndex + 2) (t=\(t)): \(f.violation)")
                return 1
            }
            let h = trace.header
            let on = "\(h.scene) on \(h.device)\(h.landscape ? " landscape" : "") at \(h.hz) Hz"
            try StandardOutput.print("fuzz --check: \(path): \(trace.events.count) events (\(on)), \(r.ticks) ticks, 0 invariant breaks")
            return 0
        }
        let outDir = options.out ?? FileManager.default.currentDirectoryPath
        // Checked before any work: a real break must never be lost to an unwritable folder.
        let path = URL(fileURLWithPath: outDir).appendingPathComponent("fuzz-failure-seed-\(options.seed).ndjson").path
        try OutputFile.checkWritable(path, flag: "fuzz --out")
        var fuzzer = Fuzzer(catalog: catalog, seed: options.seed, eventCount: options.events, scene: sceneID)
        fuzzer.invariants = invariants
        let r = fuzzer.run()
        let rate = r.seconds > 0 ? Double(r.events) / r.seconds : 0
        let what = sceneID ?? "all \(catalog.scenes.count) scenes"
        guard let failure = r.failure else {
            try StandardOutput.print(
                String(
                    format:
                        "fuzz: %d events over %@ (seed %llu): 0 invariant breaks · %d ticks · %.1f s · %.0f events/s · peak RSS growth %.1f MB",
                    r.events, what as NSString, options.seed, r.ticks, r.seconds, rate, r.rssGrowthMB))
            return 0
        }
        let small = Fuzzer.minimize(failure, catalog: catalog, invariants: invariants)
        let header = Trace.Header(
            device: small.device.rawValue, scene: small.sceneID, hz: small.hz, landscape: small.landscape,
            definition: catalog.scene(withID: small.sceneID).flatMap(TraceScene.value))
        try OutputFile.write(Data(Trace(header: header, events: small.events).ndjson().utf8), to: path, flag: "fuzz --out")
        say(
            "fuzz: invariant broken in scene \(failure.sceneID) at event \(r.events) (seed \(options.seed)): \(failure.violation); reproducing trace (\(small.events.count) events) written to \(path); replay: scrolllab --headless --replay \(path)"
        )
        return 1
    }

    /// Every scene of `sources` (the built-ins always).
    static func loadCatalog(_ sources: SceneSources = SceneSources()) throws(UsageError) -> SceneCatalog {
        try sources.catalog()
    }

    /// The scene for `--scene` (an id or a scene file; default `profile`).
    static func scene(_ spec: String?, _ catalog: SceneCatalog) throws(UsageError) -> SceneDefinition {
        let id = SceneSources.sceneID(spec, in: catalog) ?? "profile"
        guard let def = catalog.scene(withID: id) else {
            throw UsageError("unknown scene '\(id)'; scrolllab --list-scenes lists them")
        }
        return def
    }
}
