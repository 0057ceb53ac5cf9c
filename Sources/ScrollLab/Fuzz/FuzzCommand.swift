import Foundation
import ScrollCLI
import ScrollCore
import ScrollFuzz
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// `scrolllab fuzz`: generated input through every scene, or `--check TRACE` over one trace (the
/// session `--replay` runs), with the failure shrunk to a trace that replays.
struct FuzzCommand {
    let options: FuzzOptions
    /// What is checked: the session's own invariants; tests break one on purpose.
    var invariants: Fuzzer.Invariants = Fuzzer.sessionInvariants
    /// Where the failure line goes (stderr).
    var say: (String) -> Void = ScrollLabMain.printError

    func run() throws -> Int32 {
        let catalog = try ScrollLabMain.loadCatalog(options.sources)
        let sceneID = SceneSources.sceneID(options.scene, in: catalog)
        if let id = sceneID, catalog.scene(withID: id) == nil {
            throw UsageError("unknown scene '\(id)'; scrolllab --list-scenes lists them")
        }
        if let path = options.check {
            let loaded = try SessionFactory.load(path, catalog: catalog)
            let trace = loaded.trace
            // The header's scene, device, orientation, rate and feel: the session `--headless --replay` runs.
            let r = Fuzzer.check(
                catalog: loaded.catalog, setup: SessionSetup(trace.header), seed: 0, count: 0, events: trace.events,
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
        if let dir = options.out { try Self.createFolder(dir) }
        if options.rates { return try runRates(catalog: catalog, sceneID: sceneID) }
        if let file = options.assert { return try runAssertions(file, catalog: catalog, sceneID: sceneID) }
        try checkTraceFolder("failure")
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
        let header = Trace.Header(small.setup, definition: catalog.scene(withID: small.sceneID).flatMap(TraceScene.value))
        let path = try writeTrace(Trace(header: header, events: small.events), "failure")
        say(
            "fuzz: invariant broken in scene \(failure.sceneID) at event \(r.events) (seed \(options.seed)): \(failure.violation); reproducing trace (\(small.events.count) events) written to \(path); replay: scrolllab --headless --replay \(path)"
        )
        return 1
    }

    /// `--rates`: every scene's generated trace at 60 and 120 Hz; a difference is written as a trace.
    private func runRates(catalog: SceneCatalog, sceneID: String?) throws -> Int32 {
        try checkTraceFolder("rates")
        let scenes = sceneID.map { _ in 1 } ?? catalog.scenes.count
        let fuzzer = CrossRateFuzzer(
            catalog: catalog, seed: options.seed, eventsPerScene: max(1, options.events / max(1, scenes)), scene: sceneID)
        let r = fuzzer.run()
        guard let f = r.failure else {
            try StandardOutput.print(
                "fuzz --rates: \(r.events) events over \(r.scenes) scene\(r.scenes == 1 ? "" : "s") (seed \(options.seed)): 60 and 120 Hz within \(CrossRateFuzzer.tolerance) pt at all \(r.comparisons) comparisons"
            )
            return 0
        }
        let setup = SessionSetup(scene: f.sceneID, hz: 120)
        let header = Trace.Header(setup, definition: catalog.scene(withID: f.sceneID).flatMap(TraceScene.value))
        let path = try writeTrace(Trace(header: header, events: f.events), "rates")
        say(
            "fuzz --rates: scene \(f.sceneID) differs across rates (seed \(options.seed)) \(f.message); reproducing trace (\(f.events.count) events) written to \(path); compare: scrolllab check --hz 60,120"
        )
        return 1
    }

    /// `--out`: where a failure's trace goes (default: the working folder).
    var outDir: String { options.out ?? FileManager.default.currentDirectoryPath }

    /// Checked before any work (a real break must never be lost to an unwritable folder): that
    /// `fuzz-KIND-seed-N.ndjson` can be written in `--out`.
    func checkTraceFolder(_ kind: String) throws(UsageError) {
        let path = URL(fileURLWithPath: outDir).appendingPathComponent("fuzz-\(kind)-seed-\(options.seed).ndjson").path
        try OutputFile.checkWritable(path, flag: "fuzz --out")
    }

    /// Writes a failure's trace under a fresh name, claimed with `O_EXCL` (`OutputFile.nextFree`):
    /// `fuzz-KIND-seed-N.ndjson`, or `-2`, `-3`, … when taken, so an earlier failure's trace is never
    /// replaced. Returns the path written.
    func writeTrace(_ trace: Trace, _ kind: String) throws(UsageError) -> String {
        let path = OutputFile.nextFree(stem: "fuzz-\(kind)-seed-\(options.seed)", ext: "ndjson", in: outDir, plainFirst: true)
        try OutputFile.write(Data(trace.ndjson().utf8), to: path, flag: "fuzz --out")
        return path
    }

    /// `--out DIR` made when missing, parents too (`mkdir -p`); a file there is one line, exit 2.
    static func createFolder(_ dir: String) throws(UsageError) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            guard isDir.boolValue else { throw UsageError("fuzz --out \(dir): is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw UsageError("fuzz --out \(dir): cannot create the folder")
        }
    }
}
