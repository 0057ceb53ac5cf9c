import Foundation
import ScrollCore
import ScrollDraw
import ScrollFiles
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// The Foundation-free paths the web (Embedded wasm) build takes give what the native Codable paths
/// give: every built-in scene file read by `JSONValue.parse` + `SceneDefinition(json:)` equals
/// `JSONDecoder`'s, and `SceneState.json.prettyText()` is `JSONEncoder`'s state text byte for byte.
@Suite struct EmbeddedParityTests {
    static let sceneFiles: [URL] = {
        let dir = Paths.repoRoot.appendingPathComponent("Assets/scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
    }()

    static func encoderText(_ state: SceneState) throws -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try e.encode(state), as: UTF8.self)
    }

    @Test func everySceneFileReadsTheSameWithoutCodable() throws {
        #expect(Self.sceneFiles.count >= 30)
        for url in Self.sceneFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            let native = try JSONDecoder().decode(SceneDefinition.self, from: Data(text.utf8))
            let value = try #require(JSONValue.parse(text), "\(url.lastPathComponent)")
            #expect(value == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))), "\(url.lastPathComponent)")
            #expect(SceneDefinition(json: value) == native, "\(url.lastPathComponent)")
        }
    }

    @Test func stateTextEqualsTheEncodersAfterAFling() throws {
        for url in Self.sceneFiles {
            let def = try SceneCatalog.load(url)
            let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
            var script = TouchScript()
            script.drag(from: Point(x: 200, y: 600), to: Point(x: 150, y: 250), start: 0.1, duration: 0.12, profile: .easeIn)
            run(s, script.events, until: 0.6)
            s.handle(.wheel(position: Point(x: 200, y: 400), delta: Point(x: 0, y: 37.25), time: 0.7))
            s.advance(to: 0.9)
            let state = s.state()
            #expect(state.json.prettyText() == (try Self.encoderText(state)), "\(def.id)")
        }
    }

    @Test func numbersAndStringsAreWrittenAsTheEncoderWritesThem() throws {
        let numbers: [Double] = [
            0, -0.0, 1, 0.1, 1e-7, 2.5e-5, 1e16, 1e21, 123_456.789, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -3,
        ]
        let texts = ["a/b", "q\"uote\\", "\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}", "é😀\u{2028}", ""]
        let value = JSONValue.object([
            "n": .array(numbers.map { .number($0) }), "s": .array(texts.map { .string($0) }), "e": .array([]),
            "o": .object([:]), "b": .bool(true), "z": .null,
        ])
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(value.prettyText() == String(decoding: try e.encode(value), as: UTF8.self))
        #expect(JSONValue.parse(value.prettyText()) == value)
        #expect(JSONValue.parse("{\"a\": [1, 2,]}") == nil)
        #expect(JSONValue.parse("\"\\ud83d\\ude00\"") == .string("😀"))
    }

    @Test func fixedDecimalsAreCsOwn() {
        #expect(formatFixed(1.23456, decimals: 3) == "1.235")
        #expect(formatFixed(-0.0001, decimals: 3) == "-0.000")
        #expect(formatFixed(2, decimals: 0) == "2")
    }
}
