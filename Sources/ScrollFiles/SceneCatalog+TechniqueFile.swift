import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollScene

/// A scene file's `techniqueFile` (docs/TECHNIQUES.md, "Technique files"): one technique, many scenes.
extension SceneCatalog {
    /// `def` with its `appTechnique` read from the technique file it names: `techniques/ID.json` in
    /// the scene file's folder, else in its parent folder (a `scenes/` and a `techniques/` side by
    /// side). The technique file is checked as the scene's field would be, its problems named by the
    /// technique file's path and line. The definition keeps both, so a trace carries the technique.
    static func withTechniqueFile(_ def: SceneDefinition, scene url: URL) throws(LoadError) -> SceneDefinition {
        guard let name = def.techniqueFile else { return def }
        if def.appTechnique != nil {
            throw LoadError(message: "\(url.path): techniqueFile and appTechnique: give one (the file is the technique)")
        }
        let folder = url.deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map {
            $0.appendingPathComponent("techniques").appendingPathComponent("\(name).json")
        }
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw LoadError(message: "\(url.path): techniqueFile: no technique file \(candidates.map(\.path).joined(separator: " or "))")
        }
        let data: Data
        do {
            data = InputFile.droppingByteOrderMark(try InputFile.read(file.path, limit: maximumFileSize, what: "technique file"))
        } catch {
            throw LoadError(message: "\(file.path): \(error.words("technique file", limit: maximumFileSize))")
        }
        if let problem = shapeProblem(data) { throw LoadError(message: "\(file.path): \(problem)") }
        // Checked as the field of a one-line scene: its lines are the technique file's own. A nested
        // page's is compiled against the page's names (its recognizers), not a technique scene's tree.
        var text = Data(#"{"id": "t", "title": "t", "kind": "technique", "appTechnique": "#.utf8)
        text.append(data)
        text.append(Data("\n}".utf8))
        let isTechnique = def.resolvedKind == .technique
        let checked = try parse(text, label: file.path, checkingRules: isTechnique)
        var out = def
        out.appTechnique = checked.appTechnique
        if !isTechnique, let problem = out.nestedPageTechniqueProblem { throw LoadError(message: "\(file.path): \(problem)") }
        // The rules between the scene's fields and its technique's (the strip's titles per list).
        if isTechnique, let problem = SceneRule.all.lazy.compactMap({ $0.check(out) }).first {
            throw LoadError(message: "\(url.path): \(problem)")
        }
        return out
    }

    /// One line for a technique file that is not the technique object itself: an array, or the
    /// scene's field copied whole (`{"appTechnique": {…}}`); nil otherwise (its fields are checked
    /// as the scene field's, broken JSON included).
    static func shapeProblem(_ data: Data) -> String? {
        let what = #"the technique itself, one object ({"name": …, "rules": […]}), what a scene's "appTechnique" holds"#
        switch try? JSONValue.read(data) {
        case .array?: return "a technique file holds \(what), not an array"
        case .object(let o)? where o.keys.contains("appTechnique"):
            return "a technique file holds \(what), not {\"appTechnique\": …}: write the object inside it"
        default: return nil
        }
    }
}
