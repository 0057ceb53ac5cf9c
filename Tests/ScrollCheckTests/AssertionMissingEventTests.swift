import Foundation
import ScrollCheck
import ScrollCore
import Testing

/// An `at EVENT` or `between` whose event never happens: a failure on a recorded trace (`check`,
/// `report`), a vacuous pass with `missingEventHolds` (`fuzz --assert`: generated input need not make
/// every event) — while a window the event does open is judged the same either way.
@Suite struct AssertionMissingEventTests {
    static let json = #"""
        {"assertions": [
          {"name": "at", "at": "didEndDragging@list", "that": "x > 100"},
          {"name": "between", "between": ["willBeginDragging@list", "didEndDragging@list"], "that": "x > 100"},
          {"name": "opened", "between": ["didScroll", "didEndDragging@list"], "that": "x > 100"}
        ]}
        """#

    static func problems(missingEventHolds: Bool) throws -> [String?] {
        let run = AssertionSceneSwitchTests.run(
            ["a", "a", "a"], events: [AssertionRun.Event(t: 0.1, name: "didScroll", id: "list", scene: "a")])
        let file = try AssertionSceneSwitchTests.file(json)
        return AssertionVerdict.judge(file, run, missingEventHolds: missingEventHolds).map {
            $0.failure.map { $0.problem ?? $0.values.joined(separator: ", ") }
        }
    }

    @Test func aMissingEventFailsUnlessTold() throws {
        #expect(
            try Self.problems(missingEventHolds: false) == [
                "didEndDragging@list never happens", "willBeginDragging@list never happens", "x = 2",
            ])
        #expect(try Self.problems(missingEventHolds: true) == [nil, nil, "x = 2"])
    }
}
