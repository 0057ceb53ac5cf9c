import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// #46 class 8: the same trace gives the same state within 0.5 pt at 60 and 120 Hz (DESIGN.md) where
/// motion that runs on its own meets a finger: wheel momentum caught, a finger during Home on
/// `self-sizing`; and class 7: Home there ends at the top.
@Suite struct CrossRateTests {
    /// A touchpad burst of 12 events 11 ms apart from 0.1117 s (the lift is due at 0.3127: the 60 Hz
    /// grid's tick before it is 0.3, the 120 Hz grid's 0.3083), then a finger down `gap` s after the
    /// last wheel event, held 0.3 s.
    func wheelThenCatch(_ scene: String, gap: Double) -> Trace {
        var events: [InputEvent] = []
        for i in 0..<12 {
            events.append(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -37.5), time: 0.1117 + Double(i) * 0.011))
        }
        let down = 0.1117 + 11 * 0.011 + gap
        events.append(.pointer(PointerEvent(.down, id: 1, at: Point(x: 200, y: 400), time: down)))
        events.append(.pointer(PointerEvent(.up, id: 1, at: Point(x: 200, y: 400), time: down + 0.3)))
        return Trace(header: Trace.Header(device: "15", scene: scene, hz: 120, landscape: false), events: events)
    }

    func offsets(_ s: Sandbox) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: s.session.scrollViewStates().map { ($0.id, $0.offset.y) })
    }

    func expectSameAcrossRates(_ trace: Trace, within tolerance: Double = 0.5) throws {
        let a = offsets(try replay(trace, hz: 60))
        let b = offsets(try replay(trace, hz: 120))
        #expect(a.keys.sorted() == b.keys.sorted())
        for (id, y) in a { expectClose(y, b[id] ?? .nan, within: tolerance) }
    }

    /// Before: the fling began at the tick before the lift was noticed, and the caught list stopped
    /// 25-28 pt apart (basic-scroll 509.3 vs 481.6 for a catch 85 ms after the last wheel event).
    @Test(arguments: ["basic-scroll", "profile", "header-zoom", "self-sizing"])
    func aFingerCatchingWheelMomentumStopsTheListAtTheSamePlaceAtBothRates(scene: String) throws {
        for gap in [0.03, 0.085, 0.1, 0.13] { try expectSameAcrossRates(wheelThenCatch(scene, gap: gap), within: 1e-6) }
    }

    @Test func theWheelLiftsExactlyItsIdleGapAfterItsLastEventWhateverTheRate() throws {
        let trace = wheelThenCatch("basic-scroll", gap: 0.3)
        let lift = 0.1117 + 11 * 0.011 + SceneSession.wheelIdleGap
        for hz in [60, 120] {
            let events = try replay(trace, hz: hz).session.state().events
            let decelerating = try #require(events.first { $0.name == "willBeginDecelerating" })
            expectClose(decelerating.t, lift, within: 1e-9)
        }
    }

    func home(finger: Double?) -> Trace {
        var events: [InputEvent] = [.key("home", time: 0.1)]
        if let t = finger {
            events.append(.pointer(PointerEvent(.down, id: 1, at: Point(x: 200, y: 400), time: t)))
            for k in 1...10 {
                let p = Point(x: 200, y: 400 + Double(k) * 3)
                events.append(.pointer(PointerEvent(.move, id: 1, at: p, time: t + Double(k) * 0.01)))
            }
            events.append(.pointer(PointerEvent(.up, id: 1, at: Point(x: 200, y: 430), time: t + 0.2)))
        }
        return Trace(header: Trace.Header(device: "15", scene: "self-sizing", hz: 120, landscape: false), events: events)
    }

    /// Class 7: from row 150 (offset 9000 at the 60 pt estimate) Home stopped at row 56 (3332): every
    /// row measured on the way moved the animation's end with it.
    @Test func homeOnSelfSizingEndsExactlyAtTheTop() throws {
        for hz in [60, 120] {
            let s = try replay(home(finger: nil), hz: hz)
            let main = try #require(s.session.scrollViewStates().first)
            #expect(main.offset.y == 0)
            #expect(main.state == "idle")
        }
    }

    /// A finger 0.15 s into Home (and one after it) stops the list at the same place at both rates
    /// (before: 6286 vs 6182, 104 pt apart).
    @Test func aFingerDuringOrAfterHomeOnSelfSizingStopsAtTheSamePlaceAtBothRates() throws {
        try expectSameAcrossRates(home(finger: 0.25), within: 1e-6)
        try expectSameAcrossRates(home(finger: 0.55), within: 1e-6)
    }
}
