import ScrollCore
import ScrollInput
import Testing

/// The one copy of a trace's rules (native reader and web module): the hostile values of #46 class 5
/// refused, in the native reader's words.
@Suite struct TraceRulesTests {
    @Test(arguments: [
        (-120.0, "\"hz\" must be 60 or 120"), (1e8, "\"hz\" must be 60 or 120"), (Double.nan, "\"hz\" must be 60 or 120"),
    ])
    func aRateOtherThan60Or120IsRefused(hz: Double, message: String) {
        #expect(TraceRules.headerProblem(device: "15", scene: "profile", hz: hz) == message)
        #expect(TraceRules.headerProblem(device: "15", scene: "profile", hz: 120) == nil)
    }

    @Test func timesAreFiniteWithinTwoHoursAndNeverGoBack() {
        #expect(TraceRules.timeProblem(0.1, after: 0.5) == "time goes backwards (0.1 after 0.5)")
        #expect(TraceRules.timeProblem(1e17, after: 0) == "\"t\" is 1e+17 s; the limit is 7200 s (two hours)")
        #expect(TraceRules.timeProblem(.nan, after: 0) == "\"t\" must be a finite number ≥ 0")
        #expect(TraceRules.timeProblem(nil, after: 0) == "missing field \"t\"")
        #expect(TraceRules.timeProblem(7200, after: 0) == nil)
    }

    @Test func anEventIsReadOrRefusedByName() {
        let down = TraceRules.event(kind: "down", time: 1, id: 3, x: 10, y: 20, dx: nil, dy: nil, key: nil)
        #expect(down == .success(.pointer(PointerEvent(.down, id: 3, at: Point(x: 10, y: 20), time: 1))))
        let inf = TraceRules.event(kind: "move", time: 1, id: 3, x: .infinity, y: 20, dx: nil, dy: nil, key: nil)
        #expect(inf == .failure(TraceRules.Problem("\"x\" is not a number")))
        let id = TraceRules.event(kind: "up", time: 1, id: 1e300, x: 1, y: 1, dx: nil, dy: nil, key: nil)
        #expect(id == .failure(TraceRules.Problem("\"id\" must be between -2147483648 and 2147483648")))
        let kind = TraceRules.event(kind: "tap", time: 1, id: nil, x: nil, y: nil, dx: nil, dy: nil, key: nil)
        #expect(kind == .failure(TraceRules.Problem("unknown kind 'tap' (down, move, up, cancel, wheel, key)")))
    }

    @Test func aFeelValueOutOfRangeIsRefusedAsAFeelFileIs() {
        let read = FeelReader.read(.object(["preset": .string("ios"), "frictionDrag": .number(1e9)]))
        #expect(read == .failure(FeelReader.Problem("'frictionDrag' = 1000000000 is out of range 0.001…0.9")))
        #expect(FeelReader.read(.string("android")) == .success(Feel.android))
    }
}
