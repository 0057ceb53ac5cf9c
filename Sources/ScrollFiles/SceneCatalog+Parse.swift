import Foundation
import ScrollCore
import ScrollScene

/// Parsing and checking a scene file: ScrollCore's strict reader, the field table's checks, then
/// `SceneDefinition(json:)` — the reader the wasm build uses too (this file stays native: it reports
/// problems with `Data` and lines, so it is in ScrollFiles, above the embeddable modules).
extension SceneCatalog {
    /// Parses and checks a scene file's bytes — the one path every scene takes, from a file or from a
    /// trace header. Order: UTF-8 and nesting; JSON and numbers; unknown fields; each field's type,
    /// range and presence (`SceneField.table`); then the rules between fields (`SceneRule.all`). The
    /// JSON is read by `JSONValue.read`: a duplicate key is refused naming its path (Foundation kept
    /// the first, every other tool the last), a trailing comma is malformed.
    /// - Parameter label: put before every message (the file's path).
    /// - Parameter checkingRules: false leaves out the rules between fields (a technique file read for a
    ///   nested page: `withTechniqueFile` checks it against the page's names).
    public static func parse(_ data: Data, label: String, checkingRules: Bool = true) throws(LoadError) -> SceneDefinition {
        func fail(_ what: String) -> LoadError { LoadError(message: "\(label): \(what)") }
        guard String(data: data, encoding: .utf8) != nil else { throw fail("not UTF-8 text") }
        if let line = Self.lineExceedingDepth(data, limit: 32) { throw fail("line \(line): nesting too deep (more than 32 levels)") }
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONValue.read(data)
        } catch {
            if case .duplicateKey = error.kind { throw fail(error.message) }
            // A number no Double holds (1e400): named by its field.
            throw fail(JSONNumberCheck.firstProblem(in: [UInt8](data), wholeNumbers: SceneField.wholeNumberNames) ?? error.message)
        }
        if let problem = JSONNumberCheck.firstProblem(in: [UInt8](data), wholeNumbers: SceneField.wholeNumberNames) { throw fail(problem) }
        let problems = SceneFieldCheck.problems(value, data: data)
        if !problems.isEmpty { throw LoadError(message: listed(problems, label: label)) }
        // The one reader of a definition on both targets (the wasm build's too): the fields were
        // checked above, so it only fails on a shape the field table does not know.
        guard let def = SceneDefinition(json: value) else { throw fail("not a scene definition") }
        // The fields were checked on the file itself: only the rules between them are left.
        for rule in SceneRule.all where checkingRules { if let problem = rule.check(def) { throw fail(problem) } }
        return def
    }

    /// The most problems of one file listed; the rest are counted.
    public static let maximumProblemsListed = 20

    /// One line per problem, each starting with `label` (the file), at most
    /// `maximumProblemsListed`, then `label: … and N more problems`.
    static func listed(_ problems: [String], label: String) -> String {
        var lines = problems.prefix(maximumProblemsListed).map { "\(label): \($0)" }
        if problems.count > maximumProblemsListed {
            lines.append("\(label): … and \(problems.count - maximumProblemsListed) more problems")
        }
        return lines.joined(separator: "\n")
    }

    /// The line where bracket nesting first exceeds `limit`, outside strings; nil if it never does.
    static func lineExceedingDepth(_ data: Data, limit: Int) -> Int? {
        var depth = 0
        var line = 1
        var inString = false
        var escaped = false
        for c in data {
            if c == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { inString = false }
                continue
            }
            switch c {
            case 0x22: inString = true
            case 0x7B, 0x5B:
                depth += 1
                if depth > limit { return line }
            case 0x7D, 0x5D: depth -= 1
            default: break
            }
        }
        return nil
    }
}
