import Foundation
import ScrollCLI
import ScrollFileAccess
import ScrollFiles
import ScrollIO
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import ScrollWebPage

/// `scrolllab report`: replays a trace headlessly (letting it settle), samples every tick, renders the
/// frames, and writes one self-contained HTML page atomically — or gives back the trace a report holds.
/// Bad input is a `UsageError` (exit 2); an output that cannot be written an `IOFailure` (exit 1).
struct ReportCommand {
    /// The command's name: every line of `--live`'s module and page errors starts with it.
    static let name = "report"
    let options: ReportOptions
    /// The command line as given (without the program name), shown in the report's header.
    let arguments: [String]

    func run() throws -> Int32 {
        if let html = options.extractTrace { return try extract(html) }
        if let html = options.extractScene { return try extract(html, open: EmbeddedTrace.sceneOpen, what: "scene") }
        guard let tracePath = options.trace, let out = options.out else { throw UsageError("needs a trace and --out") }
        let files = try ScrollLabMain.loadCatalog(options.sources)
        try ScrollLabMain.checkAssertionNames(ofGiven: options.givenScenes, catalog: files)
        let loaded = try Self.loadTrace(tracePath, catalog: files, given: CurrentScenes(given: options.givenScenes, catalog: files))
        let (bytes, whole, catalog) = (loaded.bytes, loaded.trace, loaded.catalog)
        let window = TraceWindow(from: options.from, to: options.to)
        let trace = try window.apply(to: whole)
        try Self.checkWritable(out)
        let assets = try AssetLocator.assetsDirectory()
        // The module before any work: a missing scrolllab.wasm fails fast.
        // The page's scenes as their files say (its re-run of the trace applies a replay's defaults).
        let embedded = try? TraceScene.embedded(whole.header, path: tracePath)
        let pageCatalog = embedded.map { files.replacing(with: $0, from: tracePath) } ?? files
        let live =
            options.live
            ? try WebPage.live(
                bundle: WebBundle.make(catalog: pageCatalog, feel: options.feels.feel, command: Self.name), command: Self.name)
            : nil
        let builder = ReportBuilder(
            catalog: catalog, assets: assets, scale: options.scale, feel: options.feels.feel, compare: options.feels.compare)
        var doc = try builder.document(trace: trace, bytes: bytes, command: Self.commandLine(arguments))
        try ReportAssertions.apply(&doc, trace: whole, window: window, path: tracePath, catalog: catalog, feels: builder.laneFeels)
        // The scene as its file (or the trace's header) says, without the defaults a replay of a trace
        // from before `contentInsetAdjustmentBehavior` adds (TraceScene.catalog): with the trace beside
        // it, it replays the same.
        let filed = embedded ?? files.scene(withID: whole.header.scene)
        doc.scene = filed?.prettyFile() ?? doc.scene
        if let t = options.title { doc.title = t }
        doc.notes = options.notes
        doc.live = live?.html
        doc.liveScripts = live?.scripts ?? []
        if !window.isWhole { doc.facts.insert(("reported", window.fact(whole)), at: 0) }
        // As `check` and `--headless --replay` say it: what the page shows depends on the folders given.
        if let unknown = TraceScene.unknownSceneKey(whole, catalog: files, path: tracePath) {
            ScrollLabMain.printError("warning: \(unknown)")
            doc.facts.append(("warning", unknown))
        }
        for (k, note) in loaded.notes.enumerated() {
            ScrollLabMain.printError("note: \(tracePath): \(note)")
            doc.facts.insert(("definition", note), at: (doc.facts.firstIndex { $0.0 == "scene" } ?? -1) + 1 + k)
        }
        doc.traceEdited = loaded.edited
        try Self.write(ReportPage.html(doc), to: out)
        return 0
    }

    /// The trace's bytes (embedded as they are) and its parsed form — the file read once, so the page
    /// embeds exactly the bytes it replayed; a bad trace is exit 2. With a `--scene` for its scene
    /// (`given`) that differs from the embedded one, the trace embeds that definition instead, its bytes
    /// are that trace's (what the page replayed: `--extract-trace` gives back a trace that replays the
    /// same), and the notes say what changed (`scene 'shop' differs from the recorded one: …`). A
    /// `--scene` for a scene the trace switches to is said too: a trace carries its first scene only.
    static func loadTrace(_ path: String, catalog: SceneCatalog, given: CurrentScenes = CurrentScenes(current: [:]))
        throws(UsageError) -> Loaded
    {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw UsageError("\(path): no such trace file")
        }
        let loaded = try SessionFactory.load(path, catalog: catalog)
        guard !given.current.isEmpty else { return Loaded(bytes: loaded.bytes, trace: loaded.trace, catalog: loaded.catalog) }
        let runs = try TraceScene.scenesRun(loaded.trace, catalog: loaded.catalog)
        if let unused = given.current.keys.sorted().first(where: { id in !runs.contains { $0.id == id } }) {
            let scenes = runs.map { "'\($0.id)'" }.joined(separator: ", ")
            throw UsageError("--scene: \(path) never runs scene '\(unused)' (it runs \(scenes))")
        }
        let later = runs.dropFirst().filter { given.current[$0.id] != nil }.map { r in
            "scene '\(r.id)' (opened at \(Markup.number(r.time, decimals: 3)) s) runs on the --scene definition; a trace carries its first scene only, so "
                + "its replay elsewhere takes '\(r.id)' from that machine's scenes"
        }
        let (trace, note) = given.applied(to: loaded.trace, path: path)
        guard let note else { return Loaded(bytes: loaded.bytes, trace: loaded.trace, catalog: loaded.catalog, notes: later) }
        var resolved = try TraceScene.catalog(for: trace.header, from: catalog, path: path)
        // Its problems (an assertion's unknown name) are the given file's, not the trace's header's.
        if let def = resolved.scene(withID: trace.header.scene), let file = catalog.files[def.id] {
            resolved = resolved.replacing(with: def, from: file)
        }
        return Loaded(bytes: Data(trace.ndjson().utf8), trace: trace, catalog: resolved, notes: [note] + later, edited: true)
    }

    /// A trace as `report` replays it: the bytes the page embeds, the parsed trace, its resolved
    /// catalogue, what `--scene` changed (one line each), and whether the bytes are no longer the file's.
    struct Loaded {
        var bytes: Data
        var trace: Trace
        var catalog: SceneCatalog
        var notes: [String] = []
        var edited = false
    }

    /// The largest report read by `--extract-trace` / `--extract-scene`, bytes: a page holds at most a
    /// 64 MB trace as base64 (85 MB), ≈ 5 MB of frames and its curves (a forged 616 MB page took 1.9 GB).
    static let maximumReportSize = 128 << 20

    /// Writes an element a report embeds (the trace, byte for byte; or the scene file) to `--out` or
    /// stdout. Only what `--replay` or `--scene` would take is given back.
    func extract(_ html: String, open: String = EmbeddedTrace.open, what: String = "trace") throws -> Int32 {
        let page: Data
        do {
            page = try InputFile.read(html, limit: Self.maximumReportSize, what: "report")
        } catch .missing, .folder {
            throw UsageError("\(html): no such report")
        } catch {
            throw UsageError("\(html): \(error.words("report", limit: Self.maximumReportSize))")
        }
        let isTrace = open == EmbeddedTrace.open
        let trace: Data
        do {
            trace = try EmbeddedTrace.extract(
                from: page, open: open, what: what, limit: isTrace ? Trace.maximumSize : SceneCatalog.maximumFileSize)
        } catch {
            throw UsageError("\(html): \(error.message)")
        }
        // A forged page gave a 456 MB "trace": only a trace Trace.parse accepts is given back.
        if isTrace {
            do { _ = try Trace.parse(trace, path: "the trace") } catch {
                throw UsageError("\(html): the embedded trace is not valid (\(error.message))")
            }
        } else if let problem = Self.sceneFileProblem(trace) {
            throw UsageError("\(html): the embedded scene is not valid (\(problem))")
        }
        if let out = options.out {
            try Self.checkWritable(out)
            try Self.write(trace, to: out)
        } else {
            try StandardOutput.write(trace)
        }
        return 0
    }

    /// The one rule for the scene a report carries, used when it is written and when it is given back:
    /// a scene file `--scene` reads — at most `SceneCatalog.maximumFileSize` bytes, accepted by
    /// `SceneCatalog.parse`. Nil when `file` passes; else why not.
    static func sceneFileProblem(_ file: Data) -> String? {
        guard file.count <= SceneCatalog.maximumFileSize else {
            return InputFile.Refusal.tooLarge(file.count).words("scene file", limit: SceneCatalog.maximumFileSize)
        }
        do { _ = try SceneCatalog.parse(file, label: "the scene") } catch { return error.message }
        return nil
    }

    static func checkWritable(_ path: String) throws(IOFailure) {
        do { try OutputFile.checkWritable(path, flag: "--out") } catch { throw IOFailure(error.message) }
    }

    static func write(_ data: Data, to path: String) throws(IOFailure) {
        do { try OutputFile.write(data, to: path) } catch { throw IOFailure(error.message) }
    }

    /// `scrolllab ARGS…`, each argument quoted for a POSIX shell when it needs it.
    static func commandLine(_ arguments: [String]) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+%")
        return
            (["scrolllab"]
            + arguments.map { a in
                !a.isEmpty && a.allSatisfy { plain.contains($0) } ? a : "'" + a.replacingOccurrences(of: "'", with: "'\\''") + "'"
            }).joined(separator: " ")
    }
}
