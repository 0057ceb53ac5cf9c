import ScrollCore
import ScrollFileAccess
import ScrollFiles
import ScrollIO
import ScrollSession

/// `scrolllab predict GESTURE [--json] [--feel ID|FILE]… [--scene FILE.json|ID] [--scenes DIR]…`: per
/// feel, what each platform's velocity tracker reads at the gesture's lift, whether it flings and
/// where it rests (docs/PREDICT.md).
public struct PredictOptions: ModeOptions {
    public var gesture: String?
    public var json = false
    /// The feels asked for, in order; empty: every preset.
    public var feels: [Feel] = []
    /// Feel files among them (inputs).
    public var feelFiles: [String] = []
    /// `--scene FILE.json|ID`: the scene the gesture is played on (default: the one it names).
    public var scene: String?
    public var scenes: [String] = []

    public init() {}

    public static var positional: Flag<Self>? {
        Flag("GESTURE", value: nil, help: "a trace (.ndjson), W3C Actions (.json) or a cdp / xcuitest / android export") { o, v in
            o.gesture = v
        }
    }

    public static var flags: [Flag<Self>] {
        [
            .toggle("--json", \.json, help: "one JSON object for test harnesses (docs/PREDICT.md)"),
            Flag("--feel", value: "ID|FILE", help: "a feel to predict for (repeatable; default every preset)") {
                (o, v) throws(UsageError) in
                do throws(FeelFile.Problem) { o.feels.append(try FeelFile.load(v)) } catch { throw UsageError("--feel: \(error.message)") }
                if Feel.preset(named: v) == nil { o.feelFiles.append(v) }
            },
            .text(
                "--scene", "FILE.json|ID", \.scene,
                help: "the scene the gesture is played on (default: the one the file names, else basic-scroll)"),
            SessionOptions.sceneFolderFlag(\.scenes),
        ]
    }

    public func validate() throws(UsageError) {
        guard gesture != nil else { throw UsageError("needs a gesture: scrolllab predict GESTURE [--json] [--feel F]") }
    }

    public var sources: SceneSources { SceneSources(folders: scenes, files: scene.map { SceneSources.isFile($0) ? [$0] : [] } ?? []) }

    public var inputFiles: [(String, String?)] {
        [("GESTURE", gesture), ("--scene", scene.flatMap { SceneSources.isFile($0) ? $0 : nil })] + feelFiles.map { ("--feel", $0) }
    }
}
