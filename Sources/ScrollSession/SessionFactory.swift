import ScrollCore
import ScrollScene

/// The one place a `Sandbox` is built: from a `SessionSetup` (options, or a trace's header through
/// `SessionFactory.sandbox(catalog:trace:…)` in Trace/), or from a scene's index. Every mode — the
/// window, `--headless`, `report`, `check`, `fuzz`, `bench`, `export` — and every test asks it.
public enum SessionFactory {
    /// A sandbox for `setup`: its scene by id, overlays on.
    /// - Throws: `UsageError` when the catalogue has no scene of that id.
    public static func sandbox(catalog: SceneCatalog, setup: SessionSetup) throws(UsageError) -> Sandbox {
        guard let index = catalog.scenes.firstIndex(where: { $0.id == setup.scene }) else {
            throw UsageError("unknown scene '\(setup.scene)'; scrolllab --list-scenes lists them")
        }
        let sandbox = Sandbox(
            catalog: catalog, sceneIndex: index, device: setup.device, landscape: setup.landscape, hz: setup.hz, feel: setup.feel)
        sandbox.overlays = setup.overlays
        return sandbox
    }

    /// A sandbox on the catalogue's scene at `sceneIndex` (a valid index).
    public static func sandbox(
        catalog: SceneCatalog, sceneIndex: Int, device: Device = .fifteen, landscape: Bool = false, hz: Int = 120, feel: Feel? = nil
    ) -> Sandbox {
        Sandbox(catalog: catalog, sceneIndex: sceneIndex, device: device, landscape: landscape, hz: hz, feel: feel)
    }
}
