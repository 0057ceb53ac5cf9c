import Foundation
import ScrollCore
import TestSupport
import Testing

/// Touch-down on moving content catches it (`beginDragging` at once); a catch that never becomes a pan
/// is released when the touch lifts, however many fingers joined it.
@Suite struct ScrollViewPanDriverCatchTests {
    /// A fling caught by one finger, a second finger down and up while it holds, then the lift — no
    /// move past the slop. Every feel releases the list (it stayed `dragging` forever: the second
    /// finger's touch-down forgot the catch, so the failed pan did not cancel it).
    @Test(arguments: Feel.presets)
    func aCatchWithASecondFingerIsReleasedAtTheLift(feel: Feel) {
        let f = ArenaFixture()
        let (sv, _) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 40_000)
        sv.feel = feel
        var flick = [PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0)]
        for i in 1...6 { flick.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 700 - 40 * Double(i)), time: Double(i) / 120)) }
        flick.append(PointerEvent(.up, id: 1, at: Point(x: 200, y: 460), time: 6.0 / 120))
        f.run(flick, until: 0.3)
        #expect(sv.state == .decelerating, "\(feel.name)")
        f.run(
            [
                PointerEvent(.down, id: 1, at: Point(x: 200, y: 500), time: 0.3),
                PointerEvent(.down, id: 2, at: Point(x: 300, y: 300), time: 0.32),
                PointerEvent(.up, id: 2, at: Point(x: 300, y: 300), time: 0.34),
                PointerEvent(.up, id: 1, at: Point(x: 200, y: 500), time: 0.36),
            ], until: 0.5)
        #expect(sv.state == .idle, "\(feel.name)")
    }
}
