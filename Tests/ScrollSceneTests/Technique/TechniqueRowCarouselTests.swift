import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import Testing

/// A horizontal collection view in a list's row (`appTechnique.tree.rowCarousel`, docs/TECHNIQUES.md
/// "The tree"): its own free-scrolling scroll view and pan, UIKit's defaults with no rule (the innermost
/// pan that can begin takes the touch), named in rules (`list.row.2.carousel.pan`), and the built-in
/// `seed-row-carousel` whose rows give way to the pager at their edges.
@Suite struct TechniqueRowCarouselTests {
    /// A technique scene with `pages` pages (60, 30, 30 … rows of 72 pt) running `technique`.
    func tree(_ pages: Int) -> TechniqueTreeScene { TechniqueTreeScene(rows: [60] + Array(repeating: 30, count: pages - 1)) }
    func scene(_ technique: String, pages: Int = 1) throws -> SceneDefinition { try tree(pages).definition(technique) }
    func treeSession(_ technique: String, pages: Int = 1) throws -> SceneSession { try tree(pages).session(technique) }
    func problem(_ technique: String, pages: Int = 1) -> String? { tree(pages).problem(technique) }

    /// A touch along straight legs (each `(to, duration)`), a move every 1/120 s, lifted 0.01 s after
    /// the last: the fixture trace's strokes.
    func stroke(from a: Point, _ legs: [(Point, Double)], at t0: Double) -> [PointerEvent] {
        var out = [PointerEvent(.down, id: 1, at: a, time: t0)]
        var (p, t) = (a, t0)
        for (b, duration) in legs {
            let n = max(1, Int((duration * 120).rounded()))
            for k in 1...n {
                out.append(
                    PointerEvent(.move, id: 1, at: p + (b - p) * (Double(k) / Double(n)), time: t + duration * Double(k) / Double(n)))
            }
            (p, t) = (b, t + duration)
        }
        out.append(PointerEvent(.up, id: 1, at: p, time: t + 0.01))
        return out
    }

    /// Row 2 of a list under a 200 pt header and a 44 pt strip: 244 + 2 × 72 … + 72, its middle.
    let onRow = Point(x: 300, y: 424)

    /// UIKit's defaults: a horizontal drag on the row is the row carousel's (the list's vertical pan and
    /// the outer pan fail); it scrolls freely (no paging) and decelerates; a vertical drag on the row
    /// fails its horizontal pan and the list takes it, the row moving up with the list.
    @Test func theRowTakesHorizontalDragsAndTheListVerticalOnes() throws {
        let s = try treeSession(#"{"tree": {"rowCarousel": {"row": 2}}}"#)
        #expect(s.state().scrollViews.map(\.id) == ["outer", "page.0.list", "page.0.list.row.2.carousel"])
        run(s, drag(onRow, onRow + Point(x: -200, y: 0), at: 0.1), until: 0.41)
        #expect(
            s.arenaLog == [
                "t=0.125 list.row.2.carousel.pan began: moved 16.667 pt horizontal",
                "t=0.125 list.pan failed: list.row.2.carousel.pan won the touch",
                "t=0.125 outer.pan failed: list.row.2.carousel.pan won the touch",
                "t=0.41 list.row.2.carousel.pan ended: lifted at (-666.667, 0) pt/s",
            ])
        #expect(s.offsetX("page.0.list.row.2.carousel") == 183.33333333333331)
        // Free-scrolling: it decelerates to a rest between tiles, not a page.
        run(s, [], until: 3.9)
        #expect(s.state().scrollViews.allSatisfy { $0.state == "idle" })
        #expect(s.offsetX("page.0.list.row.2.carousel") == 516.3332221109699)
        #expect(s.offsetY("page.0.list") == 0)
        run(s, drag(onRow, onRow + Point(x: 0, y: -150), at: 4), until: 6)
        #expect(
            s.arenaLog.suffix(4).prefix(2) == [
                "t=4.025 list.row.2.carousel.pan failed: moved 12.5 pt vertical, pan is horizontal",
                "t=4.025 list.pan began: moved 12.5 pt vertical",
            ])
        #expect(s.offsetY("page.0.list") == 378.66143242499265)
        #expect(s.offsetX("page.0.list.row.2.carousel") == 516.3332221109699)
        #expect(s.invariantViolations().isEmpty)
    }

    /// The row carousel is a subview of its list at the row's frame: after the list scrolls, the row is
    /// where the list put it, and a horizontal drag there is the carousel's.
    @Test func theRowMovesWithItsList() throws {
        let s = try treeSession(#"{"tree": {"rowCarousel": {"row": 6}}}"#)
        let row = Point(x: 300, y: 244 + 6 * 72 + 36)
        run(s, drag(row, row + Point(x: 0, y: -150), at: 0.1), until: 3)
        let listY = s.offsetY("page.0.list")
        #expect(listY == 385.8515942753829)
        let moved = row - Point(x: 0, y: listY)
        run(s, drag(moved, moved + Point(x: -100, y: 0), at: 4), until: 4.31)
        #expect(s.arenaLog.suffix(4).first == "t=4.05 list.row.6.carousel.pan began: moved 16.667 pt horizontal")
        #expect(s.offsetX("page.0.list.row.6.carousel") == 83.33333333333331)
    }

    /// `isPagingEnabled` true: the row rests on a multiple of its width.
    @Test func aPagingRowRestsOnAPage() throws {
        let s = try treeSession(#"{"tree": {"rowCarousel": {"row": 2, "isPagingEnabled": true}}}"#)
        run(s, drag(onRow, onRow + Point(x: -200, y: 0), at: 0.1), until: 3)
        #expect(s.offsetX("page.0.list.row.2.carousel") == 393)
    }

    /// `seed-row-carousel`: a flick fills the row to its end; at its end a swipe left fails the row's pan
    /// (`page-0-row-at-right-edge`) and the pager turns the page; on page 1 a drag that comes back to
    /// the row's start within one touch rubber-bands the row and the pager does not move (the known
    /// limit: no handoff within one drag); at the row's start a swipe right pages back
    /// (`page-1-row-at-left-edge`); a vertical drag on the row is the list's.
    @Test func seedRowCarouselGivesWayToThePagerAtItsEdges() throws {
        let s = try session("seed-row-carousel")
        #expect(
            s.state().scrollViews.map(\.id) == [
                "outer", "page.0.list", "page.1.list", "page.2.list", "pager", "page.0.list.row.2.carousel",
                "page.1.list.row.2.carousel", "page.2.list.row.2.carousel",
            ])
        run(s, stroke(from: Point(x: 330, y: 424), [(Point(x: 30, y: 424), 0.1)], at: 0.1), until: 2.5)
        #expect(s.offsetX("page.0.list.row.2.carousel") == 1167)
        run(s, stroke(from: Point(x: 330, y: 424), [(Point(x: 90, y: 424), 0.2)], at: 3), until: 4.8)
        #expect(
            s.arenaLog.suffix(5).prefix(3) == [
                "t=3.0083 list.row.2.carousel.pan failed: shouldBegin=false (rule `page-0-row-at-right-edge` (shouldBegin list.row.2.carousel.pan: list.row.2.carousel.offset.x >= list.row.2.carousel.contentSize.width - list.row.2.carousel.bounds.width && list.row.2.carousel.pan.velocity.x < 0) → fail)",
                "t=3.0083 list.pan failed: moved 10 pt horizontal, pan is vertical", "t=3.0083 pager.pan began: moved 10 pt horizontal",
            ])
        #expect(s.offsetX("pager") == 393)
        // One touch: 150 pt left, then 370 pt right, past the row's start.
        let back = stroke(
            from: Point(x: 300, y: 424), [(Point(x: 150, y: 424), 0.3), (Point(x: 370, y: 424), 0.5), (Point(x: 370, y: 424), 0.2)], at: 5)
        run(s, back, until: 6.01)
        #expect(s.arenaLog.suffix(5).first == "t=5.025 page.1.list.row.2.carousel.pan began: moved 12.5 pt horizontal")
        #expect(s.offsetX("page.1.list.row.2.carousel") == -40.67835757057313)
        #expect(s.offsetX("pager") == 393)
        run(s, [], until: 6.9)
        #expect(s.offsetX("page.1.list.row.2.carousel") == 0)
        run(s, stroke(from: Point(x: 60, y: 424), [(Point(x: 300, y: 424), 0.2)], at: 7), until: 8.8)
        #expect(
            s.arenaLog.suffix(5).first?.hasPrefix(
                "t=7.0083 page.1.list.row.2.carousel.pan failed: shouldBegin=false (rule `page-1-row-at-left-edge`") == true)
        #expect(s.offsetX("pager") == 0)
        run(s, stroke(from: Point(x: 200, y: 424), [(Point(x: 200, y: 200), 0.3)], at: 9), until: 12)
        #expect(s.arenaLog.suffix(4).first == "t=9.0167 list.pan began: moved 12.444 pt vertical")
        #expect(s.offsetY("page.0.list") == 582.7831650495236)
        #expect(s.offsetY("outer") == 0)
        #expect(
            s.state().technique?.rules.map { "\($0.name) \($0.fired)" } == [
                "page-0-row-at-left-edge 0", "page-0-row-at-right-edge 1", "page-1-row-at-left-edge 1", "page-1-row-at-right-edge 0",
                "page-2-row-at-left-edge 0", "page-2-row-at-right-edge 0",
            ])
        #expect(s.invariantViolations().isEmpty)
    }

    /// Rules name each page's row carousel and its pan, `page.0.list.row.R.carousel` being page 0's.
    @Test func rulesNameEachPagesRowCarousel() throws {
        #expect(
            problem(
                #"{"tree": {"pages": 2, "rowCarousel": {"row": 2}}, "rules": [{"name": "r", "on": "simultaneous", "recognizer": "page.0.list.row.2.carousel.pan", "other": "page.1.list.row.2.carousel.pan", "when": "page.1.list.row.2.carousel.offset.x > list.row.2.carousel.pan.velocity.x"}]}"#,
                pages: 2) == nil)
        let d = try scene(#"{"tree": {"pages": 2, "rowCarousel": {"row": 3, "page": 1, "isPagingEnabled": true}}}"#, pages: 2)
        #expect(
            d.appTechnique?.tree
                == AppTechnique.Tree(pages: 2, rowCarousel: AppTechnique.RowCarousel(row: 3, page: 1, isPagingEnabled: true)))
        #expect(try SceneCatalog.parse(d.encodedFile(), label: "header") == d)
        #expect(SceneDefinition(json: try JSONValue.read([UInt8](d.encodedFile()))) == d)
        let s = SceneSession(definition: d, viewport: Size(width: 393, height: 852), hz: 120)
        #expect(s.state().scrollViews.map(\.id).last == "page.1.list.row.3.carousel")
    }

    /// Strict loading: a row no carousel is in, a row past its list, a page not in the tree and hostile
    /// values are one line each.
    @Test func rowsAndPagesTheTreeDoesNotHaveAreRefusedInOneLine() {
        #expect(
            problem(
                #"{"tree": {"rowCarousel": {"row": 2}}, "rules": [{"name": "r", "on": "shouldBegin", "recognizer": "list.row.3.carousel.pan"}]}"#
            )
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `list.row.3.carousel.pan` (outer.pan, list.pan, list.row.2.carousel.pan, list.longPress, tabStrip.pan)"
        )
        #expect(
            problem(
                #"{"tree": {"pages": 2, "rowCarousel": {"row": 2, "page": 1}}, "rules": [{"name": "r", "on": "didScroll", "view": "list.row.2.carousel", "set": [{"property": "list.row.2.carousel.offset.x", "value": "0"}]}]}"#,
                pages: 2)
                == "mine.json: appTechnique.rules[0].view (rule `r`): unknown view `list.row.2.carousel` (outer, list, page.1.list, pager, page.1.list.row.2.carousel)"
        )
        #expect(
            problem(#"{"tree": {"pages": 2, "rowCarousel": {"row": 30}}}"#, pages: 2)
                == "mine.json: appTechnique.tree.rowCarousel.row: row 30 is past page 1's list (30 rows)")
        #expect(
            problem(#"{"tree": {"pages": 3, "rowCarousel": {"row": 2, "page": 3}}}"#, pages: 3)
                == "mine.json: appTechnique.tree.rowCarousel.page: page 3 is not in the tree (pages 0 … 2)")
        #expect(
            problem(#"{"tree": {"rowCarousel": {"row": -1}}}"#)
                == "mine.json: line 2: appTechnique.tree.rowCarousel.row must be between 0 and 10000")
        #expect(
            problem(#"{"tree": {"rowCarousel": {"row": 1e300}}}"#)
                == "mine.json: appTechnique.tree.rowCarousel.row: 1e300 is out of range for a whole number")
        #expect(
            problem(#"{"tree": {"rowCarousel": {"row": 2.5}}}"#)
                == "mine.json: appTechnique.tree.rowCarousel.row: expected a whole number, found 2.5")
        #expect(problem(#"{"tree": {"rowCarousel": {}}}"#) == "mine.json: line 2: missing field \"appTechnique.tree.rowCarousel.row\"")
        #expect(
            problem(#"{"tree": {"rowCarousel": 2}}"#)
                == "mine.json: line 2: appTechnique.tree.rowCarousel: expected an object, found a number")
    }
}
