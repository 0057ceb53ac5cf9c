import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// A drag that catches a running fling starts at once under `android` (`catchStart` immediate: ScrollView,
/// RecyclerView and ViewPager set `mIsBeingDragged = !mScroller.isFinished()` on ACTION_DOWN) in every pan
/// driver, not only `ScrollViewPanDriver`'s (#41): the nested pages' inner pager (`PagerHandoffDriver`) and
/// the gallery techniques (`GalleryNestedController`, one pan or two). Other feels wait for the slop.
@Suite struct CaughtDragDriversTests {
    /// A fling from `from` to `to`, then a touch at tick `catchTick` (120 Hz) that moves 2 pt three times
    /// along `step`'s direction (6 pt, under every slop) and lifts still. Returns the measured position
    /// at the catch and after the third move.
    static func caught(
        scene: String, feel: Feel, from: Point, to: Point, at p: Point, step: Point, catchTick: Int,
        position: (SceneState) -> Double
    ) throws -> (atCatch: Double, afterMoves: Double) {
        var b = TraceBuilder(scene: scene)
        b.header.feel = feel
        b.fling(from: from, to: to, duration: 0.1)
        var trace = b.trace
        let tick = { (k: Int) in Double(k) / 120 }
        trace.events.append(.pointer(PointerEvent(.down, id: 7, at: p, time: tick(catchTick))))
        for i in 1...3 {
            trace.events.append(.pointer(PointerEvent(.move, id: 7, at: p + step * Double(i), time: tick(catchTick + i))))
        }
        trace.events.append(.pointer(PointerEvent(.up, id: 7, at: p + step * 3, time: tick(catchTick + 8))))
        var samples: [Int: Double] = [:]
        var k = 0
        _ = try SceneFixtures.replay(trace, after: 0.2) { _, s in
            if k == catchTick || k == catchTick + 3 { samples[k] = position(s.session.state()) }
            k += 1
        }
        return (try #require(samples[catchTick]), try #require(samples[catchTick + 3]))
    }

    static func innerPager(_ st: SceneState) -> Double { st.scrollViews.first { $0.id == "pager" }?.offset.x ?? .nan }
    static func galleryPosition(_ st: SceneState) -> Double {
        (st.header?.collapse ?? 0) + (st.scrollViews.first { $0.id == "page.0.list" }?.offset.y ?? 0)
    }

    /// The inner pager flung to its next page, caught 40 ms after the lift.
    static func pagerCatch(_ feel: Feel) throws -> Double {
        let r = try caught(
            scene: "nested-pages", feel: feel, from: Point(x: 330, y: 600), to: Point(x: 80, y: 600), at: Point(x: 200, y: 600),
            step: Point(x: -2, y: 0), catchTick: 44, position: innerPager)
        return r.afterMoves - r.atCatch
    }

    @Test func theNestedInnerPagerDragsACaughtFlingAtOnceUnderAndroid() throws {
        #expect(abs(try Self.pagerCatch(.android) - 6) < 1e-6)
    }

    @Test(arguments: [Feel.ios, .chromium, .flutterBouncing])
    func theNestedInnerPagerHoldsACaughtFlingUnderTheSlopElsewhere(_ feel: Feel) throws {
        #expect(try Self.pagerCatch(feel) == 0, "\(feel.name)")
    }

    /// The gallery's list flicked up 40 pt, caught 25 ms after the lift (long before `gallery-dead-stop`'s
    /// header, 111 pt from sticking, stops it dead there).
    static func galleryCatch(_ scene: String, _ feel: Feel) throws -> Double {
        let r = try caught(
            scene: scene, feel: feel, from: Point(x: 200, y: 650), to: Point(x: 200, y: 610), at: Point(x: 200, y: 600),
            step: Point(x: 0, y: -2), catchTick: 27, position: galleryPosition)
        return r.afterMoves - r.atCatch
    }

    @Test(arguments: ["gallery-dead-stop", "gallery-simultaneous", "gallery-forwarding"])
    func theGalleryTechniquesDragACaughtFlingAtOnceUnderAndroid(_ scene: String) throws {
        #expect(abs(try Self.galleryCatch(scene, .android) - 6) < 1e-6, "\(scene)")
        #expect(try Self.galleryCatch(scene, .ios) == 0, "\(scene)")
    }
}
