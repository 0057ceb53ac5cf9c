extension PanGestureRecognizer {
    /// A touch landed on moving content and caught it: under a feel whose `catchStart` is `immediate`
    /// (Android's ScrollView / RecyclerView / ViewPager: `mIsBeingDragged = !mScroller.isFinished()` on
    /// ACTION_DOWN) the pan begins at its first move, in any direction, without the slop. Every pan
    /// driver calls it at its catch, so the rule is the same in every scene (#41).
    public func startsAtOnce(afterCatchUnder feel: Feel) {
        guard feel.catchStart == .immediate else { return }
        minimumDistance = 0
        axis = nil
    }
}
