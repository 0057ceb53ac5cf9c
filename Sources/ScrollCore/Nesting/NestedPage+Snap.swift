/// Header snap (`NestedPagePolicy.snapThreshold`; react-native-collapsible-tab-view's `snapThreshold`,
/// issue #34 item 1): a release that would leave the header part-way settles it expanded or collapsed.
///
/// The decision is made once, at the release, by target interception on the chain engine (as UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): the engine's natural landing is
/// split between header and list as the chain would split it; if the header would come to rest
/// between 0 and its limit, it goes collapsed when that landing is at least `snapThreshold` of the way,
/// else expanded — so position and velocity both decide. The engine then lands on the new target with
/// `LandingSimulation`, from the release velocity (no velocity jump at the release, no second animation
/// after the fling). The delegate may change the collapse the decision reads
/// (`nestedPage(_:willSnapHeaderAt:landing:velocity:)`, a technique file's `willEndDragging` of
/// `header`). The list's reading position is kept: when the chain would scroll the list on the
/// way (a list scrolled while the header is part-way, "hovering"), the snap moves the header alone.
extension NestedPage {
    /// A part of the chain: the collapse and the list offset.
    struct ChainSplit: Equatable {
        var c: Double
        var o: Double
    }

    /// Where the chain's split puts (c, o) when the engine moves from `s0` to `s1` in one monotone
    /// motion inside the chain's range (header first going up, list first going down).
    static func split(_ p: ChainSplit, from s0: Double, to s1: Double, limit: Double) -> ChainSplit {
        if s1 > s0 {
            let c = min(limit, p.c + (s1 - s0))
            return ChainSplit(c: c, o: max(0, s1 - c))
        }
        let o = max(0, p.o + (s1 - s0))
        return ChainSplit(c: min(max(0, s1 - o), limit), o: o)
    }

    /// The target the current engine lands on instead of `natural`, or nil when the header does not
    /// snap (no threshold, nothing to collapse, an overscroll, or a landing with the header at an end).
    /// Sets `snapsHeaderOnly` when the header must move alone to keep the list's offset.
    func snapTarget(natural: Double, velocity: Double) -> Double? {
        guard let threshold = policy.snapThreshold, !snapSuppressed, !policy.headerIsFixed, hasHeader else { return nil }
        let i = currentPage
        let limit = collapseLimit(i)
        let s = lists[i].contentOffset.y
        guard limit > 0, s >= 0, s <= chainRange(i), natural.isFinite else { return nil }
        let now = ChainSplit(c: restingCollapse, o: pages[i].offset)
        let landing = Self.split(now, from: s, to: min(max(natural, 0), chainRange(i)), limit: limit)
        guard landing.c > 1e-6, landing.c < limit - 1e-6 else { return nil }
        // The app's `scrollViewWillEndDragging` may move the collapse the snap decides on (a technique
        // file's `willEndDragging` of `header`: snap-by-position decides on the release's collapse).
        let decided = delegate?.nestedPage(self, willSnapHeaderAt: now.c, landing: landing.c, velocity: velocity) ?? landing.c
        let collapsed = decided >= min(max(threshold, 0), 1) * limit
        let c2 = collapsed ? limit : 0
        emit(.headerWillSnap(collapsed: collapsed))
        let chained = c2 + landing.o
        let byChain = Self.split(now, from: s, to: chained, limit: limit)
        if landing.o != now.o && abs(byChain.c - c2) < 1e-9 && abs(byChain.o - landing.o) < 1e-9 {
            return chained
        }
        snapsHeaderOnly = true
        return c2 + now.o
    }

    /// During a header-only snap the engine's motion moves the collapse alone; the list keeps its offset.
    func splitHeaderOnly() {
        let i = currentPage
        restingCollapse = min(max(lists[i].contentOffset.y - pages[i].offset, 0), collapseLimit(i))
        topOverscroll = 0
        bottomOverscroll = 0
        syncOtherLists()
        didChange()
    }
}
