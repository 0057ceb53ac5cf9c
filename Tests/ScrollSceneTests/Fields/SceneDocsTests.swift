import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// docs/SCENES.md's field table is generated from the loader's table: they never drift apart.
@Suite struct SceneDocsTests {
    static let doc = Paths.repoRoot.appendingPathComponent("docs/SCENES.md")

    @Test func theDocsTableIsTheLoadersTable() throws {
        var text = try String(contentsOf: Self.doc, encoding: .utf8)
        let generated = SceneField.markdown()
        if ProcessInfo.processInfo.environment["SCROLLLAB_UPDATE_DOCS"] == "1" {
            if let a = text.range(of: SceneField.docsBegin), let b = text.range(of: SceneField.docsEnd) {
                text.replaceSubrange(a.lowerBound..<b.upperBound, with: generated)
            } else {
                text = text.replacingOccurrences(of: "GENERATED", with: generated)
            }
            try text.write(to: Self.doc, atomically: true, encoding: .utf8)
        }
        #expect(text.contains(generated), "docs/SCENES.md's field table differs from SceneField.table; see docs/SCENES.md#fields")
    }

    /// docs/SCENES.md's complete example (issue #40) loads as a scene file and gives every part of a
    /// nested page: header, tab strip, pages, refresh.
    @Test func theCompleteExampleLoads() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let section = try #require(text.range(of: "## A complete example"))
        let open = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
        let json = String(text[open.upperBound..<close.lowerBound])
        let scene = try SceneCatalog.parse(Data(json.utf8), label: "SCENES.md example")
        #expect(scene.id == "shop")
        #expect(scene.header?.height == 220)
        #expect(scene.tabStrip?.titles == ["Featured", "Deals", "New", "All"])
        #expect(scene.pages?.map(\.rows) == [40, 3, 25, 200])
        #expect(scene.refresh == .header)
        // Every top-level field the example holds is a row of the table.
        let top = try #require(JSONValue.parse(json)?.object)
        #expect(top.keys.allSatisfy { key in SceneField.table.contains { $0.path == key } })
    }

    @Test func everyRowHasAParentRowAndAMeaning() {
        let paths = Set(SceneField.table.map(\.path))
        for f in SceneField.table {
            #expect(f.parent.isEmpty || paths.contains(f.parent), "\(f.path)")
            #expect(!f.meaning.isEmpty, "\(f.path)")
        }
        #expect(paths.count == SceneField.table.count)
    }
}
