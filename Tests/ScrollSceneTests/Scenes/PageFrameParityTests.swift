import Foundation
import ScrollCore
import ScrollScene
import Testing

/// The frame fields read the same by both scene parsers (Codable natively, `SceneDefinition(json:)` in
/// the wasm build) and round-trip through a trace header's encoding; the state's `frame` is the
/// encoder's text.
@Suite struct PageFrameParityTests {
    static let texts = [
        #"{"id": "a", "title": "A", "header": {"height": 320, "carousel": {"count": 4, "height": 140, "fullWidth": true, "autoScrollInterval": 2.5}}, "tabStrip": {"height": 44, "titles": ["X"]}, "pages": [{"rows": 9}], "homeIndicator": true, "contentInsetAdjustmentBehavior": "never", "bottomTabBar": true}"#,
        #"{"id": "b", "title": "B", "header": {"height": 300, "carousel": false}, "pages": [{"rows": 9}]}"#,
        #"{"id": "c", "title": "C", "header": {"height": 300, "carousel": true}, "pages": [{"rows": 9}], "contentInsetAdjustmentBehavior": "automatic"}"#,
    ]

    @Test func bothParsersAgreeAndTheEncodingRoundTrips() throws {
        for text in Self.texts {
            let native = try SceneCatalog.parse(Data(text.utf8), label: "t")
            let value = try #require(JSONValue.parse(text))
            #expect(SceneDefinition(json: value) == native, "\(text)")
            #expect(try SceneCatalog.parse(native.encodedFile(), label: "t") == native, "\(text)")
        }
    }

    @Test func theFrameStateTextIsTheEncoders() throws {
        let def = try SceneCatalog.parse(Data(Self.texts[0].utf8), label: "t")
        let s = PageFrameTests.session(def)
        let state = s.state()
        #expect(state.frame?.carousel?.autoScrollInterval == 2.5)
        #expect(state.json.prettyText() == (try EmbeddedParityTests.encoderText(state)))
    }
}
