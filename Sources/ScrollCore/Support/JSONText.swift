/// JSON text ↔ `JSONValue` with the standard library only, so the Embedded (wasm) build reads built-in
/// scene files and writes the state JSON without Foundation. `prettyText()` writes what Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` — byte for byte
/// (a test compares the two on real states): two-space indent, `"key" : value`, empty containers as
/// `[\n\n  ]`, numbers as Swift's shortest round-trip `description` without a trailing `.0`.
extension JSONValue {
    /// Parses one JSON value (the strict reader, `JSONValue.read`); nil for anything it refuses.
    public static func parse(_ text: String) -> JSONValue? { try? read(text) }

    /// The elements of an array (nil for anything else).
    public var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The value as pretty-printed JSON with sorted keys (no trailing newline).
    public func prettyText() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.numberText(n)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let a):
            out += "[\n"
            if a.isEmpty { out += "\n" }
            for (i, v) in a.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                v.write(into: &out, indent: indent + 2)
                out += i == a.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let o):
            out += "{\n"
            if o.isEmpty { out += "\n" }
            let keys = o.keys.sorted()
            for (i, k) in keys.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                Self.writeString(k, into: &out)
                out += " : "
                o[k]!.write(into: &out, indent: indent + 2)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// The value as compact JSON with sorted keys (what a trace header and the web bundle carry): the
    /// same value always gives the same text.
    public func compactText() -> String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() {
                if i > 0 { out += "," }
                v.writeCompact(into: &out)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                Self.writeString(k, into: &out)
                out += ":"
                o[k]!.writeCompact(into: &out)
            }
            out += "}"
        default: write(into: &out, indent: 0)
        }
    }

    /// A number as JSONEncoder writes a Double: `1`, `0.1`, `1e-07`, `1.2345678901234568e+20`.
    public static func numberText(_ n: Double) -> String {
        let s = n.description
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    private static func writeString(_ s: String, into out: inout String) { out += quoted(s) }

    /// `s` as a JSON string literal, quotes included, as `JSONEncoder` writes it: `"`, `\` and the C0
    /// controls escaped (`\n \r \t \b \f`, else `\u00XX`), everything else as is. The one JSON
    /// string writer: state text, traces, check expectations and (with `<` escaped for HTML) reports.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x08: out += "\\b"
            case 0x0C: out += "\\f"
            case 0..<0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
