import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import Testing

/// A pager inside a page of the pager (`appTechnique.tree.nestedPager`, docs/TECHNIQUES.md "The
/// tree"): `page.P.pager` holding the page's own list and `page.P.page.K.list`, its pan the innermost
/// horizontal one, UIKit's defaults with no rule (at its end it rubber-bands; the outer pager does not
/// take the drag), and a rule that hands the swipe over at its end.
@Suite struct TechniqueNestedPagerTests {
    let tree = TechniqueTreeScene(rows: [60, 30, 30])

    let onList = Point(x: 300, y: 700)
    static let tree = #""tree": {"pages": 3, "nestedPager": {"page": 1, "pages": 2}}"#

    /// UIKit's defaults: on page 1 a swipe is the nested pager's (the innermost horizontal pan); at its
    /// end the next swipe is still its own and rubber-bands, the outer pager staying on page 1; a
    /// vertical drag scrolls the nested page's list.
    @Test func theNestedPagerTakesSwipesOnItsPageAndKeepsThemAtItsEnd() throws {
        let s = try tree.session("{\(Self.tree)}")
        #expect(
            s.state().scrollViews.map(\.id) == [
                "outer", "page.0.list", "page.1.list", "page.2.list", "pager", "page.1.pager", "page.1.page.1.list",
            ])
        run(s, drag(onList, onList + Point(x: -240, y: 0), at: 0.1), until: 1.5)
        #expect(s.offsetX("pager") == 393)
        run(s, drag(onList, onList + Point(x: -240, y: 0), at: 2), until: 3.5)
        #expect(
            s.arenaLog.suffix(5).prefix(4) == [
                "t=2.025 page.1.list.pan failed: moved 20 pt horizontal, pan is vertical",
                "t=2.025 page.1.pager.pan began: moved 20 pt horizontal",
                "t=2.025 pager.pan failed: page.1.pager.pan won the touch", "t=2.025 outer.pan failed: page.1.pager.pan won the touch",
            ])
        #expect(s.offsetX("page.1.pager") == 393)
        #expect(s.offsetX("pager") == 393)
        run(s, drag(onList, onList + Point(x: -240, y: 0), at: 4), until: 4.31)
        #expect(s.arenaLog.suffix(4).first == "t=4.025 page.1.pager.pan began: moved 20 pt horizontal")
        #expect(s.offsetX("page.1.pager") > 393)
        run(s, [], until: 5.5)
        #expect(s.offsetX("page.1.pager") == 393)
        #expect(s.offsetX("pager") == 393)
        run(s, drag(onList, onList + Point(x: 0, y: -250), at: 6), until: 6.31)
        #expect(s.arenaLog.contains("t=6.025 page.1.page.1.list.pan began: moved 20.833 pt vertical"))
        #expect(s.offsetY("page.1.page.1.list") > 150)
        #expect(s.offsetY("page.1.list") == 0)
        #expect(s.invariantViolations().isEmpty)
    }

    /// The app's rule: the nested pager's pan does not begin at its end when the swipe points past it
    /// (`gestureRecognizerShouldBegin`), so the outer pager turns to page 2.
    @Test func aRuleHandsTheSwipeToTheOuterPagerAtTheNestedPagersEnd() throws {
        let s = try tree.session(
            #"{"rules": [{"name": "inner-at-end", "on": "shouldBegin", "recognizer": "page.1.pager.pan", "#
                + #""when": "page.1.pager.offset.x >= page.1.pager.contentSize.width - page.1.pager.bounds.width && page.1.pager.pan.velocity.x < 0"}], "#
                + Self.tree + "}")
        for t in [0.1, 2, 4] { run(s, drag(onList, onList + Point(x: -240, y: 0), at: t), until: t + 1.5) }
        #expect(
            s.arenaLog.filter { $0.hasPrefix("t=4.025 ") } == [
                "t=4.025 page.1.page.1.list.pan failed: moved 20 pt horizontal, pan is vertical",
                "t=4.025 page.1.pager.pan failed: shouldBegin=false (rule `inner-at-end` (shouldBegin page.1.pager.pan: page.1.pager.offset.x >= page.1.pager.contentSize.width - page.1.pager.bounds.width && page.1.pager.pan.velocity.x < 0) → fail)",
                "t=4.025 pager.pan began: moved 20 pt horizontal", "t=4.025 outer.pan failed: pager.pan won the touch",
            ])
        #expect(s.offsetX("page.1.pager") == 393)
        #expect(s.offsetX("pager") == 786)
        #expect(s.state().technique?.rules.map { "\($0.name) \($0.fired)" } == ["inner-at-end 1"])
    }

    /// The tree reads back, rules name the nested pager's views (`page.1.page.0.list` is `page.1.list`),
    /// and a nested pager the tree cannot hold is one line.
    @Test func namesAndRefusals() throws {
        let d = try tree.definition("{\(Self.tree)}")
        #expect(d.appTechnique?.tree == AppTechnique.Tree(pages: 3, nestedPager: AppTechnique.NestedPager(page: 1, pages: 2)))
        #expect(try SceneCatalog.parse(d.encodedFile(), label: "header") == d)
        #expect(SceneDefinition(json: try JSONValue.read([UInt8](d.encodedFile()))) == d)
        #expect(
            tree.problem(
                #"{"rules": [{"name": "r", "on": "simultaneous", "recognizer": "page.1.page.0.list.pan", "other": "page.1.page.1.list.pan", "when": "page.1.pager.offset.x > 0"}], "#
                    + Self.tree + "}") == nil)
        #expect(
            tree.problem(#"{"rules": [{"name": "r", "on": "shouldBegin", "recognizer": "page.1.page.2.list.pan"}], "# + Self.tree + "}")
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `page.1.page.2.list.pan` (outer.pan, list.pan, page.1.list.pan, page.2.list.pan, pager.pan, page.1.pager.pan, page.1.page.1.list.pan, list.longPress, tabStrip.tap, tabStrip.pan)"
        )
        #expect(
            tree.problem(#"{"tree": {"nestedPager": {"page": 0, "pages": 2}}}"#)
                == "mine.json: appTechnique.tree.nestedPager: a nested pager is a page of the pager (`pages` 2 … 8)")
        #expect(
            tree.problem(#"{"tree": {"pages": 3, "nestedPager": {"page": 3, "pages": 2}}}"#)
                == "mine.json: appTechnique.tree.nestedPager.page: page 3 is not in the tree (pages 0 … 2)")
        #expect(
            tree.problem(#"{"tree": {"pages": 3, "nestedPager": {"page": 1, "pages": 1}}}"#)
                == "mine.json: line 2: appTechnique.tree.nestedPager.pages must be between 2 and 8")
        #expect(
            tree.problem(#"{"tree": {"pages": 3, "nestedPager": {"page": 1}}}"#)
                == "mine.json: line 2: missing field \"appTechnique.tree.nestedPager.pages\"")
    }
}
