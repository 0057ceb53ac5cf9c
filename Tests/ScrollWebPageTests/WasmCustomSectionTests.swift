import Testing

@testable import ScrollWebPage

/// Custom sections read from a module's bytes: found among other sections, absent, or in a malformed
/// module (which carries nothing and never traps).
@Suite struct WasmCustomSectionTests {
    /// A type section (id 1, 4 bytes), a custom section `other`, a custom section `name` with a
    /// three-byte payload, a memory section (id 5, 3 bytes).
    static let module: [UInt8] =
        WasmCustomSection.header + [1, 4, 1, 0x60, 0, 0] + [0, 7, 5] + Array("other".utf8) + [9]
        + [0, 8, 4] + Array("name".utf8) + [7, 8, 9] + [5, 3, 1, 0, 1]

    @Test func theNamedSectionsPayloadIsFound() {
        #expect(WasmCustomSection.payload(named: "name", in: Self.module) == [7, 8, 9])
        #expect(WasmCustomSection.payload(named: "other", in: Self.module) == [9])
        #expect(WasmCustomSection.payload(named: "nam", in: Self.module) == nil)
        #expect(WasmCustomSection.payload(named: "name", in: WasmCustomSection.header) == nil)
    }

    @Test func anEncodedSectionReadsBack() {
        let long = [UInt8](repeating: 0x61, count: 200)
        let section = WasmCustomSection.encode(name: "scrolllab.sources", payload: long)
        #expect(Array(section.prefix(4)) == [0, 0xDA, 0x01, 17])  // 1 + 17 + 200 = 218 as LEB128
        #expect(WasmCustomSection.payload(named: "scrolllab.sources", in: WasmCustomSection.header + section) == long)
    }

    @Test(arguments: [
        ("every prefix of a module cut inside a section", -1),
        ("a size past the end", 0),
        ("a LEB128 that never ends", 1),
        ("a LEB128 longer than 5 bytes", 2),
        ("a name longer than its section", 3),
        ("not a module", 4),
    ])
    func aMalformedModuleHasNoSection(_ what: String, _ kind: Int) {
        let bad: [[UInt8]]
        switch kind {
        case -1: bad = (9..<Self.module.count).map { Array(Self.module.prefix($0)) }.filter { $0.count != 33 }
        case 0: bad = [Self.module + [0, 0x7F, 1, 0x61]]
        case 1: bad = [Self.module + [0, 0x80, 0x80]]
        case 2: bad = [Self.module + [0, 0x81, 0x80, 0x80, 0x80, 0x80, 0x00]]
        case 3: bad = [WasmCustomSection.header + [0, 2, 5, 0x61]]
        default: bad = [Array("hello".utf8), []]
        }
        for bytes in bad { #expect(WasmCustomSection.payload(named: "name", in: bytes) == nil, "\(what): \(bytes)") }
    }
}
