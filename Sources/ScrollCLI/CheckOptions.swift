import ScrollCheck
import ScrollCore
import ScrollFileAccess
import ScrollFiles
import ScrollIO
import ScrollSession

/// `scrolllab check PATH… [--update] [--jobs N] [--hz 60,120] [--feel ID,…] [--junit FILE] [--shard I/N]
/// [--scene FILE.json|ID]… [--scenes DIR]… [--verbose]`: recorded traces replayed against the
/// expectation files beside them (docs/CHECK.md).
public struct CheckOptions: ModeOptions {
    /// Traces and folders of traces.
    public var paths: [String] = []
    /// Write or rewrite the expectation files instead of checking (refused when `CI` is set).
    public var update = false
    /// Threads in this process; nil: the core count.
    public var jobs: Int?
    /// Every trace at each rate; empty: the trace's own.
    public var rates: [Int] = []
    /// Every trace with each feel; empty: the trace's own.
    public var feels: [Feel] = []
    /// The `--feel` items that are files (inputs `--junit` must not overwrite).
    public var feelFiles: [String] = []
    public var junit: String?
    /// `--shard I/N`: 1 ≤ I ≤ N.
    public var shard: Shard?
    /// `--scene FILE.json|ID` (repeatable): that scene's current definition replaces the one traces of
    /// its id embed.
    public var scenes: [String] = []
    /// `--scenes DIR` (repeatable): every scene of DIR does.
    public var sceneFolders: [String] = []
    /// Every differing value, not only each trace's first.
    public var verbose = false

    public struct Shard: Equatable, Sendable {
        public var index: Int
        public var count: Int
    }

    public init() {}

    public static var positional: Flag<Self>? {
        Flag("PATH…", value: nil, help: "traces, or folders of them (every *.ndjson inside, at any depth)") { o, v in
            o.paths.append(v)
        }
    }

    public static var positionalCount: Int { .max }

    public static var flags: [Flag<Self>] {
        [
            .toggle("--update", \.update, help: "write the expectation files from what happens now (refused when CI is set)"),
            Flag("--jobs", value: "N", help: "traces replayed at once, threads of this process (default: the cores)") {
                (o, v) throws(UsageError) in
                guard let n = Int(v), (1...256).contains(n) else { throw UsageError("--jobs must be between 1 and 256 (got '\(v)')") }
                o.jobs = n
            },
            Flag("--hz", value: "LIST", help: "run every trace at each rate: 60, 120 or 60,120 (default: the trace's)") {
                (o, v) throws(UsageError) in
                o.rates = try list(v, "--hz").map { (r) throws(UsageError) in
                    guard let n = Int(r), n == 60 || n == 120 else { throw UsageError("--hz takes 60 and 120 (got '\(r)')") }
                    return n
                }
            },
            Flag("--feel", value: "ID,…", help: "run every trace with each feel: \(SessionOptions.feelNames), or feel files") {
                (o, v) throws(UsageError) in
                let items = try list(v, "--feel")
                o.feels = try items.map { (f) throws(UsageError) in
                    do throws(FeelFile.Problem) { return try FeelFile.load(f) } catch { throw UsageError("--feel: \(error.message)") }
                }
                o.feelFiles = items.filter { Feel.preset(named: $0) == nil }
            },
            .text("--junit", "FILE", \.junit, help: "also write JUnit XML: one testcase per trace × rate × feel"),
            Flag("--shard", value: "I/N", help: "only the I-th of N stable shares of the traces (by a hash of the path)") {
                (o, v) throws(UsageError) in
                let s = try CheckCorpus.parseShard(v)
                o.shard = Shard(index: s.index, count: s.count)
            },
            Flag(
                "--scene", value: "FILE.json|ID",
                help: "replay traces of this scene on its current definition, not the one they embed (repeatable)"
            ) { o, v in o.scenes.append(v) },
            Flag("--scenes", value: "DIR", help: "the same for every scene of DIR (repeatable; SCROLLLAB_SCENES too)") { o, v in
                o.sceneFolders.append(v)
            },
            .toggle("--verbose", \.verbose, help: "print every differing value (default: each trace's first, then how many more)"),
        ]
    }

    /// `a,b` → [a, b]; each once, in order; none is an error.
    static func list(_ text: String, _ flag: String) throws(UsageError) -> [String] {
        var out: [String] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            if !out.contains(item) { out.append(item) }
        }
        guard !out.isEmpty else { throw UsageError("\(flag) needs a comma-separated list") }
        return out
    }

    public func validate() throws(UsageError) {
        if paths.isEmpty { throw UsageError("needs at least one trace or folder: scrolllab check PATH…") }
        if let j = junit, paths.contains(j) { throw UsageError("--junit would overwrite an input") }
        let names = feels.map(\.name)
        if let twice = names.first(where: { n in names.filter { $0 == n }.count > 1 }) {
            throw UsageError("--feel names '\(twice)' twice (each feel's expectation file is named after it)")
        }
        // Names that differ only where a file name cannot follow (`a.b`, `a_b`) would share a file.
        let files = names.map(CheckRunner.fileName)
        if let k = files.indices.first(where: { files[..<$0].contains(files[$0]) }), let j = files.firstIndex(of: files[k]) {
            throw UsageError(
                "--feel: '\(names[j])' and '\(names[k])' map to one expectation file (NAME.\(files[k]).expect.json); give the feels distinct names"
            )
        }
    }

    /// Where scenes come from: the built-ins, `SCROLLLAB_SCENES`, `--scenes`, the `--scene` files.
    public var sources: SceneSources { SceneSources(folders: sceneFolders, files: scenes.filter(SceneSources.isFile)) }

    public var inputFiles: [(String, String?)] { paths.map { ("PATH", $0) } + scenes.filter(SceneSources.isFile).map { ("--scene", $0) } }
    public var outputFiles: [(String, String?)] { [("--junit", junit)] }
}
