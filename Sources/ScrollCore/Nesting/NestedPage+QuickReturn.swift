/// Quick return on a nested page (`NestedPagePolicy.headerReturns`, #44 item 2): the header moves first
/// both ways — up it collapses before the list scrolls (as always), down it expands before the list does,
/// so it comes back on any upward scroll from any depth while the tab strip stays sticky under it.
extension NestedPage {
    /// Moves the chain by `d` (inside its range), header first; returns the list's new offset.
    func splitQuickReturn(_ d: Double, listOffset o: Double, limit: Double) -> Double {
        let c = min(max(restingCollapse + d, 0), limit)
        let rest = d - (c - restingCollapse)
        restingCollapse = c
        return max(0, o + rest)
    }
}
