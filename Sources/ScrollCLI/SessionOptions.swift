import ScrollCore
import ScrollFileAccess
import ScrollFiles
import ScrollIO
import ScrollScene
import ScrollSession

/// What the window and `--headless` share: the scene, the device, the rate, overlays, a trace to
/// replay and where to write the state. Each mode lifts these rows into its own table.
public struct SessionOptions: ModeOptions {
    /// `--scene ID|FILE.json`: an id, or a scene file to open (added to the catalogue).
    public var scene: String?
    /// `--scenes DIR` (repeatable): folders of scene files added to the built-ins.
    public var scenes: [String] = []
    public var device: Device = .fifteen
    /// Pixels per point, 0.5–4; nil when not given (headless renders at 2, the window fits the display).
    public var scale: Double?
    /// Tick rate; nil when not given (a trace's rate then applies, else 120).
    public var hz: Int?
    public var landscape = false
    public var overlays: [OverlayKind] = []
    public var replay: String?
    public var state: String?
    /// `--feel ID|FILE.json`: the feel every scene runs with (nil: the scene's own, or the trace's).
    public var feel: Feel?
    /// `--compare A,B[,C,D]`: one lane per feel (empty: no comparison).
    public var compare: [Feel] = []
    /// The feel files `--feel` and `--compare` read (not presets), for the identity check.
    public var feelFiles: [(flag: String, path: String)] = []

    public static func == (a: Self, b: Self) -> Bool {
        a.scene == b.scene && a.device == b.device && a.scale == b.scale && a.hz == b.hz && a.landscape == b.landscape
            && a.overlays == b.overlays && a.replay == b.replay && a.state == b.state && a.feel == b.feel && a.compare == b.compare
            && a.feelFiles.map(\.path) == b.feelFiles.map(\.path)
    }

    /// The session's inputs: the trace and the feel files.
    public var inputFiles: [(String, String?)] { [("--replay", replay)] + feelFiles.map { ($0.flag, $0.path) } }

    public init() {}

    /// The rate to run at: `--hz`, else the trace's, else 120.
    public func hz(trace: Int?) -> Int { hz ?? trace ?? 120 }

    public static var flags: [Flag<Self>] {
        [
            .text(
                "--scene", "ID|FILE", \.scene, help: "scene to open: an id (default: profile; --list-scenes) or a scene FILE.json"),
            sceneFolderFlag(\.scenes),
            .choice(
                "--device", \.device, ["se": .se, "15": .fifteen, "promax": .promax], placeholder: "NAME",
                help: Device.sizesHelp),
            Flag("--scale", value: "N", help: "pixels per point, 0.5–4 (headless: 2; window: fits the display)") {
                (o, v) throws(UsageError) in
                guard let n = Double(v), n >= 0.5, n <= 4 else { throw UsageError("--scale must be a number from 0.5 to 4 (got '\(v)')") }
                o.scale = n
            },
            .choice("--hz", \.hz, ["60": 60, "120": 120], help: "tick rate (default 120, or the replayed trace's)"),
            .toggle("--landscape", \.landscape, help: "rotate the device"),
            Flag("--overlay", value: "LIST", help: "debug overlays, comma separated: \(overlayNames)") { (o, v) throws(UsageError) in
                o.overlays = try overlays(v)
            },
            .text("--replay", "FILE", \.replay, help: "play a recorded trace"),
            Flag("--feel", value: "ID|FILE", help: "scroll physics: \(feelNames), or a feel file (docs/FEEL.md)") {
                (o, v) throws(UsageError) in
                do throws(FeelFile.Problem) { o.feel = try FeelFile.load(v) } catch { throw UsageError("--feel: \(error.message)") }
                if Feel.preset(named: v) == nil { o.feelFiles.append(("--feel", v)) }
            },
            Flag("--compare", value: "A,B,…", help: "2–6 feels side by side, one gesture driving all (docs/FEEL.md)") {
                (o, v) throws(UsageError) in
                o.compare = try compareFeels(v)
                o.feelFiles += compareFiles(v).map { ("--compare", $0) }
            },
            .text(
                "--state", "FILE", \.state,
                help: "write the state JSON (headless: at the end; window: at start and on close)"),
        ]
    }

    /// Where the scenes come from: the built-ins, `--scenes` and a `--scene FILE.json`.
    public var sources: SceneSources {
        SceneSources(folders: scenes, files: scene.map { SceneSources.isFile($0) ? [$0] : [] } ?? [])
    }

    /// `--scenes DIR`, repeatable: every mode that reads scenes takes this row.
    static func sceneFolderFlag<O>(_ path: WritableKeyPath<O, [String]>) -> Flag<O> {
        Flag("--scenes", value: "DIR", help: "add the scene files of DIR to the built-ins (repeatable; docs/SCENES.md)") { o, v in
            o[keyPath: path].append(v)
        }
    }

    /// How many feels `--compare` takes: six of the seven presets fit one picture.
    public static let compareLaneCount = 2...6

    static func compareFeels(_ list: String) throws(UsageError) -> [Feel] {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard compareLaneCount.contains(names.count) else {
            throw UsageError(
                "--compare takes \(compareLaneCount.lowerBound) to \(compareLaneCount.upperBound) feels (got \(names.count))")
        }
        var feels: [Feel] = []
        for n in names {
            do throws(FeelFile.Problem) { feels.append(try FeelFile.load(n)) } catch { throw UsageError("--compare: \(error.message)") }
        }
        return feels
    }

    /// The entries of a `--compare` list that name files, not presets.
    static func compareFiles(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && Feel.preset(named: $0) == nil }
    }

    static let feelNames = Feel.presets.map(\.name).joined(separator: ", ")

    static let overlayNames = OverlayKind.allCases.map(\.rawValue).joined(separator: ",")

    static func overlays(_ list: String) throws(UsageError) -> [OverlayKind] {
        var kinds: [OverlayKind] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = OverlayKind(rawValue: name) else {
                throw UsageError("--overlay: unknown overlay '\(name)' (known: \(overlayNames))")
            }
            kinds.append(kind)
        }
        return kinds
    }

    /// `--feel` and `--compare` exclude each other. (Whether an output names an input is checked by
    /// identity, for every mode, before any work: `ModeOptions.checkFiles`.)
    func checkFeels() throws(UsageError) {
        if feel != nil && !compare.isEmpty {
            throw UsageError("--feel and --compare cannot be used together (--compare names every lane's feel)")
        }
    }
}
