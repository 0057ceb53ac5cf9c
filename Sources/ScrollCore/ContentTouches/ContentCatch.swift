/// The touch-downs on pressable content inside one scroll view (a list's rows, a tab strip's titles):
/// which of them stopped the scroll view moving, and when the last one did. Each touch-down gives the
/// touch's `ContentPress`, whose lift then selects or not by the platform's rule (#37, #41; docs/FEEL.md
/// "Content touches"): UIKit, Android and Flutter select nothing on a touch that caught moving content,
/// Chromium swallows a quick tap after a fling cancel.
public struct ContentCatch: Equatable, Sendable {
    /// When a touch last stopped the scroll view moving (Chromium's tap suppression counts from it).
    public var lastFlingCancel: Double?

    public init(lastFlingCancel: Double? = nil) {
        self.lastFlingCancel = lastFlingCancel
    }

    /// Whether a touch landing on content inside `scrollView` caught it moving. Asked when the content
    /// receives the touch-down, which the arena delivers after every recognizer's `onTouchDown`: the
    /// scroll view's pan driver (`ScrollViewPanDriver`) has then already caught moving content (it is
    /// dragging) while its pan, waiting for the slop, has not begun.
    public static func caught(_ scrollView: ScrollView, pan: PanGestureRecognizer) -> Bool {
        scrollView.state == .dragging && !pan.state.isActive
    }

    /// The press of a touch landing at `t` on content inside `scrollView` (whose pan is `pan`), under
    /// `rules`; a touch that caught the scroll view moving is noted as the last fling cancel.
    public mutating func press(
        rules: ContentTouchRules, at t: Double, in scrollView: ScrollView, pan: PanGestureRecognizer, isControl: Bool = false
    ) -> ContentPress {
        let caught = Self.caught(scrollView, pan: pan)
        if caught { lastFlingCancel = t }
        return ContentPress(rules: rules, at: t, caughtMotion: caught, isControl: isControl, lastFlingCancel: lastFlingCancel)
    }
}
