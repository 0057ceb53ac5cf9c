import ScrollCore

extension SceneDefinition {
    /// `paging` scenes: a horizontal carousel on every page (#44 item 4; accompanist #347, #935, PR #1332,
    /// ComposeViews #49) and what becomes of the motion it cannot use at its ends.
    public struct PagerCarousel: Hashable, Sendable {
        /// Where a carousel's leftover goes: the drag past its end, the fling velocity it reaches its end with.
        public enum Leftover: String, CaseIterable, Hashable, Sendable {
            /// ScrollLab's (default): the carousel keeps it — a drag rubber-bands, a fling bounces at its end;
            /// the pager moves only for a drag that starts outwards at the carousel's edge.
            case keep
            /// The pager gets it: the drag past the end moves the pager mid-drag, the fling's velocity at the
            /// end flings the pager (Compose's nested scroll, ViewPager2's nested scrolling child).
            case pager
        }

        /// Tiles per carousel (default 10).
        public var tiles: Int?
        /// Default `keep`.
        public var leftover: Leftover?

        public init(tiles: Int? = nil, leftover: Leftover? = nil) {
            self.tiles = tiles
            self.leftover = leftover
        }

        /// Read from a checked file's `pagerCarousel` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object else { return nil }
            self.init()
            if case .number(let n)? = o["tiles"] { tiles = Int(exactly: n) }
            if case .string(let l)? = o["leftover"] {
                guard let v = Leftover(rawValue: l) else { return nil }
                leftover = v
            }
        }
    }
}
