import ScrollCore

/// A scene as declared in `Assets/scenes/<id>.json`. Every field but `id` and `title` is optional;
/// absent parts are absent from the scene (no header, no pager, …).
///
/// ```json
/// { "id": "profile", "title": "Profile", "order": 1,
///   "header": {"height": 200, "title": "Lin Wei", "subtitle": "@linwei"},
///   "tabStrip": {"height": 44, "titles": ["Posts", "Replies", "Media", "Likes"]},
///   "pages": [{"rows": 120}, {"rows": 40}, {"rows": 3}, {"rows": 0}],
///   "rowHeight": 72, "refresh": "header" }
/// ```
public struct SceneDefinition: Codable, Hashable, Sendable {
    public struct Header: Codable, Hashable, Sendable {
        /// Header height including the status bar area, points.
        public var height: Double
        public var title: String?
        public var subtitle: String?
    }

    public struct TabStrip: Codable, Hashable, Sendable {
        public var height: Double
        public var titles: [String]
    }

    public struct Page: Codable, Hashable, Sendable {
        /// Number of rows in the page's list.
        public var rows: Int
        /// Optional per-page title prefix for rows (defaults to the tab title).
        public var rowTitle: String?
    }

    public var id: String
    public var title: String
    /// Position in `--list-scenes` and the 1–9 keys; ties break by id.
    public var order: Int?
    public var header: Header?
    public var tabStrip: TabStrip?
    public var pages: [Page]?
    /// Row height of the lists, points (default 72).
    public var rowHeight: Double?
    /// Where pull-to-refresh lives: `header`, `list` or `none` (default `none`).
    public var refresh: String?

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Checks sizes and counts; returns a message naming the first problem, or nil.
    public func validationError() -> String? {
        if id.isEmpty { return "\"id\" is empty" }
        if let h = header, !(h.height.isFinite && h.height >= 0 && h.height <= 2000) {
            return "header.height must be between 0 and 2000 points"
        }
        if let t = tabStrip, !(t.height.isFinite && t.height >= 0 && t.height <= 500) {
            return "tabStrip.height must be between 0 and 500 points"
        }
        if let r = rowHeight, !(r.isFinite && r >= 8 && r <= 2000) { return "rowHeight must be between 8 and 2000 points" }
        for (i, p) in (pages ?? []).enumerated() where p.rows < 0 || p.rows > 10_000_000 {
            return "pages[\(i)].rows must be between 0 and 10000000"
        }
        if let r = refresh, !["header", "list", "none"].contains(r) {
            return "refresh must be \"header\", \"list\" or \"none\""
        }
        return nil
    }
}
