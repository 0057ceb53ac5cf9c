import ScrollCore
import ScrollScene
import Testing
import TestSupport

@Suite struct SceneTests {
    static func profile() throws -> SceneDefinition {
        try SceneCatalog.load(Paths.repoRoot.appendingPathComponent("Assets/scenes/profile.json"))
    }

    @Test func profileDisplayListSnapshot() throws {
        let scene = Scene(definition: try Self.profile(), viewport: Size(width: 393, height: 852))
        Snapshot.assertText(scene.displayList().description, named: "profile-at-rest")
    }

    @Test func profileLaysOutHeaderTabStripAndListWithoutGaps() throws {
        let scene = Scene(definition: try Self.profile(), viewport: Size(width: 393, height: 852))
        let list = scene.displayList()
        #expect(scene.header?.frame == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(scene.tabStrip?.frame == Rect(x: 0, y: 200, width: 393, height: 44))
        #expect(scene.lists[0].frame == Rect(x: 0, y: 244, width: 393, height: 608))
        #expect(scene.lists[1].isHidden)
        // 608 pt of 72 pt rows: rows 1…9 are drawn, row 10 is not (virtualised).
        let titles = list.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _, _) = c, s.hasPrefix("Posts ") { return s }
            return nil
        }
        #expect(titles == (1...9).map { "Posts \($0)" })
        // The list is clipped to its frame.
        #expect(list.commands.contains(.pushClip(Rect(x: 0, y: 244, width: 393, height: 608))))
    }

    @Test func collapsingMovesHeaderAndStripTogether() throws {
        let scene = Scene(definition: try Self.profile(), viewport: Size(width: 393, height: 852))
        scene.collapse = 153
        #expect(scene.header?.frame.minY == -153)
        #expect(scene.tabStrip?.frame.minY == 47)
        #expect(scene.lists[0].frame.minY == 91)
        #expect(scene.lists[0].frame.maxY == 852)
    }

    @Test func virtualisedListCostFollowsVisibleRows() {
        let small = ListView(id: "a", rowCount: 100, rowHeight: 72, rowTitle: "R", frame: Rect(x: 0, y: 0, width: 393, height: 600))
        let huge = ListView(id: "b", rowCount: 100_000, rowHeight: 72, rowTitle: "R", frame: Rect(x: 0, y: 0, width: 393, height: 600))
        huge.boundsOrigin.y = 72 * 50_000 + 10
        var a = DisplayList(size: Size(width: 393, height: 600)), b = a
        small.render(into: &a)
        huge.render(into: &b)
        #expect(a.commands.count == b.commands.count)
        #expect(huge.visibleRows == 50_000..<50_009)
    }
}
