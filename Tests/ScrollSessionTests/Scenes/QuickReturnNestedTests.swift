import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `quick-return-nested` (#44 item 2, in a nested page): a 200 pt header with `quickReturn` over a sticky
/// 44 pt tab strip and two pages (300 and 40 rows). The header takes the chain's motion first both ways:
/// any upward scroll brings it back, from any depth, before the list moves; the strip stays sticky.
@Suite struct QuickReturnNestedTests {
    /// `flings` flings up the list (deeper each), then a slow reversal: 40 pt back down, held and lifted,
    /// then 45 pt up again, held.
    static func gestures(flings: Int = 10) -> Trace {
        // The first drag collapses the header.
        FlingsThenReversal.trace(
            scene: "quick-return-nested", first: (Point(x: 200, y: 700), Point(x: 200, y: 500), 0.4), flings: flings)
    }

    struct Sample {
        var t: Double
        /// The chain's position (collapse + list offset).
        var chain: Double
        var collapse: Double
        var list: Double
        var isStuck: Bool
        var violations: [String]
    }

    static func run(_ trace: Trace, in scenes: SceneCatalog = catalog) throws -> [Sample] {
        var out: [Sample] = []
        _ = try SceneFixtures.replay(trace, after: 1.5, in: scenes) { t, s in
            let st = s.session.state()
            let h = st.header!
            let list = st.pages![0].contentOffset
            out.append(
                Sample(
                    t: t, chain: h.collapse + list, collapse: h.collapse, list: list, isStuck: h.isStuck,
                    violations: s.session.invariantViolations()))
        }
        return out
    }

    /// The same scene without `quickReturn` (the nested page's own rule: the list first on the way down).
    static var plain: SceneCatalog {
        var def = catalog.scene(withID: "quick-return-nested")!
        def.header?.quickReturn = nil
        return catalog.replacing(with: def, from: "plain")
    }

    /// The samples from the reversal's first move to its lift.
    static func reversal(_ s: [Sample], _ trace: Trace) -> ArraySlice<Sample> {
        s[FlingsThenReversal.range(times: s.map(\.t), positions: s.map(\.chain), in: trace)]
    }

    /// The header's position after a reversal at any depth: 0, 2 and 10 flings up (list offset 46.5 …
    /// 16 424), then 40 pt back down (30 past the 10 pt slop). Quick return: the header comes in by
    /// exactly the chain's motion at every tick, 141 → 111 collapsed, the list where it was, the strip
    /// unstuck. The nested page's own rule (no `quickReturn`): the header stays collapsed at 141 and the
    /// list moves the 30 pt.
    @Test(arguments: [0, 2, 10])
    func theHeaderComesBackFirstAtAnyDepth(flings: Int) throws {
        let trace = flings == 10 ? try SceneFixtures.trace("quick-return-nested") { Self.gestures() } : Self.gestures(flings: flings)
        let s = try Self.run(trace)
        #expect(s.allSatisfy { $0.violations.isEmpty })
        let r = Self.reversal(s, trace)
        #expect(r.first!.collapse == 141 && r.first!.isStuck)
        #expect(r.first!.list >= (flings == 0 ? 46.5 : 4000))
        for (a, b) in zip(r, r.dropFirst()) {
            expectClose(b.collapse - a.collapse, b.chain - a.chain, within: 1e-9)
            #expect(b.list == r.first!.list)
        }
        expectClose(r.last!.collapse, 111, within: 1e-9)
        #expect(!r.last!.isStuck)
        let p = Self.reversal(try Self.run(trace, in: Self.plain), trace)
        #expect(p.allSatisfy { $0.collapse == 141 && $0.isStuck })
        expectClose(p.first!.list - p.last!.list, 30, within: 1e-9)
    }

    /// After the reversal's lift the header stays where it came to (no snap), and the 45 pt up again
    /// collapses it first — 30 pt to 141, sticky again — then scrolls the list by the 4.69 pt left.
    @Test func theWayUpCollapsesItFirstAgain() throws {
        let trace = try SceneFixtures.trace("quick-return-nested") { Self.gestures() }
        let s = try Self.run(trace)
        let ups = trace.liftTimes
        let before = s.last { $0.t <= ups[ups.count - 2] + 0.3 }!
        expectClose(before.collapse, 111, within: 1e-6)
        let end = s.last!
        #expect(end.collapse == 141 && end.isStuck)
        expectClose(end.list - before.list, 4.688, within: 1e-3)
    }

    @Test func theSameHeaderAtSixtyAndOneTwentyHertz() throws {
        var trace = try SceneFixtures.trace("quick-return-nested") { Self.gestures() }
        let a = try Self.run(trace)
        trace.header.hz = 60
        let b = try Self.run(trace)
        var compared = 0
        for y in b {
            guard let x = a.first(where: { abs($0.t - y.t) < 1e-9 }) else { continue }
            expectClose(x.collapse, y.collapse, within: 0.5)
            expectClose(x.list, y.list, within: 0.5)
            compared += 1
        }
        #expect(compared == b.count)
    }
}
