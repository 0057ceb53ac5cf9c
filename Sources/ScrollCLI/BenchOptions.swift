import ScrollIO
import ScrollSession

/// `scrolllab bench [--json] [--window] [--scene ID|FILE]`: performance figures (docs/PERFORMANCE.md).
public struct BenchOptions: ModeOptions {
    /// One JSON object instead of a table.
    public var json = false
    /// The window figures (a real SDL window per renderer; needs a display) instead of the headless ones.
    public var window = false
    /// `--scene`: the frame and core tick figures on this scene only (an id, or a scene FILE.json).
    public var scene: String?

    public init() {}

    public static var flags: [Flag<Self>] {
        [
            .toggle("--json", \.json, help: "one JSON object instead of a table"),
            .toggle("--window", \.window, help: "window figures: a real window with each renderer (needs a display)"),
            .text(
                "--scene", "ID|FILE", \.scene,
                help: "the frame and core tick figures on one scene (an id or a scene FILE.json) instead of the whole bench"),
        ]
    }

    public func validate() throws(UsageError) {
        if window && scene != nil { throw UsageError("--scene and --window cannot be combined (--scene figures are headless)") }
    }

    /// The scene file of `--scene`, added to the built-in scenes.
    public var sources: SceneSources { SceneSources(files: scene.map { SceneSources.isFile($0) ? [$0] : [] } ?? []) }

    public var inputFiles: [(String, String?)] { [("--scene", scene.flatMap { SceneSources.isFile($0) ? $0 : nil })] }
}
