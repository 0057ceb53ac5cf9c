import ScrollCLI
import ScrollCheck
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

extension ScrollLabMain {
    /// The running scene's `assertions` checked against its state's names before any work, as `check`
    /// and `report` check them (docs/CHECK.md "Assertions in a scene"): a misspelt name is one line,
    /// exit 2, whether the scene is replayed, checked, reported or opened in the window (audit finding 8:
    /// `--headless --replay` ran a trace `check` refused). They are not evaluated here: that is `check`'s.
    /// `setup` names the scene that runs (after `--scene` over a trace's); `catalog` holds its
    /// definition, a trace's embedded one filed as `TRACE:1: definition` (TraceScene.catalog).
    static func checkAssertionNames(of setup: SessionSetup, catalog: SceneCatalog) throws(UsageError) {
        let id = setup.scene
        guard let scene = catalog.scene(withID: id), scene.assertions?.isEmpty == false else { return }
        let label = catalog.files[id] ?? "scene '\(id)'"
        let empty = Trace(header: Trace.Header(setup, definition: TraceScene.value(of: scene)), events: [])
        _ = try AssertionFile.ofScene(empty, catalog: catalog, label: label)
    }
}
