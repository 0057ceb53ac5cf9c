import ScrollCore
import TestSupport
import Testing

/// Two fingers on one pan: it follows their centroid, with no jump when a finger lands or lifts, and
/// ends only when the last finger lifts.
@Suite struct MultiFingerPanTests {
    @Test func thePanFollowsTheCentroidWithoutJumps() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let (sv, pan) = f.scrollable(list, contentHeight: 4000)
        var s = TouchScript()
        s.down(Point(x: 100, y: 600), id: 0, at: 0)
        s.move(id: 0, from: Point(x: 100, y: 600), to: Point(x: 100, y: 500), start: 0, duration: 0.1)
        f.run(s.events)
        let before = sv.contentOffset.y
        #expect(pan.state == .changed)
        // A second finger lands 200 pt lower: the centroid jumps 100 pt, the content does not.
        f.run([PointerEvent(.down, id: 1, at: Point(x: 300, y: 700), time: 0.12)])
        #expect(sv.contentOffset.y == before)
        // Both move up 50 pt: the content follows by 50 pt.
        f.run([
            PointerEvent(.move, id: 0, at: Point(x: 100, y: 450), time: 0.14),
            PointerEvent(.move, id: 1, at: Point(x: 300, y: 650), time: 0.14),
        ])
        #expect(sv.contentOffset.y == before + 50)
        // The first finger lifts: still no jump, the pan goes on with the second.
        f.run([PointerEvent(.up, id: 0, at: Point(x: 100, y: 450), time: 0.16)])
        #expect(pan.state == .changed)
        #expect(sv.contentOffset.y == before + 50)
        f.run([PointerEvent(.move, id: 1, at: Point(x: 300, y: 630), time: 0.18)])
        #expect(sv.contentOffset.y == before + 70)
        f.run(
            [
                PointerEvent(.move, id: 1, at: Point(x: 300, y: 630), time: 0.3),
                PointerEvent(.up, id: 1, at: Point(x: 300, y: 630), time: 0.3),
            ], until: 1)
        #expect(f.actions.filter { $0 == "list.pan:ended" }.count == 1)
        #expect(sv.contentOffset.y == before + 70)
        #expect(f.arena.violations.isEmpty)
    }
}
