import ScrollScene
import ScrollSession
import ScrollTrace

extension TraceScene {
    /// The scenes a replay of `trace` on `catalog` (resolved: `TraceScene.catalog`) runs on, each once
    /// in order, with the time it was first opened (0 for the header's): whatever switched it — a
    /// `scene=ID` key, a number key, the picker — as the replay itself switches (audit 27: a scan of
    /// `scene=ID` keys missed the number keys). One replay without settling: scenes change only at keys.
    public static func scenesRun(_ trace: Trace, catalog: SceneCatalog) throws(UsageError) -> [(id: String, time: Double)] {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(trace.header, hz: nil, feel: nil))
        var out = [(id: sandbox.session.definition.id, time: 0.0)]
        ReplayDriver().run(
            sandbox, trace.events,
            eachEvent: { i in
                let id = sandbox.session.definition.id
                if !out.contains(where: { $0.id == id }) { out.append((id, trace.events[i].time)) }
            })
        return out
    }

    /// A line for the first `scene=ID` key of `trace` (a picker click) whose id no scene of `catalog`
    /// has, or nil. The replay ignores such a key, as the window's picker could not have offered it, so
    /// the trace stays on its scene and what it checks depends on which folders were given (audit 26):
    /// `check` prints this beside the trace's lines, `--headless --replay` as a warning.
    public static func unknownSceneKey(_ trace: Trace, catalog: SceneCatalog, path: String) -> String? {
        for event in trace.events {
            // The trace's own scene is always there (its embedded definition joins the catalogue).
            guard case .key(let key, let t) = event, case .openScene(let id)? = PanelEdit(traceKey: key),
                id != trace.header.scene, catalog.scene(withID: id) == nil
            else { continue }
            return
                "\(path): key scene=\(id) at \(TraceWindow.format(t)) s names no scene here; the replay ignores it and stays where it was "
                + "(give that scene's folder with --scenes DIR)"
        }
        return nil
    }
}
