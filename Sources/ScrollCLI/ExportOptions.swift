import ScrollSession

/// `scrolllab export FORMAT TRACE --out FILE [--scenes DIR]…`: a trace as something that replays it in a browser or on a
/// device (docs/INTERCHANGE.md).
public struct ExportOptions: ModeOptions {
    public enum Format: String, CaseIterable, Sendable { case cdp, w3c, xcuitest, android }

    public var format: Format?
    public var trace: String?
    public var out: String?
    /// `--scenes DIR` (repeatable): for traces without an embedded scene.
    public var scenes: [String] = []

    public init() {}

    static let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")

    public static var positional: Flag<Self>? {
        Flag("FORMAT TRACE", value: nil, help: "\(formats), and the trace to export") { (o, v) throws(UsageError) in
            guard o.format != nil else {
                guard let f = Format(rawValue: v) else { throw UsageError("unknown format '\(v)' (\(formats))") }
                o.format = f
                return
            }
            o.trace = v
        }
    }

    public static var positionalCount: Int { 2 }

    public static var flags: [Flag<Self>] {
        [
            .text("--out", "FILE", \.out, help: "the file to write: .py (cdp), .json (w3c), .swift (xcuitest), .kt (android)"),
            SessionOptions.sceneFolderFlag(\.scenes),
        ]
    }

    public func validate() throws(UsageError) {
        guard format != nil, trace != nil else {
            throw UsageError("needs a format and a trace: scrolllab export cdp|w3c|xcuitest|android TRACE --out FILE")
        }
        guard out != nil else { throw UsageError("needs --out FILE") }
    }

    public var inputFiles: [(String, String?)] { [("TRACE", trace)] }
    public var outputFiles: [(String, String?)] { [("--out", out)] }
}
