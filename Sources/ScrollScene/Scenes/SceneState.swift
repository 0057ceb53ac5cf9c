import ScrollCore

/// The state JSON of DESIGN.md ("State"), as a value. Keys are interface: add, never rename.
/// Scenes without a header or pager leave those members nil (omitted from the JSON).
public struct SceneState: Equatable, Sendable {
    public struct Extent: Equatable, Sendable {
        public var width: Double
        public var height: Double
    }
    /// The viewport and its safe area (points).
    public struct Viewport: Equatable, Sendable {
        public struct Insets: Equatable, Sendable {
            public var top: Double
            public var left: Double
            public var bottom: Double
            public var right: Double
        }
        public var width: Double
        public var height: Double
        public var safeArea: Insets
    }
    public struct XY: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(_ p: Point) {
            x = p.x
            y = p.y
        }
    }
    public struct Header: Equatable, Sendable {
        public var height: Double
        public var collapse: Double
        public var maxCollapse: Double
        /// The header has collapsed to the sticky line (the state JSON's `isSticked`: interface, kept).
        public var isStuck: Bool
    }
    public struct Pager: Equatable, Sendable {
        public var page: Int
        public var pageCount: Int
        public var offset: Double
        public var state: String
    }
    public struct Page: Equatable, Sendable {
        public var index: Int
        public var loaded: Bool
        public var contentOffset: Double
        public var contentHeight: Double
        public var state: String
        /// The bottom inset the container set (seed 004's `setContentBottomInset`), points: shown when
        /// the scene owns one (`bottomInsets`); the model's own short-list inset is not in it.
        public var bottomInset: Double? = nil
        /// Reloads of the page so far (`o`, `a`), when any.
        public var generation: Int? = nil
    }
    public struct ScrollViewState: Equatable, Sendable {
        public var id: String
        public var offset: XY
        public var contentSize: Extent
        public var velocity: XY
        public var state: String
        /// `false` while scrolling is off (`isScrollEnabled`, the `d` key); absent when on.
        public var scrollEnabled: Bool? = nil
        /// The zoom scale of a scroll view that zooms (a photo browser's pages); absent otherwise.
        public var zoomScale: Double? = nil
    }
    public struct Refresh: Equatable, Sendable {
        public var state: String
        /// The scene's own `refreshThreshold`, `refreshHold` (points) and `refreshDuration` (seconds);
        /// absent when it keeps the defaults (64, 56, 1.2).
        public var threshold: Double?
        public var hold: Double?
        public var duration: Double?
    }
    public struct Arena: Equatable, Sendable {
        public var lastWinner: String?
        public var log: [String]
    }
    public struct Event: Equatable, Sendable {
        public var t: Double
        public var name: String
        public var page: Int?
        public var id: String?
        /// `didEndDragging` only: whether momentum (or a settle) follows the release.
        public var willDecelerate: Bool? = nil
    }
    public struct WindowInfo: Equatable, Sendable {
        public struct ViewportRect: Equatable, Sendable {
            public var x: Double
            public var y: Double
            public var width: Double
            public var height: Double
            public var scale: Double
            public init(x: Double, y: Double, width: Double, height: Double, scale: Double) {
                self.x = x
                self.y = y
                self.width = width
                self.height = height
                self.scale = scale
            }
        }
        /// The session's frame figures (written on close).
        public struct Frames: Equatable, Sendable {
            public var count: Int
            public var medianMs: Double
            public var p99Ms: Double
            public var droppedTicks: Int
            public init(count: Int, medianMs: Double, p99Ms: Double, droppedTicks: Int) {
                self.count = count
                self.medianMs = medianMs
                self.p99Ms = p99Ms
                self.droppedTicks = droppedTicks
            }
        }
        public var width: Double
        public var height: Double
        public var viewport: ViewportRect
        public var frames: Frames?
        /// The live tuner's section in window pixels, when shown (`scale` = the window's), for GUI checks.
        public var tuner: ViewportRect?
        /// The panel's control-row buttons in window pixels, by the key each presses (`l`: the Log
        /// toggle, `tab`: the scene button), for GUI checks; `scale` is 1.
        public var controls: [String: ViewportRect]?
        public init(width: Double, height: Double, viewport: ViewportRect, frames: Frames? = nil) {
            self.width = width
            self.height = height
            self.viewport = viewport
            self.frames = frames
        }
    }

    public var scene: String
    public var time: Double
    public var hz: Int
    public var viewport: Viewport
    public var header: Header?
    public var pager: Pager?
    public var pages: [Page]?
    public var scrollViews: [ScrollViewState]
    public var refresh: Refresh?
    public var arena: Arena
    public var events: [Event]
    public var window: WindowInfo?
    /// The feel preset or file name, when not the default `ios` (docs/FEEL.md).
    public var feel: String? = nil
    /// `--compare`: one state per feel, in the order given (docs/FEEL.md).
    public var lanes: [SceneState]? = nil
    /// Gallery scenes: the app technique, whether it or ScrollLab's chain runs, its bug and source
    /// (docs/GALLERY.md).
    public var gallery: Gallery? = nil
    /// The `cards` scene: row order, swipe and lift of every card, the open row, the lifted card's gap
    /// (docs/SCENES.md "Cards").
    public var cards: Cards? = nil
    /// Nested pages: the page's frame — inset adjustment, bottom tab bar, home indicator, header carousel
    /// (docs/SCENES.md "The page's frame").
    public var frame: Frame? = nil
    /// Technique scenes: the app technique's rules and how often each decided or acted, its variables
    /// (docs/TECHNIQUES.md).
    public var technique: Technique? = nil

    public struct Gallery: Equatable, Sendable {
        public var technique: String
        /// `technique` or `chain` (the `c` key switches).
        public var running: String
        public var bug: String
        public var source: String
    }

    public struct Cards: Equatable, Sendable {
        public struct Row: Equatable, Sendable {
            public var id: String
            /// The card's top in the list, content points.
            public var y: Double
            /// How far the card is swiped left (≤ 0), points.
            public var swipeOffset: Double
            /// 0 resting … 1 lifted for a drag (scale 1 … 1.03, shadow).
            public var lift: Double
            public var isAnimating: Bool
        }
        /// Every card, in list order (top to bottom).
        public var rows: [Row]
        /// The index in `rows` of the card open on its Delete action (opening or resting open).
        public var openRow: Int?
        /// Its swipe offset, points (−`actionWidth` at rest).
        public var openOffset: Double?
        /// The index in `rows` of the lifted card (it keeps its index until dropped).
        public var lifted: Int?
        /// The slot the lifted card would drop into now.
        public var dropSlot: Int?
        /// The Delete action's width, points.
        public var actionWidth: Double
    }
}
