import ScrollScene
import ScrollTrace

extension TraceScene {
    /// The scenes `trace` runs on: its header's, then each `scene=ID` key's in order, each once.
    public static func sceneIDs(_ trace: Trace) -> [String] {
        var out = [trace.header.scene]
        for event in trace.events {
            guard case .key(let key, _) = event, case .openScene(let id)? = PanelEdit(traceKey: key), !out.contains(id) else { continue }
            out.append(id)
        }
        return out
    }

    /// A line for the first `scene=ID` key of `trace` (a picker click) whose id no scene of `catalog`
    /// has, or nil. The replay ignores such a key, as the window's picker could not have offered it, so
    /// the trace stays on its scene and what it checks depends on which folders were given (audit 26):
    /// `check` prints this beside the trace's lines, `--headless --replay` as a warning.
    public static func unknownSceneKey(_ trace: Trace, catalog: SceneCatalog, path: String) -> String? {
        for event in trace.events {
            guard case .key(let key, let t) = event, case .openScene(let id)? = PanelEdit(traceKey: key),
                catalog.scene(withID: id) == nil
            else { continue }
            return
                "\(path): key scene=\(id) at \(TraceWindow.format(t)) s names no scene here; the replay ignores it and stays where it was "
                + "(give that scene's folder with --scenes DIR)"
        }
        return nil
    }
}
