import ScrollCore
import Testing

/// A touch on a pressable row or button inside a scroll container, per platform (#41 content touches):
/// each rule at its boundary.
@Suite struct ContentPressTests {
    typealias E = ContentPress.Event

    /// Held still until `hold`, then dragged 30 pt (past every slop): the events of the whole touch.
    static func holdThenDrag(_ rules: ContentTouchRules, hold: Double, control: Bool = false) -> (events: [E], scrolls: Bool) {
        var p = ContentPress(rules: rules, at: 0, caughtMotion: false, isControl: control)
        var out = p.advance(to: hold)
        out += p.moved(travel: 30, at: hold)
        out += p.lifted(at: hold + 0.1)
        return (out, p.scrolls)
    }

    @Test func iosDelaysContentTouches150ms() {
        // A drag that starts at 149 ms never reaches the content; at 151 ms the press began and is cancelled.
        #expect(Self.holdThenDrag(.ios, hold: 0.149) == ([], true))
        #expect(Self.holdThenDrag(.ios, hold: 0.151) == ([.began, .highlighted, .cancelled], true))
        // With `delaysContentTouches` false the content sees the touch at the touch-down.
        var rules = ContentTouchRules.ios
        rules.contentDelay = 0
        #expect(Self.holdThenDrag(rules, hold: 0.01) == ([.began, .highlighted, .cancelled], true))
    }

    @Test func iosQuickTapDeliversTheDelayedPressWithTheLift() {
        var p = ContentPress(rules: .ios, at: 0, caughtMotion: false)
        #expect(p.advance(to: 0.08).isEmpty)
        #expect(p.lifted(at: 0.08) == [.began, .selected])
    }

    @Test func aControlIsNotCancelledByADragAndNothingScrolls() {
        #expect(Self.holdThenDrag(.ios, hold: 0.2, control: true) == ([.began, .highlighted, .selected], false))
        // Before the content saw the touch the drag is the scroll view's, control or not.
        #expect(Self.holdThenDrag(.ios, hold: 0.1, control: true) == ([], true))
    }

    @Test func canCancelContentTouchesFalseKeepsThePress() {
        var rules = ContentTouchRules.ios
        rules.canCancelContentTouches = false
        #expect(Self.holdThenDrag(rules, hold: 0.2) == ([.began, .highlighted, .selected], false))
    }

    @Test func androidShowsPressedAfterTapTimeout100ms() {
        var p = ContentPress(rules: .android, at: 0, caughtMotion: false)
        #expect(p.advance(to: 0) == [.began])
        #expect(p.advance(to: 0.099).isEmpty)
        #expect(p.advance(to: 0.101) == [.highlighted])
        // A drag past the touch slop at 99 ms cancels a press whose highlight never showed.
        #expect(Self.holdThenDrag(.android, hold: 0.099) == ([.began, .cancelled], true))
        #expect(Self.holdThenDrag(.android, hold: 0.101) == ([.began, .highlighted, .cancelled], true))
    }

    @Test func aMoveUnderTheSlopKeepsThePress() {
        var p = ContentPress(rules: .android, at: 0, caughtMotion: false)
        #expect(p.moved(travel: 8, at: 0.05) == [.began])
        #expect(p.lifted(at: 0.06) == [.selected] && !p.scrolls)
    }

    @Test func chromiumShowPressWaits150ms() {
        #expect(Self.holdThenDrag(.chromium, hold: 0.149) == ([.began, .cancelled], true))
        #expect(Self.holdThenDrag(.chromium, hold: 0.151) == ([.began, .highlighted, .cancelled], true))
    }

    @Test func chromiumSwallowsAQuickTapThatCancelsAFling() {
        // The tap that stopped the fling: swallowed when it lifts within 200 ms, a click after.
        for (gap, expected) in [(0.199, E.ignored), (0.201, .selected)] {
            var p = ContentPress(rules: .chromium, at: 1, caughtMotion: true)
            #expect(p.lifted(at: 1 + gap).last == expected, "gap \(gap)")
        }
        // A later tap 399 / 401 ms after the fling cancel.
        for (delay, expected) in [(0.399, E.ignored), (0.401, .selected)] {
            var p = ContentPress(rules: .chromium, at: 1 + delay, caughtMotion: false, lastFlingCancel: 1)
            #expect(p.lifted(at: 1 + delay + 0.05).last == expected, "delay \(delay)")
        }
    }

    @Test(arguments: [ContentTouchRules.ios, .android, .flutter])
    func aTapOnAMovingListSelectsNothing(_ rules: ContentTouchRules) {
        var p = ContentPress(rules: rules, at: 0, caughtMotion: true)
        #expect(p.advance(to: 0.5).isEmpty)
        #expect(p.lifted(at: 0.5) == [.ignored])
    }

    @Test func flutterInkWellHighlightsAfterKPressTimeout() {
        var p = ContentPress(rules: .flutter, at: 0, caughtMotion: false)
        #expect(p.advance(to: 0.099) == [.began])
        #expect(p.advance(to: 0.101) == [.highlighted])
        #expect(p.moved(travel: 19, at: 0.2) == [.cancelled] && p.scrolls)
    }
}
