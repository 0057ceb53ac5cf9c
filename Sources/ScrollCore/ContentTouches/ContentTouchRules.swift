/// How a platform's scroll container lets a touch reach pressable content (a row, a button) inside it
/// (#41 "content touches"; sources in docs/FEEL.md "Content touches"). Times in seconds.
public struct ContentTouchRules: Equatable, Sendable {
    /// UIKit's `delaysContentTouches`: the content sees the touch only once it is held still this long
    /// (a drag that starts sooner never reaches it; a lift sooner delivers the press and the tap at once).
    /// 0: the content sees the touch at the touch-down. UIKit 0.15 (developer lore, no published figure).
    public var contentDelay: Double
    /// How long after the content sees the touch its press shows (the highlight): Android's `TAP_TIMEOUT`
    /// 0.1 inside a scrolling container (PREPRESSED, `View.java`), Chromium's show-press 0.15
    /// (`gesture_configuration.cc`), Flutter's `kPressTimeout` 0.1 (InkWell); UIKit 0 (it shows when the
    /// delayed touch arrives).
    public var highlightDelay: Double
    /// UIKit's `canCancelContentTouches`: a drag past the slop after the content saw the touch cancels
    /// its press (`touchesCancelled`) and scrolls; false: the content keeps the touch, nothing scrolls.
    public var canCancelContentTouches: Bool
    /// Chromium's tap suppression: a tap whose touch-down comes within `swallowCancelToDown` of a fling
    /// cancel and lifts within `swallowTapGap` of its touch-down is swallowed (no click)
    /// (`max_cancel_to_down_time` 400 ms, `max_tap_gap_time` 200 ms). 0: no such rule — a touch that
    /// stopped moving content simply selects nothing (UIKit, Android, Flutter).
    public var swallowCancelToDown: Double
    public var swallowTapGap: Double
    /// The platform's travel (pt) past which a touch is a drag and the press is cancelled.
    public var slop: Double

    public init(
        contentDelay: Double, highlightDelay: Double, canCancelContentTouches: Bool = true, swallowCancelToDown: Double = 0,
        swallowTapGap: Double = 0, slop: Double
    ) {
        self.contentDelay = contentDelay
        self.highlightDelay = highlightDelay
        self.canCancelContentTouches = canCancelContentTouches
        self.swallowCancelToDown = swallowCancelToDown
        self.swallowTapGap = swallowTapGap
        self.slop = slop
    }

    /// A feel's rules (its `contentTouchDelay`, `pressDelay`, `tapSuppress*` and `touchSlop`), with a
    /// scene's UIScrollView switches: `delaysContentTouches` false drops the content delay.
    public init(feel: Feel, delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true) {
        self.init(
            contentDelay: delaysContentTouches ? feel.contentTouchDelay : 0, highlightDelay: feel.pressDelay,
            canCancelContentTouches: canCancelContentTouches, swallowCancelToDown: feel.tapSuppressCancelToDown,
            swallowTapGap: feel.tapSuppressTapGap, slop: feel.touchSlop)
    }

    /// UIScrollView's defaults: `delaysContentTouches` (0.15 s), `canCancelContentTouches` true.
    public static let ios = ContentTouchRules(feel: .ios)
    /// A View inside a container whose `shouldDelayChildPressedState()` is true: PREPRESSED, pressed after
    /// `TAP_TIMEOUT` 100 ms; `TOUCH_SLOP` 8 dp.
    public static let android = ContentTouchRules(feel: .android)
    /// Show-press after 150 ms; tap suppression 400 ms cancel-to-down, 200 ms tap gap; 15 px slop.
    public static let chromium = ContentTouchRules(feel: .chromium)
    /// InkWell's highlight after `kPressTimeout` 100 ms; `kTouchSlop` 18.
    public static let flutter = ContentTouchRules(feel: .flutterBouncing)
}
