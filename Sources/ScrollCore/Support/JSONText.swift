/// JSON text ↔ `JSONValue` with the standard library only, so the Embedded (wasm) build reads built-in
/// scene files and writes the state JSON without Foundation. `prettyText()` writes what Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` — byte for byte
/// (a test compares the two on real states): two-space indent, `"key" : value`, empty containers as
/// `[\n\n  ]`, numbers as Swift's shortest round-trip `description` without a trailing `.0`.
extension JSONValue {
    /// Parses one JSON value (RFC 8259; surrounding whitespace allowed); nil for anything malformed.
    public static func parse(_ text: String) -> JSONValue? {
        var p = JSONTextParser(bytes: Array(text.utf8))
        guard let v = p.value(depth: 0) else { return nil }
        p.skipSpace()
        return p.index == p.bytes.count ? v : nil
    }

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

/// A recursive-descent JSON reader over UTF-8 bytes (nesting at most 64 levels).
private struct JSONTextParser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func literal(_ word: String, _ v: JSONValue) -> JSONValue? {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return nil }
        index += w.count
        return v
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard index < bytes.count, depth < 64 else { return nil }
        switch bytes[index] {
        case 0x6E: return literal("null", .null)
        case 0x74: return literal("true", .bool(true))
        case 0x66: return literal("false", .bool(false))
        case 0x22: return string().map { .string($0) }
        case 0x5B: return array(depth: depth)
        case 0x7B: return object(depth: depth)
        default: return number()
        }
    }

    mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var out: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == 0x5D {
            index += 1
            return .array(out)
        }
        while true {
            guard let v = value(depth: depth + 1) else { return nil }
            out.append(v)
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == 0x5D { return .array(out) }
            guard bytes[index - 1] == 0x2C else { return nil }
        }
    }

    mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var out: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == 0x7D {
            index += 1
            return .object(out)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22, let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x3A else { return nil }
            index += 1
            guard let v = value(depth: depth + 1) else { return nil }
            out[key] = v
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == 0x7D { return .object(out) }
            guard bytes[index - 1] == 0x2C else { return nil }
        }
    }

    mutating func number() -> JSONValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self), let d = Double(text), d.isFinite
        else { return nil }
        return .number(d)
    }

    mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[index..<index + 4] {
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: return nil
            }
            v = v * 16 + UInt32(d)
        }
        index += 4
        return v
    }

    mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() -> Bool {
            guard !run.isEmpty else { return true }
            guard let s = String(validating: run, as: UTF8.self) else { return false }
            for u in s.unicodeScalars { scalars.append(u) }
            run.removeAll()
            return true
        }
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            if b == 0x22 { return flush() ? String(scalars) : nil }
            guard b >= 0x20 else { return nil }
            guard b == 0x5C else {
                run.append(b)
                continue
            }
            guard flush(), index < bytes.count else { return nil }
            let e = bytes[index]
            index += 1
            switch e {
            case 0x22: scalars.append("\"")
            case 0x5C: scalars.append("\\")
            case 0x2F: scalars.append("/")
            case 0x62: scalars.append("\u{8}")
            case 0x66: scalars.append("\u{c}")
            case 0x6E: scalars.append("\n")
            case 0x72: scalars.append("\r")
            case 0x74: scalars.append("\t")
            case 0x75:
                guard let u = unicodeEscape() else { return nil }
                scalars.append(u)
            default: return nil
            }
        }
        return nil
    }

    /// After `\u`: one scalar, a surrogate pair joined.
    mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let hi = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(hi) {
            guard index + 2 <= bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else { return nil }
            index += 2
            guard let lo = hex4(), (0xDC00..<0xE000).contains(lo) else { return nil }
            return Unicode.Scalar(0x10000 + (hi - 0xD800) << 10 + (lo - 0xDC00))
        }
        return Unicode.Scalar(hi)
    }
}
