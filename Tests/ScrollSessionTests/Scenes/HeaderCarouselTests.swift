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

    static func run() throws -> (samples: [Sample], state: SceneState) {
        let trace = try SceneFixtures.trace("header-carousel", gestures)
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
}
