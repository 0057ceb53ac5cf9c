/// One touch on a pressable row or button inside a scroll container, by `ContentTouchRules`: when the
/// content sees it, when its highlight shows, whether a drag cancels it, whether its lift selects.
/// Pure: time is an argument, every call returns what happened (`Event`s in order).
///
/// A touch that stopped moving content (`caughtMotion`) selects nothing on every platform: UIKit's
/// decelerating scroll view keeps the touch, Android's ScrollView / RecyclerView consume the ACTION_DOWN
/// that aborts the fling, Flutter's content ignores pointers while a ballistic activity runs. Chromium
/// swallows the tap by its timers instead (`swallowCancelToDown`, `swallowTapGap`).
public struct ContentPress: Equatable, Sendable {
    public enum Event: String, Equatable, Sendable {
        /// The content saw the touch (UIKit `touchesBegan`; Android ACTION_DOWN → PREPRESSED).
        case began = "pressBegan"
        /// The highlight shows (UIKit tracking, Android pressed, Chromium show-press, InkWell highlight).
        case highlighted = "pressHighlighted"
        /// A drag took the touch from the content (`touchesCancelled`, ACTION_CANCEL).
        case cancelled = "pressCancelled"
        /// The lift selected the content (a tap, a click).
        case selected = "selected"
        /// The lift selected nothing: the touch stopped moving content, or Chromium swallowed the tap.
        case ignored = "tapIgnored"
    }

    public let rules: ContentTouchRules
    /// A control whose touches a drag cannot take (`touchesShouldCancel(in:)` false for a UIControl):
    /// once it sees the touch, the container does not scroll.
    public let isControl: Bool
    public let downTime: Double
    public let caughtMotion: Bool
    /// The time of the last fling cancel before this touch-down (Chromium's tap suppression), if any.
    public let lastFlingCancel: Double?
    public private(set) var seen = false
    public private(set) var highlighted = false
    public private(set) var ended = false
    /// The container scrolls this touch (a drag took it).
    public private(set) var scrolls = false
    /// When the content saw the touch (the press began); its highlight shows `highlightDelay` later.
    public private(set) var seenTime = 0.0

    public init(rules: ContentTouchRules, at t: Double, caughtMotion: Bool, isControl: Bool = false, lastFlingCancel: Double? = nil) {
        self.rules = rules
        self.isControl = isControl
        downTime = t
        self.caughtMotion = caughtMotion
        self.lastFlingCancel = caughtMotion ? t : lastFlingCancel
    }

    /// Whether this touch reaches the content at all (UIKit, Android, Flutter: not after a catch).
    private var reachesContent: Bool { !caughtMotion || rules.swallowCancelToDown > 0 }

    /// The touch is still at `t`: the content sees it after `contentDelay`, its highlight shows after
    /// `highlightDelay` more.
    public mutating func advance(to t: Double) -> [Event] {
        guard !ended, !scrolls, reachesContent else { return [] }
        var out: [Event] = []
        if !seen && t - downTime >= rules.contentDelay {
            seen = true
            seenTime = downTime + rules.contentDelay
            out.append(.began)
        }
        if seen && !highlighted && t - seenTime >= rules.highlightDelay {
            highlighted = true
            out.append(.highlighted)
        }
        return out
    }

    /// The finger is `travel` pt from its touch-down at `t`. Past the slop the container takes it as a
    /// drag (`scrolls`) and a press the content saw is cancelled — unless the content keeps it (a
    /// control, or `canCancelContentTouches` false), when nothing scrolls.
    public mutating func moved(travel: Double, at t: Double) -> [Event] {
        guard !ended, !scrolls else { return [] }
        var out = advance(to: t)
        guard travel > rules.slop else { return out }
        if seen && (isControl || !rules.canCancelContentTouches) { return out }
        scrolls = true
        if seen {
            out.append(.cancelled)
            highlighted = false
        }
        return out
    }

    /// The finger lifted at `t`.
    public mutating func lifted(at t: Double) -> [Event] {
        guard !ended, !scrolls else { return [] }
        ended = true
        if !reachesContent { return [.ignored] }
        if let cancel = lastFlingCancel, rules.swallowCancelToDown > 0, downTime - cancel <= rules.swallowCancelToDown,
            t - downTime <= rules.swallowTapGap
        {
            return [.ignored]
        }
        var out: [Event] = []
        // A quick tap: UIKit delivers the delayed touch-down with the lift; Android shows the pressed
        // state for PRESSED_STATE_DURATION before the click.
        if !seen {
            out.append(.began)
            seenTime = t
        }
        seen = true
        out.append(.selected)
        highlighted = false
        return out
    }
}
