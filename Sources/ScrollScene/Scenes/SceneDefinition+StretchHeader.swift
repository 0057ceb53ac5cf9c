import ScrollCore

extension SceneDefinition {
    /// `list` scenes: a collapsing header over the list, for Android 12's stretch overscroll inside a
    /// collapsing toolbar (#44 item 5; AppBarLayout `scroll|exitUntilCollapsed`, Compose's
    /// `exitUntilCollapsedScrollBehavior`).
    public struct StretchHeader: Hashable, Sendable {
        /// The header's expanded height under the status bar, points.
        public var height: Double
        /// The part that stays when collapsed (default 56).
        public var collapsedHeight: Double?

        public init(height: Double, collapsedHeight: Double? = nil) {
            self.height = height
            self.collapsedHeight = collapsedHeight
        }

        /// Read from a checked file's `stretchHeader` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object, case .number(let h)? = o["height"] else { return nil }
            self.init(height: h)
            if case .number(let c)? = o["collapsedHeight"] { collapsedHeight = c }
        }
    }
}
