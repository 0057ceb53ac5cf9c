/// How a nested page behaves: values, not subclasses (seed 004's options, plus ours).
public struct NestedPagePolicy: Hashable, Sendable {
    /// Where pull-to-refresh lives (the scene file's `refresh`; `allCases` in its table's order).
    public enum RefreshPlacement: String, CaseIterable, Hashable, Sendable {
        /// On the header (outer): the header stretches down and the control sits above the tab strip.
        case header
        /// Inside each list (inner): the header never bounces; the list's own top bounce refreshes.
        case list
        /// No refresh control.
        case none
    }

    /// A fixed header never collapses (no collapse events); the lists scroll under the tab strip.
    public var headerIsFixed = false
    /// A drag that starts on the header flings on release (false: it stops where the finger lifts).
    public var headerDragInertia = true
    /// A horizontal drag that starts on the header pages (false: only drags on the lists page).
    public var headerDragPages = false
    public var refresh: RefreshPlacement = .none
    /// Rubber band and bounce at both ends (top: header stretch or list bounce; bottom: list bounce).
    public var bounces = true
    /// Switching pages keeps every page's remembered offset (hovering is then legal); false resets the
    /// new page to its top whenever the header is not fully collapsed.
    public var keepsContentScrollPosition = true
    /// Short lists still let the tab strip stick: the model adds a bottom inset it owns. False: the
    /// collapse is limited so no blank gap appears below a short list.
    public var extendsShortListScrollRange = true
    /// Pages loaded at start besides the initial one (seed 004's preloading).
    public var preload: [Int] = []
    /// Top overscroll (points shown) that arms a refresh: at least this much, not less
    /// (`NestedPagePolicyTests` pins both sides).
    public var refreshThreshold = NestedPagePolicy.defaultRefreshThreshold
    /// The default `refreshThreshold`, 64 pt (the lab's UIRefreshControl model; UIKit publishes none).
    public static let defaultRefreshThreshold = 64.0
    /// Where the content rests while refreshing (points of top overscroll).
    public var refreshHoldHeight = 56.0
    /// How long the simulated refresh "load" lasts, seconds.
    public var refreshDuration = 1.2
    public var decelerationRate: DecelerationRate = .normal
    /// Header snap: a release that would leave the header part-way settles it collapsed when its
    /// landing is at least this fraction (0…1) of the collapse range, else expanded (nil: no snap).
    public var snapThreshold: Double?
    /// Quick return (AppBarLayout's `enterAlways`): the header takes a chain's motion first both ways, so
    /// any upward scroll (content moving down) brings it back from any depth before the list moves.
    public var headerReturns = false
    /// Simulated seconds between a page's first showing (or reload) and its rows' arrival; it shows
    /// "Loading…" meanwhile (0: at once).
    public var loadDelay = 0.0

    public init() {}
}
