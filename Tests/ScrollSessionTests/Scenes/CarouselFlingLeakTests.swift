import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// `carousel-fling-leak` (#44 item 4; accompanist #347, #935, PR #1332, ComposeViews #49): a carousel
/// (page.0.carousel, 10 tiles: its end at 911 pt) flung to its end inside a pager. ScrollLab keeps the
/// leftover in the carousel (it bounces, the pager stays on page 0); the leak (C, `leftover-leak`, or the
/// scene's `pagerCarousel.leftover` `pager`) flings the pager with the velocity left at the end.
@Suite struct CarouselFlingLeakTests {
    static let carouselY = 230.0

    /// A fling left on the carousel (250 pt in 0.08 s, easing in), then one right, each followed by 1.5 s.
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "carousel-fling-leak")
        b.fling(from: Point(x: 370, y: carouselY), to: Point(x: 120, y: carouselY), duration: 0.08)
        b.wait(1.5)
        b.fling(from: Point(x: 60, y: carouselY), to: Point(x: 310, y: carouselY), duration: 0.08)
        b.wait(1.5)
        return b.trace
    }

    static func scenes(tiles: Int? = nil, leftover: SceneDefinition.PagerCarousel.Leftover? = nil) -> SceneCatalog {
        guard var def = catalog.scene(withID: "carousel-fling-leak") else { return catalog }
        def.pagerCarousel = SceneDefinition.PagerCarousel(tiles: tiles ?? 10, leftover: leftover ?? .keep)
        return catalog.replacing(with: def, from: "leak")
    }

    /// The first fling alone, at `hz`, with C pressed first when `leak`.
    static func fling(hz: Int = 120, leak: Bool = false) -> Trace {
        var b = TraceBuilder(scene: "carousel-fling-leak", hz: hz)
        if leak { b.key("c") }
        b.fling(from: Point(x: 370, y: carouselY), to: Point(x: 120, y: carouselY), duration: 0.08)
        return b.trace
    }

    struct Run {
        var pagerOffsets: [Double] = []
        var carouselMax = 0.0
        var releaseVelocity = 0.0
        var state: SceneState
    }

    static func run(_ trace: Trace, in scenes: SceneCatalog = catalog) throws -> Run {
        var offsets: [Double] = []
        var top = 0.0
        var release = 0.0
        let s = try SceneFixtures.replay(trace, after: 2, in: scenes) { _, s in
            let st = s.session.state()
            offsets.append(st.pager!.offset)
            let c = st.scrollViews.first { $0.id == "page.0.carousel" }!
            top = max(top, c.offset.x)
            if release == 0 && c.state == "decelerating" { release = c.velocity.x }
        }
        return Run(pagerOffsets: offsets, carouselMax: top, releaseVelocity: release, state: s.session.state())
    }

    @Test func aFlingToTheCarouselsEndLeavesThePagerOnItsPage() throws {
        let r = try Self.run(Self.fling())
        #expect(r.releaseVelocity > 3000)
        #expect(r.pagerOffsets.allSatisfy { $0 == 0 })
        #expect(r.carouselMax > 911 + 20)  // it bounced past its end…
        let c = r.state.scrollViews.first { $0.id == "page.0.carousel" }!
        #expect(c.offset.x == 911 && c.state == "idle")  // …and rests on it
        #expect(r.state.pager?.page == 0 && !r.state.events.contains { $0.name == "leftoverToPager" })
    }

    @Test func theLeakPagesThePagerWithTheVelocityLeftAtTheEnd() throws {
        let r = try Self.run(Self.fling(leak: true))
        let leak = try #require(r.state.events.first { $0.name == "leftoverToPager" })
        #expect(leak.id == "page.0.carousel" && (leak.page ?? 0) > 1000)
        #expect(r.carouselMax == 911)  // stopped on its end: no bounce
        #expect(r.state.pager?.page == 1 && r.state.pager?.offset == 393)
        #expect(r.state.gallery?.technique == "leftover-leak" && r.state.gallery?.running == "technique")
        // The pager starts at the leak's instant, not before.
        let firstMove = try #require(r.pagerOffsets.firstIndex { $0 != 0 })
        #expect(Double(firstMove) / 120 > leak.t && Double(firstMove - 1) / 120 <= leak.t)
    }

    @Test func theScenesPagerPolicyHandsTheLeftoverOnWithoutC() throws {
        let r = try Self.run(Self.fling(), in: Self.scenes(leftover: .pager))
        #expect(r.state.pager?.page == 1 && r.state.events.contains { $0.name == "leftoverToPager" })
        #expect(r.state.gallery == nil)
    }

    /// A held 260 pt drag left on a 3-tile carousel (its end at 15 pt), lifted still.
    @Test(arguments: [false, true])
    func aDragPastTheCarouselsEndMovesThePagerOnlyWithTheLeak(leak: Bool) throws {
        var b = TraceBuilder(scene: "carousel-fling-leak")
        if leak { b.key("c") }
        b.drag(from: Point(x: 330, y: Self.carouselY), to: Point(x: 70, y: Self.carouselY), duration: 0.6, hold: 0.2)
        var atLift = (pager: 0.0, carousel: 0.0)
        let lift = b.trace.events.last!.time
        let s = try SceneFixtures.replay(b.trace, in: Self.scenes(tiles: 3)) { t, s in
            guard t < lift else { return }
            let st = s.session.state()
            atLift = (st.pager!.offset, st.scrollViews.first { $0.id == "page.0.carousel" }!.offset.x)
        }
        let end = s.session.state()
        if leak {
            // The carousel stops on its end; the rest of the finger's 260 pt (less the slop) moves the pager.
            #expect(atLift.carousel == 15 && atLift.pager > 200)
            #expect(end.pager?.page == 1)
        } else {
            #expect(atLift.pager == 0 && atLift.carousel > 15 + 30)  // rubber-banding
            #expect(end.pager?.offset == 0 && end.scrollViews.first { $0.id == "page.0.carousel" }!.offset.x == 15)
        }
    }

    /// The leak is found on the fling's curve: the same instant and the same pager at 60 and 120 Hz.
    @Test func theLeakFallsAtTheSameInstantAtSixtyAndOneTwentyHertz() throws {
        let fast = try Self.run(Self.fling(leak: true))
        let slow = try Self.run(Self.fling(hz: 60, leak: true))
        let a = try #require(fast.state.events.first { $0.name == "leftoverToPager" })
        let b = try #require(slow.state.events.first { $0.name == "leftoverToPager" })
        #expect(a == b)
        for (k, o) in slow.pagerOffsets.enumerated() where 2 * k < fast.pagerOffsets.count {
            #expect(abs(o - fast.pagerOffsets[2 * k]) <= 1e-9)
        }
    }

    /// The recorded trace: ScrollLab keeps the pager on page 0 through both flings; with C the first
    /// fling pages it to 1 and the second, starting outwards at page 1's carousel's left edge, is the
    /// pager's and pages it back.
    @Test func theRecordedTrace() throws {
        var trace = try SceneFixtures.trace("carousel-fling-leak", Self.gestures)
        let chain = try SceneFixtures.replay(trace) { _, s in #expect(s.session.state().pager!.offset == 0) }
        #expect(!chain.session.state().events.contains { $0.name == "leftoverToPager" })
        trace.events.insert(.key("c", time: 0.01), at: 0)
        var pages: [Int] = []
        let wrong = try SceneFixtures.replay(trace) { _, s in
            let p = s.session.state().pager!
            if p.state == "idle" && pages.last != p.page { pages.append(p.page) }
        }
        #expect(pages == [0, 1, 0])
        #expect(wrong.session.state().events.filter { $0.name == "leftoverToPager" }.count == 1)
    }
}
