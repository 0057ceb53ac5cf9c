import Foundation
import ScrollCore
import ScrollScene
@_spi(Testing) import ScrollSession
import TestSupport
import Testing

/// Issue #13 as a user meets it: traces built with TraceBuilder, replayed through the sandbox,
/// asserted on the state JSON's figures.
@Suite struct NestedReplayTests {
    private func events(_ s: SceneState, id: String) -> [SceneState.Event] { s.events.filter { $0.id == id } }

    @Test func aDragJustAfterAPageFlickScrollsThePageUnderTheFinger() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))  // page 0 → 1
        b.wait(0.25)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.4, hold: 0.1)
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 1)
        #expect(s.pager?.offset == 393)
        #expect(s.header?.collapse == s.header?.maxCollapse)
        #expect(listOffset(s, 0) == 0)
        #expect(listOffset(s, 1) > 100)
        #expect(events(s, id: "page.1.list").first?.name == "willBeginDragging")
        #expect(events(s, id: "page.0.list").isEmpty)
    }

    @Test func aPagingFlickWithFortyPercentLeftLandsWithinHalfASecond() throws {
        var b = TraceBuilder(scene: "paging")
        // 60 % of a page at a steady 600 pt/s, released moving.
        b.drag(from: Point(x: 350, y: 400), to: Point(x: 350 - 236, y: 400), duration: 236.0 / 600)
        let release = 0.1 + 236.0 / 600
        let at = try replay(b.trace, settle: false, until: release + 0.6).session.state()
        #expect(abs(at.pager!.offset - 393) < 1)
        let rest = try replay(b.trace, settle: false, until: release + 1.0).session.state()
        #expect(rest.pager?.state == "idle")
        #expect(rest.pager?.offset == 393)
    }

    @Test(arguments: ["list-refresh", "profile"])
    func aRefreshEndsAcrossAPageSwitchAndArmsAgain(scene: String) throws {
        var b = TraceBuilder(scene: scene)
        b.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 650), duration: 0.5, hold: 0.1)  // pull and release
        b.wait(1.3)  // loaded: springing back
        b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))
        b.wait(1.5)
        b.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 650), duration: 0.5, hold: 0.1)
        let s = try replay(b.trace).session.state()
        #expect(s.refresh?.state == "idle")
        let refresh = s.events.map(\.name).filter { $0.hasPrefix("refresh.") }
        #expect(refresh.filter { $0 == "refresh.refreshing" }.count == 2)
        #expect(refresh.last == "refresh.idle")
        #expect(s.time < 9)  // --settle ended well before its 10 s limit
    }

    @Test func aVerticalDragOnTheTabStripMovesHeaderAndList() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 120, y: 222), to: Point(x: 120, y: 22), duration: 0.5, hold: 0.1)
        let s = try replay(b.trace).session.state()
        // 200 pt minus the 10 pt slop: the header collapses all the way (141 under a 59 pt status
        // bar), then the list takes the rest.
        let m = try #require(s.header?.maxCollapse)
        #expect(m == 141)
        #expect(s.header?.collapse == m)
        expectClose(listOffset(s, 0), 200 - 10 - m, within: 1e-9)
    }

    /// Found by `fuzz --events 1000000` (seed 1): a second touch on the header while a finger drags
    /// the list drove the same engine from its own translation (a jump, then a release under the
    /// first finger, overscroll past the band). One touch drags an engine: the header's pan fails.
    @Test func aSecondTouchOnTheHeaderDoesNotTakeTheListAFingerHolds() throws {
        func run(header: Bool) -> (SceneState, [String]) {
            let session = SceneSession(definition: catalog.scene(withID: "profile")!, viewport: Size(width: 393, height: 852), hz: 120)
            var script = TouchScript()
            script.drag(id: 0, from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.6, hold: 0.1)
            if header { script.drag(id: 1, from: Point(x: 300, y: 90), to: Point(x: 300, y: 30), start: 0.3, duration: 0.2) }
            var broken: [String] = []
            var t = 0.0
            for e in script.events.sorted(by: { $0.time < $1.time }) {
                while t + 1.0 / 120 <= e.time {
                    t += 1.0 / 120
                    session.advance(to: t)
                    broken += session.invariantViolations()
                }
                session.handle(.pointer(e))
                broken += session.invariantViolations()
            }
            return (session.state(), broken)
        }
        let (alone, _) = run(header: false)
        let (both, broken) = run(header: true)
        #expect(broken.isEmpty)
        #expect(both.arena.log.contains { $0.contains("header.pan") && $0.contains("held by another touch") }, "\(both.arena.log)")
        #expect(both.header?.collapse == alone.header?.collapse)
        #expect(listOffset(both, 0) == listOffset(alone, 0))
        #expect(listOffset(alone, 0) > 100)
    }

    /// Found by `fuzz --events 1000000` (seed 1): in landscape a list's band is short (149 pt); a finger
    /// holding a refresh far past its hold when the refresh ends keeps what is shown, up to the hold's
    /// height past the band — legal while finishing, and the refresh still ends.
    @Test func aRefreshEndingUnderAFingerFarPastTheHoldBreaksNoInvariant() throws {
        var b = TraceBuilder(scene: "list-refresh", landscape: true)
        // Two-finger touchpad pulls (precise deltas, no notches): one to start the refresh, one held
        // far past the hold until the refresh ends (1.2 s).
        b.wheel(at: Point(x: 400, y: 320), delta: Point(x: 0, y: 7.5), count: 30)
        b.wheel(at: Point(x: 400, y: 320), delta: Point(x: 0, y: 7.5), count: 120)
        let sandbox = SessionFactory.sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == "list-refresh" }!, device: .fifteen, landscape: true, hz: 120
        )
        var broken: [String] = []
        var states: Set<String> = []
        sandbox.replay(b.trace.events, settle: true) { _ in
            broken += sandbox.session.invariantViolations()
            states.insert(sandbox.session.state().refresh?.state ?? "")
        }
        #expect(broken.isEmpty)
        #expect(states.isSuperset(of: ["refreshing", "finishing"]))
        #expect(sandbox.session.state().refresh?.state == "idle")
    }

    @Test func aDragThatRestsBeforeLiftingReportsDidEndDraggingWithoutDeceleration() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.4, hold: 0.08)
        let s = try replay(b.trace).session.state()
        let list = events(s, id: "page.0.list")
        #expect(list.map(\.name) == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(list.last?.willDecelerate == false)
        var m = TraceBuilder(scene: "basic-scroll")
        m.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
        let main = events(try replay(m.trace).session.state(), id: "main")
        #expect(main.first { $0.name == "didEndDragging" }?.willDecelerate == true)
        #expect(main.last?.name == "didEndDecelerating")
    }

    @Test func thePagerBackOnItsFirstPageIsWrittenAsZeroNotMinusZero() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))
        b.wait(1)
        b.fling(from: Point(x: 100, y: 600), to: Point(x: 300, y: 600))
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 0)
        let json = s.json.compactText()
        #expect(!json.contains("-0,") && !json.contains("-0}"))
        #expect(events(s, id: "pager").contains { $0.name == "didEndDecelerating" })
    }
}
