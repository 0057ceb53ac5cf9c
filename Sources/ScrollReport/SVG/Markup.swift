import Foundation

/// Text for SVG, HTML and XML (the report, the web page, `check --junit`): escaping and number
/// formatting, the same everywhere so the output is byte-for-byte deterministic.
public enum Markup {
    /// `text` safe inside an element or a double-quoted attribute, in HTML and in XML 1.0 (the one
    /// escaper of both): `& < > " '` become entities, and characters XML 1.0 cannot hold (controls
    /// other than tab and newline, U+FFFE, U+FFFF) become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(c)
            case _ where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `text` safe inside a `<script>` element's JSON: `<` becomes `\u003c`, so no `</script>` (or
    /// `<!--`) can end or confuse the element. `text` must already be valid JSON.
    public static func scriptSafeJSON(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `value` with at most `decimals` decimals, trailing zeros and a trailing point dropped, never
    /// `-0`: 12.5, 3, -0.25. Non-finite values print as 0 (an SVG coordinate must be a number).
    public static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var s = String(format: "%.\(decimals)f", value)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// A JSON string literal for `text` (quotes included), escaping what JSON requires and what a
    /// `<script>` must not see (`<`, U+2028/U+2029). Not `JSONValue.quoted` (ScrollCore): ScrollReport
    /// depends on no other module, and its output has an HTML rule the state and trace writers lack.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            default:
                if c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029 {
                    out += String(format: "\\u%04x", c.value)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
