import ScrollCLI
import ScrollCheck
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

extension ScrollLabMain {
    /// The running scene's `assertions` checked against its state's names before any work, as `check`
    /// and `report` check them (docs/CHECK.md "Assertions in a scene"): a misspelt name in a scene file
    /// or the catalogue is one line, exit 2, in `--headless` (with or without `--replay`) and the window
    /// as in `check` (audit finding 8: `--headless --replay` ran a trace `check` refused). A replayed
    /// trace's own embedded copy is only warned about: a replay does not evaluate assertions, and a
    /// recording from elsewhere must still replay (audit 25). `check` and `report` evaluate them.
    /// `setup` names the scene that runs (after `--scene` over a trace's); `catalog` holds its
    /// definition, a trace's embedded one filed as `TraceScene.label(TRACE)`.
    static func checkAssertionNames(of setup: SessionSetup, catalog: SceneCatalog, replay: String?) throws(UsageError) {
        let id = setup.scene
        guard let scene = catalog.scene(withID: id), scene.assertions?.isEmpty == false else { return }
        let label = catalog.files[id] ?? "scene '\(id)'"
        let empty = Trace(header: Trace.Header(setup, definition: TraceScene.value(of: scene)), events: [])
        do {
            _ = try AssertionFile.ofScene(empty, catalog: catalog, label: label)
        } catch {
            guard let replay, label == TraceScene.label(replay) else { throw error }
            printError("warning: \(error.message) (the trace's own copy of its scene; replayed anyway: check and report refuse it)")
        }
    }

    /// Each scene `--scene` names for `check` or `report` (a file, or an id) with its `assertions`
    /// checked against its own names on the default phone, as `--headless --scene` checks them — also
    /// one the traces only switch to, or that none runs (audit 28: only a trace's first scene was).
    static func checkAssertionNames(ofGiven specs: [String], catalog: SceneCatalog) throws(UsageError) {
        for spec in specs {
            guard let id = SceneSources.sceneID(spec, in: catalog) else { continue }
            try checkAssertionNames(of: SessionSetup(scene: id), catalog: catalog, replay: nil)
        }
    }
}
