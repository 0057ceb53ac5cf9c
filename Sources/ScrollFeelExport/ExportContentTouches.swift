import ScrollCore
import ScrollTrace

/// The feel's content-touch rules (#41: `contentTouchDelay`, `pressDelay`, docs/FEEL.md "Content touches")
/// as each target can carry them. UIKit has the one switch (`delaysContentTouches`, `UIKitExport`);
/// Compose, Flutter and the web have no knob for either, so their files say so twice: a "cannot be
/// set" line in the header and a comment beside the code, both through `SourceText.comment`. Android
/// Views are the `android` preset's own figures: their header names the knobs only for a feel that differs.
struct ExportContentTouches {
    let feel: Feel

    private func s(_ x: Double) -> String { ExportLiteral.double(x) + " s" }

    /// What the platform does instead, with the feel's figures.
    func cannotSet(_ target: FeelExportTarget) -> String? {
        let feels = "the feel's contentTouchDelay \(s(feel.contentTouchDelay)) and pressDelay \(s(feel.pressDelay))"
        switch target {
        case .compose:
            return "content touches (\(feels)): Compose has no delaysContentTouches — a child's pointerInput sees every "
                + "touch at once — and no press delay to set: Modifier.clickable inside a scrollable container shows its "
                + "press after TapIndicationDelay, ViewConfiguration's tap timeout (100 ms)"
        case .flutter:
            return "content touches (\(feels)): Flutter has no delaysContentTouches — a child's recognizers see every "
                + "pointer at once — and no press delay to set: TapGestureRecognizer (InkWell's highlight) calls onTapDown "
                + "after kPressTimeout, a constant 100 ms; while a ballistic activity runs the Scrollable ignores pointers "
                + "in its content, so a tap on a moving list selects nothing"
        case .web:
            return "content touches (\(feels)): the web has no delaysContentTouches — the page sees touchstart at once — "
                + "and no press delay to set: the browser applies :active at its own show-press (Chromium 150 ms, "
                + "gesture_configuration.cc) and swallows a tap that stops a fling; a transition-delay on :active only "
                + "adds to the browser's"
        case .android:
            // Android Views model the `android` preset's figures; a feel that differs names what the platform fixes.
            guard feel.contentTouchDelay != Feel.android.contentTouchDelay || feel.pressDelay != Feel.android.pressDelay
            else { return nil }
            return "content touches (\(feels)): Android Views have no delaysContentTouches — a child's onTouchEvent sees "
                + "ACTION_DOWN at once — and no press delay to set: inside a scrolling container a View is pressed after "
                + "ViewConfiguration's TAP_TIMEOUT (100 ms), a platform constant"
        case .uikit, .swiftui, .reactNative:
            return nil
        }
    }

    /// The comment beside the code (without its `//` or `/* */`).
    func comment(_ target: FeelExportTarget) -> [String] {
        let platform: String
        switch target {
        case .compose: platform = "Compose has no delaysContentTouches and no press delay to set (clickable: 100 ms)"
        case .flutter: platform = "Flutter has no delaysContentTouches and no press delay to set (kPressTimeout: 100 ms)"
        case .web: platform = "no CSS delays a touch (no delaysContentTouches) or sets the press delay (:active)"
        case .uikit, .swiftui, .android, .reactNative: return []
        }
        return [
            "Content touches: \(platform);",
            "the feel's contentTouchDelay \(s(feel.contentTouchDelay)) and pressDelay \(s(feel.pressDelay)) stay in the lab.",
        ].map(SourceText.comment)
    }
}
