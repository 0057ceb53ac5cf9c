import ScrollCore
import ScrollInput
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// #34 item 6 in a nested-page scene (`profile`, iPhone 15: the header collapses 141 pt, the strip
/// sticks at 59, the lists start at 103): J scrolls to row 30 under the collapsed header, Home to the
/// top with the header expanded — both the engine's own 0.3 s animation, both stopped by a touch.
@Suite(.serialized) struct ProgrammaticScrollTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "profile")
        b.key("j")  // at 0.1: from the top to row 30
        b.wait(0.6)
        b.key("home")  // at 0.75: back to the top, the header expanding
        b.wait(0.6)
        b.key("j")  // at 1.4 …
        b.wait(0.1)
        b.longPress(at: Point(x: 200, y: 600), duration: 0.3)  // … a touch 0.1 s in stops it
        b.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 640), duration: 0.2, hold: 0.1)
        // For the wrong technique's comparison: back to the top, the header collapsed by a held drag up
        // (the same state under both), then "scroll to top".
        b.wait(0.5)
        b.key("home")
        b.wait(0.6)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.6, hold: 0.1)
        b.wait(0.3)
        b.key("home")
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var state: String
        /// Row 30's top on screen, points.
        var row30: Double
    }

    static func run(wrongTechnique: Bool = false) throws -> (samples: [Sample], sandbox: Sandbox) {
        var trace = try SceneFixtures.trace("programmatic-scroll", gestures)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5) { t, s in
            let st = s.session.state()
            let l = st.scrollViews.first { $0.id == "page.0.list" }!
            let row30 = 244 - st.header!.collapse + 2088 - l.offset.y  // listTop + rowTop(29) − offset
            out.append(Sample(t: t, collapse: st.header!.collapse, list: l.offset.y, state: l.state, row30: row30))
        }
        return (out, s)
    }

    func at(_ s: [Sample], _ t: Double) -> Sample { s.last { $0.t <= t + 1e-9 }! }

    @Test func jScrollsToRow30UnderTheCollapsedHeaderAndHomeBackToTheExpandedTop() throws {
        let (s, sandbox) = try Self.run()
        // J at 0.1: 0.3 s later row 30 (index 29, top 29 × 72 = 2088) sits under the stuck strip.
        let mid = at(s, 0.25)
        expectClose(mid.collapse / 141, mid.list / 2088, within: 1e-9)  // header and list together
        #expect(mid.state == "animating")
        #expect(at(s, 0.39).state == "animating")
        let landed = at(s, 0.41)
        #expect(landed.collapse == 141)
        #expect(landed.list == 2088)
        #expect(landed.state == "idle")
        let list = try #require(sandbox.session.root.view(withID: "page.0.list") as? ListView)
        #expect(list.rowTop(29) == 2088)
        // Home at 0.75: the header expands and the list comes back to its top, in 0.3 s.
        let home = at(s, 1.06)
        #expect(home.collapse == 0 && home.list == 0)
        // The chain's split going down: the list reaches its top first, then the header expands, all
        // inside the one animation.
        #expect(s.contains { $0.t > 0.75 && $0.t < 1.05 && $0.collapse > 0 && $0.collapse < 141 && $0.list == 0 })
        let names = sandbox.session.state().events.map(\.name)
        #expect(names.filter { $0 == "scrollToRow" }.count == 2)
        #expect(names.contains("didScrollToTop"))
        #expect(names.filter { $0 == "didEndScrollingAnimation" }.count >= 2)
    }

    @Test func aTouchStopsTheScrollWhereItIsShownAndTheFingerTakesOver() throws {
        let (s, _) = try Self.run()
        // The second J at 1.4; the finger lands 0.1 s later and holds still for 0.3 s.
        let trace = try SceneFixtures.trace("programmatic-scroll", Self.gestures)
        let down = trace.events.compactMap { if case .pointer(let p) = $0, p.kind == .down { p.time } else { nil } }.first!
        let caught = at(s, down)
        #expect(caught.collapse > 0 && caught.collapse < 141)
        for t in stride(from: down + 0.02, through: down + 0.28, by: 0.02) {
            #expect(at(s, t).collapse == caught.collapse)
            #expect(at(s, t).list == caught.list)
        }
        // Then a 40 pt drag down: the list (scrolled) moves first, the header stays.
        let end = at(s, try Self.keyTimes("home")[1] - 0.01)
        expectClose(end.collapse, caught.collapse, within: 1e-9)
        #expect(end.list < caught.list - 20)
    }

    /// The times of the trace's presses of `key`.
    static func keyTimes(_ key: String) throws -> [Double] {
        try SceneFixtures.trace("programmatic-scroll", gestures).events.compactMap {
            if case .key(let k, let t) = $0, k == key { t } else { nil }
        }
    }

    /// The wrong technique (C, `list-scroll-to`: the app calls the inner list's own animated scroll while
    /// the container owns the header). J from the top moves the list alone: row 30 lands 141 pt lower,
    /// at the expanded header's bottom (244) instead of under the stuck strip (103). Home with the header
    /// collapsed brings the list to its top and leaves the header collapsed (141) instead of expanding it.
    @Test func theListsOwnScrollLeavesTheHeaderWhereItIs() throws {
        let (ok, _) = try Self.run()
        let (s, sandbox) = try Self.run(wrongTechnique: true)
        let j = try Self.keyTimes("j")[0]
        let home = try Self.keyTimes("home")[2]
        // J: ScrollLab's row 30 under the strip at 59 + 44 = 103; the list's own scroll: 244.
        expectClose(at(ok, j + 0.35).row30, 103, within: 1e-9)
        expectClose(at(s, j + 0.35).row30, 244, within: 1e-9)
        #expect(at(s, j + 0.35).list == 2088)
        #expect(s.filter { $0.t > j && $0.t < j + 0.35 }.allSatisfy { $0.collapse == 0 })  // the header never moved
        #expect(s.contains { $0.t > j && $0.t < j + 0.3 && $0.state == "animating" })
        // Before Home both runs rest at the same place: the header collapsed by the drag.
        let before = (at(ok, home - 0.01), at(s, home - 0.01))
        #expect(before.0.collapse == 141 && before.1.collapse == 141)
        expectClose(before.0.list, before.1.list, within: 1e-9)
        #expect(before.0.list > 100)
        // Home: ScrollLab expands the header with the list's return; the list's own scroll leaves it at 141.
        let after = (at(ok, home + 0.35), at(s, home + 0.35))
        #expect(after.0.collapse == 0 && after.0.list == 0)
        #expect(after.1.collapse == 141 && after.1.list == 0)
        #expect(s.filter { $0.t >= home }.allSatisfy { $0.collapse == 141 })
        let state = sandbox.session.state()
        #expect(state.events.contains { $0.name == "listScrollTo" })
        #expect(state.gallery?.technique == "list-scroll-to" && state.gallery?.running == "technique")
        #expect(sandbox.session.displayList().texts.contains("app technique: list-scroll-to · C: ScrollLab"))
    }
}
