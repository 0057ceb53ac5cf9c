import ScrollCore
import ScrollScene

/// The built-in scenes (Assets/scenes), in the catalogue's order (`order`, then id): their files'
/// text is compiled in by scripts/build-wasm (`BuiltinSceneTexts`) and read once here.
enum BuiltinScenes {
    nonisolated(unsafe) static let all: [SceneDefinition] = {
        let defs = BuiltinSceneTexts.all.compactMap { JSONValue.parse($0).flatMap { SceneDefinition(json: $0) } }
        return defs.sorted { ($0.order ?? Int.max, $0.id) < ($1.order ?? Int.max, $1.id) }
    }()
}
