import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// `SceneDefinition.json`, the one writer of the scene model (a trace header embeds it, a report shows
/// it): every field a definition holds is written under its name, and what it writes reads back equal.
@Suite struct SceneDefinitionWriteTests {
    static let catalog = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))

    /// The stored properties of `value` that hold something and have no member in `json`, by path
    /// (a field added to the model but not to the writer). `Carousel.isShown` is the `true`/`false` form.
    static func unwritten(_ value: Any, _ json: JSONValue, path: String) -> [String] {
        let m = Mirror(reflecting: value)
        if m.displayStyle == .optional {
            return m.children.first.map { unwritten($0.value, json, path: path) } ?? []
        }
        if m.displayStyle == .collection, let a = json.array {
            return zip(m.children, a).enumerated().flatMap { i, p in unwritten(p.0.value, p.1, path: "\(path)[\(i)]") }
        }
        guard m.displayStyle == .struct, let o = json.object else { return [] }
        return m.children.flatMap { c -> [String] in
            guard let label = c.label, label != "isShown" else { return [] }
            let child = Mirror(reflecting: c.value)
            if child.displayStyle == .optional && child.children.isEmpty { return [] }
            guard let v = o[label] else { return ["\(path).\(label)"] }
            return unwritten(c.value, v, path: "\(path).\(label)")
        }
    }

    @Test func everyBuiltInSceneWritesEveryFieldItHolds() {
        #expect(Self.catalog.scenes.count >= 30)
        for d in Self.catalog.scenes + Self.catalog.scenes.map(\.forRecording) {
            #expect(Self.unwritten(d, d.json, path: d.id) == [])
            #expect(SceneDefinition(json: d.json) == d, "\(d.id)")
        }
    }

    /// The unwritten check finds a member left out.
    @Test func aFieldLeftOutIsNamed() throws {
        let d = try SceneCatalog.parse(Data(#"{"id": "a", "title": "A", "rows": 3, "feel": "android"}"#.utf8), label: "a.json")
        guard case .object(var o) = d.json else { throw CocoaError(.coderInvalidValue) }
        o["feel"] = nil
        #expect(Self.unwritten(d, .object(o), path: "a") == ["a.feel"])
    }

    /// A header carousel is written `true`, `false` or as its options; keys sorted, absent optionals
    /// left out, whole numbers as digits: the bytes a trace header embeds.
    @Test func theFileTextIsExact() throws {
        let texts = [
            #"{"id": "a", "title": "A", "header": {"height": 320, "carousel": {"count": 4, "height": 140, "fullWidth": true, "autoScrollInterval": 2.5}}, "tabStrip": {"height": 44, "titles": ["X"]}, "pages": [{"rows": 9}], "homeIndicator": true, "contentInsetAdjustmentBehavior": "never", "bottomTabBar": true}"#,
            #"{"id": "b", "title": "B", "header": {"height": 300, "carousel": false}, "pages": [{"rows": 9}]}"#,
            #"{"id": "c", "title": "C", "header": {"height": 300, "carousel": true}, "pages": [{"sections": [{"title": "S", "rows": 2}, {"rows": 3}]}], "contentInsetAdjustmentBehavior": "automatic"}"#,
        ]
        let written = [
            #"{"bottomTabBar":true,"contentInsetAdjustmentBehavior":"never","header":{"carousel":{"autoScrollInterval":2.5,"count":4,"fullWidth":true,"height":140},"height":320},"homeIndicator":true,"id":"a","pages":[{"rows":9}],"tabStrip":{"height":44,"titles":["X"]},"title":"A"}"#,
            #"{"header":{"carousel":false,"height":300},"id":"b","pages":[{"rows":9}],"title":"B"}"#,
            #"{"contentInsetAdjustmentBehavior":"automatic","header":{"carousel":true,"height":300},"id":"c","pages":[{"rows":5,"sections":[{"rows":2,"title":"S"},{"rows":3}]}],"title":"C"}"#,
        ]
        for (text, expected) in zip(texts, written) {
            let d = try SceneCatalog.parse(Data(text.utf8), label: "t.json")
            #expect(String(decoding: d.encodedFile(), as: UTF8.self) == expected)
            #expect(try SceneCatalog.parse(d.encodedFile(), label: "t.json") == d)
        }
        let b = try SceneCatalog.parse(Data(texts[1].utf8), label: "b.json")
        #expect(
            String(decoding: b.prettyFile(), as: UTF8.self) == """
                {
                  "header" : {
                    "carousel" : false,
                    "height" : 300
                  },
                  "id" : "b",
                  "pages" : [
                    {
                      "rows" : 9
                    }
                  ],
                  "title" : "B"
                }

                """)
    }
}
