import ScrollCore
import TestSupport
import Testing

/// A touch on a running fling (#41): Android's ScrollView / RecyclerView drag at once, without the touch
/// slop (`mIsBeingDragged = !mScroller.isFinished()` on ACTION_DOWN); the other feels wait for the slop.
@Suite struct ScrollViewCaughtDragTests {
    /// A fling, a touch on it at 0.3 s, three 2 pt moves up (6 pt, under every slop), held and lifted.
    /// Returns the offset at the catch and at the lift.
    private func caughtStroke(_ feel: Feel) -> (caught: Double, lifted: Double, state: ScrollState) {
        let f = ArenaFixture()
        let (sv, _) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 40_000)
        sv.feel = feel
        f.run(ScrollViewFlingBoostTests.flick(2000, at: 0), until: 0.3)
        f.run([PointerEvent(.down, id: 1, at: Point(x: 200, y: 500), time: 0.3)], until: 0.3)
        let caught = sv.contentOffset.y
        var e: [PointerEvent] = []
        for i in 1...3 { e.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 500 - 2 * Double(i)), time: 0.3 + Double(i) / 120)) }
        f.run(e, until: 0.35)
        let lifted = sv.contentOffset.y
        f.run([PointerEvent(.up, id: 1, at: Point(x: 200, y: 494), time: 0.4)], until: 0.5)
        return (caught, lifted, sv.state)
    }

    @Test func androidDragsACaughtFlingAtOnce() {
        let r = caughtStroke(.android)
        #expect(abs(r.lifted - r.caught - 6) < 1e-9)
        #expect(r.state == .idle)
    }

    @Test(arguments: [Feel.ios, .flutterBouncing, .chromium])
    func otherFeelsHoldACaughtFlingUnderTheSlop(_ feel: Feel) {
        let r = caughtStroke(feel)
        #expect(r.lifted == r.caught, "\(feel.name)")
        #expect(r.state == .idle, "\(feel.name)")
    }

    @Test func aFeelFileSwitchesTheCatchStart() throws {
        let read = try FeelReader.read(.object(["preset": .string("android"), "catchStart": .string("slop")])).get()
        #expect(read.catchStart == .slop && Feel.android.catchStart == .immediate)
        let r = caughtStroke(read)
        #expect(r.lifted == r.caught)
    }
}
