import ScrollCore
import ScrollScene
@_spi(Testing) import ScrollSession
import TestSupport
import Testing

/// `nested-pages`' rotation and runtime keys (J, O, A, D), as on every nested page. iPhone 15 portrait:
/// the outer header collapses 101 pt, the inner one 140; rows are 72 pt (Videos 80 rows, Posts 40,
/// About 6; the plain outer pages 60).
@Suite struct NestedPagesKeysTests {
    private func view(_ s: SceneState, _ id: String) throws -> SceneState.ScrollViewState {
        try #require(s.scrollViews.first { $0.id == id })
    }

    /// Videos read past both headers, the inner pager on Posts, Posts read 150 pt.
    private func session() -> TraceBuilder {
        var b = TraceBuilder(scene: "nested-pages")
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 300), duration: 0.8, hold: 0.1)
        b.wait(0.3)
        b.fling(from: Point(x: 330, y: 600), to: Point(x: 80, y: 600))
        b.wait(0.8)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 540), duration: 0.5, hold: 0.1)
        b.wait(0.3)
        return b
    }

    @Test func rotationKeepsBothPagersBothCollapsesAndEveryReadingPosition() throws {
        var b = session()
        let before = try replay(b.trace).session.state()
        b.key("r")
        let t = b.time
        let after = try replay(b.trace, settle: false, until: t).session.state()
        #expect(before.pager?.page == 1 && before.header?.isStuck == true)
        #expect(try view(before, "innerHeader").offset.y == 140)
        #expect(before.pages![0].contentOffset > 200 && before.pages![1].contentOffset > 100)
        #expect(after.viewport.width == 852)
        #expect(after.time == t)
        // The outer pager on Channel, the inner one on Posts, at the new width.
        #expect(after.pager?.page == 1 && after.pager?.offset == 852)
        #expect(try view(after, "pager").offset.x == 852)
        // Stuck stays stuck at both levels (landscape: the outer header collapses all of its 160 pt).
        #expect(after.header?.isStuck == true)
        #expect(after.header?.collapse == after.header?.maxCollapse)
        #expect(try view(after, "innerHeader").offset.y == 140)
        // Every list keeps its offset in points (rows keep their heights): the same rows at the top.
        #expect(after.pages!.map(\.contentOffset) == before.pages!.map(\.contentOffset))
        #expect(after.events.map(\.name) == before.events.map(\.name))  // the session's log, nothing re-logged
        // And back: the same again in portrait.
        b.key("r")
        let back = try replay(b.trace).session.state()
        #expect(back.pages!.map(\.contentOffset) == before.pages!.map(\.contentOffset))
        #expect(back.header?.collapse == 101 && back.pager?.offset == 393)
    }

    @Test func aPageChangeUnderWayGoesOnToItsPageAcrossTheRotation() throws {
        var b = TraceBuilder(scene: "nested-pages")
        b.fling(from: Point(x: 330, y: 600), to: Point(x: 80, y: 600))  // the inner pager towards Posts
        b.wait(0.05)
        let t = b.time
        let moving = try replay(b.trace, settle: false, until: t).session.state()
        b.key("r")
        let landed = try replay(b.trace).session.state()
        let x = try view(moving, "pager").offset.x
        #expect(x > 0 && x < 393)
        #expect(try view(landed, "pager").offset.x == 852)  // Posts at the landscape width
        #expect(landed.pager?.offset == 852)  // the outer pager still on Channel
    }

    @Test func jScrollsTheShownListToRow30UnderBothHeadersAndHomeBack() throws {
        var b = TraceBuilder(scene: "nested-pages")
        b.key("j")
        b.wait(0.4)
        let t = b.time
        let landed = try replay(b.trace, settle: false, until: t).session.state()
        #expect(landed.header?.collapse == 101)
        #expect(try view(landed, "innerHeader").offset.y == 140)
        #expect(landed.pages![0].contentOffset == 29 * 72)
        #expect(landed.events.contains { $0.name == "scrollToRow" && $0.page == 29 && $0.id == "page.0.list" })
        b.key("home")
        let top = try replay(b.trace).session.state()
        #expect(top.header?.collapse == 0 && top.pages![0].contentOffset == 0)
        #expect(try view(top, "innerHeader").offset.y == 0)
        // On a plain outer page (Home): its own list, under the collapsed outer header.
        var p = TraceBuilder(scene: "nested-pages")
        p.fling(from: Point(x: 60, y: 300), to: Point(x: 330, y: 300))  // on the inner header: the outer pager pages
        p.wait(0.8)
        p.key("j")
        let plain = try replay(p.trace).session.state()
        #expect(plain.pager?.page == 0)
        #expect(try view(plain, "outer.0.page.0.list").offset.y == 29 * 72)
        #expect(plain.header?.collapse == 101)
    }

    @Test func oReloadsThePageShownAndAEveryPage() throws {
        var b = TraceBuilder(scene: "nested-pages")
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 500), duration: 0.5, hold: 0.1)
        b.key("o")
        let one = try replay(b.trace).session.state()
        #expect(one.pages!.map(\.contentHeight) == [90 * 72, 0, 0])  // Videos grew 10 rows; the others not loaded yet
        #expect(one.events.contains { $0.name == "reloadPage" && $0.page == 0 })
        let before = try replay(TraceBuilder(scene: "nested-pages").trace).session.state()
        b.key("a")
        let all = try replay(b.trace).session.state()
        #expect(all.pages![0].contentHeight == 100 * 72)
        #expect(try view(all, "outer.0.page.0.list").contentSize.height == 70 * 72)
        #expect(try view(before, "outer.0.page.0.list").contentSize.height == 60 * 72)
        // The reading position is kept through both (keepsContentScrollPosition).
        #expect(all.header?.collapse == one.header?.collapse)
        #expect(all.pages![0].contentOffset == one.pages![0].contentOffset)
    }

    @Test func dTurnsTheListsOffThenThePagersThenAllOn() throws {
        var b = TraceBuilder(scene: "nested-pages")
        b.key("d")  // lists off
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 600), duration: 0.4, hold: 0.1)
        let listsOff = try replay(b.trace).session.state()
        #expect(listsOff.header?.collapse == 0 && listsOff.pages![0].contentOffset == 0)
        #expect(listsOff.events.contains { $0.name == "scrollDisabled" && $0.id == "page.0.list" })
        b.key("d")  // pagers off, lists on
        b.fling(from: Point(x: 330, y: 700), to: Point(x: 80, y: 700))
        b.wait(0.8)
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 700), duration: 0.4, hold: 0.1)
        let pagersOff = try replay(b.trace).session.state()
        #expect(try view(pagersOff, "pager").offset.x == 0 && pagersOff.pager?.offset == 393)
        #expect(pagersOff.header!.collapse > 80)  // the lists scroll again
        #expect(pagersOff.events.contains { $0.name == "scrollDisabled" && $0.id == "pager" })
        #expect(pagersOff.events.contains { $0.name == "scrollDisabled" && $0.id == "outer.pager" })
        b.key("d")  // all on
        b.fling(from: Point(x: 330, y: 700), to: Point(x: 80, y: 700))
        let on = try replay(b.trace).session.state()
        #expect(try view(on, "pager").offset.x == 393)
    }

    @Test func cShowsWhichTechniqueRunsInTheStateAndOnTheBadge() throws {
        var b = TraceBuilder(scene: "nested-pages")
        let plain = try replay(b.trace).session
        #expect(plain.state().gallery == nil)  // ScrollLab, and the state as it always was
        #expect(!plain.displayList().texts.contains { $0.hasPrefix("app technique") })
        b.key("c")
        let wrong = try replay(b.trace).session
        #expect(wrong.state().gallery?.technique == "inner-pager-keeps-drag" && wrong.state().gallery?.running == "technique")
        #expect(wrong.displayList().texts.contains("inner-pager-keeps-drag · C: ScrollLab"))
        b.key("c")
        let back = try replay(b.trace).session
        #expect(back.state().gallery?.running == "chain")
        #expect(!back.displayList().texts.contains { $0.hasPrefix("app technique") })
    }
}
