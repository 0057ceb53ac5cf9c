import ScrollCore

/// The state JSON's `frame` (nested pages, #40 item 6): what the scene's frame fields made of the
/// device — the safe area's part of the lists' bottom inset, the bottom tab bar's and the home
/// indicator's frames, the header carousel's frame, page and timer, and layout warnings.
extension SceneState {
    public struct Frame: Equatable, Sendable {
        /// `automatic` or `never` (resolved: a trace that does not say replays `never`).
        public var contentInsetAdjustmentBehavior: String
        /// The safe area's part of every list's bottom content inset, points (0 under a tab bar).
        public var adjustedBottomInset: Double
        /// Viewport points.
        public var bottomTabBar: Box?
        public var homeIndicator: Box?
        public var carousel: Carousel?
        /// One line each (a header too short for its carousel).
        public var warnings: [String]?
    }

    /// A rectangle in viewport points.
    public struct Box: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(_ r: Rect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }

        var json: JSONValue { .object(["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]) }
    }

    /// The header's banner carousel.
    public struct Carousel: Equatable, Sendable {
        /// Viewport points (it rides up with the header).
        public var frame: Box
        public var page: Int
        public var pageCount: Int
        public var autoScrollInterval: Double?
        /// When the timer next advances a page (simulated seconds); absent while a finger is down or
        /// without a timer.
        public var nextAdvance: Double?

        var json: JSONValue {
            var o: [String: JSONValue] = [
                "frame": frame.json, "page": .number(Double(page)), "pageCount": .number(Double(pageCount)),
            ]
            if let a = autoScrollInterval { o["autoScrollInterval"] = .number(a) }
            if let n = nextAdvance { o["nextAdvance"] = .number(n) }
            return .object(o)
        }
    }
}

extension SceneState.Frame {
    var json: JSONValue {
        var o: [String: JSONValue] = [
            "contentInsetAdjustmentBehavior": .string(contentInsetAdjustmentBehavior), "adjustedBottomInset": .number(adjustedBottomInset),
        ]
        if let b = bottomTabBar { o["bottomTabBar"] = b.json }
        if let h = homeIndicator { o["homeIndicator"] = h.json }
        if let c = carousel { o["carousel"] = c.json }
        if let w = warnings { o["warnings"] = .array(w.map { .string($0) }) }
        return .object(o)
    }
}
