import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// The carousel-fling-leak rule in a nested page (#44 item 4's variant): in `carousel` (pager → list →
/// carousels), `page.0.carousel.3` is row 3 of page 0's list (y 532–628, 1 560 pt of tiles: its end at
/// 1 167). Flung to its end, it keeps the leftover — it bounces there — and the pager stays on page 0;
/// only a drag that starts outwards at the end is the pager's.
@Suite struct CarouselNestedFlingTests {
    static let y = 580.0

    /// A fling left on the carousel (250 pt in 0.08 s); then, once it rests at its end, a drag left that
    /// starts there (the pager's).
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "carousel")
        b.fling(from: Point(x: 370, y: y), to: Point(x: 120, y: y), duration: 0.08)
        b.wait(2)
        b.drag(from: Point(x: 300, y: y), to: Point(x: 60, y: y), duration: 0.3)
        b.wait(1)
        return b.trace
    }

    struct Sample {
        var t: Double
        var pager: Double
        var page: Int
        var carousel: Double
        var carouselState: String
        var violations: [String]
    }

    static func run(_ trace: Trace) throws -> [Sample] {
        var out: [Sample] = []
        _ = try SceneFixtures.replay(trace, after: 1.5) { t, s in
            let st = s.session.state()
            let c = st.scrollViews.first { $0.id == "page.0.carousel.3" }!
            out.append(
                Sample(
                    t: t, pager: st.pager!.offset, page: st.pager!.page, carousel: c.offset.x, carouselState: c.state,
                    violations: s.session.invariantViolations()))
        }
        return out
    }

    /// The pager's page after a carousel fling to its end: 0. The fling (released 0.18 s) reaches 1 167
    /// and bounces past it (to ≈ 1 213), back onto 1 167; the pager's offset is 0 at every tick until the
    /// second gesture, which starts outwards at the end: the carousel refuses it and the pager lands on
    /// page 1. (A swipe that starts while the carousel still bounces at its end is also the pager's.)
    @Test func aFlingToTheCarouselsEndInANestedPageLeavesThePagerOnItsPage() throws {
        let trace = try SceneFixtures.trace("carousel-nested-fling") { Self.gestures() }
        let s = try Self.run(trace)
        #expect(s.allSatisfy { $0.violations.isEmpty })
        let second = trace.events.compactMap { if case .pointer(let p) = $0, p.kind == .down { return p.time } else { return nil } }[1]
        let flings = s.filter { $0.t < second }
        #expect(flings.allSatisfy { $0.pager == 0 && $0.page == 0 })
        #expect(flings.map(\.carousel).max()! > 1200)
        #expect(flings.last!.carousel == 1167 && flings.last!.carouselState == "idle")
        #expect(s.last!.page == 1 && s.last!.pager == 393)
        #expect(s.last!.carousel == 1167)
    }

    @Test func theSameAtSixtyAndOneTwentyHertz() throws {
        var trace = try SceneFixtures.trace("carousel-nested-fling") { Self.gestures() }
        let a = try Self.run(trace)
        trace.header.hz = 60
        let b = try Self.run(trace)
        var compared = 0
        for y in b {
            guard let x = a.first(where: { abs($0.t - y.t) < 1e-9 }) else { continue }
            expectClose(x.pager, y.pager, within: 0.5)
            expectClose(x.carousel, y.carousel, within: 0.5)
            compared += 1
        }
        #expect(compared == b.count)
    }
}
