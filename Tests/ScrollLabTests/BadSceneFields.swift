import Foundation
import ScrollScene
import Testing

/// The bad cases of every row of `SceneField.table` (docs/SCENES.md's field table), made from the
/// table itself: a value of the wrong type, one below and one above the range, a fraction for a whole
/// number, a bad choice, a text too long or with a control character, one entry too many or too few,
/// the field missing when it is required, and an unknown field in each object. Each is a small scene
/// file that must fail with one line naming `path`.
struct BadSceneField: CustomTestStringConvertible, Sendable {
    /// What the case does (`pages[].rows above its range`).
    let name: String
    /// The scene file.
    let json: String
    /// The JSON path the message must name (`pages[0].rows`).
    let path: String

    var testDescription: String { name }

    static var all: [BadSceneField] {
        var cases: [BadSceneField] = []
        for row in SceneField.table {
            for (what, value) in badValues(row) {
                cases.append(make("\(row.path) \(what)", pattern: row.path, leaf: .set(value)))
            }
            if row.required { cases.append(make("\(row.path) missing", pattern: row.path, leaf: .omit)) }
            if case .object = row.kind {
                cases.append(make("\(row.path) holding an unknown field", pattern: row.path + ".bogusField", leaf: .set(1)))
            }
            if case .flagOrObject = row.kind {
                cases.append(make("\(row.path) holding an unknown field", pattern: row.path + ".bogusField", leaf: .set(1)))
            }
        }
        cases.append(make("an unknown top-level field", pattern: "rowHeigth", leaf: .set(50)))
        return cases
    }

    enum Leaf {
        case set(Any)
        case omit
    }

    static func badValues(_ row: SceneField) -> [(String, Any)] {
        switch row.kind {
        case .id: return [("of the wrong type", 12), ("with a space", "a b"), ("empty", "")]
        case .text: return [("of the wrong type", 12), ("too long", String(repeating: "W", count: 201)), ("with a newline", "a\nb")]
        case .bool: return [("of the wrong type", "yes")]
        case .int(let r):
            return [
                ("of the wrong type", "x"), ("below its range", r.lowerBound - 1), ("above its range", r.upperBound + 1),
                ("a fraction", 1.5),
            ]
        case .number(let r, _):
            return [("of the wrong type", "x"), ("below its range", r.lowerBound - 1), ("above its range", r.upperBound + 1)]
        case .choice: return [("of the wrong type", 12), ("not one of the choices", "nope")]
        case .object: return [("of the wrong type", "x")]
        case .flagOrObject: return [("of the wrong type", "x")]
        case .assertion:
            return [("of the wrong type", "x"), ("with an unknown key", ["name": "a", "always": true, "that": "true", "when": 1])]
        case .array(let r, _):
            let element = sample(SceneField.table.first { $0.path == row.path + "[]" })
            var cases: [(String, Any)] = [("of the wrong type", "x"), ("too long", Array(repeating: element, count: r.upperBound + 1))]
            if r.lowerBound > 0 { cases.append(("too short", Array(repeating: element, count: r.lowerBound - 1))) }
            return cases
        }
    }

    /// A valid value for a row (required children filled in).
    static func sample(_ row: SceneField?) -> Any {
        guard let row else { return 1 }
        switch row.kind {
        case .id: return "x"
        case .text: return "t"
        case .bool: return true
        case .int(let r): return max(r.lowerBound, min(r.upperBound, 1))
        case .number(let r, _): return max(r.lowerBound, min(r.upperBound, 50))
        case .choice(let c): return c[0]
        case .object, .flagOrObject: return requiredMembers(of: row.path)
        case .assertion: return ["name": "a", "always": true, "that": "true"]
        case .array(let r, _):
            return Array(repeating: sample(SceneField.table.first { $0.path == row.path + "[]" }), count: max(1, r.lowerBound))
        }
    }

    static func requiredMembers(of parent: String) -> [String: Any] {
        var members: [String: Any] = [:]
        for f in SceneField.table where f.required && f.parent == parent && f.name != "[]" { members[f.name] = sample(f) }
        return members
    }

    /// The file: `id` and `title`, then the chain of objects and arrays down to `pattern` (required
    /// members filled in), with the leaf set or left out.
    static func make(_ name: String, pattern: String, leaf: Leaf) -> BadSceneField {
        var parts: [String] = []
        for p in pattern.split(separator: ".") {
            var s = String(p)
            var brackets = 0
            while s.hasSuffix("[]") {
                s.removeLast(2)
                brackets += 1
            }
            parts.append(s)
            parts += Array(repeating: "[]", count: brackets)
        }
        let root = build(requiredMembers(of: ""), prefix: "", parts: parts[...], leaf: leaf)
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
        let path = pattern.replacingOccurrences(of: "[]", with: "[0]")
        return BadSceneField(name: name, json: String(decoding: data, as: UTF8.self), path: path)
    }

    /// `container` with the rest of the chain set in it.
    static func build(_ container: Any, prefix: String, parts: ArraySlice<String>, leaf: Leaf) -> Any {
        guard let part = parts.first else { return container }
        let path = part == "[]" ? prefix + "[]" : (prefix.isEmpty ? part : "\(prefix).\(part)")
        let row = SceneField.table.first { $0.path == path }
        let last = parts.count == 1
        var child: Any? = nil
        if last {
            if case .set(let v) = leaf { child = v }
        } else {
            child = build(row.map { sample($0) } ?? [String: Any](), prefix: path, parts: parts.dropFirst(), leaf: leaf)
        }
        if part == "[]" {
            var array = container as? [Any] ?? []
            if let child { array[0] = child } else { array.removeFirst() }
            return array
        }
        var object = container as? [String: Any] ?? [:]
        object[part] = child
        return object
    }
}
