import ScrollCheck
import ScrollCore
import Testing

/// `at T` (audit 26): the tick of a typed time is found despite tick times being sums of 1/hz, and a
/// time after the replay's end is a failure, not the settled end judged in its place. A name with a
/// control character is refused (a failure is one line).
@Suite struct AssertionInstantTests {
    /// Ticks at 120 Hz as the replay sums them (tick 120 reads 0.99999999999999989 s).
    static func run() -> AssertionRun {
        var t = 0.0
        var samples: [AssertionSample] = []
        for k in 0...130 {
            samples.append(AssertionSample(tick: k, time: t, values: ["x": .number(Double(k))]))
            t += 1.0 / 120
        }
        return AssertionRun(samples: samples, events: [], scene: "a")
    }

    @Test func theTickOfATypedTimeIsThatTimesNotTheNext() throws {
        let run = Self.run()
        #expect(run.samples[120].time < 1)
        let json = #"{"assertions": [{"name": "at 1 s", "at": 1, "that": "x == 120"}, {"name": "at 0.5 s", "at": 0.5, "that": "x == 60"}]}"#
        #expect(try AssertionSceneSwitchTests.problems(json, run) == [nil, nil])
    }

    @Test func aTimeAfterTheEndFailsSayingWhereTheReplayEnds() throws {
        let json = #"{"assertions": [{"name": "late", "at": 100, "that": "t < 50"}, {"name": "last", "at": 1.0833, "that": "x == 130"}]}"#
        #expect(
            try AssertionSceneSwitchTests.problems(json, Self.run()) == [
                "t 100 s comes after the replay's end (t 1.083 s, settled)", nil,
            ])
    }

    @Test func aNameWithAControlCharacterIsRefused() throws {
        let json = "{\"assertions\": [{\"name\": \"two\\nlines\", \"always\": true, \"that\": \"x >= 0\"}]}"
        var message = ""
        do { _ = try AssertionSceneSwitchTests.file(json) } catch { message = "\(error)" }
        #expect(message.hasSuffix(".assert.json: assertions[0].name: must not contain control characters"), "\(message)")
    }
}

/// What a sample keeps for a file (`AssertionKeep`, audit 26 finding 8: whole states took 735 MB on a
/// ten-minute drag), and that a `during` scope without a view still finds its views in what is kept.
@Suite struct AssertionKeepTests {
    @Test func theNamesReadAndThePhaseFlagsOfTheScopes() throws {
        let json = #"""
            {"assertions": [
              {"name": "a", "during": "fling", "max": "abs(list.velocity.y)", "that": "max < 9000"},
              {"name": "b", "during": "drag", "view": "pager", "that": "pager.page == 0"},
              {"name": "c", "during": "touch", "that": "fingers < 3"}
            ]}
            """#
        let keep = AssertionKeep(try AssertionSceneSwitchTests.file(json))
        #expect(keep.names == ["list.velocity.y", "max", "pager.page", "pager.dragging", "fingers", "touching"])
        #expect(keep.suffixes == [".decelerating"])
        #expect(keep.keeps("other.decelerating") && !keep.keeps("other.dragging") && !keep.keeps("list.offset.y"))
    }

    @Test func aFlingScopeWithoutAViewFindsItsViewsInTheKeptFlags() throws {
        let flags: [Bool] = [false, true, true, false]
        let samples = flags.enumerated().map { k, on in
            AssertionSample(tick: k, time: Double(k) / 10, values: ["list.decelerating": .boolean(on), "x": .number(on ? 5 : 0)])
        }
        let run = AssertionRun(samples: samples, events: [], scene: "a")
        let json = #"{"assertions": [{"name": "still while flinging", "during": "fling", "that": "x == 0"}]}"#
        #expect(try AssertionSceneSwitchTests.problems(json, run) == ["x = 5"])
    }
}

/// Event names in `at` and `between`, read strictly (audit 26, finding 16).
@Suite struct AssertionEventNameTests {
    @Test(arguments: [
        (#""at": "1.5""#, #"assertions[0].at: '1.5' is a number in quotes: a time is written without them ("at": 1.5)"#),
        (
            #""at": "didEndDragging@""#,
            #"assertions[0].at: 'didEndDragging@' is not an event: NAME or NAME@ID ("didEndDragging@page.0.list")"#
        ),
        (#""at": "@main""#, #"assertions[0].at: '@main' is not an event: NAME or NAME@ID ("didEndDragging@page.0.list")"#),
        (
            #""between": ["willBeginDragging", "@x"]"#,
            #"assertions[0].between: '@x' is not an event: NAME or NAME@ID ("didEndDragging@page.0.list")"#
        ),
    ])
    func aMalformedEventIsOneLineNamingIt(scope: String, message: String) throws {
        var said = ""
        do { _ = try AssertionSceneSwitchTests.file(#"{"assertions": [{"name": "a", "# + scope + #", "that": "true"}]}"#) } catch {
            said = "\(error)"
        }
        #expect(said.hasSuffix(".assert.json: " + message), "\(said)")
    }

    @Test func aGoodOneReadsAsBefore() throws {
        let json = #"{"assertions": [{"name": "a", "at": "didEndDragging@page.0.list", "that": "true"}]}"#
        let file = try AssertionSceneSwitchTests.file(json)
        #expect(file.assertions[0].scope == .at(.event(Assertion.EventMatch("didEndDragging@page.0.list"))))
    }
}
