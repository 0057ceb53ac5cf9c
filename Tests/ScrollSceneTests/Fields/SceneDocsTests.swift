import Foundation
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

    @Test func everyRowHasAParentRowAndAMeaning() {
        let paths = Set(SceneField.table.map(\.path))
        for f in SceneField.table {
            #expect(f.parent.isEmpty || paths.contains(f.parent), "\(f.path)")
            #expect(!f.meaning.isEmpty, "\(f.path)")
        }
        #expect(paths.count == SceneField.table.count)
    }
}
