import ScrollCore

/// A scene as declared in `Assets/scenes/<id>.json` (see docs/SCENES.md for every field). Every field
/// but `id` and `title` is optional; absent parts are absent from the scene.
///
/// ```json
/// { "id": "profile", "title": "Profile", "order": 1, "kind": "nestedPage",
///   "header": {"height": 200, "title": "Lin Wei", "subtitle": "@linwei"},
///   "tabStrip": {"height": 44, "titles": ["Posts", "Replies", "Media", "Likes"]},
///   "pages": [{"rows": 120}, {"rows": 40}, {"rows": 3}, {"rows": 0}],
///   "rowHeight": 72, "refresh": "header" }
/// ```
public struct SceneDefinition: Hashable, Sendable {
    /// What the scene is built around.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Header + tab strip + pager of lists (the default when `pages` is given).
        case nestedPage
        /// One vertical list (`main`).
        case list
        /// Full-screen horizontal pages (`pager`).
        case paging
        /// A list of cards with long-press drag and swipe-to-delete (`cards`).
        case cards
        /// A gallery scene: an app technique for nested scrolling and, on `c`, ScrollLab's chain
        /// (docs/GALLERY.md).
        case gallery
        /// An outer header + tab strip + pager whose one page is the nested page the scene's `header`,
        /// `tabStrip` and `pages` declare; its other pages are plain lists (`outerPager`, #34 item 3).
        case nestedPages
        /// An app's own technique as data (`appTechnique`): an outer scroll view holding header, strip
        /// and a list, run by the real arena and scroll views under the rules (docs/TECHNIQUES.md).
        case technique
        /// A pager of zooming photos (#43): pinch, double tap, and the `edgePolicy` at a zoomed photo's edge.
        case photoBrowser
    }

    /// `nestedPages` scenes: the outer level around the nested page (JXPagingView #338, #516, #547).
    public struct OuterPager: Hashable, Sendable {
        /// The outer header's height including the status bar area, points.
        public var headerHeight: Double
        public var title: String?
        /// The outer tab strip's height, points.
        public var stripHeight: Double
        /// One tab per outer page.
        public var titles: [String]
        /// Which outer page holds the nested page.
        public var nestedPage: Int
        /// Rows of each plain outer page (default 60).
        public var rows: Int?
        /// The outer page shown at start (default: the nested one).
        public var initialPage: Int?
        /// The inner pager hands a drag past its first or last page to the outer pager (default true);
        /// false (or `c`) is the wrong technique: the inner pager keeps it and rubber-bands.
        public var handoff: Bool?
    }

    public struct Header: Hashable, Sendable {
        /// Header height including the status bar area, points.
        public var height: Double
        public var title: String?
        public var subtitle: String?
        /// The header zooms (scales up) when pulled down instead of just stretching.
        public var zoom: Bool?
        /// Never collapses.
        public var fixed: Bool?
        /// Heights the `e` key cycles through (runtime header-height change).
        public var alternateHeights: [Double]?
        /// Lines of text under the subtitle (a bio, a location).
        public var lines: [String]?
        /// A button's title (`Follow`), beside the title.
        public var button: String?
        /// The avatar's size and place (default 64 pt, left).
        public var avatar: Avatar?
        /// A PNG's name in the assets' `images/` folder, drawn over the header's cover (SDL2_image loads
        /// it; a missing one shows magenta).
        public var image: String?
        /// Header snap (0…1): a release that would leave the header part-way settles it collapsed when
        /// its landing is at least this fraction of the way, else expanded (`NestedPagePolicy`).
        public var snapThreshold: Double?
        /// Quick return (#44 item 2): the header comes back on any upward scroll, from any depth, before
        /// the list moves; the tab strip stays sticky (`NestedPagePolicy.headerReturns`).
        public var quickReturn: Bool?
        /// A paging banner carousel inside the header (#34 item 2): horizontal drags page it, vertical
        /// drags on it move the header and the list. `true`, `false` or an object of options (#40).
        public var carousel: Carousel?
    }

    /// `header.carousel`: a paging banner laid out with the header's content, under the status bar and
    /// above the title and avatar (#40 item 6). The file says `true`, `false` or an object.
    public struct Carousel: Hashable, Sendable {
        /// False for `"carousel": false` (no carousel; kept so the file round-trips).
        public var isShown = true
        /// Banners (pages); default 9.
        public var count: Int?
        /// The banner's height, points; default 120.
        public var height: Double?
        /// Edge to edge (default false: 16 pt margins and rounded banners).
        public var fullWidth: Bool?
        /// Seconds between automatic advances of one page (nil: never); paused while a finger is down.
        public var autoScrollInterval: Double?

        public init(
            isShown: Bool = true, count: Int? = nil, height: Double? = nil, fullWidth: Bool? = nil, autoScrollInterval: Double? = nil
        ) {
            self.isShown = isShown
            self.count = count
            self.height = height
            self.fullWidth = fullWidth
            self.autoScrollInterval = autoScrollInterval
        }

        /// Whether any option is given (else the file says `true`).
        public var hasOptions: Bool { count != nil || height != nil || fullWidth != nil || autoScrollInterval != nil }
    }

    /// How the lists' content inset takes in the safe area (UIKit's `contentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustment: String, CaseIterable, Hashable, Sendable {
        /// UIKit's default: a list that reaches the screen's bottom ends the safe area's bottom (the
        /// home indicator's 34 pt on an iPhone 15) higher.
        case automatic
        /// The content ends at the list's bottom edge, under the home indicator (ScrollLab before #40).
        case never
    }

    /// The header's avatar.
    public struct Avatar: Hashable, Sendable {
        /// Diameter, points (default 64).
        public var size: Double?
        /// `left` (default), `center`, `right` or `none`.
        public var position: HeaderView.AvatarPosition?
    }

    /// A titled run of rows in a page's list.
    public struct Section: Hashable, Sendable {
        public var title: String?
        public var rows: Int
    }

    public struct TabStrip: Hashable, Sendable {
        public var height: Double
        public var titles: [String]
        /// `default` (underline), `pill` (custom 1: a capsule behind the title), `stretch` (custom 2: an
        /// underline that stretches between tabs while paging).
        public var style: TabStripView.Style?
    }

    /// A bottom inset the container owns (seed 004's `setContentBottomInset`): a toolbar, a keyboard.
    public struct BottomInset: Hashable, Sendable {
        public var height: Double
        public var title: String?
    }

    /// `list` scenes with self-sizing rows (#34 item 4): every row is laid out at `estimatedHeight` until
    /// first shown, then takes its real height from `rowHeights` (UITableView's estimated heights).
    public struct SelfSizing: Hashable, Sendable {
        public var estimatedHeight: Double
        /// The row the list opens at (a deep link, a chat's latest message): the rows above it are
        /// estimates until scrolled to. Default 0.
        public var startRow: Int?
        /// Scroll anchoring (default true): a row above the viewport that resizes moves the offset by
        /// its change, so what is shown stays. `c` toggles it (the wrong technique: the rows jump).
        public var anchoring: Bool?
    }

    public struct Page: Hashable, Sendable {
        /// Number of rows in the page's list.
        public var rows: Int
        /// Optional per-page title prefix for rows (defaults to the tab title).
        public var rowTitle: String?
        /// Every n-th row is a horizontal carousel (three-level nesting).
        public var carouselEvery: Int?
        /// This page's row heights (a pattern repeated down its list), over the scene's.
        public var rowHeights: [Double]?
        /// Titled sections of rows; `rows` is then their sum.
        public var sections: [Section]?
        /// The text a page with no rows shows (default "Nothing here yet").
        public var empty: String?

        public init(rows: Int, rowTitle: String? = nil, carouselEvery: Int? = nil) {
            self.rows = rows
            self.rowTitle = rowTitle
            self.carouselEvery = carouselEvery
        }
    }

    public var id: String
    public var title: String
    /// Position in `--list-scenes` and the 1–9 keys; ties break by id.
    public var order: Int?
    public var kind: Kind?
    public var header: Header?
    public var tabStrip: TabStrip?
    public var pages: [Page]?
    /// Rows of a `list` or `cards` scene.
    public var rows: Int?
    /// Row height of the lists, points (default 72).
    public var rowHeight: Double?
    /// Variable row heights: a pattern repeated down every list (overrides `rowHeight`).
    public var rowHeights: [Double]?
    /// Where pull-to-refresh lives: `header`, `list` or `none` (default `none`).
    public var refresh: NestedPagePolicy.RefreshPlacement?
    /// Pull distance that triggers a refresh, points (default 64).
    public var refreshThreshold: Double?
    /// The height the refreshing content is held at, points (default 56).
    public var refreshHold: Double?
    /// How long a refresh lasts, seconds (default 1.2).
    public var refreshDuration: Double?
    /// Where the tab strip sticks (default: the status bar, or the navigation bar's bottom).
    public var stickyOffset: Double?
    /// A navigation bar that fades in as the header collapses.
    public var navigationBar: Bool?
    /// A bottom tab bar (83 pt) under the lists.
    public var bottomTabBar: Bool?
    /// Nested pages: whether the lists' bottom content inset takes in the safe area (default
    /// `automatic`, as UIKit; a trace that does not say resolves to `never`, docs/SCENES.md).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustment?
    /// `photoBrowser`: what a drag does at a zoomed photo's edge (default `chain`).
    public var edgePolicy: PhotoEdgePolicy?
    /// Nested pages: the home indicator drawn over the content where the device has one.
    public var homeIndicator: Bool?
    /// Rubber band and bounce (default true).
    public var bounces: Bool?
    /// Pages loaded at start besides the initial one.
    public var preload: [Int]?
    public var initialPage: Int?
    public var keepsContentScrollPosition: Bool?
    public var extendsShortListScrollRange: Bool?
    public var headerDragInertia: Bool?
    public var headerDragPages: Bool?
    /// `list` scenes: landings snap to multiples of this many points (target interception).
    public var snapInterval: Double?
    /// `list` and nested-page scenes: rows per section, with sticky section headers (in a nested page
    /// they stick under the tab strip).
    public var sectionSize: Int?
    /// Nested pages: the bottom insets the `k` key cycles through after none (a toolbar, a keyboard).
    public var bottomInsets: [BottomInset]?
    /// `list` scenes: rows appended when the offset comes within 600 pt of the end.
    public var loadMoreBatch: Int?
    /// A detail page pushed over the scene that the left-edge swipe pops.
    public var backGesture: Bool?
    /// The feel preset its scroll views use (docs/FEEL.md); default `ios`.
    public var feel: String?
    /// `list` scenes: the list's pan requires a navigation-bar recognizer to fail that never can
    /// (seed 002's pitfall; the arena warns and releases it).
    public var dependsOnNeverFailing: Bool?
    /// Nested pages: simulated seconds before a page's rows arrive once it is first shown ("Loading…"
    /// meanwhile; #34 item 5). Default 0: at once.
    public var loadDelay: Double?
    /// `list` scenes: self-sizing rows (estimated heights, anchoring).
    public var selfSizing: SelfSizing?
    /// `list` scenes: a chat whose older messages load above and new ones arrive below (#44 item 1).
    public var chat: Chat?
    /// `list` scenes: an app bar that leaves with the list and comes back (#44 item 2).
    public var quickReturn: QuickReturn?
    /// `list` scenes: rows that can be pressed, per the feel's content-touch rules (#41).
    public var contentTouches: ContentTouches?
    /// `list` scenes: a collapsing header for Android 12's stretch overscroll (#44 item 5).
    public var stretchHeader: StretchHeader?
    /// Nested pages: who owns a diagonal drag, the pager or the list (#44 item 3).
    public var pagerLock: PagerLock?
    /// `paging` scenes: a carousel on every page and where its leftover goes (#44 item 4).
    public var pagerCarousel: PagerCarousel?
    /// `nestedPages` scenes: the outer header, strip and pager around the nested page.
    public var outerPager: OuterPager?
    /// `gallery` scenes: the app technique (`simultaneous`, `forwarding`, `deadStop`, `carouselLock`).
    public var technique: GalleryTechnique?
    /// Nested-page scenes: the wrong technique `c` switches to (docs/GALLERY.md); a scene with
    /// `header.snapThreshold` and none has `snap-by-position`.
    public var wrongTechnique: NestedPageTechnique?
    /// `technique` scenes: the app's gesture and scroll rules as data (docs/TECHNIQUES.md).
    public var appTechnique: AppTechnique?
    /// `technique` scene files: the technique file (`techniques/ID.json` beside the scene) that gives
    /// `appTechnique` when the file is loaded.
    public var techniqueFile: String?
    /// Assertions `check` runs for every trace on this scene (docs/CHECK.md "Assertions in a scene"),
    /// kept as the file's JSON objects: the assertion reader is native (ScrollLab), which checks them
    /// when it loads the scene; the wasm module carries them untouched.
    public var assertions: [JSONValue]?

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The definition a trace replays on. A trace whose scene does not state
    /// `contentInsetAdjustmentBehavior` was recorded before the field existed, when lists ended under
    /// the home indicator: it replays `never`, so it reaches the state it was recorded with. Every
    /// definition a trace embeds since states it (`forRecording`).
    public var forReplay: SceneDefinition {
        var d = self
        if d.contentInsetAdjustmentBehavior == nil { d.contentInsetAdjustmentBehavior = .never }
        return d
    }

    /// The definition as a trace header embeds it: the inset adjustment stated (absent: `automatic`), in
    /// every kind (a gallery's chain and `C` run nested pages too).
    public var forRecording: SceneDefinition {
        var d = self
        if d.contentInsetAdjustmentBehavior == nil { d.contentInsetAdjustmentBehavior = .automatic }
        return d
    }

    /// The lists' row heights: the pattern if given, else the single height (default 72).
    public var resolvedRowHeights: RowHeights { RowHeights(rowHeights ?? [rowHeight ?? 72]) }

    /// Page `i`'s row heights: its own pattern, else the scene's.
    public func rowHeights(ofPage i: Int) -> RowHeights {
        (pages.flatMap { i < $0.count ? $0[i].rowHeights : nil }).map { RowHeights($0) } ?? resolvedRowHeights
    }

    /// The kind, inferred when not given: pages → nested page.
    public var resolvedKind: Kind { kind ?? (pages != nil ? .nestedPage : .list) }

    /// The longest text a scene may show in one title (characters).
    public static let maximumTitleLength = 200
    /// The longest scene id: a picker click records `scene=ID`, and a trace key has room for it.
    public static let maximumIDLength = 64
    /// The most cards a `cards` scene holds: unlike a list's rows, every card is a view with its own
    /// swipe recognizer that can be lifted and reordered.
    public static let maximumCards = 1000
    /// The most rows a self-sizing list holds (every measurement moves the rows below it: O(rows)).
    public static let maximumSelfSizingRows = 10_000
}
