import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `quick-return-header` (#44 item 2): a 56 pt app bar under the status bar over a list of 300 rows of
/// 72 pt; it leaves as the list scrolls down and comes back on any upward scroll, by the list's deltas;
/// a bar left part-way when the list rests snaps to the nearer end.
@Suite struct QuickReturnHeaderTests {
    /// `flings` flings down the list (deeper each), then a slow reversal: 40 pt back up, held and lifted
    /// (the bar snaps), then 45 pt down again.
    static func gestures(flings: Int = 10) -> Trace {
        // The first drag leaves the list near the top.
        FlingsThenReversal.trace(
            scene: "quick-return-header", first: (Point(x: 200, y: 600), Point(x: 200, y: 560), 0.3), flings: flings)
    }

    struct Sample {
        var t: Double
        var offset: Double
        var hidden: Double
        var violations: [String]
    }

    static func run(_ trace: Trace, wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace.pressingC(wrongTechnique), after: 1.5) { t, s in
            let st = s.session.state()
            out.append(
                Sample(
                    t: t, offset: st.scrollViews[0].offset.y, hidden: st.header!.collapse, violations: s.session.invariantViolations()))
        }
        return (out, s.session.state())
    }

    static func scenes(_ mode: SceneDefinition.QuickReturn.Mode) -> SceneCatalog {
        var def = catalog.scene(withID: "quick-return-header")!
        def.quickReturn?.mode = mode
        def.quickReturn?.collapsedHeight = 28
        return catalog.replacing(with: def, from: mode.rawValue)
    }

    /// The samples from the reversal's first move of the list to its lift.
    static func reversal(_ s: [Sample], _ trace: Trace) -> ArraySlice<Sample> {
        s[FlingsThenReversal.range(times: s.map(\.t), positions: s.map(\.offset), in: trace)]
    }

    @Test func theBarComesBackOnAnUpwardScrollFromRowTwoHundredByTheListsDeltas() throws {
        let trace = try SceneFixtures.trace("quick-return-header") { Self.gestures() }
        let (s, state) = try Self.run(trace)
        #expect(s.allSatisfy { $0.violations.isEmpty })
        let r = Self.reversal(s, trace)
        #expect(r.first!.offset > 200 * 72 && r.first!.hidden == 56)  // row 227, the bar wholly hidden
        // Every tick of the drag back up: the bar comes in by exactly what the list moved.
        for (a, b) in zip(r, r.dropFirst()) { expectClose(b.hidden - a.hidden, b.offset - a.offset, within: 1e-9) }
        expectClose(r.last!.hidden, 26, within: 1e-6)  // 40 pt less the 10 pt slop: 30 of 56 shown
        // Released part-way: it snaps to the nearer end (shown), then the 45 pt down takes it away again
        // (34.7 hidden at the lift) and it snaps hidden.
        let ups = trace.liftTimes
        #expect(state.events.filter { $0.name.hasPrefix("barWillSnap") }.map(\.name) == ["barWillSnapShown", "barWillSnapHidden"])
        #expect(state.events.first { $0.name == "barWillSnapShown" }?.t == ups[ups.count - 2])
        #expect(s.last { $0.t < ups.last! - 0.5 }!.hidden < 1e-2)
        #expect(s.last!.hidden == 56)
    }

    /// The bar's position after a reversal at any depth: 0, 2 and 10 flings down, then 40 pt back up.
    /// ScrollLab: by the list's deltas, at every depth. The offset-driven technique agrees near the top
    /// (the offset is the distance) and teleports below the bar's height: 56 pt in one tick.
    @Test(arguments: [0, 2, 10])
    func theBarAfterAReversalAtAnyDepth(flings: Int) throws {
        let trace = Self.gestures(flings: flings)
        let (s, _) = try Self.run(trace)
        let (w, _) = try Self.run(trace, wrongTechnique: true)
        let r = Self.reversal(s, trace)
        for (a, b) in zip(r, r.dropFirst()) { expectClose(b.hidden - a.hidden, max(b.offset - a.offset, -a.hidden), within: 1e-9) }
        let rw = Self.reversal(w, trace)
        let biggestStep = zip(rw, rw.dropFirst()).map { abs($1.hidden - $0.hidden) }.max()!
        if flings == 0 {
            #expect(zip(r, rw).allSatisfy { abs($0.hidden - $1.hidden) < 1e-9 })
        } else {
            #expect(biggestStep == 56)
            #expect(rw.dropFirst().allSatisfy { $0.hidden == 0 })
        }
    }

    /// `enterAlwaysCollapsed` (collapsed height 28): far down the reversal brings back only 28 pt;
    /// `exitUntilCollapsed`: the bar keeps its 28 pt and the reversal moves it not at all.
    @Test func theCollapsedModesBoundTheReturn() throws {
        let trace = Self.gestures()
        for (mode, floor) in [(SceneDefinition.QuickReturn.Mode.enterAlwaysCollapsed, 28.0), (.exitUntilCollapsed, 28)] {
            var out: [Sample] = []
            _ = try SceneFixtures.replay(trace, after: 0.5, in: Self.scenes(mode)) { t, s in
                let st = s.session.state()
                out.append(
                    Sample(
                        t: t, offset: st.scrollViews[0].offset.y, hidden: st.header!.collapse, violations: s.session.invariantViolations()))
            }
            #expect(out.allSatisfy { $0.violations.isEmpty })
            let r = Self.reversal(out, trace)
            #expect(r.allSatisfy { $0.hidden >= floor - 1e-9 }, "\(mode)")
            if mode == .enterAlwaysCollapsed {
                #expect(r.first!.hidden == 56 && abs(r.last!.hidden - 28) < 1e-9)
            } else {
                #expect(r.allSatisfy { $0.hidden == 28 })
            }
        }
    }

    @Test func theSameBarAtSixtyAndOneTwentyHertz() throws {
        var trace = try SceneFixtures.trace("quick-return-header") { Self.gestures() }
        let (a, _) = try Self.run(trace)
        trace.header.hz = 60
        let (b, _) = try Self.run(trace)
        // Every 60 Hz tick is a 120 Hz tick: the list and the bar agree at each (the fling chain, the
        // reversal, both snaps).
        var compared = 0
        for y in b {
            guard let x = a.first(where: { abs($0.t - y.t) < 1e-9 }) else { continue }
            expectClose(x.hidden, y.hidden, within: 0.5)
            expectClose(x.offset, y.offset, within: 0.5)
            compared += 1
        }
        #expect(compared == b.count)
    }
}
