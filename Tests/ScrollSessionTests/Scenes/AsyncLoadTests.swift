import ScrollCore
import ScrollInput
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// `async-load` (#34 item 5) replayed from its trace (iPhone 15: collapse 141): every page's rows arrive
/// 0.8 s of simulated time after it is first shown. The header is collapsed on the first page, the pager
/// swiped to the second (still loading), and a slow drag up on it is under way when its rows arrive.
@Suite struct AsyncLoadTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "async-load")
        b.wait(0.9)  // page 1's rows arrive at 0.8
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.5, hold: 0.1)  // collapse
        b.drag(from: Point(x: 330, y: 500), to: Point(x: 60, y: 505), duration: 0.25)  // to "Photos"
        b.wait(0.1)
        b.drag(from: Point(x: 200, y: 650), to: Point(x: 200, y: 450), duration: 1.2, hold: 0.1)  // slow, up
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var loaded: Bool
        var finger: Double?
    }

    static func run(wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace("async-load", gestures)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        var finger: Double?
        var i = 0
        let s = try SceneFixtures.replay(trace, after: 1) { t, s in
            while i < trace.events.count && trace.events[i].time <= t {
                if case .pointer(let p) = trace.events[i] { finger = p.kind == .up ? nil : p.position.y }
                i += 1
            }
            let st = s.session.state()
            let p = st.pages![1]
            out.append(Sample(t: t, collapse: st.header!.collapse, list: p.contentOffset, loaded: p.loaded, finger: finger))
        }
        return (out, s.session.state())
    }

    @Test func rowsArrivingMidDragUnderTheStuckStripNeitherJumpNorUnstick() throws {
        let (s, state) = try Self.run()
        let arrival = try #require(state.events.first { $0.name == "pageDidLoad" && $0.page == 1 }).t
        let willLoad = try #require(state.events.first { $0.name == "pageWillLoad" && $0.page == 1 }).t
        let switched = try #require(state.events.first { $0.name == "didScrollToPage" && $0.page == 1 }).t
        // Loading began when the pager first showed page 1 (mid-swipe), the rows came 0.8 s later.
        #expect(willLoad < switched)
        expectClose(arrival - willLoad, 0.8, within: 1e-9)
        // … while the finger was on the list.
        let k = try #require(s.firstIndex { $0.loaded })
        #expect(s[k - 1].finger != nil && s[k].finger != nil)
        // The strip stays stuck from the collapse on, loading or not.
        let stuck = try #require(s.firstIndex { $0.collapse == 141 })
        #expect(s[stuck...].allSatisfy { $0.collapse == 141 })
        #expect(!state.events.contains { $0.name == "didUnstick" })
        // No jump: across the arrival the list moves no more than the finger did in that tick; after it,
        // the list follows the finger 1:1 (before it, the empty page's rubber band gave a fraction).
        let finger = { (a: Sample, b: Sample) in a.finger! - b.finger! }
        #expect(abs(s[k].list - s[k - 1].list) <= abs(finger(s[k - 1], s[k])) + 0.5)
        for j in (k + 1)..<(k + 20) where s[j].finger != nil && s[j - 1].finger != nil {
            expectClose(s[j].list - s[j - 1].list, finger(s[j - 1], s[j]), within: 1e-6)
        }
    }

    @Test func theLoadingPageShowsLoadingThenItsRows() throws {
        var b = TraceBuilder(scene: "async-load")
        b.wait(0.5)
        b.key("x")
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: b.trace)
        sandbox.replay(b.trace.events, settle: false, until: 0.5)
        #expect(sandbox.session.displayList().texts.contains("Loading…"))
        sandbox.advance(to: 0.85)
        #expect(!sandbox.session.displayList().texts.contains("Loading…"))
        #expect(sandbox.session.displayList().texts.contains("Feed 1"))
    }

    /// The wrong technique (C, `reset-on-load`): the container lays the page out again with the empty
    /// list, then the full one. At the arrival tick the list is back at its top and the header (which
    /// follows it) expanded: the content jumps by the whole chain position against a finger that moved
    /// about a point, and the strip un-sticks; afterwards the finger's moves go on 1:1 from there.
    @Test func resettingOnLoadJumpsTheContentAndUnsticksTheStrip() throws {
        let (ok, _) = try Self.run()
        let (s, state) = try Self.run(wrongTechnique: true)
        let k = try #require(s.firstIndex { $0.loaded })
        #expect(ok.firstIndex { $0.loaded } == k)  // the same arrival tick
        #expect(s[k - 1].finger != nil && s[k].finger != nil)
        let fingerStep = s[k - 1].finger! - s[k].finger!
        let chain = { (x: Sample) in x.collapse + x.list }
        let jump = chain(s[k]) - chain(s[k - 1])
        let okJump = chain(ok[k]) - chain(ok[k - 1])
        // Before the arrival both runs are the same.
        for j in 0..<k { #expect(s[j].collapse == ok[j].collapse && s[j].list == ok[j].list) }
        #expect(s[k - 1].collapse == 141)
        // ScrollLab: the chain moves with the finger (≤ 0.5 pt off); reset: it jumps back by > 100 pt.
        #expect(abs(okJump - fingerStep) <= 0.5)
        #expect(jump < -100, "jump \(jump) pt against a finger step of \(fingerStep) pt (ScrollLab: \(okJump))")
        #expect(s[k].list == 0)
        #expect(s[k].collapse < 141 - 100)
        #expect(state.events.contains { $0.name == "didUnstick" && $0.t > s[k - 1].t && $0.t <= s[k].t })
        #expect(state.events.contains { $0.name == "resetOnLoad" })
        // Then 1:1 with the finger again, from the reset position (the header collapsing first).
        for j in (k + 1)..<(k + 20) where s[j].finger != nil && s[j - 1].finger != nil {
            expectClose(chain(s[j]) - chain(s[j - 1]), s[j - 1].finger! - s[j].finger!, within: 1e-6)
        }
        // The end of the drag: ScrollLab stuck (141) with the list at 161.5; reset: collapse 130.6, list 0.
        #expect(ok.last!.collapse == 141 && ok.last!.list > 150)
        #expect(s.last!.collapse < 141 && s.last!.list == 0)
        let st = try #require(state.gallery)
        #expect(st.technique == "reset-on-load" && st.running == "technique")
    }
}
