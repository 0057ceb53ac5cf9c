import ScrollCore

/// One row of the scene file's field table (`SceneField.table`): a field's place, its type and range,
/// whether it is required, and what it means. The loader checks every field against it and
/// docs/SCENES.md's field table is generated from it (a test keeps the two the same).
public struct SceneField: Sendable {
    /// A field's type and the values it takes.
    public enum Kind: Sendable {
        /// Text without spaces or slashes, not empty.
        case id
        /// A title: at most `SceneDefinition.maximumTitleLength` characters, no control characters.
        case text
        case bool
        /// `true`, `false`, or an object of the rows under it (`header.carousel`).
        case flagOrObject
        /// A whole number in the range.
        case int(ClosedRange<Int>)
        /// A finite number in the range, in `unit` (points, seconds).
        case number(ClosedRange<Double>, unit: String)
        /// One of these spellings.
        case choice([String])
        case object
        /// An array with a count in the range; its elements are the row `PATH[]`. `noun` names them in
        /// messages ("between 1 and 50 pages").
        case array(ClosedRange<Int>, noun: String)
        /// An assertion object as in `NAME.assert.json` (docs/CHECK.md): the table checks that it is an
        /// object; its keys are read and checked natively by the assertion reader when a scene loads.
        case assertion
    }

    /// `pages[].rows`: object members joined by `.`, array elements as `[]`.
    public let path: String
    public let kind: Kind
    public let required: Bool
    /// What the field does (docs/SCENES.md's last column).
    public let meaning: String
    /// The value a file that leaves the field out gets, where that is one value (`bounces`: true); nil
    /// where it depends on the rest of the scene or is none. A file stating it is the same scene as one
    /// leaving it out (`check` and `report --scene` do not call that a difference); `SceneFieldDefaultTests`
    /// holds each to what the scene does.
    public let defaultValue: JSONValue?

    init(_ path: String, _ kind: Kind, required: Bool = false, default value: JSONValue? = nil, _ meaning: String) {
        self.path = path
        self.kind = kind
        self.required = required
        self.defaultValue = value
        self.meaning = meaning
    }

    /// The table's row for a value's place in a scene file (`pages[1].rows` → `pages[].rows`), if any.
    public static func row(at path: String) -> SceneField? {
        var pattern = ""
        var inIndex = false
        for c in path {
            if c == "[" {
                inIndex = true
                pattern += "[]"
            } else if c == "]" {
                inIndex = false
            } else if !inIndex {
                pattern.append(c)
            }
        }
        return byPath[pattern]
    }

    /// Whether `pattern` is inside an `assertion` row (its keys are not the table's).
    /// Whether `value` is the container this field's kind takes members in: an object for an object
    /// (or a flag-or-object), an array for an array. Otherwise its members are not checked by name.
    func holdsMembers(of value: JSONValue) -> Bool {
        switch (kind, value) {
        case (.object, .object), (.flagOrObject, .object), (.array, .array): return true
        default: return false
        }
    }

    public static func isInsideAssertion(_ pattern: String) -> Bool {
        assertionRows.contains { pattern.hasPrefix($0 + ".") || pattern.hasPrefix($0 + "[]") }
    }

    static let assertionRows: [String] = table.compactMap { f in
        if case .assertion = f.kind { return f.path }
        return nil
    }

    /// The last part of the path, the name written in the file (`rows`; `[]` for an element).
    public var name: String {
        if path.hasSuffix("[]") { return "[]" }
        return String(path.split(separator: ".").last ?? "")
    }

    /// The row of the object or array holding this field ("" for the top level).
    public var parent: String {
        if path.hasSuffix("[]") { return String(path.dropLast(2)) }
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }

    /// The type column of the table.
    public var typeName: String {
        switch kind {
        case .id, .text: "string"
        case .bool: "bool"
        case .flagOrObject: "bool or object"
        case .int: "int"
        case .number: "number"
        case .choice: "string"
        case .object: "object"
        case .array: "array"
        case .assertion: "object"
        }
    }

    /// The rule column of the table (what the checks enforce).
    public var rule: String {
        let need = required ? "required; " : ""
        switch kind {
        case .id: return need + "not empty, at most \(SceneDefinition.maximumIDLength) characters, no spaces or slashes"
        case .text: return need + "at most \(SceneDefinition.maximumTitleLength) characters, no control characters"
        case .bool: return need + "`true` or `false`"
        case .flagOrObject: return need + "`true`, `false` or an object"
        case .int(let r): return need + Self.range(r.lowerBound, r.upperBound, unit: nil)
        case .number(let r, let unit): return need + Self.range(r.lowerBound, r.upperBound, unit: unit)
        case .choice(let c): return need + c.map { "`\($0)`" }.joined(separator: " \\| ")
        case .object: return need.isEmpty ? "" : "required"
        case .array(let r, let noun): return need + Self.count(r, noun)
        case .assertion: return need + "an assertion as in `NAME.assert.json` ([CHECK.md](CHECK.md#assertions-in-a-scene))"
        }
    }

    static func range<T: Comparable & CustomStringConvertible>(_ lo: T, _ hi: T, unit: String?) -> String {
        "\(format(lo))…\(format(hi))" + (unit.map { " \($0)" } ?? "")
    }

    static func count(_ r: ClosedRange<Int>, _ noun: String) -> String {
        r.lowerBound == 0 ? "at most \(r.upperBound) \(noun)" : "\(r.lowerBound)…\(r.upperBound) \(noun)"
    }

    /// A number as a person writes it: `8`, `0.5`, `10000000`.
    static func format<T: CustomStringConvertible>(_ v: T) -> String {
        if let d = v as? Double, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return v.description
    }
}
