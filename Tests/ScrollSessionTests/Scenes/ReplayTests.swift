import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// Replays a trace in-process (the same code path as `--headless --replay`) and returns the sandbox.
func replay(_ trace: Trace, hz: Int? = nil, settle: Bool = true, until: Double? = nil) throws -> Sandbox {
    let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: hz)
    sandbox.replay(trace.events, settle: settle, until: until)
    return sandbox
}

func listOffset(_ s: SceneState, _ i: Int) -> Double { s.pages![i].contentOffset }

/// The headline behaviours of the physics, the arena and the nesting, driven by traces.
@Suite struct ReplayTests {
    @Test func aTraceRoundTripsThroughItsTextBitForBit() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200.125, y: 700), to: Point(x: 190.3, y: 333.333))
        b.wheel(at: Point(x: 100, y: 500), delta: Point(x: 0, y: -12.5), count: 3)
        b.key("h")
        let trace = b.trace
        let text = trace.ndjson()
        let back = try Trace.parse(Data(text.utf8), path: "mem")
        #expect(back == trace)
        #expect(text.hasPrefix("{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120}\n"))
    }

    @Test func aCRLFTraceReadsLikeItsLFOriginal() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
        b.key("e")
        let crlf = b.trace.ndjson().replacingOccurrences(of: "\n", with: "\r\n")
        let back = try Trace.parse(Data(crlf.utf8), path: "mem")
        #expect(back == b.trace)
        #expect(back.events.count == b.trace.events.count)
    }

    @Test func replayIsBitForBitAtTheSameRateAndWithinHalfAPointAcrossRates() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450), duration: 0.4)
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 420))
        b.wait(0.6)
        b.fling(from: Point(x: 320, y: 500), to: Point(x: 80, y: 510))
        b.wait(0.8)
        b.fling(from: Point(x: 200, y: 400), to: Point(x: 200, y: 700))
        let a = try replay(b.trace, hz: 120).session.state()
        let again = try replay(b.trace, hz: 120).session.state()
        let sixty = try replay(b.trace, hz: 60).session.state()
        #expect(a.json.compactText() == again.json.compactText())
        #expect(a.pager?.page == sixty.pager?.page)
        expectClose(a.header!.collapse, sixty.header!.collapse, within: 0.5)
        for i in 0..<4 { expectClose(listOffset(a, i), listOffset(sixty, i), within: 0.5) }
    }

    @Test func flingDistanceIsUIScrollViewsDecay() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.3)  // constant speed 1000 pt/s
        let s = try replay(b.trace).session
        let v = 1000.0  // the finger's speed, so the release velocity
        // The pan begins at the first 120 Hz sample past the 10 pt slop (2 × 8.333 pt); the content
        // follows from there, then decays: 499.5 pt more at 0.998/ms.
        let dragged = 300 - 2 * 1000.0 / 120
        expectClose(s.state().scrollViews[0].offset.y, dragged + DecelerationSimulation(start: 0, velocity: v).finalPosition, within: 0.5)
    }

    @Test func oneDragHandsOffContinuouslyBetweenHeaderAndList() throws {
        var b = TraceBuilder(scene: "profile")
        // Up 500 pt and back down 500 pt in one drag, placed (no fling).
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 300), duration: 1, hold: 0.1)
        let sandbox = try replay(b.trace, settle: false, until: 1.2)
        let mid = sandbox.session.state()
        #expect(mid.header?.collapse == 141)
        // 500 pt minus the slop (3 samples of 4.167 pt) minus the header's 141 (200 − the 59 pt safe top).
        expectClose(listOffset(mid, 0), 500 - 12.5 - 141, within: 1e-9)
    }

    @Test func aFlingUpTheHeaderCarriesIntoTheList() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200, y: 190), to: Point(x: 200, y: 100), duration: 0.06)  // on the header
        let s = try replay(b.trace).session.state()
        #expect(s.header?.isStuck == true)
        #expect(listOffset(s, 0) > 300)
        #expect(s.arena.lastWinner == "header.pan")
    }

    @Test func pagesRememberTheirPositions() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 200), duration: 0.6, hold: 0.1)  // page 0: 600 − slop
        b.fling(from: Point(x: 330, y: 500), to: Point(x: 100, y: 500))  // → page 1
        b.wait(1)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.4, hold: 0.1)  // page 1: 200 − slop
        b.wait(0.2)
        b.fling(from: Point(x: 80, y: 500), to: Point(x: 320, y: 500))  // → page 0
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 0)
        expectClose(listOffset(s, 0), 600 - 2 * 600.0 / 72 - 141, within: 1e-6)  // slop: 2 samples of 8.333 pt
        expectClose(listOffset(s, 1), 200 - 3 * 200.0 / 48, within: 1e-6)  // slop: 3 samples of 4.167 pt
        #expect(s.header?.collapse == 141)
    }

    @Test func aShortListStillSticksTheStrip() throws {
        var b = TraceBuilder(scene: "profile")
        b.tap(at: Point(x: 245, y: 222))  // tab 3: a list of three rows
        b.wait(0.5)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), duration: 0.5, hold: 0.1)
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 2)
        #expect(s.header?.isStuck == true)
        #expect(listOffset(s, 2) == 0)
    }

    @Test func aDiagonalDragGoesToItsDominantAxis() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 300, y: 600), to: Point(x: 80, y: 520), duration: 0.25)
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 1)
        #expect(s.arena.log.contains { $0.hasSuffix("pager.pan began: moved 15.606 pt horizontal") }, "\(s.arena.log)")
        #expect(s.arena.log.contains { $0.hasSuffix("page.0.list.pan failed: moved 15.606 pt horizontal, pan is vertical") })
        #expect(s.header?.collapse == 0)
    }

    @Test func aLongPressedCardDragsWhileTheListStaysPut() throws {
        var b = TraceBuilder(scene: "cards")
        b.longPressDrag(at: Point(x: 200, y: 140), to: Point(x: 200, y: 500))
        let s = try replay(b.trace).session.state()
        #expect(s.scrollViews[0].offset.y == 0)
        #expect(s.arena.lastWinner == "cards.longPress")
        #expect(s.events.map(\.name).contains("cardDropped"))
    }

    @Test func settleStopsWhenIdleAndNeverRunsPastTenSeconds() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300))
        let sandbox = try replay(b.trace)
        #expect(sandbox.session.isIdle)
        #expect(sandbox.time < b.trace.duration + 10)
        #expect(sandbox.session.state().scrollViews[0].state == "idle")
    }
}
