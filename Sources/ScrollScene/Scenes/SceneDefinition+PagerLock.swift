import ScrollCore

extension SceneDefinition {
    /// Nested pages: who owns a diagonal drag that starts on a list — the pager or the list (#44 item 3;
    /// react-native-pager-view #450, #845, accompanist #1258). The pager takes a drag within `angle` of
    /// the horizontal once it has moved `pagerSlop`; the list takes any steeper one once it has moved
    /// `listSlop`. A preset gives all three; fields given override it.
    public struct PagerLock: Hashable, Sendable {
        /// What platforms ship.
        public enum Preset: String, CaseIterable, Hashable, Sendable {
            /// UIKit: each scroll view's pan begins along the axis that dominates at the 10 pt slop (45°).
            case uikit
            /// Android's ViewPager: `xDiff > pagingTouchSlop && xDiff * 0.5 > yDiff` — 26.57°, and its
            /// paging slop twice the 8 pt touch slop the list needs.
            case viewpager
            /// Compose: each detector claims when its own axis' part passes the 8 pt slop: 45°, 8 pt both.
            case compose

            /// (angle, pager slop, list slop).
            public var values: (angle: Double, pagerSlop: Double, listSlop: Double) {
                switch self {
                case .uikit: (45, 10, 10)
                case .viewpager: (26.565051177077994, 16, 8)
                case .compose: (45, 8, 8)
                }
            }
        }

        public var preset: Preset?
        /// Degrees from the horizontal within which a drag pages (1…89).
        public var angle: Double?
        public var pagerSlop: Double?
        public var listSlop: Double?

        public init(preset: Preset? = nil, angle: Double? = nil, pagerSlop: Double? = nil, listSlop: Double? = nil) {
            self.preset = preset
            self.angle = angle
            self.pagerSlop = pagerSlop
            self.listSlop = listSlop
        }

        /// The preset's values (default `uikit`) with the fields given over them.
        public var resolved: (angle: Double, pagerSlop: Double, listSlop: Double) {
            let p = (preset ?? .uikit).values
            return (angle ?? p.angle, pagerSlop ?? p.pagerSlop, listSlop ?? p.listSlop)
        }

        /// Read from a checked file's `pagerLock` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object else { return nil }
            self.init()
            if case .string(let p)? = o["preset"] {
                guard let v = Preset(rawValue: p) else { return nil }
                preset = v
            }
            if case .number(let a)? = o["angle"] { angle = a }
            if case .number(let s)? = o["pagerSlop"] { pagerSlop = s }
            if case .number(let s)? = o["listSlop"] { listSlop = s }
        }
    }
}
