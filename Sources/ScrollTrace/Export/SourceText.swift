import ScrollCore

/// The one writer of user text and numbers into generated source (`export cdp|w3c|xcuitest|android`,
/// `feel export`): a string literal or a comment that nothing inside can close, and finite numbers only.
///
/// - A comment's text is kept on one line and unable to end or nest its comment: every line break any
///   target knows (LF, CR, U+0085, U+2028, U+2029, VT, FF), every other control (NUL included), the bidi
///   overrides and U+FEFF are written as `U+XXXX` (no backslash, so no target reads an escape there), and
///   a space goes between `*` and `/` in either order (`*/` would close a block comment, `/*` would open
///   a nested one in Swift, Kotlin and Dart). Safe in `//`, `#`, `///`, `/** … */` and CSS comments.
/// - A string literal is double-quoted with every quote, backslash, interpolation sign (Kotlin and
///   Dart `$`) and each of the characters above escaped in the language's own syntax (JSON: ScrollCore's
///   one JSON string writer, `JSONValue.quoted`).
/// - A number is the shortest text that reads back to it; a value that is not finite is never printed:
///   the callers refuse it first (`feel export`) or clamp it (`coordinate`).
public enum SourceText {
    /// The languages generated code is written in.
    public enum Language: String, CaseIterable, Sendable {
        case python, swift, kotlin, dart, javaScript, css, json
    }

    /// The largest coordinate or wheel delta an export writes, in points (no screen is near it; a
    /// trace may carry any finite number, 1e300 included).
    public static let coordinateLimit = 1e9

    /// `v` clamped to ±`coordinateLimit` (the trace reader refuses non-finite values already).
    public static func coordinate(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, -coordinateLimit), coordinateLimit)
    }

    /// Whether `u` must not appear as itself in generated text: controls, line and paragraph
    /// separators, bidi embeddings/overrides/isolates, the byte-order mark.
    static func isHostile(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF: return true
        default: return false
        }
    }

    static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }

    /// `text` made inert for any comment of any target (see the type's documentation).
    public static func comment(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for u in text.unicodeScalars {
            if isHostile(u) {
                out += "U+" + hex(u.value, digits: 4)
                previous = nil
                continue
            }
            if let p = previous, (p == "*" && u == "/") || (p == "/" && u == "*") { out += " " }
            out.unicodeScalars.append(u)
            previous = u
        }
        return out
    }

    /// `text` as a double-quoted string literal of `language` (CSS: a CSS string; JSON: a JSON string,
    /// which JavaScript reads as the same string).
    public static func string(_ text: String, _ language: Language) -> String {
        if language == .json { return JSONValue.quoted(text) }  // the one JSON string writer
        var out = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"", "\\": out += language == .css ? "\\" + hex(u.value, digits: 1) + " " : "\\" + String(u)
            case "$" where language == .kotlin || language == .dart: out += "\\$"
            case "\n" where language != .css: out += "\\n"
            case "\t" where language != .css: out += "\\t"
            case _ where isHostile(u) || (language == .css && u == "<"): out += escaped(u, language)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// One code point in `language`'s escape syntax.
    static func escaped(_ u: Unicode.Scalar, _ language: Language) -> String {
        switch language {
        case .swift: return "\\u{" + hex(u.value, digits: 1) + "}"
        case .dart: return "\\u{" + hex(u.value, digits: 1) + "}"
        case .css: return "\\" + hex(u.value, digits: 1) + " "
        case .python: return u.value < 0x100 ? "\\x" + hex(u.value, digits: 2) : "\\u" + hex(u.value, digits: 4)
        case .kotlin, .javaScript, .json: return "\\u" + hex(u.value, digits: 4)
        }
    }

    /// The shortest text that reads back to `x`, with a `.0` where the language would read an integer;
    /// nil when `x` is not finite (no target reads `inf` or `nan`).
    public static func number(_ x: Double) -> String? {
        guard x.isFinite else { return nil }
        let s = "\(x)"
        return s.contains(".") || s.contains("e") ? s : s + ".0"
    }

    /// `template` with each `@NAME@` that is a key of `values` replaced by its value, in one pass over
    /// the template: a value is never scanned again, so text inside it cannot pull in another value.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let at = rest.firstIndex(of: "@") {
            out += rest[..<at]
            let after = rest.index(after: at)
            if let end = rest[after...].firstIndex(of: "@"), let value = values[String(rest[after..<end])] {
                out += value
                rest = rest[rest.index(after: end)...]
            } else {
                out += "@"
                rest = rest[after...]
            }
        }
        return out + rest
    }
}
