import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene

/// The tree tests' scene (`mine.json`): a technique scene with a 200 pt header, a 44 pt strip titled
/// A, B, C …, one page per entry of `rows` (rows of 72 pt), running a technique given as JSON text.
struct TechniqueTreeScene {
    var rows: [Int]

    func definition(_ technique: String) throws -> SceneDefinition {
        let pages = rows.map { #"{"rows": \#($0)}"# }.joined(separator: ", ")
        let titles = rows.indices.map { "\"\(Character(UnicodeScalar(UInt8(65 + $0))))\"" }.joined(separator: ", ")
        let scene = """
            {"id": "mine", "title": "Mine", "kind": "technique", "header": {"height": 200}, "tabStrip": {"height": 44, "titles": [\(titles)]},
             "pages": [\(pages)], "rowHeight": 72, "appTechnique": \(technique)}
            """
        return try SceneCatalog.parse(Data(scene.utf8), label: "mine.json")
    }

    /// A session on the iPhone 15 at 120 Hz.
    func session(_ technique: String) throws -> SceneSession {
        SceneSession(definition: try definition(technique), viewport: Size(width: 393, height: 852), hz: 120)
    }

    /// The one line loading refuses the technique with, or nil.
    func problem(_ technique: String) -> String? {
        do {
            _ = try definition(technique)
            return nil
        } catch {
            return (error as? SceneCatalog.LoadError)?.message ?? "\(error)"
        }
    }
}

extension SceneSession {
    /// A scroll view's offset in the state (NaN when there is no such view).
    func offsetX(_ id: String) -> Double { state().scrollViews.first { $0.id == id }?.offset.x ?? .nan }
    func offsetY(_ id: String) -> Double { state().scrollViews.first { $0.id == id }?.offset.y ?? .nan }
    var arenaLog: [String] { state().arena.log }
}
