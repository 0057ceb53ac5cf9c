/// The wrong techniques a nested-page scene's `c` key switches to (#34: "a gallery-style comparison
/// where a common technique gets it wrong", docs/GALLERY.md "Bug classes from the issue trackers").
/// The scene field `wrongTechnique` names one; a scene with `header.snapThreshold` and no field has
/// `snapByPosition`. Each is faithful to its source and keeps its bug, on the same trace as ScrollLab.
public enum NestedPageTechnique: String, CaseIterable, Hashable, Sendable {
    /// Header snap decided by where the header is at the release, velocity ignored.
    case snapByPosition = "snap-by-position"
    /// Rows arriving late re-lay the page out empty, then full: the list back at its top, the header
    /// expanded (the strip un-sticks), under whatever gesture runs.
    case resetOnLoad = "reset-on-load"
    /// "Scroll to row N" and "scroll to top" call the inner list's own animated scroll while the
    /// container owns the header: the list moves alone, the header stays where it is.
    case listScrollTo = "list-scroll-to"
    /// `nested-pages`' (`outerPager.handoff` false): the inner pager keeps a drag past its edge and
    /// rubber-bands; the outer pager never gets it.
    case innerPagerKeepsDrag = "inner-pager-keeps-drag"
    /// The page's vertical pan (the header's) recognizes simultaneously with the banner's and begins
    /// in any direction — GKPageScrollView's main table view says yes to every
    /// `shouldRecognizeSimultaneouslyWith` — so a sideways swipe on the banner pages it and also drags
    /// the header and the list by the swipe's vertical part.
    case carouselSimultaneous = "carousel-simultaneous"
    /// The header and the strip are plain views above the pager, moved by the list's offset: only the
    /// lists' own pans scroll. Harmless while a list shows below the header; a header taller than the
    /// screen covers them all, so no drag reaches one.
    case headerTakesNoDrags = "header-takes-no-drags"
    /// `pager-angle`'s: the pager's fixed rule — the axis that dominates at the feel's slop (45°) —
    /// instead of the scene's `pagerLock`, as a pager gets untuned.
    case fixedAngle = "fixed-angle"

    /// The bug in one line (state JSON, docs).
    public var bug: String {
        switch self {
        case .snapByPosition:
            "a flick released under the threshold turns round: the header snaps back against the fling"
        case .resetOnLoad:
            "rows arriving mid-gesture reset the list to its top and expand the header: the content jumps, the strip un-sticks"
        case .listScrollTo:
            "scroll to row N lands the row below the expanded header; scroll to top leaves the header collapsed"
        case .innerPagerKeepsDrag:
            "the inner pager at its last page keeps a further swipe and rubber-bands; the outer pager never pages"
        case .carouselSimultaneous:
            "a sideways swipe on the banner also scrolls the page: header and list follow the swipe's vertical drift"
        case .headerTakesNoDrags:
            "a header taller than the screen covers every list: no drag starts on one, header and list never move"
        case .fixedAngle:
            "a diagonal drag meant for the list pages the pager: every drag under 45° pages, whatever the platform's rule"
        }
    }

    /// Where the technique and its complaint come from (PEERS.md, issue #34).
    public var source: String {
        switch self {
        case .snapByPosition: "react-native-collapsible-tab-view #9, #468, PR #326 (onScrollEndDrag reading the offset only)"
        case .resetOnLoad:
            "react-native-collapsible-tab-view #8, #104, #380, #498; JXPagingView #149, #210 (reloadData on an empty, then full list)"
        case .listScrollTo: "MXParallaxHeader #13, #83; JXPagingView #146, #432 (scrollToRow / setContentOffset on the inner list)"
        case .innerPagerKeepsDrag: "JXPagingView #307, #338, #516 (the innermost horizontal scroll view keeps the pan)"
        case .carouselSimultaneous:
            "GKPageScrollView #38, #14 (the main table view recognizing simultaneously with the header's collection view)"
        case .fixedAngle: "react-native-pager-view #450, #845; accompanist #1258 (vertical scrolling inside a pager switches pages)"
        case .headerTakesNoDrags:
            "ARSegmentPager #41 (a header above the scroll views cannot be operated once taller than the screen); FadingActionBar #25"
        }
    }
}
