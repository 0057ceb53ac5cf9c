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
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var state: String
    }

    static func run() throws -> (samples: [Sample], sandbox: Sandbox) {
        let trace = try SceneFixtures.trace("programmatic-scroll", gestures)
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5) { t, s in
            let st = s.session.state()
            let l = st.scrollViews.first { $0.id == "page.0.list" }!
            out.append(Sample(t: t, collapse: st.header!.collapse, list: l.offset.y, state: l.state))
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
        let end = s.last!
        expectClose(end.collapse, caught.collapse, within: 1e-9)
        #expect(end.list < caught.list - 20)
    }
}
