import ScrollCore
import ScrollIO
import ScrollSession

/// `scrolllab web --out FILE.html [--scene ID|FILE] [--feel ID|FILE]`: the core and the scenes as
/// WebAssembly in one self-contained page (docs/WEB.md).
public struct WebOptions: ModeOptions {
    public var out: String?
    /// `--scene`, `--scenes` and `--feel`, read by the session table's own rows (one way to read each).
    public var session = SessionOptions()

    public init() {}

    public static var flags: [Flag<Self>] {
        [.text("--out", "FILE.html", \.out, help: "the page to write (one file: the wasm, script and style inline)")]
            + SessionOptions.flags.filter { ["--scene", "--scenes", "--feel"].contains($0.name) }.map { $0.lifted(\.session) }
    }

    public func validate() throws(UsageError) {
        guard out != nil else { throw UsageError("needs --out FILE.html") }
    }

    /// A `--scene FILE.json` and a feel file are inputs.
    public var inputFiles: [(String, String?)] {
        [("--scene", session.scene.flatMap { SceneSources.isFile($0) ? $0 : nil })] + session.feelFiles.map { ($0.flag, $0.path) }
    }
    public var outputFiles: [(String, String?)] { [("--out", out)] }
}
