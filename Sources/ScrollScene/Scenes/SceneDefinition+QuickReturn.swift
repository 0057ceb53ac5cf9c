import ScrollCore

extension SceneDefinition {
    /// `list` scenes: an app bar over the list that leaves as the list scrolls down and comes back
    /// (#44 item 2; Android's AppBarLayout scroll flags, Compose's TopAppBar scroll behaviours).
    public struct QuickReturn: Hashable, Sendable {
        /// How the bar follows the list.
        public enum Mode: String, CaseIterable, Hashable, Sendable {
            /// Quick return: it leaves on the way down and re-enters on any upward scroll, from anywhere.
            case enterAlways
            /// It re-enters only down to `collapsedHeight` on an upward scroll; the rest comes back with
            /// the list's top.
            case enterAlwaysCollapsed
            /// It collapses to `collapsedHeight` and stays there; it expands only with the list's top.
            case exitUntilCollapsed
        }

        /// The bar's height under the status bar, points.
        public var height: Double
        /// Default `enterAlways`.
        public var mode: Mode?
        /// The part that stays (`exitUntilCollapsed`) or re-enters first (`enterAlwaysCollapsed`); default
        /// half the height.
        public var collapsedHeight: Double?
        /// A bar left part-way when the list comes to rest settles shown or hidden, the nearer (default false).
        public var snap: Bool?

        public init(height: Double, mode: Mode? = nil, collapsedHeight: Double? = nil, snap: Bool? = nil) {
            self.height = height
            self.mode = mode
            self.collapsedHeight = collapsedHeight
            self.snap = snap
        }

        /// Read from a checked file's `quickReturn` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object, case .number(let h)? = o["height"] else { return nil }
            self.init(height: h)
            if case .string(let m)? = o["mode"] {
                guard let v = Mode(rawValue: m) else { return nil }
                mode = v
            }
            if case .number(let c)? = o["collapsedHeight"] { collapsedHeight = c }
            if case .bool(let b)? = o["snap"] { snap = b }
        }
    }
}
