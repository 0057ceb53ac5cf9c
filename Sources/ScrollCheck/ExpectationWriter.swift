import ScrollCore

/// Writes a `JSONValue` as an expectation file shows it: sorted keys, two-space indents, and an
/// object or array at most two levels deep on one line when it fits (`{"id": "main", "offset":
/// {"x": 0, "y": 812.5}, "state": "idle"}`), so
/// a file reads as one line per scroll view and per event and diffs well in review.
public enum ExpectationWriter {
    /// The longest one-line object or array, in characters.
    public static let lineWidth = 110

    /// The text of `value`, ending in a newline. `indent` nil: everything on one line.
    public static func text(_ value: JSONValue, indent: Int? = 0) -> String {
        var out = ""
        write(value, indent: indent, into: &out)
        return indent == 0 ? out + "\n" : out
    }

    private static func write(_ value: JSONValue, indent: Int?, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? JSONValue.format(n) : "null"
        case .string(let s): out += JSONValue.quoted(s)
        case .array(let items):
            container("[", "]", items.map { (nil, $0) }, indent: indent, into: &out)
        case .object(let members):
            container("{", "}", members.sorted { order($0.key, $1.key) }.map { ($0.key, $0.value) }, indent: indent, into: &out)
        }
    }

    private static func container(
        _ open: String, _ close: String, _ items: [(String?, JSONValue)], indent: Int?, into out: inout String
    ) {
        func member(_ item: (String?, JSONValue), _ indent: Int?) -> String {
            var s = item.0.map { JSONValue.quoted($0) + ": " } ?? ""
            write(item.1, indent: indent, into: &s)
            return s
        }
        guard !items.isEmpty else {
            out += open + close
            return
        }
        let flat = open + items.map { member($0, nil) }.joined(separator: ", ") + close
        let depth = 1 + (items.map { $0.1.depth }.max() ?? 0)
        guard let level = indent, depth > 2 || flat.count + 2 * level > lineWidth else {
            out += flat
            return
        }
        let pad = String(repeating: "  ", count: level + 1)
        out += open + "\n" + items.map { pad + member($0, level + 1) }.joined(separator: ",\n")
        out += "\n" + String(repeating: "  ", count: level) + close
    }

    /// Keys in a reader's order: what a thing is and when first (`expect`, `trace`, `at`, `t`, …,
    /// `name`, `id`, `index`), the big parts last (`checkpoints`, `state`), the rest alphabetical.
    public static func order(_ a: String, _ b: String) -> Bool {
        let ra = rank[a] ?? 50
        let rb = rank[b] ?? 50
        return ra != rb ? ra < rb : a < b
    }

    public static let rank: [String: Int] = [
        "expect": 0, "trace": 1, "at": 2, "t": 3, "tolerance": 4, "note": 5, "name": 6, "id": 7, "index": 8,
        "checkpoints": 100, "state": 100,
    ]

}

extension JSONValue {
    /// 0 for a plain value, 1 for an object or array of plain values, and so on.
    fileprivate var depth: Int {
        switch self {
        case .array(let a): return 1 + (a.map(\.depth).max() ?? 0)
        case .object(let o): return 1 + (o.values.map(\.depth).max() ?? 0)
        default: return 0
        }
    }
}
