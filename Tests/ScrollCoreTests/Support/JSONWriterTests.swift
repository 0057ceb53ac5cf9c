import ScrollCore
import Testing

/// The one JSON writer (`compactText`, `prettyText`, `JSONObjectWriter`): what traces, states, reports
/// and the web bundle hold, byte for byte.
@Suite struct JSONWriterTests {
    static let value = JSONValue.object([
        "n": .array(
            [0, -0.0, 1, 0.1, 1e-7, 2.5e-5, 1e16, 1e21, 123_456.789, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -3].map {
                .number($0)
            }),
        "s": .array(["a/b", "q\"uote\\", "\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}", "é😀\u{2028}", ""].map { .string($0) }),
        "e": .array([]), "o": .object([:]), "b": .bool(true), "z": .null,
    ])

    @Test func numbersAndStringsAreWrittenAsTheFilesHoldThem() {
        let numbers = #"[0,-0,1,0.1,1e-07,2.5e-05,1e+16,1e+21,123456.789,5e-324,1.7976931348623157e+308,-3]"#
        let strings = #"["a/b","q\"uote\\","\n\t\r\b\f\u0001\u001f"# + "\u{7f}\",\"é😀\u{2028}\",\"\"]"
        #expect(Self.value.compactText() == #"{"b":true,"e":[],"n":"# + numbers + #","o":{},"s":"# + strings + #","z":null}"#)
        #expect(JSONValue.parse(Self.value.compactText()) == Self.value)
        #expect(JSONValue.parse(Self.value.prettyText()) == Self.value)
        #expect(JSONValue.parse("{\"a\": [1, 2,]}") == nil)
        #expect(JSONValue.parse("\"\\ud83d\\ude00\"") == .string("😀"))
    }

    @Test func emptyContainersArePrettyAsTheFilesHoldThem() {
        #expect(JSONValue.object(["e": .array([]), "o": .object([:])]).prettyText() == "{\n  \"e\" : [\n\n  ],\n  \"o\" : {\n\n  }\n}")
    }

    @Test func anAbsentOptionalIsLeftOut() {
        var w = JSONObjectWriter()
        w.set("a", 3 as Int?)
        w.set("b", nil as Double?)
        w.set("c", [1.5, 2])
        w.set("d", "x")
        #expect(w.value.compactText() == #"{"a":3,"c":[1.5,2],"d":"x"}"#)
    }

    @Test func fixedDecimalsAreCsOwn() {
        #expect(formatFixed(1.23456, decimals: 3) == "1.235")
        #expect(formatFixed(-0.0001, decimals: 3) == "-0.000")
        #expect(formatFixed(2, decimals: 0) == "2")
    }
}
