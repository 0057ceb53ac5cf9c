import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import Testing

/// A technique scene FILE whose `shouldBegin` computes the drag's angle (`atan2`, in degrees): the
/// fixed-angle technique a delegate writes as `return atan2(abs(t.y), abs(t.x)) < 30°` becomes a rule
/// answering false when the angle is 30° or more (docs/TECHNIQUES.md, "Expression language").
@Suite struct TechniqueAngleRuleTests {
    let onList = Point(x: 300, y: 700)

    /// `angle.json` in a fresh folder, loaded as a user's scene file: three pages; with `rule`, the
    /// pager's pan begins only for a drag within 30° of the horizontal.
    func session(rule: Bool = true) throws -> SceneSession {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("angle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("angle.json")
        try Data(
            #"""
            {"id": "angle", "title": "Angle", "kind": "technique", "header": {"height": 200},
             "tabStrip": {"height": 44, "titles": ["A", "B", "C"]}, "pages": [{"rows": 60}, {"rows": 60}, {"rows": 60}],
             "rowHeight": 72,
             "appTechnique": {"name": "angle", "tree": {"pages": 3}, "rules": [RULES]}}
            """#.replacingOccurrences(of: "RULES", with: rule ? Self.rule : "").utf8
        ).write(to: file)
        return SceneSession(definition: try SceneCatalog.load(file), viewport: Size(width: 393, height: 852), hz: 120)
    }

    static let rule = #"""
        {"name": "within-30", "on": "shouldBegin", "recognizer": "pager.pan", "answer": false,
         "when": "atan2(abs(pager.pan.translation.y), abs(pager.pan.translation.x)) >= 30"}
        """#

    /// A 200 pt drag up and to the left at `degrees` from the horizontal.
    func diagonal(_ degrees: Double, at t: Double) -> [PointerEvent] {
        let r = degrees * Double.pi / 180
        return drag(onList, onList + Point(x: -200 * Elementary.cos(r), y: -200 * Elementary.sin(r)), at: t)
    }

    /// The pan's slop is crossed at the first move (16.667 pt along the drag, t 0.125): the rule reads
    /// that translation. 20°: the pager begins and pages (393 pt). 40°: horizontal enough for the
    /// pager's own axis test (it pages without the rule), but the rule refuses: nothing moves. 60°:
    /// vertical, the pager's axis test fails first and page 0's list scrolls; the rule is not asked.
    @Test func a20DegreeDragPagesA40DegreeOneIsRefused() throws {
        let s20 = try session()
        run(s20, diagonal(20, at: 0.1), until: 1.5)
        #expect(
            s20.arenaLog == [
                "t=0.125 list.pan failed: moved 16.667 pt horizontal, pan is vertical",
                "t=0.125 pager.pan began: moved 16.667 pt horizontal",
                "t=0.125 outer.pan failed: pager.pan won the touch", "t=0.41 pager.pan ended: lifted at (-626.462, -228.013) pt/s",
            ])
        #expect(s20.offsetX("pager") == 393 && s20.offsetY("page.0.list") == 0)
        let s40 = try session()
        run(s40, diagonal(40, at: 0.1), until: 1.5)
        #expect(
            s40.arenaLog == [
                "t=0.125 list.pan failed: moved 16.667 pt horizontal, pan is vertical",
                "t=0.125 pager.pan failed: shouldBegin=false (rule `within-30` (shouldBegin pager.pan: atan2(abs(pager.pan.translation.y), abs(pager.pan.translation.x)) >= 30) → fail)",
                "t=0.125 outer.pan failed: moved 16.667 pt horizontal, pan is vertical",
            ])
        #expect(s40.offsetX("pager") == 0 && s40.offsetY("outer") == 0 && s40.offsetY("page.0.list") == 0)
        #expect(s40.state().technique?.rules.map { "\($0.name) \($0.fired)" } == ["within-30 1"])
        let free = try session(rule: false)
        run(free, diagonal(40, at: 0.1), until: 1.5)
        #expect(free.offsetX("pager") == 393)
        let s60 = try session()
        run(s60, diagonal(60, at: 0.1), until: 1.5)
        #expect(
            s60.arenaLog.prefix(2) == [
                "t=0.125 list.pan began: moved 16.667 pt vertical", "t=0.125 pager.pan failed: list.pan won the touch",
            ])
        #expect(s60.offsetX("pager") == 0 && abs(s60.offsetY("page.0.list") - 414.6291) < 1e-4)
        #expect(s60.state().technique?.rules.map { "\($0.name) \($0.fired)" } == ["within-30 0"])
    }
}
