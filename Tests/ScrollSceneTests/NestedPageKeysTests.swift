import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// The nested page's runtime keys (#14): reload (`o`, `a`), the container's bottom inset (`k`),
/// sticky section headers under the strip, `isScrollEnabled` (`d`).
@Suite struct NestedPageKeysTests {
    /// Ticks the session to `t` at its rate.
    func tick(_ s: SceneSession, to t: Double) {
        var now = s.time
        while now + 1 / Double(s.hz) <= t {
            now += 1 / Double(s.hz)
            s.advance(to: now)
        }
    }

    /// Feeds events with ticks between them, then ticks until `until`.
    func feed(_ s: SceneSession, _ events: [InputEvent], until: Double) {
        for e in events {
            tick(s, to: e.time)
            s.handle(e)
        }
        tick(s, to: until)
    }

    /// One wheel notch of `dy` points of content (positive = content up) at `p`: exact, no fling.
    func scroll(_ s: SceneSession, by dy: Double, at t: Double, over p: Point = Point(x: 200, y: 600)) {
        feed(s, [.wheel(position: p, delta: Point(x: 0, y: -dy), time: t)], until: t + 1)
    }

    func page(_ s: SceneSession, _ i: Int) -> SceneState.Page { s.state().pages![i] }

    func key(_ s: SceneSession, _ k: String, at t: Double) {
        feed(s, [.key(k, time: t)], until: t + 0.5)
    }

    /// The frame of the first text that reads `string`.
    func textFrame(_ s: SceneSession, _ string: String) -> Rect? {
        for c in s.displayList().commands {
            if case .text(let t, let frame, _, _, _, _) = c, t == string { return frame }
        }
        return nil
    }

    // MARK: - Reload

    @Test func reloadingKeepsPositionsWhenThePolicySaysSo() throws {
        let s = try session("reload")
        scroll(s, by: 400, at: 0.1)
        let collapse = try #require(s.state().header).collapse
        let offset = page(s, 0).contentOffset
        #expect(collapse == 141)
        #expect(offset == 400 - 141)
        key(s, "o", at: 2)
        #expect(page(s, 0).generation == 1)
        #expect(page(s, 0).contentHeight == 130 * 72)  // ten rows more
        #expect(page(s, 0).contentOffset == offset)
        #expect(s.state().header?.collapse == collapse)
        #expect(s.displayList().texts.contains("Row 5 of 130 · 72 pt · reload 1"))
        #expect(s.state().events.contains { $0.name == "reloadPage" && $0.page == 0 })
        key(s, "a", at: 3)
        #expect(page(s, 0).generation == 2)
        #expect(page(s, 1).generation == 1)
        #expect(page(s, 0).contentHeight == 140 * 72)
        #expect(page(s, 0).contentOffset == offset)
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func reloadingResetsPositionsWithoutThePolicy() throws {
        let s = try session("reload-reset")
        scroll(s, by: 400, at: 0.1)
        #expect(page(s, 0).contentOffset == 400 - 141)
        key(s, "o", at: 2)
        #expect(page(s, 0).contentOffset == 0)
        #expect(s.state().header?.collapse == 141)  // the strip stays stuck; the reloaded list is at its top
        scroll(s, by: 300, at: 3)
        key(s, "a", at: 5)
        #expect(page(s, 0).contentOffset == 0)
        #expect(s.state().header?.collapse == 0)  // seed 004's rebuild: from the start
        #expect(page(s, 0).generation == 2)
        #expect(s.invariantViolations().isEmpty)
    }

    /// The empty page gets rows on reload: the content change shows.
    @Test func reloadingTheEmptyPageFillsIt() throws {
        let s = try session("reload")
        var script = TouchScript()
        script.hold(at: Point(x: 350, y: 222), start: 0.3, duration: 0.08)  // the "Likes" tab
        run(s, script.events, until: 1.5)
        #expect(s.state().pager?.page == 3)
        #expect(s.displayList().texts.contains("Nothing here yet"))
        key(s, "o", at: 2)
        #expect(page(s, 3).contentHeight == 10 * 72)
        #expect(s.displayList().texts.contains("Row 1 of 10 · 72 pt · reload 1"))
    }

    // MARK: - Bottom inset

    /// The top row of page 0 (72 pt rows): which row the strip's bottom cuts.
    func topRow(_ s: SceneSession) -> Int { Int(page(s, 0).contentOffset / 72) }

    @Test func theContainersBottomInsetChangesAndTheListsKeepTheirPlace() throws {
        let s = try session("bottom-inset")
        #expect(s.state().pages!.allSatisfy { $0.bottomInset == 0 })
        scroll(s, by: 1000, at: 0.1)
        let offset = page(s, 0).contentOffset
        let row = topRow(s)
        #expect(row == (1000 - 141) / 72)
        feed(s, [.key("k", time: 2)], until: 2.04)  // toolbar
        // The model's inset is set at once; the bar springs up (UIKit's keyboard: 0.25 s).
        #expect(s.state().pages!.map(\.bottomInset) == [90, 90, 90, 90])
        let rising = try #require(textFrame(s, "Toolbar · inset 90 pt (K)")).minY - 10
        #expect(rising > 852 - 90 && rising < 852 - 10)
        tick(s, to: 2.6)
        #expect(s.state().pages!.map(\.bottomInset) == [90, 90, 90, 90])
        #expect(page(s, 0).contentOffset == offset)
        #expect(topRow(s) == row)
        let bar = try #require(textFrame(s, "Toolbar · inset 90 pt (K)"))
        expectClose(bar.minY, 852 - 90 + 10, within: 1e-9)
        key(s, "k", at: 3)  // keyboard
        #expect(s.state().pages!.map(\.bottomInset) == [336, 336, 336, 336])
        #expect(topRow(s) == row)
        // The inset is scroll range: the list's end comes up above the keyboard.
        // (Over the list above the keyboard: a wheel over the keyboard scrolls nothing.)
        for k in 0..<5 { scroll(s, by: 2000, at: 4 + Double(k), over: Point(x: 200, y: 300)) }
        tick(s, to: 12)  // the bounce past the end settles
        let visible = 852.0 - (59 + 44)
        #expect(page(s, 0).contentOffset == 120 * 72 + 336 - visible)
        key(s, "k", at: 12)  // none: a list at its very end is clamped
        #expect(page(s, 0).bottomInset == 0)
        #expect(page(s, 0).contentOffset == 120 * 72 - visible)
        #expect(textFrame(s, "Keyboard · inset 336 pt (K)") == nil)
        #expect(s.state().events.filter { $0.name == "bottomInsetDidChange" }.count == 3)
        #expect(s.invariantViolations().isEmpty)
    }

    /// A short page still lets the strip stick with the container's inset: the model's own inset
    /// makes up the rest, never overwriting the container's.
    @Test func aShortPageStillSticksUnderTheKeyboard() throws {
        let s = try session("bottom-inset")
        key(s, "k", at: 0.1)
        key(s, "k", at: 0.7)
        var script = TouchScript()
        script.hold(at: Point(x: 245, y: 222), start: 1.3, duration: 0.08)  // "Media": 3 rows
        run(s, script.events, until: 2.5)
        scroll(s, by: 400, at: 2.6, over: Point(x: 200, y: 300))
        #expect(s.state().header?.isStuck == true)
        #expect(page(s, 2).bottomInset == 336)
        #expect(s.invariantViolations().isEmpty)
    }

    // MARK: - Sticky section headers under the strip

    @Test func sectionHeadersStickUnderTheTabStripAndArePushedUpByTheNext() throws {
        let s = try session("nested-sticky-sections")
        // Sections: a 28 pt header and six 60 pt rows (388 pt); section 2's header starts at 388.
        scroll(s, by: 141 + 250, at: 0.1)
        let header = try #require(s.state().header)
        #expect(header.isStuck)
        let stripBottom = header.height - header.collapse + 44
        #expect(stripBottom == 59 + 44)
        #expect(page(s, 0).contentOffset == 250)
        // Section 1 sticks at the strip's bottom, not at the screen's top.
        #expect(textFrame(s, "Section 1")?.minY == stripBottom)
        #expect(textFrame(s, "Section 2")?.minY == stripBottom + 388 - 250)
        // 130 pt further: section 2's header (at 388 − 380 = 8) pushes section 1's up by 20 pt.
        scroll(s, by: 130, at: 2)
        #expect(page(s, 0).contentOffset == 380)
        #expect(textFrame(s, "Section 2")?.minY == stripBottom + 8)
        #expect(textFrame(s, "Section 1")?.minY == stripBottom - 20)
        // Past it, section 2 sticks in its turn.
        scroll(s, by: 100, at: 4)
        #expect(textFrame(s, "Section 2")?.minY == stripBottom)
        // Expanded header: section 1 is at its natural place, under the strip where it rests.
        scroll(s, by: -(141 + 480), at: 6)
        expectClose(try #require(textFrame(s, "Section 1")).minY, 200 + 44, within: 1e-9)
    }
}
