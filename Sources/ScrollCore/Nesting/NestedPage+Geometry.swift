/// The nested page's geometry: collapse range, list ranges, the chain range each engine scrolls.
extension NestedPage {
    /// How far the header can collapse: `headerHeight − stickyOffset` (0 when fixed or absent).
    public var maxCollapse: Double { policy.headerIsFixed || !hasHeader ? 0 : max(0, headerHeight - stickyOffset) }

    /// The displayed collapse: negative while the header is stretched by a top overscroll.
    public var collapse: Double { restingCollapse - (topOverscrollOnHeader ? topOverscroll : 0) }

    /// Whether the tab strip is at its sticky position.
    public var isStuck: Bool { maxCollapse > 0 && restingCollapse >= maxCollapse - 1e-9 }

    /// The top overscroll shows as a header stretch (rather than as the list's own bounce).
    public var topOverscrollOnHeader: Bool { hasHeader && !policy.headerIsFixed && policy.refresh != .list }

    /// The rubber band's dimension (and twice the largest bounce): the viewport's height when the top
    /// overscroll stretches the header (the outer view's band, as before), else the list's own visible
    /// height with the header expanded (a list's band is its own height, #13 item 8).
    public var bandDimension: Double {
        max(1, topOverscrollOnHeader ? viewport.height : visibleListHeight(collapse: 0))
    }

    /// The tab strip's top in viewport points.
    public var tabStripTop: Double { headerHeight - collapse }

    /// The list area's top (the strip's bottom) in viewport points.
    public var listTop: Double { tabStripTop + tabStripHeight }

    /// The visible list height at collapse `c`.
    public func visibleListHeight(collapse: Double) -> Double {
        max(0, contentBottom - (headerHeight - collapse + tabStripHeight))
    }

    /// Page `i`'s content plus its bottom insets (the app's and the safe area's): where its list ends.
    public func contentExtent(_ i: Int) -> Double {
        guard pages.indices.contains(i) else { return 0 }
        return pages[i].contentHeight + pages[i].appBottomInset + safeAreaBottomInset
    }

    /// The bottom inset the model owns for page `i` (short lists with scroll-range extension).
    public func ownedBottomInset(_ i: Int) -> Double {
        guard policy.extendsShortListScrollRange, pages.indices.contains(i) else { return 0 }
        return max(0, visibleListHeight(collapse: maxCollapse) - contentExtent(i))
    }

    /// How far the header may collapse with page `i` showing.
    public func collapseLimit(_ i: Int) -> Double {
        let m = maxCollapse
        if policy.extendsShortListScrollRange || !pages.indices.contains(i) { return m }
        return min(m, max(0, contentExtent(i) - visibleListHeight(collapse: 0)))
    }

    /// The largest resting offset of page `i`'s list at collapse `c`.
    public func maxOffset(_ i: Int, collapse: Double) -> Double {
        guard pages.indices.contains(i) else { return 0 }
        return max(0, contentExtent(i) + ownedBottomInset(i) - visibleListHeight(collapse: collapse))
    }

    /// The end of page `i`'s chain: header fully collapsed (to its limit) and the list at its end.
    public func chainRange(_ i: Int) -> Double {
        let limit = collapseLimit(i)
        return limit + maxOffset(i, collapse: limit)
    }

    /// Page `i`'s displayed list offset: negative while the list's top overscrolls (refresh in the list
    /// or no header), beyond the maximum while its bottom does.
    public func listOffset(_ i: Int) -> Double {
        guard pages.indices.contains(i) else { return 0 }
        var o = pages[i].offset
        if i == currentPage {
            o += bottomOverscroll
            if !topOverscrollOnHeader { o -= topOverscroll }
        }
        return o
    }

    /// Where the running fling leaves the current list and when it crosses between header and list
    /// (for overlays), read off the engine's own simulation.
    public var flingProjection: NestedFlingProjection? {
        let l = currentList
        guard l.state == .decelerating || l.state == .bouncing, let (sim, start) = l.simulation(.vertical) else { return nil }
        let i = currentPage
        let s = l.contentOffset.y
        let v = l.velocity.y
        let limit = collapseLimit(i)
        let end = min(max(sim.finalPosition, 0), chainRange(i))
        let upward = v > 0
        let listEnd = upward ? max(0, end - min(limit, restingCollapse + max(0, end - s))) : max(0, pages[i].offset + (end - s))
        var handoff: (time: Double, velocity: Double)?
        let crossing = upward ? s + (limit - restingCollapse) : s - pages[i].offset
        let crossesAhead = upward ? restingCollapse < limit : pages[i].offset > 0
        if crossesAhead, let dt = sim.time(toReach: crossing), start + dt > now {
            handoff = (start + dt, sim.velocity(at: dt))
        }
        return NestedFlingProjection(upward: upward, listLanding: listEnd, handoff: handoff)
    }
}

/// A fling of a nested page as overlays show it.
public struct NestedFlingProjection: Sendable {
    /// Content moving up (header collapsing first) rather than down.
    public var upward: Bool
    /// Where the current list comes to rest, points.
    public var listLanding: Double
    /// When (absolute time) and at what speed the motion crosses from one node to the next, if ahead.
    public var handoff: (time: Double, velocity: Double)?
}
