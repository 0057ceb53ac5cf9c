import ScrollIO
import ScrollSession

/// `scrolllab --list-scenes [--scenes DIR]… [--scene FILE.json]`: one line per scene, `ID<TAB>title`,
/// from every source (docs/SCENES.md, "Scene sources").
public struct ListScenesOptions: ModeOptions {
    /// `--scenes DIR` (repeatable).
    public var scenes: [String] = []
    /// `--scene FILE.json` files to add.
    public var files: [String] = []

    public init() {}

    public static var flags: [Flag<Self>] {
        [
            Flag("--list-scenes", value: nil, help: "one line per scene: ID<TAB>title") { _, _ in },
            SessionOptions.sceneFolderFlag(\.scenes),
            Flag("--scene", value: "FILE", help: "add a scene file") { (o, v) throws(UsageError) in
                guard SceneSources.isFile(v) else { throw UsageError("--list-scenes --scene takes a scene FILE.json (got '\(v)')") }
                o.files.append(v)
            },
        ]
    }

    public var sources: SceneSources { SceneSources(folders: scenes, files: files) }
}
