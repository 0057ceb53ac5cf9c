import ScrollCore
import ScrollTrace
import Testing

/// The one writer of user text and numbers into generated code: hostile strings stay inside their
/// comment or literal in every language.
@Suite struct SourceTextTests {
    /// Every way a text has closed or broken a comment or literal of some target.
    static let hostile = [
        "a\nb", "a\r\nb", "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{0}b", "*/ x", "/* x", "a*/*/b", "\"\"\" x",
        "\\", "\"", "'", "$x ${y}", "\\(x)", "\u{202E}evil", "\u{FEFF}", "#{x}", "</style>",
    ]

    @Test(arguments: hostile)
    func aCommentStaysOneInertLine(_ text: String) {
        let c = SourceText.comment(text)
        #expect(!c.contains("*/") && !c.contains("/*"), "\(c)")
        #expect(!c.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" })
        #expect(!c.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || $0 == "\u{FEFF}" })
    }

    @Test func aCommentSaysWhatItReplaced() {
        #expect(SourceText.comment("a\nb\u{2028}c\u{0}") == "aU+000AbU+2028cU+0000")
        #expect(SourceText.comment("x */ y /* z */*/") == "x * / y / * z * / * /")
        #expect(SourceText.comment("android·tuned") == "android·tuned")
    }

    @Test func stringLiteralsEscapeInEachLanguagesSyntax() {
        let text = "a\"b\\c\nd$e\u{2028}\u{0}"
        #expect(SourceText.string(text, .swift) == #""a\"b\\c\nd$e\u{2028}\u{0}""#)
        #expect(SourceText.string(text, .kotlin) == #""a\"b\\c\nd\$e\u2028\u0000""#)
        #expect(SourceText.string(text, .dart) == #""a\"b\\c\nd\$e\u{2028}\u{0}""#)
        #expect(SourceText.string(text, .javaScript) == #""a\"b\\c\nd$e\u2028\u0000""#)
        #expect(SourceText.string(text, .python) == #""a\"b\\c\nd$e\u2028\x00""#)
        #expect(SourceText.string(text, .css) == #""a\22 b\5C c\A d$e\2028 \0 ""#)
        #expect(SourceText.string(text, .json) == JSONValue.quoted(text))
    }

    @Test(arguments: SourceText.Language.allCases)
    func aStringLiteralHasNoRawQuoteLineBreakOrControl(_ language: SourceText.Language) {
        for text in Self.hostile {
            let s = SourceText.string(text, language)
            let inner = s.dropFirst().dropLast()
            #expect(s.hasPrefix("\"") && s.hasSuffix("\""))
            // JSON may hold U+2028 and U+2029 as they are (JSONValue.quoted escapes the C0 controls).
            let separators = language != .json && inner.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
            #expect(!inner.unicodeScalars.contains { $0.value < 0x20 } && !separators, "\(language) \(s)")
            // Every quote inside is escaped: an odd run of backslashes before it.
            var backslashes = 0
            for u in inner.unicodeScalars {
                if u == "\"" { #expect(backslashes % 2 == 1, "\(language) \(s)") }
                backslashes = u == "\\" ? backslashes + 1 : 0
            }
        }
    }

    @Test func numbersAreFiniteOrNil() {
        #expect(SourceText.number(1) == "1.0" && SourceText.number(-0.5) == "-0.5" && SourceText.number(1e300) == "1e+300")
        #expect(SourceText.number(.infinity) == nil && SourceText.number(-.infinity) == nil && SourceText.number(.nan) == nil)
        #expect(SourceText.coordinate(-1e300) == -1e9 && SourceText.coordinate(1.7e308) == 1e9 && SourceText.coordinate(12.5) == 12.5)
    }

    @Test func fillReplacesInOnePass() {
        let out = SourceText.fill("@A@ and @B@ and a@b.c and @C@", ["A": "@B@", "B": "two"])
        #expect(out == "@B@ and two and a@b.c and @C@")
    }
}
