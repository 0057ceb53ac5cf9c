import ScrollCore

/// The scenes found in a folder of `*.json` scene files, sorted by `order` then id. Reading the files
/// is ScrollFiles' (`SceneCatalog+Files`); parsing and checking a file's bytes is native-only
/// (`SceneCatalog+Parse`, Foundation's JSON): the web module builds its catalogue from checked scenes.
public struct SceneCatalog: Sendable {
    public let scenes: [SceneDefinition]
    /// The file each scene was read from, by id (empty for a catalogue built in code).
    public let files: [String: String]

    /// A problem with a scene file: which file, where, what.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        public let message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    public init(scenes: [SceneDefinition], files: [String: String] = [:]) {
        self.scenes = scenes.sorted { ($0.order ?? Int.max, $0.id) < ($1.order ?? Int.max, $1.id) }
        self.files = files
    }

    /// The largest scene file, bytes (1 MB).
    public static let maximumFileSize = 1_000_000

    public func scene(withID id: String) -> SceneDefinition? { scenes.first { $0.id == id } }

    /// This catalogue as a trace from before `contentInsetAdjustmentBehavior` replays it: every scene
    /// with `SceneDefinition.forReplay`'s defaults (the trace may switch scenes).
    public var forReplay: SceneCatalog { SceneCatalog(scenes: scenes.map { $0.forReplay }, files: files) }

    /// This catalogue with `definition` in place of the scene of the same id (added when there is
    /// none): a trace's embedded scene wins over the catalogue's.
    public func replacing(with definition: SceneDefinition, from file: String) -> SceneCatalog {
        var files = self.files
        files[definition.id] = file
        return SceneCatalog(scenes: scenes.filter { $0.id != definition.id } + [definition], files: files)
    }
}
