import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import ScrollSession
import ScrollTrace

/// The scene a trace replays on — the one resolution every mode uses (`--replay` in the window and
/// headless, `report`, `fuzz --check`, `check`): the definition embedded in the trace's header first
/// (checked like a scene file), the catalogue's scene of that id second (every trace of version 1).
public enum TraceScene {
    /// `catalog` with the trace's scene in it: its embedded definition in place of the catalogue's
    /// scene of the same id (or added), else the catalogue as it is when it holds the id.
    /// - Parameter path: the trace file, for messages (`PATH:1: …`).
    /// - Throws: `UsageError` for a bad embedded definition, or an id found nowhere.
    /// A trace whose header does not embed a definition stating `contentInsetAdjustmentBehavior` was
    /// recorded before the field (every writer states it since): all its scenes replay with
    /// `SceneDefinition.forReplay`'s defaults (`never`), so it reaches the state it was recorded with.
    public static func catalog(for header: Trace.Header, from catalog: SceneCatalog, path: String) throws(UsageError) -> SceneCatalog {
        let definition = try embedded(header, path: path)
        let old = definition?.contentInsetAdjustmentBehavior == nil
        let base = old ? catalog.forReplay : catalog
        if let definition { return base.replacing(with: definition.forReplay, from: label(path)) }
        guard catalog.scene(withID: header.scene) != nil else {
            throw UsageError(
                "\(path):1: unknown scene '\(header.scene)' (the trace embeds no definition of it: add its scene file's folder with --scenes DIR)"
            )
        }
        return base
    }

    /// Where a trace's embedded scene is said to come from, in messages and in the catalogue's `files`:
    /// `TRACE:1: definition`.
    public static func label(_ path: String) -> String { "\(path):1: definition" }

    /// The header's embedded definition, checked as a scene file is; nil when there is none.
    public static func embedded(_ header: Trace.Header, path: String) throws(UsageError) -> SceneDefinition? {
        guard let value = header.definition else { return nil }
        let definition: SceneDefinition
        do {
            definition = try SceneCatalog.parse(value.encoded(), label: label(path))
        } catch {
            throw UsageError(error.message)
        }
        guard definition.id == header.scene else {
            throw UsageError("\(path):1: the embedded definition is scene '\(definition.id)', the header's \"scene\" is '\(header.scene)'")
        }
        return definition
    }

    /// A header's `definition`: the scene as a file would hold it.
    /// The definition as its file says (nothing added): what the web page's bundle carries.
    public static func fileValue(of definition: SceneDefinition) -> JSONValue? {
        definition.json
    }

    /// It states the inset adjustment (`SceneDefinition.forRecording`), so a replay never takes it for
    /// a trace from before the field.
    public static func value(of definition: SceneDefinition) -> JSONValue? {
        definition.forRecording.json
    }
}
