import ScrollCore

/// Checks a scene file's JSON against `SceneField.table`: unknown fields first (in file order, with
/// the nearest known name), then every field's type, range and presence. Messages name the line and
/// the JSON path: `line 7: pages[1].rowHeigth: unknown field (did you mean rowHeights?)`. This part has
/// no Foundation: the web module checks a page's definitions with it (`SceneDefinition.problem`); the
/// file's line numbers come from `SceneFieldCheck+File` (ScrollFiles). The walk notes every problem (one per
/// field), so a file's errors are listed at once (`SceneCatalog.parse`).
public enum SceneFieldCheck {
    /// The first problem of `value` (keys in name order), or nil.
    /// - Parameter lineOne: name line 1 in every message, as the check of a one-line file does (a
    ///   trace header's definition); else no line.
    static func firstProblem(_ value: JSONValue, lineOne: Bool = false) -> String? {
        if let problem = unknownField(value, path: "", pattern: "") { return (lineOne ? "line 1: " : "") + problem }
        var walk = Walk(line: { _ in 1 }, lines: lineOne)
        walk.check(value, row: nil, path: "", pattern: "")
        return walk.problems.first
    }

    /// The first member of an object in `value` that `SceneField.table` does not know.
    static func unknownField(_ value: JSONValue, path: String, pattern: String) -> String? {
        switch value {
        case .object(let members):
            for name in members.keys.sorted() {
                let childPath = Self.pattern(path, name)
                let childPattern = Self.pattern(pattern, name)
                if SceneField.isInsideAssertion(childPattern) { continue }
                guard let field = SceneField.byPath[childPattern] else { return "\(childPath): unknown field\(hint(name, pattern))" }
                // A value of another type (an object where an array is wanted) is the walk's one line;
                // its members are not unknown fields (audit 26).
                guard field.holdsMembers(of: members[name] ?? .null) else { continue }
                if let p = unknownField(members[name] ?? .null, path: childPath, pattern: childPattern) { return p }
            }
        case .array(let elements):
            for (i, e) in elements.enumerated() {
                if let p = unknownField(e, path: "\(path)[\(i)]", pattern: pattern + "[]") { return p }
            }
        default: break
        }
        return nil
    }

    /// Whether `pattern` lies under a field whose value, by its kind, holds no members by name (an
    /// array, a number, a text…): a key there is only because that field has the wrong type.
    public static func insideWrongType(_ pattern: String) -> Bool {
        SceneField.table.contains { f in pattern.hasPrefix(f.path + ".") && !f.holdsMembers(of: .object([:])) }
    }

    /// ` (did you mean NAME?)` for the known field of `parent` nearest to `name`, or "".
    public static func hint(_ name: String, _ parent: String) -> String {
        nearest(name, in: SceneField.children(of: parent).map { $0.name }).map { " (did you mean \($0)?)" } ?? ""
    }

    public static func pattern(_ parent: String, _ name: String) -> String { parent.isEmpty ? name : "\(parent).\(name)" }

    /// The known name closest to `name` (optimal string alignment distance, at most a third of its
    /// length, at least 1), or nil.
    public static func nearest(_ name: String, in known: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let scored = known.map { ($0, distance(asciiLowercased(name), asciiLowercased($0))) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// `s` with A–Z lowered (field names are ASCII; no case tables in the web module).
    static func asciiLowercased(_ s: String) -> String {
        String(decoding: s.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Whether `c` is white space (Unicode's White_Space, as `Character.isWhitespace` has it, without
    /// the property tables in the web module).
    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, by Unicode scalar.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
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

    /// A walk of the value tree beside the table; notes every problem (one per field).
    public struct Walk {
        /// The line of a path in the file (nil: unknown).
        let line: (String) -> Int?
        let lines: Bool
        public var problems: [String] = []

        /// - Parameter lines: name the line (false for JSON made in code, all on one line).
        public init(line: @escaping (String) -> Int?, lines: Bool) {
            self.line = line
            self.lines = lines
        }

        mutating func fail(_ path: String, _ what: String) {
            problems.append(lines ? line(path).map { "line \($0): \(what)" } ?? what : what)
        }

        /// Checks `value` against `row` (nil: the top level, an object).
        public mutating func check(_ value: JSONValue, row: SceneField?, path: String, pattern: String) {
            guard let row else {
                guard let members = value.object else { return fail(path, "expected a JSON object") }
                return checkMembers(members, path: path, pattern: pattern)
            }
            switch (row.kind, value) {
            case (.object, .object(let members)), (.flagOrObject, .object(let members)): checkMembers(members, path: path, pattern: pattern)
            case (.assertion, .object): return
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
                if s.unicodeScalars.contains(where: { SceneFieldCheck.isWhitespace($0) || $0 == "/" }) {
                    fail(path, "\(path) must not contain spaces or slashes")
                }
                // A picker click records `scene=ID` as a trace key (`Trace.maximumKeyLength` fits this).
                if s.count > SceneDefinition.maximumIDLength {
                    fail(path, "\(path) is longer than \(SceneDefinition.maximumIDLength) characters")
                }
                return
            case (.text, .string(let s)):
                // Unicode's control characters (category Cc): U+0000–001F and U+007F–009F.
                if s.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
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
                if !choices.contains(s) {
                    let near = SceneFieldCheck.nearest(s, in: choices).map { " (did you mean \($0)?)" } ?? ""
                    fail(path, "\(path) must be \(Self.list(choices.map { "\"\($0)\"" })) (found \"\(s)\")\(near)")
                }
                return
            case (.id, _), (.text, _), (.choice, _): expected = "text"
            case (.bool, _): expected = "true or false"
            case (.flagOrObject, _): expected = "true, false or an object"
            case (.int, _): expected = "a whole number"
            case (.number, _): expected = "a number"
            case (.object, _): expected = "an object"
            case (.array, _): expected = "an array"
            case (.assertion, _): expected = "an object"
            }
            fail(path, "\(path): expected \(expected), found \(value.kindName)")
        }

        static func list(_ words: [String]) -> String {
            guard let last = words.last, words.count > 1 else { return words.first ?? "" }
            return words.dropLast().joined(separator: ", ") + " or " + last
        }
    }
}
