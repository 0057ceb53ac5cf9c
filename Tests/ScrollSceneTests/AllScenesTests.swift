import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// Every shipped scene opens, draws, and answers a drag.
@Suite struct AllScenesTests {
    /// Every shipped scene, in catalog order: a literal, so the tests below cannot run zero cases
    /// when the catalog fails to load (the first test then fails instead).
    static let ids = [
        "profile", "basic-scroll", "snap", "paging", "header-zoom", "list-refresh", "fixed-header", "no-header", "bottom-tabbar",
        "sticky-sections", "runtime-header", "preload", "custom-tabs-1", "custom-tabs-2", "back-gesture", "no-bounce", "cards",
        "carousel", "load-more", "never-failing-dependency", "reload", "reload-reset", "bottom-inset", "nested-sticky-sections",
        "gallery-simultaneous", "gallery-forwarding", "gallery-dead-stop",
        "gallery-carousel-lock", "header-snap", "user-profile", "profile-card", "self-sizing", "async-load", "tall-header",
        "header-carousel", "nested-pages", "chat-history", "quick-return-header", "pager-angle", "carousel-fling-leak", "stretch-header",
        "quick-return-nested", "content-touches",
        "photo-browser",
        "seed-should-begin",
        "seed-state-machine",
        "seed-pinning",
        "seed-require-to-fail",
        "seed-pager-first",
        "seed-row-carousel",
    ]

    @Test func theCatalogHasEveryInterfaceScene() throws {
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        #expect(catalog.scenes.map(\.id) == Self.ids)
    }

    @Test(arguments: AllScenesTests.ids)
    func opensDrawsAndRespondsToADrag(id: String) throws {
        let s = try session(id)
        let before = s.state()
        let list = s.displayList()
        #expect(list.commands.count > 10)
        #expect(list.commands.contains { if case .text = $0 { return true } else { return false } })
        var script = TouchScript()
        if id == "paging" || id == "photo-browser" || id == "carousel-fling-leak" {
            script.drag(from: Point(x: 330, y: 500), to: Point(x: 60, y: 505), start: 0.1, duration: 0.25)
        } else if id == "back-gesture" || id == "gallery-carousel-lock" {
            script.drag(from: Point(x: 5, y: 500), to: Point(x: 330, y: 505), start: 0.1, duration: 0.25)
        } else {
            script.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.3)
        }
        run(s, script.events, until: 3)
        let after = s.state()
        _ = s.displayList()
        // Moved: some scroll view's offset, the header's collapse or the pager's offset changed (an
        // event alone, such as a began drag, does not count); the back gesture pops its page.
        let offsets = { (s: SceneState) in s.scrollViews.map(\.offset) }
        #expect(
            offsets(before) != offsets(after) || before.header?.collapse != after.header?.collapse
                || before.pager?.offset != after.pager?.offset || after.events.contains { $0.name == "didPop" },
            "scene \(id) did not move")
        #expect(s.invariantViolations().isEmpty, "\(s.invariantViolations())")
        #expect(after.arena.lastWinner != nil)
    }

    @Test func switchingTickRateMidFlingDoesNotMoveTheLanding() throws {
        func fling(switchAt: Double?) throws -> Double {
            let s = try session("basic-scroll", hz: 120)
            var script = TouchScript()
            script.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0, duration: 0.12, profile: .easeIn)
            run(s, script.events)
            var t = s.time
            while t < 6 {
                if let sw = switchAt, t >= sw, s.hz == 120 { s.hz = 60 }
                t += 1 / Double(s.hz)
                s.advance(to: t)
            }
            return s.state().scrollViews[0].offset.y
        }
        let steady = try fling(switchAt: nil)
        let switched = try fling(switchAt: 0.4)
        #expect(steady > 1000)
        expectClose(switched, steady, within: 0.5)
    }

    @Test func wheelScrollingPansThroughTheSameArenaAndFlings() throws {
        let s = try session("basic-scroll")
        var t = 0.0
        for _ in 0..<20 {
            t += 0.01
            s.advance(to: t)
            s.handle(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -15), time: t))
        }
        let atRelease = s.state().scrollViews[0].offset.y
        expectClose(atRelease, 300, within: 1e-9)  // every delta moves the content: no slop is lost
        while t < 5 {
            t += 1.0 / 120
            s.advance(to: t)
        }
        #expect(s.state().scrollViews[0].offset.y > atRelease + 100)  // it decelerated on
        #expect(s.arena.logLines.first == "main.pan began: moved 10 pt vertical")
    }

    @Test func mouseWheelNotchesScrollByTheirStepAndNeverFling() throws {
        let s = try session("basic-scroll")
        s.advance(to: 0.5)
        s.handle(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -10), time: 0.5))
        expectClose(s.state().scrollViews[0].offset.y, 10, within: 1e-9)
        var t = 0.5
        while t < 2 {
            t += 1.0 / 120
            s.advance(to: t)
        }
        expectClose(s.state().scrollViews[0].offset.y, 10, within: 1e-9)  // one sample: no velocity
        #expect(s.state().scrollViews[0].state == "idle")
        // Notches never fling, however fast: five 20 ms apart scroll exactly five steps and stop.
        let fast = try session("basic-scroll")
        for k in 0..<5 {
            let tk = 0.5 + Double(k) * 0.02
            fast.advance(to: tk)
            fast.handle(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -SceneSession.notchStep), time: tk))
        }
        t = 0.6
        while t < 2 {
            t += 1.0 / 120
            fast.advance(to: t)
        }
        expectClose(fast.state().scrollViews[0].offset.y, 5 * SceneSession.notchStep, within: 1e-9)
        #expect(fast.state().scrollViews[0].state == "idle")
        // A sideways touchpad swipe in a pager scene goes to the pager, first delta included.
        let p = try session("paging")
        p.advance(to: 0.5)
        p.handle(.wheel(position: Point(x: 200, y: 400), delta: Point(x: -31.5, y: 0), time: 0.5))
        #expect(p.arena.logLines.contains { $0.hasSuffix("began: moved 10 pt horizontal") })
    }

    @Test func touchesOutsideTheViewportAreIgnored() throws {
        let s = try session("basic-scroll")
        var script = TouchScript()
        script.drag(from: Point(x: -20, y: 700), to: Point(x: 200, y: 300), start: 0, duration: 0.2)
        run(s, script.events, until: 1)
        #expect(s.state().scrollViews[0].offset.y == 0)
    }

    @Test func focusLossMidDragCancelsCleanly() throws {
        let s = try session("profile")
        var script = TouchScript()
        script.down(Point(x: 200, y: 700), at: 0)
        script.move(from: Point(x: 200, y: 700), to: Point(x: 200, y: 800), start: 0, duration: 0.2)
        run(s, script.events)
        #expect(s.state().header!.collapse < 0)  // pulled down: header stretched
        s.cancelAllTouches()
        var t = s.time
        while t < 2 {
            t += 1.0 / 120
            s.advance(to: t)
        }
        #expect(s.state().header!.collapse == 0)
        #expect(s.isIdle)
    }

    @Test func cardsLongPressDragKeepsTheListStillAndSwipeDeletes() throws {
        let s = try session("cards")
        var script = TouchScript()
        script.down(Point(x: 200, y: 140), at: 0)  // on card 1
        script.move(from: Point(x: 200, y: 140), to: Point(x: 200, y: 141), start: 0.2, duration: 0.4)
        script.move(from: Point(x: 200, y: 141), to: Point(x: 200, y: 450), start: 0.7, duration: 0.5)
        script.up(Point(x: 200, y: 450), at: 1.25)
        run(s, script.events, until: 2)
        let st = s.state()
        #expect(st.scrollViews[0].offset.y == 0)
        #expect(st.events.map(\.name).contains("cardLifted"))
        #expect(st.events.first { $0.name == "cardDropped" }?.page == 3)
        var swipe = TouchScript()
        swipe.drag(from: Point(x: 330, y: 140), to: Point(x: 60, y: 145), start: 3, duration: 0.15)
        run(s, swipe.events, until: 5)
        #expect(s.state().events.map(\.name).contains("cardDeleted"))
        #expect(s.state().scrollViews[0].contentSize.height == 12 + 23 * 92 + 12)
    }
}
