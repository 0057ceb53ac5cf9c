import ScrollCheck
import ScrollCore
import Testing

/// `check` compares ScrollScene's own state value (`SceneState.json`); a non-finite number in it (a
/// broken invariant) becomes a string a diff shows and an expectation file can hold, at any depth.
@Suite struct NonFiniteNamedTests {
    @Test func nonFiniteNumbersAreNamedAndTheRestIsKept() {
        let state: JSONValue = .object([
            "offset": .object(["x": .number(.nan), "y": .number(12.5)]),
            "velocity": .array([.number(.infinity), .number(-.infinity), .number(0)]),
            "scene": .string("feed"), "live": .bool(true), "none": .null,
        ])
        #expect(
            state.nonFiniteNamed
                == .object([
                    "offset": .object(["x": .string("nan"), "y": .number(12.5)]),
                    "velocity": .array([.string("inf"), .string("-inf"), .number(0)]),
                    "scene": .string("feed"), "live": .bool(true), "none": .null,
                ]))
    }
}
