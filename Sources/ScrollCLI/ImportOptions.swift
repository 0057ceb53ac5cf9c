import ScrollCore
import ScrollIO
import ScrollSession
import ScrollTrace

/// `scrolllab import FORMAT FILE --out TRACE [--scene FILE.json|ID] [--scenes DIR]… [--device NAME]
/// [--map fit-width|density=D] [--props FILE]`: a gesture recorded on a device or written for
/// WebDriver becomes a trace that embeds its scene's definition (docs/INTERCHANGE.md).
public struct ImportOptions: ModeOptions {
    public enum Format: String, CaseIterable, Sendable { case getevent, libinput, evemu, w3c }

    public var format: Format?
    public var file: String?
    public var out: String?
    /// `--scene FILE.json|ID`.
    public var scene: String?
    /// `--scenes DIR` (repeatable).
    public var scenes: [String] = []
    /// nil: the iPhone 15, or (w3c) the device the file names.
    public var device: Device?
    /// nil: fit-width for device recordings; none for w3c (its coordinates are points already).
    public var map: PointMap?
    public var props: String?

    public init() {}

    static let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")

    public static var positional: Flag<Self>? {
        Flag("FORMAT FILE", value: nil, help: "\(formats), and the recording to read") { (o, v) throws(UsageError) in
            guard o.format != nil else {
                guard let f = Format(rawValue: v) else { throw UsageError("unknown format '\(v)' (\(formats))") }
                o.format = f
                return
            }
            o.file = v
        }
    }

    public static var positionalCount: Int { 2 }

    public static var flags: [Flag<Self>] {
        [
            .text("--out", "TRACE", \.out, help: "the trace to write (NDJSON, docs/TRACE.md)"),
            .text(
                "--scene", "FILE.json|ID", \.scene,
                help: "the scene the trace opens, embedded in it (default profile; w3c: the file's, if it names one)"),
            SessionOptions.sceneFolderFlag(\.scenes),
            .choice(
                "--device", \.device, ["se": .se, "15": .fifteen, "promax": .promax], placeholder: "NAME",
                help: "se, 15 (default) or promax: the viewport the gesture is mapped onto"),
            Flag(
                "--map", value: "fit-width|density=D",
                help: "device units to points: the panel's width fits the viewport (default), or D units a point"
            ) {
                (o, v) throws(UsageError) in
                guard let m = PointMap(v) else { throw UsageError("--map must be fit-width or density=D with 0 < D ≤ 1000 (got '\(v)')") }
                o.map = m
            },
            .text("--props", "FILE", \.props, help: "getevent: the axis ranges, from adb shell getevent -p (or -lp)"),
        ]
    }

    public func validate() throws(UsageError) {
        guard let format, file != nil else {
            throw UsageError(
                "needs a format and a file: scrolllab import \(Self.formats.replacingOccurrences(of: ", ", with: "|")) FILE --out TRACE")
        }
        guard out != nil else { throw UsageError("needs --out TRACE") }
        if props != nil && format != .getevent { throw UsageError("--props is for getevent (the other formats hold their axis ranges)") }
        if format == .w3c, map == .fitWidth { throw UsageError("--map fit-width needs a device width; w3c has none (use --map density=D)") }
    }

    /// Where scenes come from: the built-ins, `SCROLLLAB_SCENES`, `--scenes`, a `--scene` file.
    public var sources: SceneSources { SceneSources(folders: scenes, files: scene.map { SceneSources.isFile($0) ? [$0] : [] } ?? []) }

    public var inputFiles: [(String, String?)] {
        [("FILE", file), ("--props", props), ("--scene", scene.flatMap { SceneSources.isFile($0) ? $0 : nil })]
    }
    public var outputFiles: [(String, String?)] { [("--out", out)] }
}
