import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import Testing

/// A technique scene's configurable tree (`appTechnique.tree`, docs/TECHNIQUES.md "The tree"): a
/// horizontal pager of lists and a banner carousel in the header, named in rules (`pager.pan`,
/// `page.1.list.offset.y`, `carousel.pan`), with UIKit's defaults when no rule is given.
@Suite struct TechniqueTreeTests {
    let tree = TechniqueTreeScene(rows: [120, 60, 30])
    func scene(_ technique: String) throws -> SceneDefinition { try tree.definition(technique) }
    func treeSession(_ technique: String) throws -> SceneSession { try tree.session(technique) }
    func problem(_ technique: String) -> String? { tree.problem(technique) }

    let onList = Point(x: 300, y: 700)
    let onHeader = Point(x: 200, y: 190)

    /// Seed 000 §3.1 on the pager: a horizontal swipe on a list fails the list's vertical pan and the
    /// pager takes it (the outer pan waits for it by `inner-horizontal-first`, then fails); the page
    /// turned, a vertical drag scrolls page 1's list; the outer view moves only by the header.
    @Test func seedPagerFirstTurnsThePageAndTheShownListScrolls() throws {
        let s = try session("seed-pager-first")
        #expect(s.state().scrollViews.map(\.id) == ["outer", "page.0.list", "page.1.list", "page.2.list", "pager"])
        run(s, drag(onList, onList + Point(x: -240, y: 0), at: 0.1), until: 1.5)
        #expect(
            s.arenaLog == [
                "t=0.125 list.pan failed: moved 20 pt horizontal, pan is vertical", "t=0.125 pager.pan began: moved 20 pt horizontal",
                "t=0.125 outer.pan failed: pager.pan won the touch", "t=0.41 pager.pan ended: lifted at (-800, 0) pt/s",
            ])
        #expect(s.offsetX("pager") == 393)
        run(s, drag(onList, onList + Point(x: 0, y: -250), at: 2), until: 2.4)
        #expect(s.arenaLog.suffix(4).first == "t=2.025 page.1.list.pan began: moved 20.833 pt vertical")
        #expect(s.offsetY("page.1.list") > 200)
        #expect(s.offsetY("page.0.list") == 0)
        #expect(s.offsetY("outer") == 0)
        run(s, drag(onHeader, onHeader + Point(x: 0, y: -90), at: 4), until: 6)
        #expect(s.offsetY("outer") == 141)
        #expect(s.state().technique?.rules.map { "\($0.name) \($0.fired)" } == ["inner-horizontal-first 0"])
        #expect(s.invariantViolations().isEmpty)
    }

    /// The carousel in the header takes horizontal drags; a vertical drag starting on it fails its
    /// horizontal pan and moves the outer view (UIKit's defaults: nothing else decides).
    @Test func theCarouselTakesHorizontalDragsAndPassesVerticalOnes() throws {
        let s = try treeSession(#"{"tree": {"carousel": true}}"#)
        #expect(s.state().scrollViews.map(\.id) == ["outer", "page.0.list", "carousel"])
        let onBanner = Point(x: 300, y: 120)
        run(s, drag(onBanner, onBanner + Point(x: -200, y: 0), at: 0.1), until: 1.5)
        #expect(
            Array(s.arenaLog.prefix(2)) == [
                "t=0.125 carousel.pan began: moved 16.667 pt horizontal", "t=0.125 outer.pan failed: carousel.pan won the touch",
            ])
        #expect(s.offsetX("carousel") == 393)
        run(s, drag(onBanner, onBanner + Point(x: 0, y: -80), at: 2), until: 4)
        #expect(
            s.arenaLog.suffix(3).prefix(2) == [
                "t=2.05 carousel.pan failed: moved 13.333 pt vertical, pan is horizontal",
                "t=2.05 outer.pan began: moved 13.333 pt vertical",
            ])
        #expect(s.offsetY("outer") == 141)
        #expect(s.offsetX("carousel") == 393)
    }

    /// Rules name a page's list, its pan and the pager: page 1's list refuses to begin (its pan's
    /// `shouldBegin` answers false) so the outer view takes the drag; the pager's didScroll keeps the
    /// page shown in a variable.
    @Test func rulesNamePagesListsAndThePager() throws {
        let s = try treeSession(
            #"{"state": [{"name": "page"}], "rules": [{"name": "page-1-still", "on": "shouldBegin", "recognizer": "page.1.list.pan"}, "#
                + #"{"name": "track-page", "on": "didScroll", "view": "pager", "set": [{"property": "state.page", "value": "pager.offset.x / pager.bounds.width"}]}], "#
                + #""tree": {"pages": 3}}"#)
        run(s, drag(onList, onList + Point(x: -240, y: 0), at: 0.1), until: 1.5)
        #expect(s.state().technique?.variables.map(\.value) == [1])
        run(s, drag(onList, onList + Point(x: 0, y: -250), at: 2), until: 2.4)
        #expect(
            s.arenaLog.suffix(4).prefix(2) == [
                "t=2.025 page.1.list.pan failed: shouldBegin=false (rule `page-1-still` (shouldBegin page.1.list.pan) → fail)",
                "t=2.025 pager.pan failed: moved 20.833 pt vertical, pan is horizontal",
            ])
        #expect(s.offsetY("page.1.list") == 0)
        #expect(s.offsetY("outer") > 100)
        #expect(s.state().technique?.rules.map { "\($0.name) \($0.fired)" }.first == "page-1-still 1")
    }

    /// The tree reads back from a trace header's embedded definition both ways: Codable (native) and
    /// the JSON reader the web module uses.
    @Test func theTreeRoundTripsThroughAnEmbeddedDefinition() throws {
        let d = try scene(#"{"tree": {"pages": 3, "carousel": true}}"#)
        #expect(d.appTechnique?.tree == AppTechnique.Tree(pages: 3, carousel: true))
        #expect(try SceneCatalog.parse(d.encodedFile(), label: "header") == d)
        #expect(SceneDefinition(json: try JSONValue.read([UInt8](d.encodedFile()))) == d)
    }

    /// Strict loading: a view, recognizer or quantity the tree does not build is one line naming the
    /// rule, its place and the views there are.
    @Test func namesTheTreeDoesNotBuildAreRefusedInOneLine() {
        // A pager of two lists has two titles (`SceneRule`: one title per list).
        let twoPages = TechniqueTreeScene(rows: [120, 60])
        #expect(
            problem(#"{"rules": [{"name": "r", "on": "didScroll", "view": "pager", "set": [{"property": "state.x", "value": "0"}]}]}"#)
                == "mine.json: appTechnique.rules[0].view (rule `r`): unknown view `pager` (outer, list)")
        #expect(
            problem(#"{"tree": {"pages": 3}, "rules": [{"name": "r", "on": "shouldBegin", "recognizer": "page.3.list.pan"}]}"#)
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `page.3.list.pan` (outer.pan, list.pan, page.1.list.pan, page.2.list.pan, pager.pan, list.longPress, tabStrip.tap, tabStrip.pan)"
        )
        #expect(
            twoPages.problem(
                #"{"tree": {"pages": 2}, "rules": [{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "carousel.offset.x > 0"}]}"#
            )
                == "mine.json: appTechnique.rules[0].when (rule `r`): column 1: unknown name `carousel.offset.x` (names start with a view (outer, list, page.1.list, pager), VIEW.pan., list.longPress., tabStrip.tap., tabStrip.pan., header. or state.)"
        )
        #expect(
            problem(#"{"tree": {"pages": 9}}"#)?.hasPrefix("mine.json: line 2: appTechnique.tree.pages") == true)
        #expect(
            twoPages.problem(
                #"{"tree": {"pages": 2, "carousel": true}, "rules": [{"name": "r", "on": "simultaneous", "recognizer": "carousel.pan", "other": "page.0.list.pan"}]}"#
            ) == nil)
    }
}
