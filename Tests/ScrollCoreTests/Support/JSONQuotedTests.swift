import Foundation
import ScrollCore
import Testing

/// `JSONValue.quoted` is the one JSON string writer (state text, traces, check expectations): it must
/// write what Foundation's `JSONEncoder` writes (`.withoutEscapingSlashes`) and read back as the string.
struct JSONQuotedTests {
    static let samples: [String] = [
        "", "plain", "quote \" and backslash \\", "slash / and ?", "tab\tnew\nline\rreturn",
        "bell \u{7} backspace \u{8} form \u{C} nul \u{0} unit \u{1F}", "del \u{7F}", "é ñ 中文 🙂",
        "line sep \u{2028} para \u{2029}", "</script>",
    ]

    @Test(arguments: samples)
    func quotingIsJSONEncodersAndRoundTrips(_ s: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(s), as: UTF8.self)
        #expect(JSONValue.quoted(s) == foundation)
        #expect(JSONValue.parse(JSONValue.quoted(s)) == .string(s))
        let decoded = try JSONDecoder().decode(String.self, from: Data(JSONValue.quoted(s).utf8))
        #expect(decoded == s)
    }

    @Test func controlsWithoutAShortFormAreSixCharacterEscapes() {
        #expect(JSONValue.quoted("\u{1}\u{1F}") == "\"\\u0001\\u001f\"")
        #expect(JSONValue.quoted("\u{8}\u{C}") == "\"\\b\\f\"")
    }
}
