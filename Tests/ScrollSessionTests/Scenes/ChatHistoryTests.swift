import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `chat-history` (#44 item 1): a chat that opens at its newest message; 20 older messages load above
/// 0.5 s after the viewport's top comes within 600 pt of the content's top, and a new one arrives at the
/// bottom every 2 s. Rows 72 pt; the list is 749 pt tall on an iPhone 15 (2131 pt of range at start).
@Suite struct ChatHistoryTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "chat-history")
        b.wait(2.1)  // message 241 arrives at 2.0 s with the list at its bottom: it sticks to it
        b.fling(from: Point(x: 200, y: 250), to: Point(x: 200, y: 650))  // towards the older ones: a load mid-fling
        b.wait(3)
        b.drag(from: Point(x: 200, y: 130), to: Point(x: 200, y: 830), duration: 0.6, hold: 1.2)  // a load under a still finger
        b.wait(0.5)
        return b.trace
    }

    struct Sample {
        var t: Double
        var offset: Double
        var height: Double
        var maxOffset: Double
        var velocity: Double
        var older: Int
        var violations: [String]
        /// The viewport's top in the whole history's coordinates: a message keeps its place on screen
        /// while this does not change.
        var reading: Double { Double(older) * 72 + offset }
    }

    static func run(
        wrongTechnique: Bool = false, hz: Int = 120, inverted: Bool = false
    ) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace("chat-history", gestures)
        trace.header.hz = hz
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var scenes = catalog
        if inverted, var def = catalog.scene(withID: "chat-history") {
            def.chat?.inverted = true
            scenes = catalog.replacing(with: def, from: "inverted")
        }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5, in: scenes) { t, s in
            let st = s.session.state()
            let m = st.scrollViews[0]
            let loaded = st.events.filter { $0.name == "didLoadOlder" }.reduce(0) { $0 + ($1.page ?? 0) }
            out.append(
                Sample(
                    t: t, offset: m.offset.y, height: m.contentSize.height, maxOffset: m.contentSize.height - 749, velocity: m.velocity.y,
                    older: 200 - loaded, violations: s.session.invariantViolations()))
        }
        return (out, s.session.state())
    }

    static func times(_ state: SceneState, _ name: String) -> [Double] { state.events.filter { $0.name == name }.map(\.t) }

    /// The first sample at or after `t`.
    static func index(_ s: [Sample], at t: Double) -> Int { s.firstIndex { $0.t >= t - 1e-9 }! }

    @Test func olderRowsLoadAboveWithoutMovingWhatIsRead() throws {
        let (s, state) = try Self.run()
        #expect(s.allSatisfy { $0.violations.isEmpty })
        let asked = Self.times(state, "willLoadOlder")
        let loads = Self.times(state, "didLoadOlder")
        try #require(asked.count == 2 && loads.count == 2)
        for (a, l) in zip(asked, loads) { expectClose(l - a, 0.5, within: 1e-9) }
        // 1. Mid-fling: the reading position runs on across the insertion at the fling's own pace (the
        // step across it within 1 % of the mean of the steps either side), the velocity one tick of decay.
        let k = Self.index(s, at: loads[0])
        #expect(s[k - 1].state(moving: true) && s[k].offset > s[k - 1].offset + 1000)  // offset +1440 - the fling's step
        let step = s[k].reading - s[k - 1].reading
        let around = ((s[k - 1].reading - s[k - 2].reading) + (s[k + 1].reading - s[k].reading)) / 2
        expectClose(step / around, 1, within: 0.01)
        #expect(s[k].velocity / s[k - 1].velocity > 0.97 && s[k].velocity / s[k - 1].velocity <= 1)
        // 2. Under the held finger: the row under it moves 0.00 pt while 20 rows load above.
        let j = Self.index(s, at: loads[1])
        #expect(abs(s[j].reading - s[j - 1].reading) <= 1e-9)
        #expect(abs(s[j + 1].reading - s[j - 1].reading) <= 1e-9)
        expectClose(s[j].offset - s[j - 1].offset, 1440, within: 1e-9)
    }

    @Test func aNewMessageSticksToTheBottomOnlyWhenTheListRestsThere() throws {
        let (s, state) = try Self.run()
        let arrivals = Self.times(state, "messageDidArrive")
        #expect(arrivals.count >= 3 && arrivals[0] == 2)
        #expect(Self.times(state, "stuckToBottom") == [2])
        // At 2.0 s the list rested at its bottom: it is at the new bottom, one row lower.
        let k = Self.index(s, at: 2)
        #expect(s[k - 1].offset == 2131 && s[k].offset == 2203 && s[k].offset == s[k].maxOffset)
        // Later arrivals, scrolled up: the offset and what is read do not move (the content grows below).
        for t in arrivals.dropFirst() {
            let j = Self.index(s, at: t)
            #expect(s[j].height == s[j - 1].height + 72)
            #expect(abs((s[j].reading - s[j - 1].reading) - (s[j - 1].reading - s[j - 2].reading)) < 0.5)
        }
    }

    /// C: the offset is left as the platform keeps it (from the top) and corrected after layout, one
    /// frame late — the frame between shows the content 1440 pt (20 rows) lower, then it is back.
    @Test func theOffsetFixedAfterLayoutJumpsForOneFrame() throws {
        let (chain, _) = try Self.run()
        let (wrong, state) = try Self.run(wrongTechnique: true)
        #expect(state.gallery?.technique == "offset-after-layout" && state.gallery?.running == "technique")
        let loads = Self.times(state, "didLoadOlder")
        #expect(loads == Self.times(try Self.run().state, "didLoadOlder"))
        #expect(Self.times(state, "offsetFixedLate").count == 3)  // two loads, and the stick at 2.0 s
        for t in loads {
            let k = Self.index(wrong, at: t)
            // The jump: the row under the finger moves 1440 pt down the screen for one frame.
            expectClose(wrong[k].reading - chain[k].reading, -1440, within: 1e-6)
            expectClose(wrong[k + 1].reading, chain[k + 1].reading, within: 1e-6)
        }
        // The held finger: 0.00 pt under ScrollLab, 1440 pt for a frame under the technique.
        let j = Self.index(wrong, at: loads[1])
        expectClose(wrong[j - 1].reading - wrong[j].reading, 1440, within: 1e-6)
        expectClose(wrong.last!.offset, chain.last!.offset, within: 1e-6)
    }

    /// An inverted list keeps the offset from its bottom: a load of older rows at its far end needs no
    /// correction, so the technique shows none there; a message arriving while the user reads older
    /// ones is the insertion at its origin, and jumps the content a row up for one frame. ScrollLab's
    /// run is the same as the plain list's.
    @Test func anInvertedListJumpsOnNewMessagesInsteadOfLoads() throws {
        let (plain, _) = try Self.run()
        let (inverted, _) = try Self.run(inverted: true)
        #expect(zip(plain, inverted).allSatisfy { abs($0.offset - $1.offset) < 1e-9 })
        let (wrong, state) = try Self.run(wrongTechnique: true, inverted: true)
        for t in Self.times(state, "didLoadOlder") {
            let k = Self.index(wrong, at: t)
            expectClose(wrong[k].reading, inverted[k].reading, within: 1e-6)
        }
        let late = Self.times(state, "messageDidArrive").dropFirst()
        #expect(!late.isEmpty)
        for t in late {
            let k = Self.index(wrong, at: t)
            expectClose(wrong[k].reading - inverted[k].reading, 72, within: 1e-6)
            expectClose(wrong[k + 1].reading, inverted[k + 1].reading, within: 1e-6)
        }
    }

    /// The trigger is found on the fling's curve and the arrival is 0.5 s after it: the same instants at
    /// 60 and 120 Hz, and the same rest.
    @Test func loadsFallAtTheSameInstantsAtSixtyAndOneTwentyHertz() throws {
        let (a, sa) = try Self.run(hz: 120)
        let (b, sb) = try Self.run(hz: 60)
        for name in ["willLoadOlder", "didLoadOlder", "messageDidArrive"] {
            let x = Self.times(sa, name)
            let y = Self.times(sb, name)
            #expect(x.count == y.count)
            for (p, q) in zip(x, y) { expectClose(p, q, within: 1e-9) }
        }
        expectClose(a.last!.offset, b.last!.offset, within: 0.5)
    }
}

extension ChatHistoryTests.Sample {
    func state(moving: Bool) -> Bool { (velocity != 0) == moving }
}
