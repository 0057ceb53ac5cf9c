import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// Audit finding 1: a rule that sets the offset of a decelerating scroll view moves the base of its
/// deceleration (UIScrollView integrates its momentum from its current `contentOffset`): the momentum
/// goes on from the set offset with the velocity it has then. The audit's JXPagingView and
/// GKPageScrollView files and traces (`ScrollLabTests/Fixtures/audit`), at 60 and 120 Hz.
@Suite struct TechniquePinnedFlingTests {
    static let folder = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/audit")

    /// The offsets of `outer` and `page.0.list` at every tick of `name`'s replay at `hz`.
    func samples(_ name: String, hz: Int, after: Double = 10) throws -> [(t: Double, outer: Double, list: Double)] {
        let url = Self.folder.appendingPathComponent("traces/\(name).ndjson")
        var trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
        trace.header.hz = hz
        let scenes = try SceneCatalog(directory: Self.folder.appendingPathComponent("scenes"))
        var out: [(t: Double, outer: Double, list: Double)] = []
        _ = try SceneFixtures.replay(trace, after: after, in: scenes) { t, s in
            let views = s.session.state().scrollViews
            func y(_ id: String) -> Double { views.first { $0.id == id }?.offset.y ?? .nan }
            out.append((t, y("outer"), y("page.0.list")))
        }
        return out
    }

    /// JXPagingView: the list flung up 60 pt in 0.1 s with the header expanded; `page.0.list-held-at-min`
    /// holds it at 0 until the header sticks, then it goes on from 0 with the velocity it has then
    /// (≈ 420 pt/s) and rests near 209 pt (the chain: 208.7) — not at 299.70, where it would have
    /// rested had it never been held. 60 and 120 Hz differ by the one unpinned tick at the let-go.
    /// (This loop's grid is `k / hz`; `--replay`'s running sum of `1 / hz` lets go a hair later:
    /// 211.121 and 214.673.)
    @Test(arguments: [(120, 211.544), (60, 215.103)])
    func aHeldListGoesOnFromWhereTheRuleHeldIt(hz: Int, rest: Double) throws {
        let s = try samples("jx-slowfling", hz: hz)
        let held = s.filter { $0.outer < 141 && $0.t > 0.21 }
        #expect(!held.isEmpty && held.allSatisfy { $0.list == 0 })
        // No jump at the let-go: the list's first step after the header sticks is one tick's travel.
        let first = try #require(s.first { $0.list > 0 })
        #expect(first.list < 450 / Double(hz) + 0.01)
        #expect(s.last?.outer == 141)
        #expect(abs((s.last?.list ?? 0) - rest) < 0.001)
    }

    /// GKPageScrollView: the list (header stuck) flicked down 70 pt in 0.1 s; `gk-main-fixed` pins the
    /// decelerating outer view at 141 until `gk-list-at-top` lets it go; the next tick it is ≈ 4.3 pt
    /// lower (141 − ≈ 511 pt/s × 1/120 s), where the old curve put it 90 pt lower.
    @Test func aPinnedOuterViewGoesOnFromThePin() throws {
        let s = try samples("gk-slip", hz: 120)
        let pinned = try #require(s.lastIndex { $0.t > 1.6 && $0.outer == 141 })
        #expect(abs(s[pinned].t - 1.75) < 1e-9)
        #expect(abs(s[pinned + 1].outer - 136.707) < 0.001)
        #expect(s[pinned + 1].list == 0)
        #expect(s.last?.outer == 0)
    }
}
