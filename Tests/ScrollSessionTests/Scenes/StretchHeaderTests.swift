import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `stretch-header` (#44 item 5): a 200 pt header collapsing to 56 over 60 rows of 72 pt, under the
/// `android` feel (stretch overscroll, 8 pt slop from its boundary). ScrollLab: the nested pre-scroll
/// moves the header before anything stretches; C: the list's stretch eats it.
@Suite struct StretchHeaderTests {
    /// 1 (0.1 s): 100 pt up from the list's top (the header collapses 92: 100 less the 8 pt slop), held.
    /// 2 (0.85 s): 250 pt down, held, lifted: the header expands, then the chain stretches.
    /// 3 (1.85 s): 200 pt up, held. 4 (2.65 s): a fling down into the top. 5 (4.3 s): 150 pt down,
    /// then 250 pt back up in the same drag, held.
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "stretch-header")
        b.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.5, hold: 0.1)
        b.wait(0.1)
        b.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 650), duration: 0.5, hold: 0.3)
        b.wait(0.1)
        b.drag(from: Point(x: 200, y: 650), to: Point(x: 200, y: 450), duration: 0.5, hold: 0.1)
        b.wait(0.1)
        b.fling(from: Point(x: 200, y: 400), to: Point(x: 200, y: 600))
        b.wait(1.5)
        b.drag(through: [Point(x: 200, y: 400), Point(x: 200, y: 550), Point(x: 200, y: 300)], legDuration: 0.4, hold: 0.1)
        b.wait(0.5)
        return b.trace
    }

    struct Sample {
        var t: Double
        var offset: Double
        var collapse: Double
        /// The list's own offset, less its stretch (negative while pulled past its top).
        var list: Double
        var violations: [String]
    }

    static func run(_ trace: Trace, wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace.pressingC(wrongTechnique), after: 1.5) { t, s in
            let st = s.session.state()
            out.append(
                Sample(
                    t: t, offset: st.scrollViews[0].offset.y, collapse: st.header!.collapse, list: st.pages![0].contentOffset,
                    violations: s.session.invariantViolations()))
        }
        return (out, s.session.state())
    }

    static func at(_ s: [Sample], _ t: Double) -> Sample { s.last { $0.t <= t + 1e-9 }! }

    /// The engine's stretch band: 793 pt (the list below the 59 pt status bar).
    static let band = OverscrollBand(.stretch, dimension: 793)

    /// Drag 2, 250 pt down from the list's top with the header 92 pt collapsed. ScrollLab: the header
    /// expands by exactly the finger's motion (every tick), then the chain stretches by the 150 pt left
    /// (12.22 pt shown at the hold), the list's own offset 0 throughout. C: the header stays at 92 and
    /// the list takes the whole 242 pt as its stretch (15.23 pt shown) until the lift.
    @Test func aDragDownAtTheListsTopExpandsTheHeaderBeforeAnythingStretches() throws {
        let trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        let (s, _) = try Self.run(trace)
        let (w, wt) = try Self.run(trace, wrongTechnique: true)
        #expect(s.allSatisfy { $0.violations.isEmpty } && w.allSatisfy { $0.violations.isEmpty })
        let drag = s.filter { $0.t > 0.85 && $0.t <= 1.65 }
        #expect(Self.at(s, 0.85).collapse == 92)
        for (a, b) in zip(drag, drag.dropFirst()) where b.offset >= -200 {
            expectClose(b.collapse - a.collapse, b.offset - a.offset, within: 1e-9)
            #expect(b.list == 0)
        }
        #expect(drag.filter { $0.offset < -200 }.allSatisfy { $0.collapse == 0 && $0.list == 0 })
        expectClose(Self.at(s, 1.6).offset, -200 - Self.band.offset(forOverscroll: 150), within: 1e-6)
        expectClose(Self.at(s, 1.6).offset, -212.225, within: 1e-3)
        // C: frozen at 92 from the drag's first move (`stretchTookDrag`), the list pulled 242.
        #expect(wt.events.first { $0.name == "stretchTookDrag" }?.t == 0.8666666666666667)
        #expect(w.filter { $0.t > 0.85 && $0.t <= 1.65 }.allSatisfy { $0.collapse == 92 })
        expectClose(Self.at(w, 1.6).list, -Self.band.offset(forOverscroll: 242), within: 1e-6)
        expectClose(Self.at(w, 1.6).list, -15.234, within: 1e-3)
    }

    /// The lift after drag 2 (1.65 s). ScrollLab: the chain's stretch springs back (EdgeEffect's spring,
    /// ω0 24.657, ζ 0.98) onto −200, the header expanded. C: the list's stretch springs back the same
    /// way while the header stays 92 collapsed — the expansion the finger asked for never happens.
    @Test func cKeepsTheHeaderUntilTheStretchIsReleased() throws {
        let trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        let (s, _) = try Self.run(trace)
        let (w, _) = try Self.run(trace, wrongTechnique: true)
        let lift = trace.liftTimes[1]
        expectClose(lift, 1.65, within: 1e-9)
        let spring = SpringSimulation(Feel.android.spring, start: 150, target: 0, velocity: 0)
        expectClose(Self.at(s, 1.7).offset, -200 - Self.band.offset(forOverscroll: spring.position(at: 1.7 - lift)), within: 1e-6)
        let pulled = SpringSimulation(Feel.android.spring, start: 242, target: 0, velocity: 0)
        expectClose(Self.at(w, 1.7).list, -Self.band.offset(forOverscroll: pulled.position(at: 1.7 - lift)), within: 1e-6)
        #expect(w.filter { $0.t >= lift && $0.t < 1.82 }.allSatisfy { $0.collapse == 92 && $0.offset == -108 })
        #expect(Self.at(s, 1.79).collapse == 0)
    }

    /// Drag 3, 200 pt up: the header collapses first (by the finger's motion), then the list scrolls —
    /// in both (C changes only a drag that stretches the list). ScrollLab from the expanded header:
    /// 144 collapse + 39.8 of list; C from 92: 52 of collapse, then 140 of list.
    @Test func aDragUpCollapsesTheHeaderFirstThenScrollsTheList() throws {
        let trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        let (s, _) = try Self.run(trace)
        let (w, _) = try Self.run(trace, wrongTechnique: true)
        for run in [s, w] {
            let drag = run.filter { $0.t > 1.85 && $0.t <= 2.4 }
            // While the header is not yet collapsed it takes the whole motion.
            for (a, b) in zip(drag, drag.dropFirst()) where b.collapse < 144 {
                expectClose(b.collapse - a.collapse, b.offset - a.offset, within: 1e-9)
            }
        }
        #expect(Self.at(s, 2.4).collapse == 144)
        expectClose(Self.at(s, 2.4).list, 39.815, within: 1e-3)
        #expect(Self.at(w, 2.4).collapse == 144 && Self.at(w, 2.4).list == 140)
    }

    /// Drag 4, a fling down from 39.8 pt into the list's top (released 2.67 s). ScrollLab: the fling
    /// scrolls the list to its top, expands the header, and the chain's top absorbs what is left
    /// (EdgeEffect.onAbsorb: a shallow stretch, back on −200 by 2.93 s, `didEndDecelerating`). C: the
    /// list reached its top under the finger, so the stretch took the drag: the header stays collapsed
    /// and the release drops the velocity.
    @Test func aFlingIntoTheTopIsAbsorbedAfterTheHeaderExpands() throws {
        let trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        let (s, st) = try Self.run(trace)
        let (w, _) = try Self.run(trace, wrongTechnique: true)
        let after = s.filter { $0.t > 2.67 && $0.t < 3.2 }
        let deepest = after.map(\.offset).min()!
        #expect(deepest < -200.5 && deepest > -210)
        #expect(after.allSatisfy { $0.collapse == 0 && $0.list == 0 })
        #expect(st.events.contains { $0.name == "didEndDecelerating" && abs($0.t - 2.9333) < 1e-3 })
        #expect(Self.at(s, 3.2).offset == -200)
        #expect(w.filter { $0.t > 2.6 && $0.t < 4.2 }.allSatisfy { $0.collapse == 144 })
        #expect(Self.at(w, 3.2).offset == -56 && Self.at(w, 3.2).list == 0)
    }

    /// Drag 5, 150 pt down then 250 up in one drag, the header expanded (ScrollLab) or collapsed (C).
    /// ScrollLab: the stretch releases first, then the header collapses by what is left (108). C: the
    /// stretch took the drag, so after releasing it the list scrolls under the frozen header (108 of
    /// list, the header 144 throughout).
    @Test func aPullThenPushInOneDrag() throws {
        let trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        let (s, _) = try Self.run(trace)
        let (w, _) = try Self.run(trace, wrongTechnique: true)
        expectClose(Self.at(s, 4.6).offset, -211.443, within: 1e-3)
        #expect(Self.at(s, 5.1).collapse == 108 && Self.at(s, 5.1).list == 0)
        #expect(w.filter { $0.t > 4.2 && $0.t < 6 }.allSatisfy { $0.collapse == 144 })
        expectClose(Self.at(w, 4.6).list, -11.443, within: 1e-3)
        #expect(Self.at(w, 5.1).list == 108)
    }

    @Test func theSameRunAtSixtyAndOneTwentyHertz() throws {
        var trace = try SceneFixtures.trace("stretch-header") { Self.gestures() }
        for c in [false, true] {
            trace.header.hz = 120
            let (a, _) = try Self.run(trace, wrongTechnique: c)
            trace.header.hz = 60
            let (b, _) = try Self.run(trace, wrongTechnique: c)
            var compared = 0
            for y in b {
                guard let x = a.first(where: { abs($0.t - y.t) < 1e-9 }) else { continue }
                expectClose(x.collapse, y.collapse, within: 0.5)
                expectClose(x.offset, y.offset, within: 0.5)
                expectClose(x.list, y.list, within: 0.5)
                compared += 1
            }
            #expect(compared == b.count)
        }
    }
}
