/// The ways apps build nested scrolling that the gallery reproduces (docs/GALLERY.md). Each is
/// faithful to its source and keeps its bug: a gallery scene runs it, and the `c` key swaps in
/// ScrollLab's chain on the same scene so one trace replays through both.
public enum GalleryTechnique: String, CaseIterable, Hashable, Sendable {
    /// Both scroll views' pans recognize simultaneously; `scrollViewDidScroll` pins the list at 0
    /// until the header sticks and pins the outer view at the sticky point while the list is scrolled
    /// (JXPagingView / GKPageScrollView).
    case simultaneous
    /// One outer pan; the outer view forwards the drag past the header's range to the list as
    /// offsets, but its fling is its own and rubber-bands at the end of its range.
    case forwarding
    /// Drags run through header and list, but a fling decelerates only the view that was moving at
    /// release and is stopped where that view ends: velocity drops to 0 at the boundary.
    case deadStop
    /// A horizontal carousel inside a pager whose pan keeps the touch at its edge (UIKit's
    /// default): the pager never gets the swipe, the carousel rubber-bands instead.
    case carouselLock

    /// The bug in one line (scene info, state JSON, docs).
    public var bug: String {
        switch self {
        case .simultaneous:
            "a fling started on the header stops dead where the header sticks: the list's pan never saw the touch"
        case .forwarding:
            "the drag is forwarded, the fling is not: the header's own bounce jumps the strip past the sticky line and the list never moves"
        case .deadStop:
            "a fling is stopped at the header/list boundary: velocity drops to 0 there instead of carrying into the next view"
        case .carouselLock:
            "a carousel at its edge keeps the swipe and rubber-bands; the pager around it never pages"
        }
    }

    /// Where the technique and its complaint come from (seed passage or public issue, PEERS.md).
    public var source: String {
        switch self {
        case .simultaneous: "seed 000 §2 (shouldRecognizeSimultaneouslyWith); JXPagingView#134"
        case .forwarding: "seed 000 §3.2 and §5.2 (boundary forwarding, bounce animations overlapping); flutter#73864"
        case .deadStop: "seed 000 §5.1–5.2 (fling stopped at the boundary, bounces = false); JXPagingView#134, flutter#13496"
        case .carouselLock: "seed 000 §3.1 (inner horizontal gesture first); JXPagingView#338, #458"
        }
    }

    /// Whether ScrollLab's counterpart is the nested page (header + list) or a pager with a carousel.
    var isNestedPage: Bool { self != .carouselLock }
}
