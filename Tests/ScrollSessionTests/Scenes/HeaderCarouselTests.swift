import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `header-carousel` (#34 item 2; GKPageScrollView #38, #94, JXPagingView's banner demo): a paging banner
/// inside a 300 pt header (iPhone 15: the header collapses 241 pt). Sideways drags on it page it and
/// nothing else; vertical drags starting on it move the header and then the list.
@Suite struct HeaderCarouselTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "header-carousel")
        b.drag(from: Point(x: 330, y: 127), to: Point(x: 80, y: 130), duration: 0.25)  // sideways on the banner
        b.wait(0.8)
        b.drag(from: Point(x: 200, y: 150), to: Point(x: 200, y: 50), duration: 0.5, hold: 0.1)  // up, held
        b.wait(0.3)
        b.fling(from: Point(x: 200, y: 100), to: Point(x: 200, y: 20), duration: 0.1)  // a flick up on it
        b.wait(2)
        b.key("x")
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var banner: Double
        var pager: Double
    }

    /// A thumb's swipe across the banner: 270 pt left, drifting 40 pt up (8.4°), horizontal at the slop.
    static func diagonal() -> Trace {
        var b = TraceBuilder(scene: "header-carousel")
        b.drag(from: Point(x: 330, y: 150), to: Point(x: 60, y: 110), duration: 0.25)
        b.wait(2.5)
        b.key("x")
        return b.trace
    }

    /// The trace `name` replayed tick by tick, with C pressed first when `wrongTechnique`.
    static func run(_ name: String = "header-carousel", wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace(name, name == "header-carousel" ? gestures : diagonal)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5) { t, s in
            let st = s.session.state()
            let banner = st.scrollViews.first { $0.id == "header.carousel" }?.offset.x ?? .nan
            out.append(
                Sample(t: t, collapse: st.header!.collapse, list: st.pages![0].contentOffset, banner: banner, pager: st.pager!.offset))
        }
        return (out, s.session.state())
    }

    @Test func sidewaysDragsPageTheBannerAndVerticalOnesMoveTheHeaderAndTheList() throws {
        let (s, state) = try Self.run()
        #expect(state.header?.maxCollapse == 241)
        // 1. The swipe pages the banner one width (393 pt); header, list and pager stay.
        let paged = s.first { $0.t > 1.0 }!
        #expect(paged.banner == 393)
        #expect(s.filter { $0.t <= 1.0 }.allSatisfy { $0.collapse == 0 && $0.list == 0 && $0.pager == 0 })
        // 2. The held drag up from the banner collapses the header by the finger's 100 pt less the slop;
        //    the banner stays on its page.
        let held = s.first { $0.t > 1.75 }!
        expectClose(held.collapse, 90, within: 1)
        #expect(held.list == 0)
        #expect(s.filter { $0.t > 1.0 }.allSatisfy { $0.banner == 393 && $0.pager == 0 })
        // 3. The flick: the header sticks and the list carries on.
        let last = s.last!
        #expect(last.collapse == 241)
        #expect(last.list > 50)
        let log = state.arena.log.joined(separator: "\n")
        #expect(log.contains("header.carousel.pan began"))
        #expect(log.contains("header.pan began"))
    }

    /// C: the page's pan recognizes with the banner's and takes any direction (GKPageScrollView #38).
    /// The banner pages exactly as before; the header follows every swipe's vertical part.
    @Test func aPageThatRecognizesWithTheBannerScrollsOnItsSwipes() throws {
        let (chain, _) = try Self.run()
        let (wrong, state) = try Self.run(wrongTechnique: true)
        #expect(state.events.contains { $0.name == "switchedToTechnique" && $0.id == "carousel-simultaneous" })
        #expect(state.gallery?.technique == "carousel-simultaneous" && state.gallery?.running == "technique")
        let log = state.arena.log.joined(separator: "\n")
        #expect(log.contains("header.pan runs alongside header.carousel.pan"))
        // The recorded swipe drifts 3 pt down: the header is pulled into its top stretch while the
        // banner pages; the chain's stays at 0.
        let swipe = { (s: [Sample]) in s.filter { $0.t <= 1.0 } }
        let stretch = swipe(wrong).map(\.collapse).min()!
        expectClose(stretch, -1.77, within: 0.01)
        #expect(swipe(chain).allSatisfy { $0.collapse == 0 })
        #expect(wrong.first { $0.t > 1.0 }!.banner == 393 && wrong.first { $0.t > 1.0 }!.collapse == 0)
        // Vertical drags on the banner work alike (its pan still fails on them): same end.
        expectClose(wrong.last!.collapse, chain.last!.collapse, within: 1e-9)
        expectClose(wrong.last!.list, chain.last!.list, within: 1e-9)
    }

    /// The thumb's swipe (40 pt of drift): the technique collapses the header by the drift and flings
    /// it on; ScrollLab pages the banner and nothing else.
    @Test func aThumbSwipeOnTheBannerCollapsesTheHeaderUnderTheTechniqueOnly() throws {
        let (chain, _) = try Self.run("header-carousel-diagonal")
        let (wrong, _) = try Self.run("header-carousel-diagonal", wrongTechnique: true)
        #expect(chain.last!.banner == 393 && wrong.last!.banner == 393)
        #expect(chain.allSatisfy { $0.collapse == 0 && $0.list == 0 })
        let lift = 0.35
        let atLift = wrong.last { $0.t <= lift }!
        expectClose(atLift.collapse, 37.33, within: 0.01)  // the 40 pt drift less its share of the slop
        // The release flings it on (to 117.3 pt, at rest 2.9 s in): the list's engine, the list still at 0.
        #expect(wrong.last!.collapse > atLift.collapse + 50, "\(wrong.last!.collapse)")
        #expect(wrong.last!.list == 0)
    }
}
