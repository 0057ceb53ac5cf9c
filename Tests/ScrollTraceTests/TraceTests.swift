import Foundation
import ScrollCore
import ScrollInput
import ScrollTrace
import Testing

/// The trace file format (docs/TRACE.md): what is written is read back bit for bit, and every
/// malformed line is refused with one message naming the file, the line and what is wrong.
@Suite struct TraceTests {
    static let header = "{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120}"

    func parse(_ body: String, header: String = Self.header) throws(Trace.ParseError) -> Trace {
        try Trace.parse(Data((header + "\n" + body).utf8), path: "t.ndjson")
    }

    func error(_ body: String, header: String = Self.header) -> String? {
        do {
            _ = try parse(body, header: header)
            return nil
        } catch { return error.message }
    }

    @Test func eventsAreWrittenOneLineEachAndReadBackBitForBit() throws {
        let events: [InputEvent] = [
            .pointer(PointerEvent(.down, id: 0, at: Point(x: 200, y: 600.25), time: 0.1 + 0.2)),
            .pointer(PointerEvent(.move, id: 1, at: Point(x: -3.5, y: 1e-7), time: 1)),
            .wheel(position: Point(x: 152, y: 452), delta: Point(x: 0, y: -10), time: 2.5),
            .key("feel.name=a \"b\" ü", time: 3),
        ]
        let trace = Trace(header: Trace.Header(device: "se", scene: "snap", hz: 60, landscape: true), events: events)
        let text = trace.ndjson()
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "{\"trace\":1,\"device\":\"se\",\"scene\":\"snap\",\"hz\":60,\"landscape\":true}",
                "{\"t\":0.30000000000000004,\"kind\":\"down\",\"id\":0,\"x\":200,\"y\":600.25}",
                "{\"t\":1,\"kind\":\"move\",\"id\":1,\"x\":-3.5,\"y\":1e-07}",
                "{\"t\":2.5,\"kind\":\"wheel\",\"x\":152,\"y\":452,\"dx\":0,\"dy\":-10}",
                "{\"t\":3,\"kind\":\"key\",\"key\":\"feel.name=a \\\"b\\\" ü\"}",
            ])
        let back = try Trace.parse(Data(text.utf8), path: "t.ndjson")
        #expect(back == trace)
        #expect(back.duration == 3)
    }

    @Test func blankLinesAndCRLFAreRead() throws {
        let t = try parse("\r\n{\"t\":1,\"kind\":\"key\",\"key\":\"u\"}\r\n\n")
        #expect(t.events == [.key("u", time: 1)])
    }

    @Test func eachBadLineSaysWhereAndWhat() {
        #expect(error("{\"kind\":\"key\",\"key\":\"u\"}") == "t.ndjson:2: missing field \"t\"")
        #expect(error("{\"t\":-1,\"kind\":\"key\",\"key\":\"u\"}") == "t.ndjson:2: \"t\" must be a finite number ≥ 0")
        #expect(error("{\"t\":7201,\"kind\":\"key\",\"key\":\"u\"}") == "t.ndjson:2: \"t\" is 7201 s; the limit is 7200 s (two hours)")
        #expect(
            error("{\"t\":2,\"kind\":\"key\",\"key\":\"u\"}\n{\"t\":1.5,\"kind\":\"key\",\"key\":\"u\"}")
                == "t.ndjson:3: time goes backwards (1.5 after 2)")
        #expect(error("{\"t\":1,\"kind\":\"tap\"}") == "t.ndjson:2: unknown kind 'tap' (down, move, up, cancel, wheel, key)")
        #expect(error("{\"t\":1,\"kind\":\"down\",\"x\":1,\"y\":2}") == "t.ndjson:2: missing field \"id\"")
        #expect(error("{\"t\":1,\"kind\":\"down\",\"id\":1.5,\"x\":1,\"y\":2}") == "t.ndjson:2: \"id\" must be a whole number")
        #expect(error("{\"t\":1,\"kind\":\"wheel\",\"x\":1,\"y\":2,\"dx\":0}") == "t.ndjson:2: missing field \"dy\"")
        #expect(error("{\"t\":1,\"kind\":\"key\"}") == "t.ndjson:2: missing field \"key\"")
        #expect(
            error("{\"t\":1,\"kind\":\"key\",\"key\":\"\"}")
                == "t.ndjson:2: \"key\" must be a key name (1 to \(Trace.maximumKeyLength) characters)")
    }

    /// A key twice in one line is refused (JSONDecoder kept one of them silently; #46 class 7), in the
    /// header and its embedded definition too.
    @Test func aDuplicateKeyIsRefused() {
        #expect(
            error("{\"t\":1,\"kind\":\"key\",\"key\":\"u\",\"t\":2}")
                == "t.ndjson:2: \"t\": duplicate key (a key appears once in an object)")
        #expect(
            error("", header: "{\"trace\":1,\"device\":\"15\",\"scene\":\"p\",\"hz\":120,\"hz\":60}")
                == "t.ndjson:1: \"hz\": duplicate key (a key appears once in an object)")
        let embedded = "{\"trace\":2,\"device\":\"15\",\"scene\":\"p\",\"hz\":120,\"definition\":{\"id\":\"p\",\"id\":\"q\"}}"
        #expect(error("", header: embedded) == "t.ndjson:1: \"definition.id\": duplicate key (a key appears once in an object)")
        #expect(error("{\"t\":1,\"kind\":\"key\",\"key\":\"u\"}") == nil)
    }

    @Test func aBadHeaderIsRefusedOnLineOne() {
        #expect(error("", header: "{\"device\":\"15\"}") == "t.ndjson:1: not a trace header (missing \"trace\": 1)")
        #expect(
            error("", header: "{\"trace\":3,\"device\":\"15\",\"scene\":\"p\",\"hz\":120}")
                == "t.ndjson:1: unsupported trace version 3 (this scrolllab reads versions 1 and 2)")
        #expect(
            error("", header: "{\"trace\":1,\"device\":\"ipad\",\"scene\":\"p\",\"hz\":120}")
                == "t.ndjson:1: unknown device 'ipad' (se, 15 or promax)")
        #expect(error("", header: "{\"trace\":1,\"device\":\"15\",\"hz\":120}") == "t.ndjson:1: missing field \"scene\"")
        #expect(error("", header: "{\"trace\":1,\"device\":\"15\",\"scene\":\"p\",\"hz\":90}") == "t.ndjson:1: \"hz\" must be 60 or 120")
    }

    @Test func aWholeFileProblemNamesOnlyTheFile() {
        func message(_ body: () throws(Trace.ParseError) -> Trace) -> String? {
            do {
                _ = try body()
                return nil
            } catch { return error.message }
        }
        #expect(
            message { () throws(Trace.ParseError) in try Trace.parse(Data(), path: "t.ndjson") } == "t.ndjson: empty trace (no header line)"
        )
        #expect(
            message { () throws(Trace.ParseError) in try Trace.parse(Data([0xFF, 0xFE, 0x0A]), path: "t.ndjson") }
                == "t.ndjson: not UTF-8 text")
        #expect(
            message { () throws(Trace.ParseError) in try Trace.load("/no/such/trace.ndjson") }
                == "/no/such/trace.ndjson: no such trace file")
    }
}
