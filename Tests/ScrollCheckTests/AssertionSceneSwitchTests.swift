import Foundation
import ScrollCheck
import ScrollCore
import Testing

/// A trace that switches scene (`scene=ID`, a number key): its assertions are about its own scene, so
/// only that scene's samples and events are judged, a window split where another scene was on, and an
/// instant that falls on another scene is a failure saying which one (docs/CHECK.md).
@Suite struct AssertionSceneSwitchTests {
    /// Samples 0.1 s apart on `scenes`; the own scene "a" has `x` = 1, 2, …, the other "b" only `y`.
    static func run(_ scenes: [String], events: [AssertionRun.Event] = []) -> AssertionRun {
        let samples = scenes.enumerated().map { k, scene in
            AssertionSample(
                tick: k, time: Double(k) / 10, values: scene == "a" ? ["x": .number(Double(k + 1))] : ["y": .number(-1)], scene: scene)
        }
        return AssertionRun(samples: samples, events: events, scene: "a")
    }

    static func file(_ json: String) throws -> AssertionFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("switch-\(UUID().uuidString).assert.json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try AssertionFile.load(url.path)
    }

    static func problems(_ json: String, _ run: AssertionRun) throws -> [String?] {
        AssertionVerdict.judge(try file(json), run).map { $0.failure.map { $0.problem ?? $0.values.joined(separator: ", ") } }
    }

    @Test func onlyTheOwnScenesSamplesAreJudgedAndASwitchSplitsAWindow() throws {
        let run = Self.run(["a", "a", "b", "b", "a", "a"])
        let json = #"""
            {"assertions": [
              {"name": "x is there", "always": true, "that": "x >= 1"},
              {"name": "x grows by less than 2 per stretch", "always": true, "change": "x", "that": "change < 2"},
              {"name": "rests at 6", "after": "settle", "that": "x == 6"}
            ]}
            """#
        // Unsplit, `change` would span 1 → 6 and fail; each stretch changes by 1.
        #expect(try Self.problems(json, run) == [nil, nil, nil])
        let monotone = #"{"assertions": [{"name": "x falls", "always": true, "monotone": "x", "direction": "decreasing"}]}"#
        #expect(try Self.problems(monotone, run) == ["x went from 1 to 2"])
    }

    @Test func anEventOnAnotherSceneIsNotTheOwnScenes() throws {
        let events = [
            AssertionRun.Event(t: 0.05, name: "didEndDragging", id: "list", scene: "a"),
            AssertionRun.Event(t: 0.25, name: "didScrollToTop", id: nil, scene: "b"),
        ]
        let run = Self.run(["a", "a", "b", "b", "a"], events: events)
        let json = #"""
            {"assertions": [
              {"name": "before the switch", "at": "didEndDragging@list", "that": "x == 2"},
              {"name": "on the other scene", "at": "didScrollToTop", "that": "x > 0"}
            ]}
            """#
        #expect(try Self.problems(json, run) == [nil, "didScrollToTop never happens"])
    }

    @Test func anEventWhoseNextTickIsOnAnotherSceneCannotBeJudgedAndSaysSo() throws {
        // The lift at 0.15 s, the switch before the next tick (audit 26, finding 3: this passed).
        let events = [AssertionRun.Event(t: 0.15, name: "didEndDragging", id: "list", scene: "a")]
        let run = Self.run(["a", "a", "b", "b"], events: events)
        let json = #"""
            {"assertions": [
              {"name": "at the lift", "at": "didEndDragging@list", "that": "x < -1000"},
              {"name": "from the lift", "between": ["didEndDragging", "didStop"], "that": "x < -1000"}
            ]}
            """#
        let off = "scene 'b' is on, not 'a' (whose assertions these are)"
        #expect(try Self.problems(json, run) == [off, off])
    }

    @Test func anInstantOnAnotherSceneSaysWhichSceneWasOn() throws {
        let run = Self.run(["a", "a", "b"])
        let json = #"""
            {"assertions": [
              {"name": "rests", "after": "settle", "that": "x == 2"},
              {"name": "at 0.2 s", "at": 0.2, "that": "x == 3"},
              {"name": "at 0.1 s", "at": 0.1, "that": "x == 2"}
            ]}
            """#
        #expect(
            try Self.problems(json, run) == [
                "the trace ends on scene 'b', not 'a' (whose assertions these are)",
                "scene 'b' is on, not 'a' (whose assertions these are)", nil,
            ])
    }
}
