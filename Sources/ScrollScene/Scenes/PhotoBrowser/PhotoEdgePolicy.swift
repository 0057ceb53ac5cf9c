import ScrollCore

/// What a drag does at a zoomed photo's edge in the `photo-browser` scene (tracker #43; the four
/// behaviours users ask for, docs/GALLERY.md "Photo browser").
public enum PhotoEdgePolicy: String, CaseIterable, Hashable, Sendable {
    /// iOS Photos: the photo pans to its edge, then the same drag moves the pager.
    case chain
    /// The pager moves only on a new swipe that starts at the edge (Easy_xkcd#64; Flutter photo_view's
    /// arena rule: the pager wins a gesture whose move an edge already blocks).
    case newSwipe
    /// Samsung Gallery: the pan stops at the edge, a fling outwards from it turns the page.
    case flingOnly
    /// Google Photos, fresco#1015: while zoomed the pager never moves.
    case lockedWhileZoomed
    /// Android PhotoView: `chain` at the edge (the parent intercepts mid-drag), scales 1 / 1.75 / 3,
    /// a 200 ms double tap, no zoom rubber band.
    case photoView
    /// Flutter photo_view: `newSwipe`, double tap between the fitted scale and 2×, a zoom band.
    case photoViewFlutter

    /// The edge mechanics the policy uses.
    var mechanics: PhotoEdgePolicy {
        switch self {
        case .photoView: return .chain
        case .photoViewFlutter: return .newSwipe
        default: return self
        }
    }

    /// The scales a double tap cycles through.
    var doubleTapScales: [Double] {
        switch self {
        case .photoView: return [1, 1.75, 3]
        case .photoViewFlutter: return [1, 2]
        default: return [1, 3]
        }
    }

    /// The double tap's zoom duration, seconds (PhotoView: 200 ms; UIKit: about 0.3 s).
    var doubleTapDuration: Double { self == .photoView ? 0.2 : EaseSimulation.defaultDuration }

    /// Whether the scale rubber-bands past its limits (PhotoView stops there).
    var bouncesZoom: Bool { self != .photoView }
}
