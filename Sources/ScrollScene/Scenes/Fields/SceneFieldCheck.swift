import Foundation
import ScrollCore

/// Checks a scene file's JSON against `SceneField.table`: unknown fields first (in file order, with
/// the nearest known name), then every field's type, range and presence. Messages name the line and
/// the JSON path: `line 7: pages[1].rowHeigth: unknown field (did you mean rowHeights?)`.
enum SceneFieldCheck {
    /// The first problem, or nil.
    /// - Parameter lines: name the line (false for JSON made in code, all on one line).
    static func firstProblem(_ value: JSONValue, data: Data, lines: Bool = true) -> String? {
        let scan = JSONKeyScan(data)
        for key in scan.keys where SceneField.byPath[pattern(key.parentPattern, key.name)] == nil {
            let known = SceneField.children(of: key.parentPattern).map(\.name)
            let hint = nearest(key.name, in: known).map { " (did you mean \($0)?)" } ?? ""
            return (lines ? "line \(key.line): " : "") + "\(key.path): unknown field\(hint)"
        }
        var walk = Walk(scan: scan, lines: lines)
        walk.check(value, row: nil, path: "", pattern: "")
        return walk.problem
    }

    static func pattern(_ parent: String, _ name: String) -> String { parent.isEmpty ? name : "\(parent).\(name)" }

    /// The known name closest to `name` (optimal string alignment distance, at most a third of its
    /// length, at least 1), or nil.
    static func nearest(_ name: String, in known: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let scored = known.map { ($0, distance(name.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// A walk of the value tree beside the table; stops at the first problem.
    private struct Walk {
        let scan: JSONKeyScan
        let lines: Bool
        var problem: String?

        mutating func fail(_ path: String, _ what: String) {
            guard problem == nil else { return }
            problem = lines ? scan.line(of: path).map { "line \($0): \(what)" } ?? what : what
        }

        /// Checks `value` against `row` (nil: the top level, an object).
        mutating func check(_ value: JSONValue, row: SceneField?, path: String, pattern: String) {
            guard problem == nil else { return }
            guard let row else {
                guard let members = value.object else { return fail(path, "expected a JSON object") }
                return checkMembers(members, path: path, pattern: pattern)
            }
            switch (row.kind, value) {
            case (.object, .object(let members)), (.flagOrObject, .object(let members)): checkMembers(members, path: path, pattern: pattern)
            case (.array(let count, let noun), .array(let elements)):
                guard count.contains(elements.count) else {
                    let what = count.lowerBound == 0 ? "at most \(count.upperBound)" : "between \(count.lowerBound) and \(count.upperBound)"
                    return fail(path, "\(path): \(what) \(noun) (found \(elements.count))")
                }
                let element = SceneField.byPath[pattern + "[]"]
                for (i, e) in elements.enumerated() { check(e, row: element, path: "\(path)[\(i)]", pattern: pattern + "[]") }
            default: checkScalar(value, row: row, path: path)
            }
        }

        mutating func checkMembers(_ members: [String: JSONValue], path: String, pattern: String) {
            for field in SceneField.children(of: pattern) {
                let childPath = SceneFieldCheck.pattern(path, field.name)
                guard let v = members[field.name] else {
                    if field.required { fail(path, "missing field \"\(childPath)\"") }
                    continue
                }
                check(v, row: field, path: childPath, pattern: field.path)
            }
        }

        mutating func checkScalar(_ value: JSONValue, row: SceneField, path: String) {
            let expected: String
            switch (row.kind, value) {
            case (.id, .string(let s)):
                if s.isEmpty { return fail(path, "\(path) is empty") }
                if s.contains(where: { $0.isWhitespace || $0 == "/" }) { fail(path, "\(path) must not contain spaces or slashes") }
                // A picker click records `scene=ID` as a trace key (`Trace.maximumKeyLength` fits this).
                if s.count > SceneDefinition.maximumIDLength {
                    fail(path, "\(path) is longer than \(SceneDefinition.maximumIDLength) characters")
                }
                return
            case (.text, .string(let s)):
                if s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    return fail(path, "\(path) must not contain control characters (newlines, tabs, …)")
                }
                if s.count > SceneDefinition.maximumTitleLength {
                    fail(path, "\(path) is longer than \(SceneDefinition.maximumTitleLength) characters")
                }
                return
            case (.bool, .bool), (.flagOrObject, .bool): return
            case (.int(let r), .number(let n)):
                guard n == n.rounded() else { return fail(path, "\(path): expected a whole number, found \(n)") }
                if n < Double(r.lowerBound) || n > Double(r.upperBound) {
                    fail(path, "\(path) must be between \(r.lowerBound) and \(r.upperBound)")
                }
                return
            case (.number(let r, let unit), .number(let n)):
                let (lo, hi) = (SceneField.format(r.lowerBound), SceneField.format(r.upperBound))
                if !r.contains(n) { fail(path, "\(path) must be between \(lo) and \(hi) \(unit)") }
                return
            case (.choice(let choices), .string(let s)):
                if !choices.contains(s) { fail(path, "\(path) must be \(Self.list(choices.map { "\"\($0)\"" })) (found \"\(s)\")") }
                return
            case (.id, _), (.text, _), (.choice, _): expected = "text"
            case (.bool, _): expected = "true or false"
            case (.flagOrObject, _): expected = "true, false or an object"
            case (.int, _): expected = "a whole number"
            case (.number, _): expected = "a number"
            case (.object, _): expected = "an object"
            case (.array, _): expected = "an array"
            }
            fail(path, "\(path): expected \(expected), found \(value.kindName)")
        }

        static func list(_ words: [String]) -> String {
            guard let last = words.last, words.count > 1 else { return words.first ?? "" }
            return words.dropLast().joined(separator: ", ") + " or " + last
        }
    }
}
