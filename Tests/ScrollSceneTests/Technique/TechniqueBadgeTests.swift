import Foundation
import ScrollCore
import ScrollFiles
import TestSupport
import Testing

@testable import ScrollScene

/// The badge that says which runs: a technique scene's while its rules run (C: ScrollLab's chain, the
/// badge hidden), a nested page's own technique file's after C — named by the technique's `name`.
@Suite struct TechniqueBadgeTests {
    func badges(_ s: SceneSession) -> [String] { s.displayList().texts.filter { $0.hasSuffix("· C: ScrollLab") } }

    @Test func aTechniqueScenesBadgeNamesItsRulesUntilC() throws {
        let s = try session("seed-state-machine")
        #expect(badges(s) == ["seed-000-3.2-state-machine · C: ScrollLab"])
        s.handle(.key("c", time: 0.1))
        #expect(badges(s).isEmpty)
        #expect(s.state().technique?.running == "chain")
        s.handle(.key("c", time: 0.2))
        #expect(badges(s) == ["seed-000-3.2-state-machine · C: ScrollLab"])
    }

    @Test func aShortNameKeepsThePrefix() throws {
        let scene = """
            {"id": "t", "title": "T", "kind": "technique", "pages": [{"rows": 20}],
             "appTechnique": {"name": "pin", "rules": []}}
            """
        let def = try SceneCatalog.parse(Data(scene.utf8), label: "t.json")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        #expect(badges(s) == ["app technique: pin · C: ScrollLab"])
    }

    /// 46 characters fit the 369 pt pill of a 393 pt phone: the prefix goes first, then the name's tail.
    @Test func aLongNameFitsThePill() {
        let text = { (name: String, w: Double) in NestedPageController.techniqueBadgeText(name, badgeWidth: w) }
        #expect(text("pin-header-until-stuck", 369) == "pin-header-until-stuck · C: ScrollLab")
        #expect(text("row-carousel-gives-way-at-its-edges", 369) == "row-carousel-gives-way-at-its-… · C: ScrollLab")
        #expect(text("row-carousel-gives-way-at-its-edges", 369).count == 46)
        #expect(text("pin-header-until-stuck", 804) == "app technique: pin-header-until-stuck · C: ScrollLab")  // landscape
    }

    @Test func aNestedPagesOwnTechniqueIsNamedOnItsBadge() throws {
        let scene = NestedPageOwnTechniqueTests.scene(#", "appTechnique": \#(NestedPageOwnTechniqueTests.technique)"#)
        let def = try SceneCatalog.parse(Data(scene.utf8), label: "my-feed.json")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        #expect(badges(s).isEmpty)
        s.handle(.key("c", time: 0.1))
        #expect(badges(s) == ["list-waits-for-header · C: ScrollLab"])
        s.handle(.key("c", time: 0.2))
        #expect(badges(s).isEmpty)
    }
}
