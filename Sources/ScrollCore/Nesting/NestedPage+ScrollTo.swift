/// Programmatic scroll on a nested page (#34 item 6; MXParallaxHeader #13, #83, JXPagingView #146,
/// #432: "scroll to row N" under a collapsing header lands short or leaves the header where it was,
/// because the app scrolls the inner list while the container owns the header).
///
/// Here the app asks the container for a place in chain terms — a collapse and a list offset — and the
/// current engine animates there with its own animation (`setContentOffset(_:animated:)`, 0.3 s ease,
/// `didEndScrollingAnimation`). While it runs, header and list move together: at each moment they are
/// the same fraction of the way from where they started to where they go, so the header and the row
/// arrive at once whatever the start (a hovering list included). A touch stops it where it is shown (the
/// engine's touch-down catches the animation, as UIKit's does) and the chain's own split goes on from
/// there. Scroll to top is `scrollToTop(at:)` (the chain's split down to 0 expands the header).
extension NestedPage {
    /// From (c, o) at engine position `from` to (c, o) at `to`.
    struct ProgrammaticScroll {
        var from: Double
        var to: Double
        var start: ChainSplit
        var end: ChainSplit
    }

    /// Scrolls the page shown so its list sits at `offset` with the header collapsed by `collapse`
    /// (both clamped to what the page allows). Ignored while a finger drags it.
    public func scroll(toListOffset offset: Double, collapse: Double, animated: Bool, at time: Double) {
        guard offset.isFinite, collapse.isFinite else { return }
        stopVerticalMotion(at: time)
        let i = currentPage
        let l = currentList
        guard l.state != .dragging, l.overscroll(.vertical) == 0 else { return }
        let c2 = min(max(0, collapse), collapseLimit(i))
        let o2 = min(max(0, offset), maxOffset(i, collapse: c2))
        let s0 = l.contentOffset.y
        let s1 = c2 + o2
        guard s1 != s0 else { return }
        let p = ProgrammaticScroll(
            from: s0, to: s1, start: ChainSplit(c: restingCollapse, o: pages[i].offset), end: ChainSplit(c: c2, o: o2))
        programmatic = p
        l.setContentOffset(Point(x: 0, y: s1), animated: animated, at: now)
        if !animated { endProgrammaticScroll() }
    }

    /// The engine moved during a programmatic scroll: header and list the same fraction of the way.
    func splitProgrammaticScroll(_ p: ProgrammaticScroll) {
        let i = currentPage
        let s = lists[i].contentOffset.y
        let f = min(max((s - p.from) / (p.to - p.from), 0), 1)
        restingCollapse = min(max(0, p.start.c + f * (p.end.c - p.start.c)), collapseLimit(i))
        pages[i].offset = max(0, p.start.o + f * (p.end.o - p.start.o))
        topOverscroll = 0
        bottomOverscroll = 0
        syncOtherLists()
        didChange()
    }

    /// The animation ended (or was set at once): the end point exactly, then the chain's split again.
    func endProgrammaticScroll() {
        snapsHeaderOnly = false
        guard let p = programmatic else { return }
        programmatic = nil
        if lists[currentPage].contentOffset.y == p.to {
            restingCollapse = p.end.c
            pages[currentPage].offset = p.end.o
            syncOtherLists()
            didChange()
        }
    }
}
