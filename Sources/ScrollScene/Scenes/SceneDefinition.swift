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
public struct SceneDefinition: Codable, Hashable, Sendable {
    /// What the scene is built around.
    public enum Kind: String, Codable, Hashable, Sendable {
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
    }

    public struct Header: Codable, Hashable, Sendable {
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
        /// Header snap (0…1): a release that would leave the header part-way settles it collapsed when
        /// its landing is at least this fraction of the way, else expanded (`NestedPagePolicy`).
        public var snapThreshold: Double?
        /// A paging banner carousel inside the header (#34 item 2): horizontal drags page it, vertical
        /// drags on it move the header and the list.
        public var carousel: Bool?
    }

    public struct TabStrip: Codable, Hashable, Sendable {
        public var height: Double
        public var titles: [String]
        /// `default` (underline), `pill` (custom 1: a capsule behind the title), `stretch` (custom 2: an
        /// underline that stretches between tabs while paging).
        public var style: String?
    }

    /// A bottom inset the container owns (seed 004's `setContentBottomInset`): a toolbar, a keyboard.
    public struct BottomInset: Codable, Hashable, Sendable {
        public var height: Double
        public var title: String?
    }

    /// `list` scenes with self-sizing rows (#34 item 4): every row is laid out at `estimatedHeight` until
    /// first shown, then takes its real height from `rowHeights` (UITableView's estimated heights).
    public struct SelfSizing: Codable, Hashable, Sendable {
        public var estimatedHeight: Double
        /// The row the list opens at (a deep link, a chat's latest message): the rows above it are
        /// estimates until scrolled to. Default 0.
        public var startRow: Int?
        /// Scroll anchoring (default true): a row above the viewport that resizes moves the offset by
        /// its change, so what is shown stays. `c` toggles it (the wrong technique: the rows jump).
        public var anchoring: Bool?
    }

    public struct Page: Codable, Hashable, Sendable {
        /// Number of rows in the page's list.
        public var rows: Int
        /// Optional per-page title prefix for rows (defaults to the tab title).
        public var rowTitle: String?
        /// Every n-th row is a horizontal carousel (three-level nesting).
        public var carouselEvery: Int?

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
    public var refresh: String?
    /// Where the tab strip sticks (default: the status bar, or the navigation bar's bottom).
    public var stickyOffset: Double?
    /// A navigation bar that fades in as the header collapses.
    public var navigationBar: Bool?
    /// A bottom tab bar (83 pt) under the lists.
    public var bottomTabBar: Bool?
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
    /// `gallery` scenes: the app technique (`simultaneous`, `forwarding`, `deadStop`, `carouselLock`).
    public var technique: String?

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The lists' row heights: the pattern if given, else the single height (default 72).
    public var resolvedRowHeights: RowHeights { RowHeights(rowHeights ?? [rowHeight ?? 72]) }

    /// The kind, inferred when not given: pages → nested page.
    public var resolvedKind: Kind { kind ?? (pages != nil ? .nestedPage : .list) }

    /// The fields (at any depth) that hold whole numbers (`Int`), for messages about numbers they cannot hold.
    static let wholeNumberFields: Set<String> = [
        "order", "rows", "initialPage", "preload", "sectionSize", "loadMoreBatch", "carouselEvery", "startRow",
    ]

    /// The longest text a scene may show in one title (characters).
    public static let maximumTitleLength = 200
    /// The most cards a `cards` scene holds: unlike a list's rows, every card is a view with its own
    /// swipe recognizer that can be lifted and reordered.
    public static let maximumCards = 1000

    /// The first title that is too long or holds a control character (a newline or tab would add
    /// fake lines to `--list-scenes` and the window's title), or nil.
    func textError() -> String? {
        var texts: [(String, String)] = [("title", title)]
        if let h = header {
            if let t = h.title { texts.append(("header.title", t)) }
            if let s = h.subtitle { texts.append(("header.subtitle", s)) }
        }
        for (i, t) in (tabStrip?.titles ?? []).enumerated() { texts.append(("tabStrip.titles[\(i)]", t)) }
        for (i, p) in (pages ?? []).enumerated() { if let t = p.rowTitle { texts.append(("pages[\(i)].rowTitle", t)) } }
        for (field, text) in texts {
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "\(field) must not contain control characters (newlines, tabs, …)"
            }
            if text.count > Self.maximumTitleLength { return "\(field) is longer than \(Self.maximumTitleLength) characters" }
        }
        return nil
    }

    /// The most rows a self-sizing list holds (every measurement moves the rows below it: O(rows)).
    public static let maximumSelfSizingRows = 10_000

    func selfSizingError() -> String? {
        guard let s = selfSizing else { return nil }
        if !(s.estimatedHeight.isFinite && s.estimatedHeight >= 8 && s.estimatedHeight <= 2000) {
            return "selfSizing.estimatedHeight must be between 8 and 2000 points"
        }
        if resolvedKind != .list { return "selfSizing: only a list scene has self-sizing rows" }
        if (rows ?? 200) > Self.maximumSelfSizingRows { return "rows: a self-sizing list holds at most \(Self.maximumSelfSizingRows) rows" }
        if let r = s.startRow, r < 0 || r >= max(1, rows ?? 200) { return "selfSizing.startRow must name one of the rows" }
        return nil
    }

    /// Checks sizes and counts; returns a message naming the first problem, or nil.
    public func validationError() -> String? {
        if id.isEmpty { return "\"id\" is empty" }
        if id.contains(where: { $0.isWhitespace || $0 == "/" }) { return "\"id\" must not contain spaces or slashes" }
        if let problem = textError() { return problem }
        func ok(_ v: Double?, _ lo: Double, _ hi: Double) -> Bool { v.map { $0.isFinite && $0 >= lo && $0 <= hi } ?? true }
        if let h = header {
            if !ok(h.height, 0, 2000) { return "header.height must be between 0 and 2000 points" }
            for a in h.alternateHeights ?? [] where !ok(a, 0, 2000) { return "header.alternateHeights must be between 0 and 2000 points" }
            if !ok(h.snapThreshold, 0, 1) { return "header.snapThreshold must be between 0 and 1" }
        }
        if let t = tabStrip {
            if !ok(t.height, 0, 500) { return "tabStrip.height must be between 0 and 500 points" }
            if t.titles.count > 50 { return "tabStrip.titles: at most 50 tabs" }
            if let s = t.style, !["default", "pill", "stretch"].contains(s) {
                return "tabStrip.style must be \"default\", \"pill\" or \"stretch\""
            }
        }
        if !ok(rowHeight, 8, 2000) { return "rowHeight must be between 8 and 2000 points" }
        if let hs = rowHeights {
            if hs.isEmpty || hs.count > 64 { return "rowHeights: between 1 and 64 heights" }
            for h in hs where !ok(h, 8, 2000) { return "rowHeights must be between 8 and 2000 points" }
        }
        if let p = pages {
            if p.isEmpty || p.count > 50 { return "pages: between 1 and 50 pages" }
            for (i, page) in p.enumerated() {
                if page.rows < 0 || page.rows > 10_000_000 { return "pages[\(i)].rows must be between 0 and 10000000" }
                if let c = page.carouselEvery, c < 1 { return "pages[\(i)].carouselEvery must be at least 1" }
            }
        }
        if let f = feel, Feel.preset(named: f) == nil {
            return "feel must be one of \(Feel.presets.map(\.name).joined(separator: ", "))"
        }
        if let t = technique, GalleryTechnique(rawValue: t) == nil {
            return "technique must be one of \(GalleryTechnique.allCases.map(\.rawValue).joined(separator: ", "))"
        }
        if resolvedKind == .gallery && technique == nil { return "a gallery scene needs a \"technique\"" }
        if let problem = selfSizingError() { return problem }
        if !ok(loadDelay, 0, 60) { return "loadDelay must be between 0 and 60 seconds" }
        if let r = rows, r < 0 || r > 10_000_000 { return "rows must be between 0 and 10000000" }
        if resolvedKind == .cards, let r = rows, r > Self.maximumCards {
            return "rows: a cards scene holds at most \(Self.maximumCards) cards (each is a view with its own gestures)"
        }
        if let r = refresh, !["header", "list", "none"].contains(r) { return "refresh must be \"header\", \"list\" or \"none\"" }
        if !ok(stickyOffset, 0, 2000) { return "stickyOffset must be between 0 and 2000 points" }
        if !ok(snapInterval, 1, 100_000) { return "snapInterval must be between 1 and 100000 points" }
        if let s = sectionSize, s < 1 || s > 100_000 { return "sectionSize must be between 1 and 100000" }
        if let b = bottomInsets {
            if b.count > 8 { return "bottomInsets: at most 8 insets" }
            for i in b where !ok(i.height, 0, 2000) { return "bottomInsets[].height must be between 0 and 2000 points" }
        }
        if let b = loadMoreBatch, b < 1 || b > 100_000 { return "loadMoreBatch must be between 1 and 100000" }
        if let i = initialPage, i < 0 || i >= max(1, pages?.count ?? 1) { return "initialPage must name one of the pages" }
        for p in preload ?? [] where p < 0 || p >= max(1, pages?.count ?? 1) { return "preload must name pages that exist" }
        return nil
    }
}
