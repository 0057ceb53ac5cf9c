import Foundation
import ScrollCore

/// Parsing and checking a scene file (ScrollCore's strict reader, then Foundation's JSONDecoder for the
/// definition: native only; scripts/build-wasm leaves this file out).
extension SceneCatalog {
    /// Parses and checks a scene file's bytes — the one path every scene takes, from a file or from a
    /// trace header. Order: UTF-8 and nesting; JSON and numbers; unknown fields; each field's type,
    /// range and presence (`SceneField.table`); then the rules between fields (`SceneRule.all`). The
    /// JSON is read by `JSONValue.read`: a duplicate key is refused naming its path (Foundation kept
    /// the first, every other tool the last), a trailing comma is malformed.
    /// - Parameter label: put before every message (the file's path).
    public static func parse(_ data: Data, label: String) throws(LoadError) -> SceneDefinition {
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
        let def: SceneDefinition
        do {
            def = try JSONDecoder().decode(SceneDefinition.self, from: data)
        } catch let error as DecodingError {
            throw fail(Self.describe(error, data: data))
        } catch {
            throw fail("\(error)")
        }
        // The fields were checked on the file itself: only the rules between them are left.
        for rule in SceneRule.all { if let problem = rule.check(def) { throw fail(problem) } }
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

    /// A one-line description of a decoding error, with the line number when the JSON is malformed.
    static func describe(_ error: DecodingError, data: Data) -> String {
        func pathString(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
                in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .dataCorrupted(let ctx):
            if ctx.codingPath.isEmpty {
                return JSONNumberCheck.firstProblem(in: [UInt8](data), wholeNumbers: SceneField.wholeNumberNames) ?? malformedJSON(data)
            }
            return "\(pathString(ctx.codingPath)): \(ctx.debugDescription)"
        case .keyNotFound(let key, let ctx):
            let p = pathString(ctx.codingPath + [key])
            return "missing field \"\(p)\""
        case .typeMismatch(let type, let ctx):
            if ctx.codingPath.isEmpty { return "expected a JSON object" }
            return "\(pathString(ctx.codingPath)): expected \(type)"
        case .valueNotFound(let type, let ctx):
            return "\(pathString(ctx.codingPath)): expected \(type), found null"
        @unknown default:
            return "\(error)"
        }
    }

    /// Describes malformed JSON with its line number. Foundation reports the position in its
    /// NSDebugDescription ("… around character 32." on Linux, "… around line 4, column 3." on Darwin).
    public static func malformedJSON(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            if let r = text.range(of: #"line (\d+)"#, options: .regularExpression) {
                return "\(text[r]): malformed JSON"
            }
            if let r = text.range(of: #"character (\d+)"#, options: .regularExpression),
                let index = Int(text[r].split(separator: " ").last ?? "")
            {
                return "line \(line(ofByte: index, in: data)): malformed JSON"
            }
        }
        let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return "line \(data.last == 0x0A ? lines - 1 : lines): malformed JSON (unexpected end of file)"
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

    static func line(ofByte index: Int, in data: Data) -> Int {
        var line = 1
        for (i, b) in data.enumerated() {
            if i >= index { break }
            if b == 0x0A { line += 1 }
        }
        return line
    }
}
