import Foundation
import ScrollCore
import ScrollScene

// A scene file's check with its line numbers and unknown fields in file order (JSONKeyScan on its
// bytes: native only, so in ScrollFiles).
extension SceneFieldCheck {
    /// The first problem, or nil.
    /// - Parameter lines: name the line (false for JSON made in code, all on one line).
    static func firstProblem(_ value: JSONValue, data: Data, lines: Bool = true) -> String? {
        problems(value, data: data, lines: lines).first
    }

    /// Every problem, in order: unknown fields in file order, then the table's walk.
    static func problems(_ value: JSONValue, data: Data, lines: Bool = true) -> [String] {
        let scan = JSONKeyScan(data)
        var out: [String] = []
        for key in scan.keys where SceneField.byPath[pattern(key.parentPattern, key.name)] == nil {
            if SceneField.isInsideAssertion(pattern(key.parentPattern, key.name)) { continue }
            // Inside a field of another type (an object where `pages` wants an array): the walk's one
            // line says so, and its members are not "unknown fields" (audit 26, finding 18).
            if insideWrongType(pattern(key.parentPattern, key.name)) { continue }
            out.append((lines ? "line \(key.line): " : "") + "\(key.path): unknown field\(hint(key.name, key.parentPattern))")
        }
        var walk = Walk(line: { scan.line(of: $0) }, lines: lines)
        walk.check(value, row: nil, path: "", pattern: "")
        return out + walk.problems
    }
}
