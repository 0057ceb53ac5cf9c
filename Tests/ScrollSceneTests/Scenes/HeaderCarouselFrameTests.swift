import Foundation
import ScrollCore
import ScrollScene
import TestSupport
import Testing

/// `header.carousel` laid out with the header's content and its options (#40 item 6), iPhone 15
/// (status bar 59 pt): the banner 8 pt under the status bar, the title and avatar at the header's
/// bottom under it, a warning when they meet, and the auto-scroll timer on tick time.
@Suite struct HeaderCarouselFrameTests {
    static func shop(header height: Double, carousel: String) throws -> SceneDefinition {
        try PageFrameTests.shop(header: #""height": \#(height), "title": "Shop", "carousel": \#(carousel)"#)
    }

    static func carousel(_ s: SceneSession) throws -> SceneState.Carousel { try #require(s.state().frame?.carousel) }

    /// The title's text frame, viewport points (the header is at y 0 at rest).
    static func titleFrame(_ s: SceneSession) -> Rect? {
        for c in s.displayList().commands {
            if case .text("Shop", let r, _, _, _, _) = c { return r }
        }
        return nil
    }

    @Test func theBannerSitsUnderTheStatusBarAndAboveTheTitle() throws {
        let s = PageFrameTests.session(try Self.shop(header: 320, carousel: #"{"count": 4, "height": 140}"#))
        let c = try Self.carousel(s)
        #expect(c.frame == SceneState.Box(Rect(x: 0, y: 67, width: 393, height: 140)))
        #expect(c.pageCount == 4)
        let title = try #require(Self.titleFrame(s))
        #expect(title.minY == 240)  // 320 − 20 − 64 + 4: the block at the header's bottom
        #expect(c.frame.y + c.frame.height <= title.minY - 8)
        #expect(s.state().frame?.warnings == nil)
    }

    @Test func fullWidthSpansTheScreenAndTrueKeepsTheNineTiles() throws {
        let full = PageFrameTests.session(try Self.shop(header: 320, carousel: #"{"fullWidth": true, "height": 100}"#))
        #expect(try Self.carousel(full).frame == SceneState.Box(Rect(x: 0, y: 67, width: 393, height: 100)))
        let plain = PageFrameTests.session(try Self.shop(header: 300, carousel: "true"))
        let c = try Self.carousel(plain)
        #expect(c.frame == SceneState.Box(Rect(x: 0, y: 67, width: 393, height: 120)))  // as before #40
        #expect(c.pageCount == 3)  // 9 tiles of 120 pt with gaps and margins: 1176 pt, 3 pages of 393
    }

    @Test func aShortHeaderWarnsInOneLineAndTheBannerNeverCoversTheStatusBar() throws {
        let s = PageFrameTests.session(try Self.shop(header: 220, carousel: #"{"height": 140}"#))
        #expect(try Self.carousel(s).frame.y == 67)
        #expect(
            s.state().frame?.warnings == [
                "header.carousel: the header (220 pt) is too short for its carousel: the banner (y 67–207) covers the title and avatar (from y 136); make header.height at least 299 or the carousel lower"
            ])
        let tiny = PageFrameTests.session(try Self.shop(header: 120, carousel: "true"))
        #expect(try Self.carousel(tiny).frame.y == 67)  // was 0, over the status bar
        #expect(tiny.state().frame?.warnings?.count == 1)
    }

    /// The banner's offset at `times`, ticking at `hz`, with `events` fed in.
    static func offsets(hz: Int, events: [PointerEvent] = [], at times: [Double]) throws -> [(page: Int, x: Double, next: Double?)] {
        let s = PageFrameTests.session(
            try Self.shop(header: 320, carousel: #"{"count": 4, "height": 140, "autoScrollInterval": 2}"#), hz: hz)
        var out: [(Int, Double, Double?)] = []
        var pending = events[...]
        let dt = 1 / Double(hz)
        var k = 0
        for t in times {
            while Double(k + 1) * dt <= t + 1e-9 {
                k += 1
                let tick = Double(k) * dt
                while let e = pending.first, e.time <= tick {
                    s.handle(.pointer(e))
                    pending.removeFirst()
                }
                s.advance(to: tick)
            }
            let c = try Self.carousel(s)
            let x = s.state().scrollViews.first { $0.id == "header.carousel" }?.offset.x ?? .nan
            out.append((c.page, x, c.nextAdvance))
        }
        return out
    }

    @Test func theTimerAdvancesOnePageAnIntervalAndWrapsTheSameAt60And120Hz() throws {
        let times = [1.9, 2.1, 2.6, 4.6, 6.6, 8.6, 9.0]
        let a = try Self.offsets(hz: 60, at: times)
        let b = try Self.offsets(hz: 120, at: times)
        #expect(a.map(\.page) == [0, 0, 1, 2, 3, 0, 0])
        #expect(abs(a[2].x - 393) < 0.5 && abs(a[4].x - 1179) < 0.5)
        for (p, q) in zip(a, b) { #expect(abs(p.x - q.x) < 0.5, "60 Hz \(p.x) vs 120 Hz \(q.x)") }
        #expect(a[1].x > 0 && a[1].x < 393)  // under way at 2.1 s
        #expect(a.last?.next == 10)
    }

    @Test func theSceneWakesJustBeforeAnAdvanceAndRestsBetweenThem() throws {
        let s = PageFrameTests.session(
            try Self.shop(header: 320, carousel: #"{"count": 4, "height": 140, "autoScrollInterval": 2}"#))
        run(s, [], until: 1.5)
        #expect(s.isIdle)  // 0.5 s before the advance: resting
        run(s, [], until: 1.75)
        #expect(!s.isIdle)  // within 0.3 s of it: ticking, so the window slides the page whole
        run(s, [], until: 3.2)
        #expect(s.isIdle)
        #expect(try Self.carousel(s).page == 1)
    }

    @Test func aFingerDownPausesItAndTheLiftRestartsAWholeInterval() throws {
        var script = TouchScript(hz: 120)
        script.hold(at: Point(x: 200, y: 130), start: 1.5, duration: 2)  // on the banner, 1.5 … 3.5 s
        let times = [1.6, 3.4, 3.6, 5.4, 6.2]
        let a = try Self.offsets(hz: 60, events: script.events, at: times)
        let b = try Self.offsets(hz: 120, events: script.events, at: times)
        #expect(a.map(\.page) == [0, 0, 0, 0, 1])
        #expect(a[0].next == nil && a[1].next == nil)  // paused while down (no advance at 2 s)
        #expect(a[2].next == 5.5)  // lifted at 3.5 s: a whole interval later
        for (p, q) in zip(a, b) { #expect(abs(p.x - q.x) < 0.5) }
    }

    @Test func aSwipeOnTheBannerPausesTheTimerUntilItsLift() throws {
        var script = TouchScript(hz: 120)
        script.drag(from: Point(x: 330, y: 130), to: Point(x: 80, y: 131), start: 1.0, duration: 1.25)  // slow: 1 … 2.25 s
        let a = try Self.offsets(hz: 120, events: script.events, at: [2.1, 2.3, 3.0, 4.4])
        #expect(a[0].next == nil)  // dragging through the 2 s mark: no advance
        #expect(a[1].next == 4.25)
        #expect(a[2].page == 1)  // the swipe's page
        #expect(a[3].page == 2)  // then the timer's, at 4.25 s
    }
}
