import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import TestSupport
import Testing

/// The one replay loop: its tick grid, idle skip, settle and invariant checks.
@Suite struct ReplayDriverTests {
    static func sandbox(_ id: String = "basic-scroll", hz: Int = 120) throws -> Sandbox {
        try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: id, hz: hz))
    }

    /// A 0.1 s swipe up of 396 pt, released moving.
    static let fling: [InputEvent] = {
        var out = [InputEvent.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0.2))]
        for i in 1...12 {
            out.append(.pointer(PointerEvent(.move, at: Point(x: 200, y: 700 - Double(i) * 33), time: 0.2 + Double(i) / 120)))
        }
        out.append(.pointer(PointerEvent(.up, at: Point(x: 200, y: 304), time: 0.2 + 13.0 / 120)))
        return out
    }()

    @Test func ticksOnTheGridEndingAtTheLastEventThenSettles() throws {
        let s = try Self.sandbox()
        var ticks: [Double] = []
        let outcome = ReplayDriver(settle: true).run(s, Self.fling) { ticks.append($0) }
        #expect(ticks.first == 0)
        #expect(ticks.contains(Self.fling.last!.time))
        #expect(ticks == ticks.sorted())
        #expect(outcome.ticks == ticks.count)
        #expect(outcome.violation == nil)
        #expect(s.session.isIdle)
        #expect(ticks.last! > Self.fling.last!.time + 0.5)  // the fling ran on after the lift
    }

    @Test func idleStretchesCostAFewTicks() throws {
        let s = try Self.sandbox()
        let events: [InputEvent] = [.key("", time: 0), .key("", time: 7200)]
        let outcome = ReplayDriver().run(s, events)
        #expect(outcome.ticks < 10)
        #expect(s.time == 7200)
    }

    @Test func withoutIdleSkipEveryTickRuns() throws {
        let s = try Self.sandbox(hz: 60)
        let outcome = ReplayDriver(until: 1, skippingIdle: false).run(s, [])
        #expect(outcome.ticks == 61)  // 0, 1/60, …, 59/60, then exactly 1
    }

    @Test func anInvariantStopsTheReplayAtTheEventItBrokeAt() throws {
        let s = try Self.sandbox()
        let outcome = ReplayDriver(invariants: { _, handled in handled >= 3 ? "made up" : nil }).run(s, Self.fling)
        #expect(outcome.violation == "made up")
        #expect(outcome.eventIndex == 2)
    }

    @Test func pacingSeesEveryTickBeforeItRuns() throws {
        let s = try Self.sandbox()
        var paced: [Double] = []
        var ticked: [Double] = []
        ReplayDriver(settle: true, pace: { paced.append($0) }).run(s, Self.fling) { ticked.append($0) }
        #expect(paced == ticked)
    }

    @Test func theCursorHandsOutEventsDueByATime() {
        var cursor = ReplayCursor(Self.fling)
        #expect(cursor.due(by: 0.1).isEmpty)
        #expect(cursor.due(by: 0.2).count == 1)
        #expect(cursor.due(by: 1).count == Self.fling.count - 1)
        #expect(!cursor.isPlaying)
    }
}
