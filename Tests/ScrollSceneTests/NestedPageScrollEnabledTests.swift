import ScrollCore
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// `d` on a nested page (#14): lists off → pager off → both on; off mid-gesture cancels that scroll
/// view's pan and releases its content where it is.
@Suite struct NestedPageScrollEnabledTests {
    let keys = NestedPageKeysTests()

    /// A drag from `a` to `b` (0.5 s, 10 moves) with key `d` pressed after move `k`.
    func drag(from a: Point, to b: Point, start: Double, keyAfterMove k: Int? = nil) -> [InputEvent] {
        var out: [InputEvent] = [.pointer(PointerEvent(.down, id: 0, at: a, time: start))]
        for i in 1...10 {
            out.append(.pointer(PointerEvent(.move, id: 0, at: a + (b - a) * (Double(i) / 10), time: start + 0.05 * Double(i))))
            if i == k { out.append(.key("d", time: start + 0.05 * Double(i) + 0.01)) }
        }
        out.append(.pointer(PointerEvent(.up, id: 0, at: b, time: start + 0.55)))
        return out
    }

    let up = (Point(x: 200, y: 700), Point(x: 200, y: 300))
    let left = (Point(x: 330, y: 500), Point(x: 60, y: 505))

    func enabled(_ s: SceneSession) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: s.state().scrollViews.filter { $0.id != "header" }.map { ($0.id, $0.scrollEnabled ?? true) })
    }

    @Test func dCyclesListsOffThenPagerOffThenBothOn() throws {
        let s = try session("profile")
        keys.key(s, "d", at: 0.1)
        #expect(enabled(s) == ["pager": true, "page.0.list": false, "page.1.list": false, "page.2.list": false, "page.3.list": false])
        keys.feed(s, drag(from: up.0, to: up.1, start: 1), until: 2.5)
        #expect(s.state().header?.collapse == 0)  // no vertical scrolling
        keys.feed(s, drag(from: left.0, to: left.1, start: 3), until: 4.5)
        #expect(s.state().pager?.page == 1)  // the pager still pages
        keys.key(s, "d", at: 5)
        #expect(enabled(s) == ["pager": false, "page.0.list": true, "page.1.list": true, "page.2.list": true, "page.3.list": true])
        keys.feed(s, drag(from: left.0, to: left.1, start: 6), until: 7.5)
        #expect(s.state().pager?.page == 1)  // no paging
        keys.feed(s, drag(from: up.0, to: up.1, start: 8), until: 9.5)
        #expect(try #require(s.state().header).collapse > 100)  // the lists scroll again
        keys.key(s, "d", at: 10)
        #expect(enabled(s).values.allSatisfy { $0 })
        keys.feed(s, drag(from: left.0, to: left.1, start: 11), until: 12.5)
        #expect(s.state().pager?.page == 2)
        // What each press turned off and on (events of one press share its time).
        var presses: [Double: Set<String>] = [:]
        for e in s.state().events where e.name == "scrollDisabled" || e.name == "scrollEnabled" {
            presses[e.t, default: []].insert("\(e.name) \(e.id ?? "")")
        }
        let lists = (0..<4).map { "page.\($0).list" }
        #expect(presses.count == 3)
        #expect(presses[0.1] == Set(lists.map { "scrollDisabled \($0)" }))
        #expect(presses[5] == Set(lists.map { "scrollEnabled \($0)" } + ["scrollDisabled pager"]))
        #expect(presses[10] == ["scrollEnabled pager"])
        #expect(s.invariantViolations().isEmpty)
    }

    /// Off mid-drag: the list's pan is cancelled, the chain rests where it was shown (the pan began on
    /// the first 40 pt move; moves 2–4 collapsed the header 120 pt), later moves do nothing.
    @Test func listsOffMidDragReleaseTheChainWhereItIs() throws {
        let s = try session("profile")
        keys.feed(s, drag(from: up.0, to: up.1, start: 0.1, keyAfterMove: 4), until: 2)
        #expect(s.state().header?.collapse == 120)
        #expect(s.state().pages?[0].state == "idle")
        #expect(s.state().arena.log.contains { $0.hasSuffix("page.0.list.pan cancelled: disabled") })
        #expect(s.invariantViolations().isEmpty)
    }

    /// The header's pan drives the lists: it is cancelled with them.
    @Test func listsOffMidHeaderDragCancelTheHeaderPan() throws {
        let s = try session("profile")
        keys.feed(s, drag(from: Point(x: 200, y: 180), to: Point(x: 200, y: 20), start: 0.1, keyAfterMove: 5), until: 2)
        #expect(s.state().header?.collapse == 64)  // moves 2–5 of 16 pt
        #expect(s.state().arena.log.contains { $0.hasSuffix("header.pan cancelled: disabled") })
    }

    /// Pager off mid-swipe: its pan is cancelled and it settles on the nearest page.
    @Test func pagerOffMidSwipeSettlesOnTheNearestPage() throws {
        let s = try session("profile")
        keys.key(s, "d", at: 0.05)  // lists off: the pager still pages
        let events = drag(from: left.0, to: left.1, start: 1, keyAfterMove: 4)
        keys.feed(s, Array(events.prefix(5)), until: 1.2)
        let atCut = try #require(s.state().pager).offset
        #expect(atCut > 50)
        keys.feed(s, Array(events.dropFirst(5)), until: 3)
        #expect(s.state().pager?.page == 0)
        #expect(s.state().pager?.offset == 0)
        #expect(s.state().pager?.state == "idle")
        #expect(s.state().arena.log.contains { $0.hasSuffix("pager.pan cancelled: disabled") })
        #expect(s.invariantViolations().isEmpty)
    }

    /// A stretch left by a cancelled pan springs back: the list's (pulled past its top with no refresh
    /// on `reload`) and the header's.
    @Test(arguments: [Point(x: 200, y: 400), Point(x: 200, y: 100)])
    func aStretchCutByDSpringsBack(from a: Point) throws {
        let s = try session("reload")
        let events = drag(from: a, to: Point(x: a.x, y: a.y + 300), start: 0.1, keyAfterMove: 6)
        keys.feed(s, Array(events.prefix(7)), until: 0.42)
        let atCut = try #require(s.state().header).collapse
        #expect(atCut < -50)  // stretched when the key comes
        // The finger still pulls, but the stretch is released: it springs back at once.
        keys.feed(s, Array(events.dropFirst(7).prefix(3)), until: 0.52)
        #expect(try #require(s.state().header).collapse > atCut)
        #expect(s.state().arena.log.contains { $0.hasSuffix("pan cancelled: disabled") })
        keys.feed(s, Array(events.dropFirst(10)), until: 3)
        #expect(s.state().header?.collapse == 0)
        #expect(s.state().pages?[0].state == "idle")
        #expect(s.invariantViolations().isEmpty)
    }
}
