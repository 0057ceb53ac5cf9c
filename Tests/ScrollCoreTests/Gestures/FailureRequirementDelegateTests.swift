import ScrollCore
import TestSupport
import Testing

/// The delegate forms of failure requirements, decided per pair at arbitration time.
@Suite struct FailureRequirementDelegateTests {
    func world() -> (ArenaFixture, ScrollView, TapGestureRecognizer, LongPressGestureRecognizer) {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let cell = f.target("cell", Rect(x: 0, y: 0, width: 393, height: 72), in: list)
        let (sv, _) = f.scrollable(list, contentHeight: 4000)
        let tap = f.add(TapGestureRecognizer(name: "cell.tap"), to: cell)
        let press = f.add(LongPressGestureRecognizer(name: "cell.longPress"), to: cell)
        return (f, sv, tap, press)
    }

    @Test func shouldRequireFailureMakesTheTapWaitForTheLongPress() {
        let (f, _, tap, _) = world()
        tap.shouldRequireFailure = { _, other in other.kind == "longPress" }
        var s = TouchScript()
        s.hold(at: Point(x: 100, y: 30), start: 0, duration: 0.2)
        f.run(s.events, until: 0.5)
        #expect(
            f.log == [
                "cell.tap waits for cell.longPress to fail",
                "cell.longPress failed: lifted after 0.2 s < 0.5 s",
                "cell.tap recognized: cell.longPress failed",
                "list.pan failed: cell.tap won the touch",
            ])
    }

    @Test func shouldBeRequiredToFailMakesTheListPanWaitForTheLongPress() {
        let (f, sv, _, press) = world()
        press.shouldBeRequiredToFail = { _, other in other.name == "list.pan" }
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 30), to: Point(x: 100, y: 330), start: 0, duration: 0.25, hold: 0.05)
        f.run(s.events, until: 1)
        #expect(
            f.log.prefix(4) == [
                "list.pan waits for cell.longPress to fail",
                "cell.tap failed: moved 20 pt > 10 pt",
                "cell.longPress failed: moved 20 pt > allowable 10 pt before 0.5 s",
                "list.pan began: cell.longPress failed",
            ])
        #expect(sv.contentOffset.y < 0)  // pulled down past the top: rubber band
    }
}
