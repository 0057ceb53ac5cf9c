import Foundation
import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 7: the directional lock's angle (25° from an axis, `ScrollView.directionalLockAngle`,
/// its one source) is pinned on both sides.
@Suite struct ScrollViewDirectionalLockTests {
    /// The first move, 10 pt at `degrees` from the horizontal, on a view that scrolls both ways.
    private func firstMove(degrees: Double) -> Point {
        let sv = ScrollView(id: "both", boundsSize: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 3000))
        sv.isDirectionalLockEnabled = true
        sv.setContentOffset(Point(x: 1000, y: 1000), animated: false, at: 0)
        sv.beginDragging(at: 0)
        let a = degrees * Double.pi / 180
        sv.drag(byOffsetDelta: Point(x: 10 * cos(a), y: 10 * sin(a)), at: 0.01)
        return sv.contentOffset - Point(x: 1000, y: 1000)
    }

    @Test func aFirstMoveWithinTwentyFiveDegreesOfAnAxisLocksToIt() {
        #expect(ScrollView.directionalLockAngle == 25)
        expectClose(ScrollView.directionalLockTangent, 0.46631, within: 1e-5)
        #expect(firstMove(degrees: 24.9).y == 0)
        #expect(firstMove(degrees: 25.1).y != 0)
        #expect(firstMove(degrees: 90 - 24.9).x == 0)
        #expect(firstMove(degrees: 90 - 25.1).x != 0)
    }
}
