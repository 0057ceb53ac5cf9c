import ScrollCore
import ScrollScene
import TestSupport
import Testing

/// Issue #13 item 4: the tab strip belongs to the header for vertical drags and, with more tabs than
/// fit (`custom-tabs-2`: five tabs on a 393 pt phone), scrolls itself on horizontal ones — on the same
/// engine as every scroll view. Strip figures are the `tabStrip` scroll view's offset, points.
@Suite struct TabStripReplayTests {
    private let titles = ["Following", "For you", "Trending", "Local", "Saved"]
    private var tabs: [(x: Double, width: Double)] { TabStripView.tabFrames(titles: titles, width: 393) }
    /// The strip's range: its tabs' width minus the phone's.
    private var maxOffset: Double { tabs.last!.x + tabs.last!.width - 393 }

    private func strip(_ s: SceneState) throws -> SceneState.ScrollViewState {
        try #require(s.scrollViews.first { $0.id == "tabStrip" })
    }

    @Test func fiveTabsDoNotFitAPortraitPhoneAndDoFitALandscapeOne() {
        #expect(maxOffset > 60)
        #expect(tabs.allSatisfy { $0.width > PanelText.width("Trending", size: 15) })
        let wide = TabStripView.tabFrames(titles: titles, width: 852)
        #expect(wide.map(\.width) == Array(repeating: 852.0 / 5, count: 5))
    }

    @Test func aHorizontalDragOnTheStripScrollsTheStripOnly() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        // 2 pt per 120 Hz sample: the pan begins exactly at the 10 pt slop.
        b.drag(from: Point(x: 300, y: 222), to: Point(x: 240, y: 222), duration: 0.25, hold: 0.1)
        let s = try replay(b.trace).session.state()
        // 60 pt minus the slop (the content follows the finger from where the pan began).
        expectClose(try strip(s).offset.x, 50, within: 1e-9)
        #expect(s.header?.collapse == 0)
        #expect(s.pager?.page == 0 && s.pager?.offset == 0)
        #expect(listOffset(s, 0) == 0)
        #expect(s.arena.lastWinner == "tabStrip.scrollPan")
        #expect(s.events.filter { $0.id == "tabStrip" }.map(\.name) == ["willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test func aFlingOnTheStripDeceleratesAndComesToRestInsideItsRange() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        b.fling(from: Point(x: 300, y: 222), to: Point(x: 200, y: 222))
        let s = try replay(b.trace).session.state()
        let st = try strip(s)
        expectClose(st.offset.x, maxOffset, within: 1e-9)  // thrown past its end: bounced back to it
        #expect(st.state == "idle")
        let names = s.events.filter { $0.id == "tabStrip" }.map(\.name)
        #expect(names.contains("willBeginDecelerating") && names.last == "didEndDecelerating")
        #expect(s.pager?.page == 0)
    }

    @Test func aDragPastTheStripsStartRubberBandsAndReturns() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        b.drag(from: Point(x: 100, y: 222), to: Point(x: 250, y: 222), duration: 0.3)
        let mid = try replay(b.trace, settle: false, until: b.time - 0.05).session.state()
        let pulled = try strip(mid).offset.x
        #expect(pulled < -40 && pulled > -140)  // banded: less than the 140 pt the finger went
        let s = try replay(b.trace).session.state()
        #expect(try strip(s).offset.x == 0)
    }

    @Test func aTapOnAScrolledStripSelectsTheTabUnderTheFinger() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        b.fling(from: Point(x: 300, y: 222), to: Point(x: 200, y: 222))
        b.wait(1.5)
        // "Saved" is the last tab; at the strip's end it sits at the phone's right edge.
        let saved = tabs[4].x + tabs[4].width / 2 - maxOffset
        b.tap(at: Point(x: saved, y: 222))
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 4)
        expectClose(try strip(s).offset.x, maxOffset, within: 1e-9)
    }

    /// A tap that catches the flung strip only stops it (UIKit: the touch does not reach the content;
    /// the lab's rule for a list's rows): the pager stays on its page and `tapIgnored` names the tab;
    /// the same tap at rest selects it.
    @Test func aTapThatCatchesTheFlungStripOnlyStopsIt() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        b.fling(from: Point(x: 300, y: 222), to: Point(x: 270, y: 222), duration: 0.1)
        let down = b.time  // 0.05 s after the lift
        b.tap(at: Point(x: 200, y: 222))
        let before = try replay(b.trace, settle: false, until: down - 0.005).session.state()
        #expect(try strip(before).state == "decelerating")
        let atDown = try strip(try replay(b.trace, settle: false, until: down).session.state())
        #expect(atDown.state == "dragging")  // caught
        let caught = atDown.offset.x
        expectClose(caught, 34.065, within: 1e-3)  // of 92.782
        #expect(caught > 0 && caught < maxOffset)
        let s = try replay(b.trace).session.state()
        #expect(try strip(s).offset.x == caught)
        #expect(try strip(s).state == "idle")
        #expect(s.pager?.page == 0 && s.pager?.offset == 0)
        let tab = tabs.lastIndex { $0.x <= 200 + caught } ?? 0
        #expect(s.events.filter { $0.name == "tapIgnored" }.map { $0.id } == ["tabStrip.tab.\(tab)"])
        var again = b
        again.wait(1)
        again.tap(at: Point(x: 200, y: 222))
        let selected = try replay(again.trace).session.state()
        #expect(selected.pager?.page == tab)
        #expect(try strip(selected).offset.x == TabStripReplayTests.reveal(tab, tabs: tabs, max: maxOffset))
    }

    /// The strip offset that centres tab `i`, within its range.
    static func reveal(_ i: Int, tabs: [(x: Double, width: Double)], max: Double) -> Double {
        Swift.min(Swift.max(0, tabs[i].x + tabs[i].width / 2 - 393 / 2), max)
    }

    @Test func aPageChangeScrollsTheSelectedTabIntoView() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        for _ in 0..<3 {
            b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))
            b.wait(0.8)
        }
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 3)
        // "Local" centred, as far as the range allows.
        let centred = tabs[3].x + tabs[3].width / 2 - 393 / 2
        expectClose(try strip(s).offset.x, min(max(0, centred), maxOffset), within: 1e-9)
        #expect(try strip(s).offset.x > 0)
        var back = b
        back.fling(from: Point(x: 100, y: 600), to: Point(x: 300, y: 600))
        back.wait(0.8)
        back.fling(from: Point(x: 100, y: 600), to: Point(x: 300, y: 600))
        let first = try replay(back.trace).session.state()
        #expect(first.pager?.page == 1)
        let centred1 = tabs[1].x + tabs[1].width / 2 - 393 / 2
        expectClose(try strip(first).offset.x, min(max(0, centred1), maxOffset), within: 1e-9)
    }

    @Test func aVerticalDragOnAScrollingStripStillMovesTheHeader() throws {
        var b = TraceBuilder(scene: "custom-tabs-2")
        b.drag(from: Point(x: 120, y: 222), to: Point(x: 120, y: 122), duration: 50.0 / 120, hold: 0.1)
        let s = try replay(b.trace).session.state()
        expectClose(try #require(s.header?.collapse), 90, within: 1e-9)  // 100 pt minus the slop
        #expect(try strip(s).offset.x == 0)
    }

    @Test func aStripThatFitsDoesNotScroll() throws {
        var b = TraceBuilder(scene: "custom-tabs-2", landscape: true)
        b.drag(from: Point(x: 600, y: 222), to: Point(x: 400, y: 222), duration: 0.3, hold: 0.1)
        let sandbox = try replay(b.trace)
        let s = sandbox.session.state()
        #expect(!s.scrollViews.contains { $0.id == "tabStrip" })  // not a scroll view while it fits
        #expect(!s.arena.log.contains { $0.contains("tabStrip.scrollPan") })  // not a participant
    }
}
