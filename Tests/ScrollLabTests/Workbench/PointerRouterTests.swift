import ScrollCore
import ScrollInput
import ScrollScene
import ScrollWorkbench
import Testing

@testable import ScrollLab

/// Window pixels → lane → phone points, once (`PointerRouter`).
@Suite struct PointerRouterTests {
    static let viewport = Size(width: 393, height: 852)

    @Test func onePhoneMapsPixelsToPointsAtTheScale() {
        let layout = WindowLayout(viewport: Self.viewport, scale: 2)
        var router = PointerRouter(layout: layout)
        let o = layout.viewportRect.origin
        let r = router.route(.pointer(PointerEvent(.down, id: 0, at: Point(x: o.x + 200, y: o.y + 600), time: 1)))
        #expect(r.event == .pointer(PointerEvent(.down, id: 0, at: Point(x: 100, y: 300), time: 1)))
        #expect(r.window == Point(x: o.x + 200, y: o.y + 600))
        #expect(r.onPhone)
        // Right of the phone (the panel): lane 0's points, off the phone.
        let panel = router.route(.wheel(position: Point(x: layout.panelRect.minX + 10, y: 100), delta: Point(x: 0, y: -10), time: 2))
        #expect(panel.onPhone == false)
        #expect(
            panel.event
                == .wheel(
                    position: Point(x: (layout.panelRect.minX + 10 - o.x) / 2, y: (100 - o.y) / 2), delta: Point(x: 0, y: -10), time: 2))
        #expect(router.route(.key("u", time: 3)).window == nil)
    }

    @Test func aTouchStaysOnTheLaneItWentDownOn() {
        let layout = WindowLayout(viewport: Self.viewport, scale: 1, lanes: 2, columns: 2)
        var router = PointerRouter(layout: layout)
        let lane1 = layout.laneRect(1).origin
        let down = router.route(.pointer(PointerEvent(.down, id: 3, at: Point(x: lane1.x + 50, y: lane1.y + 70), time: 1)))
        #expect(down.event == .pointer(PointerEvent(.down, id: 3, at: Point(x: 50, y: 70), time: 1)))
        #expect(down.onPhone)
        // Dragged over lane 0: still lane 1's points (negative x, off its phone).
        let lane0 = layout.laneRect(0).origin
        let move = router.route(.pointer(PointerEvent(.move, id: 3, at: Point(x: lane0.x + 50, y: lane0.y + 70), time: 2)))
        #expect(move.event == .pointer(PointerEvent(.move, id: 3, at: Point(x: lane0.x - lane1.x + 50, y: 70), time: 2)))
        #expect(move.onPhone == false)
        _ = router.route(.pointer(PointerEvent(.up, id: 3, at: Point(x: lane0.x + 50, y: lane0.y + 70), time: 3)))
        // Lifted: the next touch there is lane 0's.
        let next = router.route(.pointer(PointerEvent(.down, id: 3, at: Point(x: lane0.x + 50, y: lane0.y + 70), time: 4)))
        #expect(next.event == .pointer(PointerEvent(.down, id: 3, at: Point(x: 50, y: 70), time: 4)))
    }
}
