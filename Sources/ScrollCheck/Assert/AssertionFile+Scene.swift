import ScrollCore
import ScrollScene
import ScrollSession
import ScrollTrace

/// A scene's `assertions` field (docs/CHECK.md "Assertions in a scene"): the same objects as an
/// assertion file's, run by `check` for every trace replayed on the scene, before the trace's own
/// `NAME.assert.json`. The scene module keeps them as JSON (it is compiled for wasm); they are read
/// here, when a scene loads (`checkScenes`), when a command runs it (`ofScene`) and when `check` loads a trace (`forCheck`).
extension AssertionFile {
    /// Reads every scene's assertions (the keys, scopes and rules; the names are checked against the
    /// scene's state by the commands that run it, `ofScene`): a bad one is one line,
    /// `FILE: assertions[I].KEY: what`.
    public static func checkScenes(_ catalog: SceneCatalog) throws(UsageError) {
        for scene in catalog.scenes {
            guard let list = scene.assertions, !list.isEmpty else { continue }
            _ = try assertions(list, label: catalog.files[scene.id] ?? "scene '\(scene.id)'")
        }
    }

    /// What `check` runs on a trace: the scene's assertions (of the definition it replays on) and then
    /// those of `NAME.assert.json` beside it, each source checked against the scene on its own (its
    /// messages name its file and index); nil when neither has any.
    /// - Parameter sceneLabel: where the scene's definition comes from, for messages (its file).
    public static func forCheck(_ trace: String, _ loaded: Trace, catalog: SceneCatalog, sceneLabel: String) throws(UsageError)
        -> AssertionFile?
    {
        let scene = try ofScene(loaded, catalog: catalog, label: sceneLabel)
        let file = try beside(trace, loaded, catalog: catalog)
        guard let first = file ?? scene else { return nil }
        return AssertionFile(path: first.path, assertions: (scene?.assertions ?? []) + (file?.assertions ?? []))
    }

    /// The assertions of the definition `loaded` replays on — the one its header carries (`check`
    /// puts the current definition there), else the catalogue's — each marked `scene 'ID'`.
    public static func ofScene(_ loaded: Trace, catalog: SceneCatalog, label: String) throws(UsageError) -> AssertionFile? {
        let id = loaded.header.scene
        let list: [JSONValue]?
        if let definition = loaded.header.definition {
            list = definition.object?["assertions"]?.array
        } else {
            list = catalog.scene(withID: id)?.assertions
        }
        guard let list, !list.isEmpty else { return nil }
        let file = AssertionFile(path: label, assertions: try assertions(list, label: label, origin: "scene '\(id)'"))
        try AssertionRun.check(file, names: try AssertionRun.initialValues(loaded, catalog: catalog, rows: AssertionRows.names(file)))
        return file
    }
}
