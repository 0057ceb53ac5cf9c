import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// `nested-pages` (#34 item 3; JXPagingView #338, #516, #547, #307): an outer header (160 pt, collapsing
/// 101 pt under the status bar) + outer strip (44) + outer pager (Home, Channel, Inbox) whose page 1
/// is an inner header (140) + inner strip (40) + inner pager of lists (Videos, Posts, About). The
/// nested page's chain collapses 101 + 140 = 241 pt before its list scrolls.
@Suite struct NestedPagesTests {
    /// The gestures and when each starts (seconds).
    static func build() -> (trace: Trace, phases: [String: Double]) {
        var b = TraceBuilder(scene: "nested-pages")
        var p: [String: Double] = [:]
        p["dragUp"] = b.time
        b.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 300), duration: 0.8, hold: 0.1)  // held: 490 pt of chain
        b.wait(0.3)
        p["flingDown"] = b.time
        // Flicks of 80 pt: the handoffs come after the release, mid-fling.
        b.fling(from: Point(x: 200, y: 300), to: Point(x: 200, y: 380), duration: 0.08)  // list → inner header → outer header
        b.wait(2.5)
        p["flingUp"] = b.time
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 620), duration: 0.08)  // outer header → inner header → list
        b.wait(2.5)
        p["innerPages"] = b.time
        for _ in 0..<2 {
            b.fling(from: Point(x: 330, y: 600), to: Point(x: 80, y: 600))  // inner pager to its last page
            b.wait(0.8)
        }
        p["zigzag"] = b.time
        b.drag(through: [Point(x: 300, y: 600), Point(x: 100, y: 600), Point(x: 360, y: 600)], legDuration: 0.5, hold: 0.1)
        p["zigzagEnd"] = b.time
        b.wait(0.8)
        p["outerFling"] = b.time
        b.fling(from: Point(x: 330, y: 600), to: Point(x: 80, y: 600))  // past the last inner page: the outer pager pages
        b.wait(0.8)
        p["plainDrag"] = b.time
        b.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 480), duration: 0.4, hold: 0.1)  // outer header expands 70
        b.wait(0.3)
        p["back"] = b.time
        b.fling(from: Point(x: 60, y: 600), to: Point(x: 330, y: 600))  // back to the nested page
        b.wait(1.0)
        p["end"] = b.time
        b.key("x")
        return (b.trace, p)
    }

    static func gestures() -> Trace { build().trace }

    struct Sample {
        var t: Double
        var finger: Double
        var outer: Double
        var inner: Double
        var list: Double
        var velocity: Double
        var outerX: Double
        var innerX: Double
        var outerPage: Int
    }

    static func run(wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace("nested-pages", gestures)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        let fingers: [(Double, Double)] = trace.events.compactMap {
            if case .pointer(let p) = $0 { return (p.time, p.position.x) }
            return nil
        }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.2) { t, s in
            let st = s.session.state()
            func view(_ id: String) -> SceneState.ScrollViewState? { st.scrollViews.first { $0.id == id } }
            let list = view("page.0.list")
            out.append(
                Sample(
                    t: t, finger: fingers.last { $0.0 <= t }?.1 ?? .nan, outer: st.header!.collapse,
                    inner: view("innerHeader")!.offset.y, list: list!.offset.y, velocity: list!.velocity.y,
                    outerX: st.pager!.offset, innerX: view("pager")!.offset.x, outerPage: st.pager!.page))
        }
        return (out, s.session.state())
    }

    /// How far tick `k`'s change of the chain (outer + inner + list) is off the average of its
    /// neighbours' — 0 on a smooth curve, the size of a jump otherwise.
    static func jump(_ s: [Sample], at k: Int) -> Double {
        func chain(_ i: Int) -> Double { s[i].outer + s[i].inner + s[i].list }
        let d = chain(k) - chain(k - 1)
        return abs(d - (chain(k - 1) - chain(k - 2) + chain(k + 1) - chain(k)) / 2)
    }

    @Test func aDragUpCollapsesTheOuterHeaderThenTheInnerOneThenScrollsTheList() throws {
        let (s, state) = try Self.run()
        let p = Self.build().phases
        #expect(state.header?.maxCollapse == 101)
        let drag = s.filter { $0.t < p["flingDown"]! }
        // Three levels in order, each only once the one above is stuck.
        #expect(drag.allSatisfy { ($0.inner == 0 || $0.outer == 101) && ($0.list == 0 || $0.inner == 140) })
        #expect(drag.contains { $0.outer > 0 && $0.outer < 101 } && drag.contains { $0.inner > 0 && $0.inner < 140 })
        // Held: 500 pt of finger less the 10 pt slop; both strips sticky (outer at 59, inner at 103).
        let held = drag.last!
        #expect(held.outer == 101)
        #expect(held.inner == 140)
        expectClose(held.list, 249, within: 3.4)
    }

    @Test func aFlingHandsOverThroughTheThreeLevelsBothWaysWithNoJump() throws {
        let (s, _) = try Self.run()
        let p = Self.build().phases
        for (from, to, down) in [("flingDown", "flingUp", true), ("flingUp", "innerPages", false)] {
            let range = s.indices.filter { s[$0].t >= p[from]! && s[$0].t < p[to]! }
            let phase = range.map { s[$0] }
            #expect(phase.allSatisfy { ($0.inner == 0 || $0.outer >= 101) && ($0.list == 0 || $0.inner == 140) })
            // The handoffs: the tick the list reaches its top (or starts), the one the inner header does.
            let handoffs = range.dropFirst(2).filter { k in
                let (a, b) = (s[k - 1], s[k])
                return down
                    ? (a.list > 0 && b.list == 0) || (a.inner > 0 && b.inner == 0)
                    : (a.inner == 0 && b.inner > 0) || (a.list == 0 && b.list > 0)
            }
            #expect(handoffs.count == 2, "\(from): \(handoffs.map { s[$0].t })")
            for k in handoffs {
                #expect(Self.jump(s, at: k) <= 0.5, "\(from) at \(s[k].t): jump \(Self.jump(s, at: k))")
                // One engine, one curve: the velocity changes by one tick of decay (well within 3 %).
                #expect(abs(s[k].velocity / s[k - 1].velocity - 1) < 0.03)
                #expect(abs(s[k].velocity) > 300)
            }
        }
        let up = s.last { $0.t < p["innerPages"]! }!
        #expect(up.outer == 101 && up.inner == 140 && up.list > 100)
    }

    @Test func theInnerPagerHandsItsEdgeToTheOuterPagerMidDragAndBack() throws {
        let (s, state) = try Self.run()
        let p = Self.build().phases
        let before = s.last { $0.t < p["zigzag"]! }!
        #expect(before.innerX == 786 && before.outerX == 393)
        let drag = s.filter { $0.t >= p["zigzag"]! && $0.t < p["zigzagEnd"]! - 0.1 }
        // Left past the last inner page: the outer pager moves, the inner stays on its page…
        let far = drag.max { $0.outerX < $1.outerX }!
        expectClose(far.outerX, 393 + 190, within: 3.4)
        #expect(drag.filter { $0.outerX > 393 }.allSatisfy { $0.innerX == 786 })
        // …back right: the outer pager gives its part back first, then the inner pager moves.
        #expect(drag.last!.outerX == 393)
        expectClose(drag.last!.innerX, 786 - 70, within: 3.4)
        #expect(drag.filter { $0.innerX < 786 }.allSatisfy { $0.outerX == 393 })
        // 1:1 with the finger at every tick, across both handoffs: no jump.
        let moving = drag.drop { $0.innerX + $0.outerX == 1179 }
        for (a, b) in zip(moving, moving.dropFirst()) {
            expectClose((b.innerX + b.outerX) - (a.innerX + a.outerX), -(b.finger - a.finger), within: 1e-6)
        }
        // Released still: both on their pages. The fling past the edge pages the outer pager only.
        let rest = s.last { $0.t < p["outerFling"]! }!
        #expect(rest.innerX == 786 && rest.outerX == 393)
        let paged = s.last { $0.t < p["plainDrag"]! }!
        #expect(paged.outerX == 786 && paged.outerPage == 2 && paged.innerX == 786)
        // Event order: the inner pager's drag begins, then the outer pager's; the outer one settles on page 2.
        let fling = state.events.filter { $0.t >= p["outerFling"]! && $0.t < p["plainDrag"]! }
        let names = fling.map { "\($0.id ?? "").\($0.name)" }
        let inner = try #require(names.firstIndex(of: "pager.willBeginDragging"))
        let outer = try #require(names.firstIndex(of: "outer.pager.willBeginDragging"))
        #expect(inner < outer)
        #expect(fling.contains { $0.id == "outer.pager" && $0.name == "didScrollToPage" && $0.page == 2 })
    }

    @Test func theOuterHeaderIsSharedByEveryOuterPage() throws {
        let (s, state) = try Self.run()
        let p = Self.build().phases
        // On the plain page: 80 pt down less the slop expands the outer header 70 pt.
        let plain = s.last { $0.t < p["back"]! }!
        #expect(plain.outerPage == 2)
        expectClose(plain.outer, 31, within: 3.4)
        // Swiping back, the nested page shows the same outer collapse at every tick, its inner header
        // expanded (it expands with the outer one).
        let back = s.filter { $0.t >= p["back"]! }
        #expect(back.allSatisfy { $0.outer == plain.outer && $0.inner == 0 })
        #expect(back.last!.outerX == 393)
        #expect(state.pager?.page == 1)
    }

    /// The wrong technique (C, JXPagingView #307): the inner pager keeps the drag past its edge and
    /// rubber-bands; the outer pager never moves from it.
    @Test func withoutTheHandoffTheInnerPagerRubberBandsAndTheOuterNeverPages() throws {
        let (s, _) = try Self.run(wrongTechnique: true)
        let p = Self.build().phases
        let drag = s.filter { $0.t >= p["zigzag"]! && $0.t < p["plainDrag"]! }
        #expect(drag.allSatisfy { $0.outerX == 393 })
        let far = drag.max { $0.innerX < $1.innerX }!
        #expect(far.innerX > 786 + 50)
        #expect(far.innerX < 786 + 190)
        #expect(drag.last!.innerX == 786)
    }
}
