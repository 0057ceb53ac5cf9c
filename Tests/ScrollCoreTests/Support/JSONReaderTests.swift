import Foundation
import ScrollCore
import Testing

/// The one strict JSON reader (#46): no duplicate keys (Foundation kept the first), no trailing
/// commas (#40 item 8), correctly rounded numbers, and the line and path of every refusal.
@Suite struct JSONReaderTests {
    func error(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONValue.read(text)
            return nil
        } catch {
            return error
        }
    }

    /// Whole numbers of up to 15 digits are read without text conversion, in 64-bit arithmetic: past
    /// 2³¹ they trapped in the web module, whose Int is 32 bits (the page's replay of
    /// `hostile/ids-at-range-edges-to-1e300.ndjson` stopped the module).
    @Test func wholeNumbersPastThirtyTwoBitsReadExactly() throws {
        let v = try JSONValue.read("[2147483648, -2147483649, 999999999999999, -999999999999999, 1000000000000000]")
        #expect(
            v
                == .array([
                    .number(2_147_483_648), .number(-2_147_483_649), .number(999_999_999_999_999),
                    .number(-999_999_999_999_999), .number(1_000_000_000_000_000),
                ]))
    }

    @Test func aDuplicateKeyIsRefusedWithItsPathAndLine() {
        let text = "{\n  \"pages\": [\n    {\"rows\": 1},\n    {\"rows\": 2,\n     \"rows\": 3}\n  ]\n}"
        let e = error(text)
        #expect(e?.kind == .duplicateKey(path: "pages[1].rows"))
        #expect(e?.message == "line 5: pages[1].rows: duplicate key (a key appears once in an object)")
        #expect(error(#"{"id": "a", "id": "a"}"#)?.message == "line 1: id: duplicate key (a key appears once in an object)")
    }

    @Test func trailingCommasAndOtherLooseJSONAreRefused() {
        let cases: [(String, JSONSyntaxError.Kind)] = [
            (#"{"a": 1,}"#, .malformed), ("[1, 2,]", .malformed), ("[1 2]", .malformed), ("{'a': 1}", .malformed),
            ("// c\n{}", .malformed), (#"{"a": 01}"#, .malformed), (#"{"a": 1.}"#, .number), ("[1e400]", .number), ("[-]", .malformed),
            ("[\"\u{1}\"]", .string), (#"["\ud800"]"#, .string), (#"["\x"]"#, .string), ("{", .unexpectedEnd),
            (#"{"a": [1, 2"#, .unexpectedEnd), ("[tru]", .malformed), ("{} {}", .malformed), ("", .unexpectedEnd),
        ]
        for (text, kind) in cases { #expect(error(text)?.kind == kind, "\(text)") }
        #expect(error("[1,\n2,\n]")?.message == "line 3: malformed JSON")
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(error(deep)?.kind == .tooDeep)
    }

    @Test func invalidUTF8InAStringIsRefused() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.read(bytes) }
    }

    /// The same values Foundation's JSONDecoder reads: numbers correctly rounded, escapes, surrogates.
    @Test func valuesMatchJSONDecoder() throws {
        let text = #"""
            {"n": [0, -0, 1, -1, 0.1, 0.28600000000000003, 1.7976931348623157e308, 5e-324, 123456789012345678, 1E2, 2.5e-3,
              999999999999999, 9007199254740993, -1234.5678e10],
             "s": ["", "a\"b\\c\/d\b\f\n\r\t", "\u00e9\ud83d\ude00", "é😀", "\u0000"], "t": true, "f": false, "z": null,
             "o": {"": {}, "k": []}}
            """#
        struct Reference: Decodable {
            var n: [Double]
            var s: [String]
        }
        let ours = try JSONValue.read(text)
        let foundation = try JSONDecoder().decode(Reference.self, from: Data(text.utf8))
        #expect(ours.object?["n"] == .array(foundation.n.map { .number($0) }))
        #expect(ours.object?["s"] == .array(foundation.s.map { .string($0) }))
        #expect(ours.object?["o"] == .object(["": .object([:]), "k": .array([])]))
        #expect(ours.object?["t"] == .bool(true) && ours.object?["f"] == .bool(false) && ours.object?["z"] == .null)
        #expect(JSONValue.parse(text) == ours)
        #expect(try JSONValue.read(Data(text.utf8)) == ours)
    }
}
