import ScrollCore
import ScrollScene
import TestSupport
import Testing

/// Issue #27 item 7: `SceneSession.wheelIdleGap` (0.08 s, its one source) ends a wheel pan — a gap
/// just under it keeps one pan, just over it makes two. And a wheel pan is not resampled (Chromium's
/// LinearResampling is for touch scrolls): under `chromium` too it rests on the wheel's own deltas.
@Suite struct SceneSessionWheelTests {
    private func drags(gap: Double) throws -> Int {
        let s = try session("basic-scroll")
        var t = 0.5
        for k in 0..<10 {
            t += k == 5 ? gap : 0.01
            s.advance(to: t)
            s.handle(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -15), time: t))
        }
        s.advance(to: t + 3)
        return s.state().events.filter { $0.id == "main" && $0.name == "willBeginDragging" }.count
    }

    @Test func aWheelPanEndsAfterEightyMillisecondsWithoutWheelEvents() throws {
        #expect(SceneSession.wheelIdleGap == 0.08)
        #expect(try drags(gap: 0.079) == 1)
        #expect(try drags(gap: 0.081) == 2)
    }

    @Test func aWheelPanUnderChromiumIsNotResampled() throws {
        func offset(_ feel: Feel) throws -> Double {
            let s = try session("basic-scroll")
            s.feel = feel
            var t = 0.0
            for _ in 0..<20 {
                t += 0.01
                s.advance(to: t)
                s.handle(.wheel(position: Point(x: 200, y: 500), delta: Point(x: 0, y: -15), time: t))
            }
            s.advance(to: t + 0.5)
            return s.state().scrollViews[0].offset.y
        }
        var unresampled = Feel.chromium
        unresampled.resamplePrediction = 0
        #expect(try offset(.chromium) == offset(unresampled))
    }
}
