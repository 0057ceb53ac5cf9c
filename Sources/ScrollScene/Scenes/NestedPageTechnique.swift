/// The wrong techniques a nested-page scene's `c` key switches to (#34: "a gallery-style comparison
/// where a common technique gets it wrong", docs/GALLERY.md "Bug classes from the issue trackers").
/// The scene field `wrongTechnique` names one; a scene with `header.snapThreshold` and no field has
/// `snapByPosition`. Each is faithful to its source and keeps its bug, on the same trace as ScrollLab.
public enum NestedPageTechnique: String, CaseIterable, Hashable, Sendable {
    /// Header snap decided by where the header is at the release, velocity ignored.
    case snapByPosition = "snap-by-position"
    /// The page's vertical pan (the header's) recognizes simultaneously with the banner's and begins
    /// in any direction — GKPageScrollView's main table view says yes to every
    /// `shouldRecognizeSimultaneouslyWith` — so a sideways swipe on the banner pages it and also drags
    /// the header and the list by the swipe's vertical part.
    case carouselSimultaneous = "carousel-simultaneous"
    /// The header and the strip are plain views above the pager, moved by the list's offset: only the
    /// lists' own pans scroll. Harmless while a list shows below the header; a header taller than the
    /// screen covers them all, so no drag reaches one.
    case headerTakesNoDrags = "header-takes-no-drags"

    /// The bug in one line (state JSON, docs).
    public var bug: String {
        switch self {
        case .snapByPosition:
            "a flick released under the threshold turns round: the header snaps back against the fling"
        case .carouselSimultaneous:
            "a sideways swipe on the banner also scrolls the page: header and list follow the swipe's vertical drift"
        case .headerTakesNoDrags:
            "a header taller than the screen covers every list: no drag starts on one, header and list never move"
        }
    }

    /// Where the technique and its complaint come from (PEERS.md, issue #34).
    public var source: String {
        switch self {
        case .snapByPosition: "react-native-collapsible-tab-view #9, #468, PR #326 (onScrollEndDrag reading the offset only)"
        case .carouselSimultaneous:
            "GKPageScrollView #38, #14 (the main table view recognizing simultaneously with the header's collection view)"
        case .headerTakesNoDrags:
            "ARSegmentPager #41 (a header above the scroll views cannot be operated once taller than the screen); FadingActionBar #25"
        }
    }
}

#if !hasFeature(Embedded)
    // Codable in native-only extensions in this file (synthesis needs the same file; Embedded Swift has
    // no Codable).
    extension NestedPageTechnique: Codable {}
#endif
