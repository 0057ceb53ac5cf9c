import ScrollCore
import ScrollInput
import Testing

/// Input events as backends deliver them and traces store them: times, shifts, pointer ids.
@Suite struct InputEventTests {
    @Test func everyKindHasItsTime() {
        #expect(InputEvent.pointer(PointerEvent(.down, id: 2, at: Point(x: 1, y: 2), time: 0.5)).time == 0.5)
        #expect(InputEvent.wheel(position: .zero, delta: Point(x: 0, y: -10), time: 1.25).time == 1.25)
        #expect(InputEvent.key("f9", time: 3).time == 3)
    }

    @Test func shiftingMovesOnlyTheTime() {
        let p = PointerEvent(.move, id: 4, at: Point(x: 10, y: 20), time: 1)
        #expect(InputEvent.pointer(p).shifted(by: 0.5) == .pointer(PointerEvent(.move, id: 4, at: Point(x: 10, y: 20), time: 1.5)))
        #expect(
            InputEvent.wheel(position: Point(x: 3, y: 4), delta: Point(x: 1, y: 2), time: 2).shifted(by: -1)
                == .wheel(position: Point(x: 3, y: 4), delta: Point(x: 1, y: 2), time: 1))
        #expect(InputEvent.key("tab", time: 2).shifted(by: 0.25) == .key("tab", time: 2.25))
    }

    @Test func pointerIdsSplitIntoOutsideAndTheAppsOwn() {
        // Ids a trace or a backend may use, and the app's own (the wheel's synthetic pointer).
        #expect(PointerEvent.externalIDs.contains(0))
        #expect(!PointerEvent.externalIDs.contains(PointerEvent.firstInternalID))
        #expect(PointerEvent.externalIDs.upperBound < PointerEvent.firstInternalID)
    }

    @Test func eventsDescribeThemselves() {
        #expect(InputEvent.key("escape", time: 1.5).description == "key escape @1.5")
        #expect(
            InputEvent.wheel(position: Point(x: 1, y: 2.5), delta: Point(x: 0, y: -10), time: 2).description
                == "wheel (1, 2.5) Δ(0, -10) @2.0")
        #expect(InputEvent.pointer(PointerEvent(.up, id: 3, at: Point(x: 4, y: 5), time: 0.5)).description == "up#3 (4, 5) @0.5000")
    }
}
