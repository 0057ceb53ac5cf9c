import ScrollCore

extension SceneDefinition {
    /// `list` scenes: rows that can be pressed (#41 content touches) — a highlight after the feel's delays,
    /// a tap that selects, a drag that cancels the press, a tap on a moving list that selects nothing —
    /// with UIScrollView's switches and rows holding a button (a UIControl: `touchesShouldCancel(in:)`
    /// false, so a drag after its press does not scroll).
    public struct ContentTouches: Hashable, Sendable {
        /// UIKit's `delaysContentTouches` (default true): the feel's `contentTouchDelay` applies.
        public var delaysContentTouches: Bool?
        /// UIKit's `canCancelContentTouches` (default true): a drag cancels a press the content saw.
        public var canCancelContentTouches: Bool?
        /// Rows (0-based) that hold a button instead of being pressable rows.
        public var buttonRows: [Int]?

        public init(delaysContentTouches: Bool? = nil, canCancelContentTouches: Bool? = nil, buttonRows: [Int]? = nil) {
            self.delaysContentTouches = delaysContentTouches
            self.canCancelContentTouches = canCancelContentTouches
            self.buttonRows = buttonRows
        }

        /// Read from a checked file's `contentTouches` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object else { return nil }
            self.init()
            if case .bool(let b)? = o["delaysContentTouches"] { delaysContentTouches = b }
            if case .bool(let b)? = o["canCancelContentTouches"] { canCancelContentTouches = b }
            if case .array(let rows)? = o["buttonRows"] {
                buttonRows = rows.compactMap { if case .number(let n) = $0 { Int(exactly: n) } else { nil } }
            }
        }

        /// The rules for `feel` with this scene's switches.
        public func rules(_ feel: Feel) -> ContentTouchRules {
            ContentTouchRules(
                feel: feel, delaysContentTouches: delaysContentTouches ?? true, canCancelContentTouches: canCancelContentTouches ?? true)
        }
    }
}
