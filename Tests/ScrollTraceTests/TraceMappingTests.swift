import Foundation
import ScrollTrace
import TestSupport
import Testing

/// The header's optional `mapping`: old traces are written exactly as before, a mapped header
/// round-trips, and a reader ignores header fields it does not know (as readers before `mapping` do).
@Suite struct TraceMappingTests {
    @Test func headersWithoutAMappingAreUnchanged() {
        #expect(
            Trace.headerLine(Trace.Header(device: "15", scene: "profile", hz: 120))
                == "{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120}")
    }

    @Test func aMappedHeaderRoundTrips() throws {
        let m = TraceMapping(map: "fit-width", minX: 0, minY: 3, maxX: 1079, maxY: nil, scaleX: 393.0 / 1080, scaleY: 0.25)
        let t = Trace(header: Trace.Header(device: "se", scene: "basic-scroll", hz: 60, mapping: m), events: [])
        let line = t.ndjson()
        #expect(
            line
                == "{\"trace\":1,\"device\":\"se\",\"scene\":\"basic-scroll\",\"hz\":60,\"mapping\":{\"map\":\"fit-width\",\"minX\":0,\"minY\":3,\"maxX\":1079,\"scaleX\":0.3638888888888889,\"scaleY\":0.25}}\n"
        )
        #expect(try Trace.parse(Data(line.utf8), path: "t") == t)
    }

    @Test func aMalformedMappingIsDroppedNotAnError() throws {
        let text = "{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120,\"mapping\":{\"map\":3}}\n"
        #expect(try Trace.parse(Data(text.utf8), path: "t").header.mapping == nil)
    }

    @Test func unknownHeaderFieldsAreIgnored() throws {
        let text = "{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120,\"future\":{\"a\":1,\"b\":\"x\"}}\n"
        let t = try Trace.parse(Data(text.utf8), path: "t")
        #expect(t.header == Trace.Header(device: "15", scene: "profile", hz: 120))
    }
}
