import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `tall-header` (#34 item 2, the tall half; GKPageScrollView #94): a 1000 pt header on an 852 pt
/// iPhone 15 — the strip and the lists start below the screen. Drags on the header drive the chain, the
/// header collapses 941 pt (to the status bar) before the list moves, a fling hands over to the list
/// with its velocity, and a fling back down expands it again.
@Suite struct TallHeaderTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "tall-header")
        b.drag(from: Point(x: 200, y: 750), to: Point(x: 200, y: 250), duration: 0.8, hold: 0.1)  // 500 pt, held
        b.wait(0.3)
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450), duration: 0.12)  // on into the list
        b.wait(3)
        b.fling(from: Point(x: 200, y: 300), to: Point(x: 200, y: 700), duration: 0.12)  // back down
        b.wait(4)
        b.key("x")
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var violations: [String]
        var position: Double { collapse + list }
    }

    static func run(wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace("tall-header", gestures)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5) { t, s in
            let st = s.session.state()
            out.append(
                Sample(
                    t: t, collapse: st.header!.collapse, list: st.pages![0].contentOffset, violations: s.session.invariantViolations()))
        }
        return (out, s.session.state())
    }

    @Test func theHeaderCollapsesFirstAndAFlingHandsOverWithItsVelocity() throws {
        let (s, state) = try Self.run()
        #expect(state.header?.maxCollapse == 941)
        #expect(s.allSatisfy { $0.violations.isEmpty })
        // The held drag: the header alone moved (the finger's 500 pt less the touch slop, 490.4 pt).
        let held = s.first { $0.t > 1.1 }!
        expectClose(held.collapse, 490, within: 1)
        #expect(held.list == 0)
        // The fling: the header sticks, then the list carries on; speed continuous at the crossing.
        let k = try #require(s.firstIndex { $0.collapse >= 941 - 1e-9 })
        let v = { (a: Sample, b: Sample) in (b.position - a.position) / (b.t - a.t) }
        let before = v(s[k - 2], s[k - 1])
        let after = v(s[k + 1], s[k + 2])
        #expect(before > 300)
        #expect(after > 0.95 * before && after <= before)
        #expect(s[k + 30].list > 100)
        // Back down: the list to its top, the header fully expanded again, at rest.
        let last = s.last!
        #expect(last.collapse == 0 && last.list == 0)
        #expect(state.events.contains { $0.name == "didStick" } && state.events.contains { $0.name == "didUnstick" })
    }

    /// C: the header and strip are plain views over the pager, only the lists' pans scroll (ARSegmentPager
    /// #41). A 1000 pt header covers the 852 pt screen, so every drag of the trace lands on it: nothing
    /// moves, at any tick, while the chain collapses it 941 pt and scrolls the list.
    @Test func aHeaderThatTakesNoDragsLeavesEveryListOutOfReach() throws {
        let (chain, _) = try Self.run()
        let (wrong, state) = try Self.run(wrongTechnique: true)
        #expect(state.events.contains { $0.name == "switchedToTechnique" && $0.id == "header-takes-no-drags" })
        #expect(state.gallery?.technique == "header-takes-no-drags" && state.gallery?.running == "technique")
        #expect(wrong.allSatisfy { $0.collapse == 0 && $0.list == 0 && $0.violations.isEmpty })
        #expect(chain.map(\.collapse).max()! == 941 && chain.map(\.list).max()! > 100)
        // No recognizer took a touch: the header's pan is off and nothing else lies under the fingers.
        #expect(!state.arena.log.contains { $0.contains("began") })
        #expect(state.header?.maxCollapse == 941 && state.pages![0].contentOffset == 0)
    }

    /// The technique survives rotation (R) and C brings the chain back: a drag on the header in
    /// landscape (1000 pt over 393 pt) moves nothing, the same drag after C collapses it.
    @Test func theTechniqueSurvivesRotationAndCRestoresTheChain() throws {
        var b = TraceBuilder(scene: "tall-header")
        b.key("c")
        b.key("r")
        b.wait(0.5)
        b.drag(from: Point(x: 400, y: 300), to: Point(x: 400, y: 100), duration: 0.4, hold: 0.1)
        b.wait(0.5)
        b.key("c")
        b.drag(from: Point(x: 400, y: 300), to: Point(x: 400, y: 100), duration: 0.4, hold: 0.1)
        b.wait(0.5)
        var collapses: [(t: Double, c: Double)] = []
        let s = try SceneFixtures.replay(b.trace, after: 0.2) { t, s in collapses.append((t, s.session.state().header!.collapse)) }
        let state = s.session.state()
        #expect(state.viewport.width > state.viewport.height)
        let switches = state.events.filter { $0.name.hasPrefix("switchedTo") }
        #expect(switches.map(\.name) == ["switchedToTechnique", "switchedToChain"])
        let back = try #require(switches.last?.t)
        #expect(collapses.filter { $0.t < back }.allSatisfy { $0.c == 0 })
        expectClose(collapses.last!.c, 200 - 12.5, within: 0.5)  // 200 pt less the slop (crossed at the third 4.17 pt move)
    }
}
