import ScrollIO
import ScrollSession
import ScrollSessionTrace

/// `scrolllab report TRACE --out FILE.html [--scale S] [--feel ID|--compare A,B]`: a trace becomes one self-contained HTML page
/// (docs/REPORT.md); `scrolllab report --extract-trace FILE.html [--out TRACE]` gives the trace back,
/// `--extract-scene FILE.html [--out SCENE.json]` the scene's definition.
public struct ReportOptions: ModeOptions {
    public var trace: String?
    public var out: String?
    /// Pixels per point of the frames.
    public var scale = 1.0
    /// A report to take the embedded trace out of (instead of making one).
    public var extractTrace: String?
    /// `--feel` and `--compare`, read by the session table's own rows (one way to read a feel).
    public var feels = SessionOptions()
    /// `--scenes DIR` (repeatable): for traces without an embedded scene.
    public var scenes: [String] = []
    /// `--scene FILE.json|ID` (repeatable): replay on this definition of the scene, not the embedded
    /// one (as `check --scene`; a folder does not do that here: docs/REPORT.md "An edited scene").
    public var givenScenes: [String] = []
    /// A report to take the embedded scene definition out of.
    public var extractScene: String?
    /// `--title`: the report's heading (default: the scene id); `--note`, repeatable: lines shown
    /// under it ("expected: the strip stays stuck"), so a report stands alone in a bug tracker.
    public var title: String?
    public var notes: [String] = []
    /// `--from T --to T`: the stretch of the trace reported, seconds (`TraceWindow`).
    public var from: Double?
    public var to: Double?
    /// `--live`: the web module inside the page, to re-run the trace under another feel, scrub its
    /// ticks and take over with the mouse (docs/WEB.md).
    public var live = false

    public init() {}

    public static var positional: Flag<Self>? {
        Flag("TRACE", value: nil, help: "the NDJSON trace to replay (docs/TRACE.md)") { o, v in o.trace = v }
    }

    public static var flags: [Flag<Self>] {
        [
            .text("--out", "FILE", \.out, help: "the HTML file to write (--extract-trace: the trace; default stdout)"),
            .number("--scale", "S", \.scale, in: 0.5...4, help: "pixels per point of the frames, 0.5–4 (default 1)"),
            .text("--extract-trace", "FILE.html", \.extractTrace, help: "write the trace embedded in a report, byte for byte"),
            .text("--extract-scene", "FILE.html", \.extractScene, help: "write the scene definition a report embeds (a scene file)"),
            SessionOptions.sceneFolderFlag(\.scenes),
            Flag(
                "--scene", value: "FILE.json|ID",
                help: "replay on this definition of the trace's scene, not the one it embeds (repeatable)"
            ) { o, v in o.givenScenes.append(v) },
            .toggle(
                "--live", \.live, help: "embed the core as WebAssembly: re-run under another feel, scrub ticks, take over (docs/WEB.md)"),
            .text("--title", "TEXT", \.title, help: "the report's heading (default: the scene id)"),
            Flag("--note", value: "TEXT", help: "a line under the heading, e.g. 'expected: the strip stays stuck' (repeatable)") {
                o, v in o.notes.append(v)
            },
            Flag("--from", value: "T", help: "report from T seconds of the trace on (trims an idle lead)") { (o, v) throws(UsageError) in
                o.from = try seconds("--from", v)
            },
            Flag("--to", value: "T", help: "report up to T seconds of the trace (trims an idle tail)") { (o, v) throws(UsageError) in
                o.to = try seconds("--to", v)
            },
        ] + SessionOptions.flags.filter { ["--feel", "--compare"].contains($0.name) }.map { $0.lifted(\.feels) }
    }

    static func seconds(_ flag: String, _ v: String) throws(UsageError) -> Double {
        guard let t = Double(v), t.isFinite, t >= 0 else { throw UsageError("\(flag) must be a number of seconds ≥ 0 (got '\(v)')") }
        return t
    }

    public func validate() throws(UsageError) {
        try feels.checkFeels()
        if let from, let to, from >= to { throw UsageError("--from must be before --to (got \(from) and \(to))") }
        if extractTrace != nil && extractScene != nil { throw UsageError("--extract-trace and --extract-scene: one at a time") }
        for (flag, html) in [("--extract-trace", extractTrace), ("--extract-scene", extractScene)] {
            guard html != nil else { continue }
            if trace != nil { throw UsageError("\(flag) takes a report, not a trace as well") }
            if !givenScenes.isEmpty { throw UsageError("\(flag) takes no --scene (it gives back what the report holds)") }
            return
        }
        guard trace != nil else { throw UsageError("needs a trace: scrolllab report TRACE --out FILE.html") }
        guard out != nil else { throw UsageError("needs --out FILE.html") }
    }

    public var inputFiles: [(String, String?)] {
        [("the trace", trace), ("--extract-trace", extractTrace), ("--extract-scene", extractScene)]
            + feels.feelFiles.map { ($0.flag, $0.path) } + givenScenes.filter(SceneSources.isFile).map { ("--scene", $0) }
    }
    public var outputFiles: [(String, String?)] { [("--out", out)] }

    /// Where scenes come from: the built-ins, `SCROLLLAB_SCENES`, `--scenes`, the `--scene` files.
    public var sources: SceneSources { SceneSources(folders: scenes, files: givenScenes.filter(SceneSources.isFile)) }
}
