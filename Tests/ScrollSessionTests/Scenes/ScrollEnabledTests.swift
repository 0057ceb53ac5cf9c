import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
@_spi(Testing) import ScrollSession
import TestSupport
import Testing

/// D toggles `isScrollEnabled` on the list and paging scenes; off mid-drag cancels the pan.
@Suite struct ScrollEnabledTests {
    private func sandbox(_ id: String) -> Sandbox {
        SessionFactory.sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == id }!, device: .fifteen, landscape: false, hz: 120)
    }

    /// A drag from `a` to `b` (0.5 s, 10 moves) with key `d` pressed after the 4th move.
    private func dragWithKey(from a: Point, to b: Point, start: Double, keyAfterMove k: Int?) -> [InputEvent] {
        var out: [InputEvent] = [.pointer(PointerEvent(.down, id: 0, at: a, time: start))]
        for i in 1...10 {
            let p = a + (b - a) * (Double(i) / 10)
            out.append(.pointer(PointerEvent(.move, id: 0, at: p, time: start + 0.05 * Double(i))))
            if i == k { out.append(.key("d", time: start + 0.05 * Double(i) + 0.01)) }
        }
        out.append(.pointer(PointerEvent(.up, id: 0, at: b, time: start + 0.55)))
        return out
    }

    @Test func turningScrollingOffMidDragReleasesTheListAndTurningItOnScrollsAgain() {
        let s = sandbox("basic-scroll")
        var events = dragWithKey(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0.1, keyAfterMove: 4)
        s.replay(events, settle: true)
        var main = s.session.state().scrollViews.first { $0.id == "main" }!
        // The pan began on the first 40 pt move (the drag follows from there): moves 2–4 scrolled
        // 120 pt, then the pan was cancelled and nothing moved after.
        #expect(main.offset.y == 120)
        #expect(main.state == "idle")
        #expect(s.session.state().arena.log.contains { $0.hasSuffix("main.pan cancelled: disabled") })
        // Off: a new drag does nothing.
        events = dragWithKey(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), start: 2, keyAfterMove: nil)
        s.replay(events, settle: true)
        main = s.session.state().scrollViews.first { $0.id == "main" }!
        #expect(main.offset.y == 120)
        // On again: it scrolls.
        s.handle(.key("d", time: 4))
        events = dragWithKey(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), start: 4.1, keyAfterMove: nil)
        s.replay(events, settle: true)
        main = s.session.state().scrollViews.first { $0.id == "main" }!
        #expect(main.offset.y == 120 + 180)
        let names = s.session.state().events.filter { $0.id == "main" && $0.name.hasPrefix("scroll") && $0.name != "scrollToTop" }.map(
            \.name)
        #expect(names == ["scrollDisabled", "scrollEnabled"])
    }

    @Test func thePagerDoesNotPageWhileScrollingIsOff() {
        let s = sandbox("paging")
        s.handle(.key("d", time: 0.05))
        s.replay(dragWithKey(from: Point(x: 300, y: 500), to: Point(x: 60, y: 505), start: 0.1, keyAfterMove: nil), settle: true)
        #expect(s.session.state().pager?.page == 0)
        s.handle(.key("d", time: 3))
        s.replay(dragWithKey(from: Point(x: 300, y: 500), to: Point(x: 60, y: 505), start: 3.1, keyAfterMove: nil), settle: true)
        #expect(s.session.state().pager?.page == 1)
    }
}
