import ScrollCore
import ScrollFeelExport
import Testing

/// The exports and the content-touch rules (#41): UIKit carries `delaysContentTouches` (the one switch any
/// target has); Compose, Flutter and the web have no delaysContentTouches and no press delay to set, and
/// each file says so in its header and beside its code, with the feel's own figures.
@Suite struct FeelExportContentTouchTests {
    static func lines(_ target: FeelExportTarget, _ feel: Feel) -> [String] {
        target.source(for: feel).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The header's words in one line: comment marks and the wrapping's indents dropped.
    static func flat(_ target: FeelExportTarget, _ feel: Feel) -> String {
        let words = lines(target, feel).flatMap { $0.split(separator: " ") }
        return words.filter { $0 != "//" && $0 != "*" && $0 != "-" }.joined(separator: " ")
    }

    /// Compose (for `android`) and Flutter (for `ios`): the code's two comment lines and the header's line.
    static let kotlinAndDart: [(FeelExportTarget, Feel, [String], String)] = [
        (
            .compose, .android,
            [
                "// Content touches: Compose has no delaysContentTouches and no press delay to set (clickable: 100 ms);",
                "// the feel's contentTouchDelay 0.0 s and pressDelay 0.1 s stay in the lab.",
            ],
            "content touches (the feel's contentTouchDelay 0.0 s and pressDelay 0.1 s): Compose has no delaysContentTouches — a "
                + "child's pointerInput sees every touch at once — and no press delay to set: Modifier.clickable inside a "
                + "scrollable container shows its press after TapIndicationDelay, ViewConfiguration's tap timeout (100 ms)"
        ),
        (
            .flutter, .ios,
            [
                "// Content touches: Flutter has no delaysContentTouches and no press delay to set (kPressTimeout: 100 ms);",
                "// the feel's contentTouchDelay 0.15 s and pressDelay 0.0 s stay in the lab.",
            ],
            "content touches (the feel's contentTouchDelay 0.15 s and pressDelay 0.0 s): Flutter has no delaysContentTouches "
                + "— a child's recognizers see every pointer at once — and no press delay to set: TapGestureRecognizer "
                + "(InkWell's highlight) calls onTapDown after kPressTimeout, a constant 100 ms; while a ballistic activity "
                + "runs the Scrollable ignores pointers in its content, so a tap on a moving list selects nothing"
        ),
    ]

    @Test(arguments: kotlinAndDart)
    func composeAndFlutterSayTheyHaveNoDelaysContentTouches(_ c: (FeelExportTarget, Feel, [String], String)) {
        let l = Self.lines(c.0, c.1)
        let i = l.firstIndex(of: c.2[0])
        #expect(i.map { l[$0 + 1] } == c.2[1], "\(c.0)")
        #expect(Self.flat(c.0, c.1).contains(c.3), "\(c.0)")
    }

    @Test func webSaysThePressDelayIsTheBrowsers() {
        let l = Self.lines(.web, .chromium)
        let i = l.firstIndex(of: "/* Content touches: no CSS delays a touch (no delaysContentTouches) or sets the press delay (:active);")
        #expect(i != nil)
        if let i {
            #expect(Array(l[i + 1...i + 2]) == ["   the feel's contentTouchDelay 0.0 s and pressDelay 0.15 s stay in the lab.", "*/"])
        }
        #expect(
            Self.flat(.web, .chromium).contains(
                "content touches (the feel's contentTouchDelay 0.0 s and pressDelay 0.15 s): the web has no delaysContentTouches "
                    + "— the page sees touchstart at once — and no press delay to set: the browser applies :active at its own "
                    + "show-press (Chromium 150 ms, gesture_configuration.cc) and swallows a tap that stops a fling; a "
                    + "transition-delay on :active only adds to the browser's"))
    }

    /// UIKit keeps its one switch; the targets without a touch model say nothing of content touches.
    @Test(arguments: [FeelExportTarget.uikit, .android, .swiftui, .reactNative])
    func theOtherTargetsAddNoContentTouchComment(_ target: FeelExportTarget) {
        #expect(!Self.lines(target, .android).contains { $0.contains("Content touches:") }, "\(target)")
    }

    @Test func uikitKeepsDelaysContentTouches() {
        #expect(Self.lines(.uikit, .android).contains("    scrollView.delaysContentTouches = false"))
        #expect(!Self.lines(.uikit, .ios).contains { $0.contains("delaysContentTouches = false") })
    }
}
