import ScrollCore
import TestSupport
import Testing

/// `ScrollViewPanDriver` and more than one finger (#26): every drag a touch began ends when the touches
/// lift, so a scroll view is never left held by a touch that is gone.
@Suite struct ScrollViewPanDriverTests {
    /// A fling up, then finger A catches the moving list, finger B lands on it too, both lift under the
    /// slop (in either order) — then a drag. The list was left `dragging` for good (the second
    /// touch-down forgot the catch) and the drag failed with "held by another touch".
    @Test(arguments: [1, 2])
    func aSecondFingerOnACaughtListNeverLocksIt(firstUp: Int) {
        var script = TouchScript()
        script.drag(id: 1, from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0, duration: 0.08, profile: .easeIn)
        let a = Point(x: 200, y: 400)
        let b = Point(x: 250, y: 500)
        let catchAndLift = [
            PointerEvent(.down, id: 1, at: a, time: 0.2),
            PointerEvent(.down, id: 2, at: b, time: 0.25),
            PointerEvent(.up, id: Int64(firstUp), at: firstUp == 1 ? a : b, time: 0.3),
            PointerEvent(.up, id: Int64(3 - firstUp), at: firstUp == 1 ? b : a, time: 0.32),
        ]
        let caught = ArenaFixture()
        let (list, _) = caught.scrollable(caught.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 20_000)
        caught.run(script.events + catchAndLift, until: 0.4)
        #expect(list.state != .dragging, "\(caught.log)")
        #expect(caught.arena.activeTouchIDs.isEmpty)

        var later = TouchScript()
        later.drag(id: 3, from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), start: 0.5, duration: 0.3, hold: 0.1)
        let f = ArenaFixture()
        let (again, _) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 20_000)
        f.run(script.events + catchAndLift, until: 0.45)
        let before = again.contentOffset.y
        f.run(later.events, until: 1.0)
        #expect(!f.log.contains { $0.contains("held by another touch") }, "\(f.log)")
        #expect(again.contentOffset.y > before + 150, "\(before) → \(again.contentOffset.y)")
        #expect(again.state != .dragging)
    }

    /// The second finger joins the first one's pan after it began: the drag goes on and ends once.
    @Test func aSecondFingerJoiningAMovingDragEndsWithIt() {
        let f = ArenaFixture()
        let (list, _) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 20_000)
        let events = [
            PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0),
            PointerEvent(.move, id: 1, at: Point(x: 200, y: 650), time: 0.05),
            PointerEvent(.down, id: 2, at: Point(x: 100, y: 600), time: 0.06),
            PointerEvent(.move, id: 1, at: Point(x: 200, y: 600), time: 0.1),
            PointerEvent(.up, id: 1, at: Point(x: 200, y: 600), time: 0.12),
            PointerEvent(.up, id: 2, at: Point(x: 100, y: 600), time: 0.14),
        ]
        f.run(events, until: 0.2)
        #expect(list.state != .dragging)
        #expect(f.actions.filter { $0 == "list.pan:ended" }.count == 1, "\(f.actions)")
    }
}
