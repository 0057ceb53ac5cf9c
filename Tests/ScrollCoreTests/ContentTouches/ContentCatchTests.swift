import ScrollCore
import Testing

/// The touch-down rule a list's rows and a tab strip's titles share (`ContentCatch`): a touch that
/// caught the scroll view moving selects nothing on lift (Chromium: a quick tap is swallowed).
@Suite struct ContentCatchTests {
    /// A 1000 pt wide strip in a 393 pt frame, flung left at 0.1 s (1000 pt/s) and decelerating.
    static func flungStrip() -> ScrollView {
        let sv = ScrollView(id: "tabStrip", boundsSize: Size(width: 393, height: 44), contentSize: Size(width: 1000, height: 44))
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: -50, y: 0), at: 0.1)
        sv.endDragging(fingerVelocity: Point(x: -1000, y: 0), at: 0.1)
        return sv
    }

    @Test func aTouchOnlyCaughtMovingContentWhenItsPanDriverStoppedIt() {
        let sv = Self.flungStrip()
        let pan = PanGestureRecognizer(name: "tabStrip.scrollPan")
        #expect(sv.state == .decelerating)
        #expect(!ContentCatch.caught(sv, pan: pan))
        // The driver's touch-down catch (`ScrollViewPanDriver`): dragging, the pan not begun.
        sv.beginDragging(at: 0.15)
        #expect(ContentCatch.caught(sv, pan: pan))
        sv.cancelDragging(at: 0.2)
        #expect(sv.state == .idle && !ContentCatch.caught(sv, pan: pan))
    }

    @Test(arguments: [ContentTouchRules.ios, .android, .flutter])
    func aCaughtTapSelectsNothingAndTheNextTapSelects(_ rules: ContentTouchRules) {
        let sv = Self.flungStrip()
        let pan = PanGestureRecognizer(name: "tabStrip.scrollPan")
        var catches = ContentCatch()
        sv.beginDragging(at: 0.15)
        var caught = catches.press(rules: rules, at: 0.15, in: sv, pan: pan)
        #expect(caught.caughtMotion && catches.lastFlingCancel == 0.15)
        #expect(caught.lifted(at: 0.23) == [.ignored])
        sv.cancelDragging(at: 0.23)
        var next = catches.press(rules: rules, at: 0.3, in: sv, pan: pan)
        #expect(!next.caughtMotion && catches.lastFlingCancel == 0.15)
        #expect(next.lifted(at: 0.38).contains(.selected))
    }

    /// Chromium counts its tap suppression from the catch: a quick tap 0.39 s after it is still swallowed,
    /// 0.41 s after it clicks.
    @Test func chromiumSwallowsQuickTapsWithin400msOfTheCatch() {
        let sv = Self.flungStrip()
        let pan = PanGestureRecognizer(name: "tabStrip.scrollPan")
        var catches = ContentCatch()
        sv.beginDragging(at: 0.15)
        var caught = catches.press(rules: .chromium, at: 0.15, in: sv, pan: pan)
        #expect(caught.lifted(at: 0.23) == [.ignored])
        sv.cancelDragging(at: 0.23)
        var within = catches.press(rules: .chromium, at: 0.54, in: sv, pan: pan)
        #expect(within.lifted(at: 0.59) == [.ignored])
        var after = catches.press(rules: .chromium, at: 0.56, in: sv, pan: pan)
        #expect(after.lifted(at: 0.61) == [.began, .selected])
    }
}
