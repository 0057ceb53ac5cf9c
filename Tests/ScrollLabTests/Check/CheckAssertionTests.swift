import Foundation
import TestSupport
import Testing

/// `NAME.assert.json` beside a trace (docs/CHECK.md "Assertions"): the corpus's assertion files hold on
/// their bug-class traces; with the C key's wrong technique switched on before the first touch they
/// fail, each line naming the assertion, its first failing tick, the rule and the values; JUnit
/// carries the lines; a bad file is one line, exit 2.
@Suite struct CheckAssertionTests {
    static let fixtures = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes")
    static let names = ["async-load", "header-snap", "programmatic-scroll"]

    /// A folder with the traces, their expectation and assertion files; `technique`: a `c` key 50 ms
    /// before each trace's first event (the scene's wrong technique on from the start).
    static func folder(technique: Bool) throws -> URL {
        let dir = Paths.temporaryDirectory()
        for name in names {
            for ext in ["expect.json", "assert.json"] {
                try FileManager.default.copyItem(
                    at: fixtures.appendingPathComponent("\(name).\(ext)"), to: dir.appendingPathComponent("\(name).\(ext)"))
            }
            var lines = try String(contentsOf: fixtures.appendingPathComponent("\(name).ndjson"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            if technique {
                let first = lines[1].split(separator: ",").first { $0.contains("\"t\"") } ?? ""
                let t = Double(first.split(separator: ":").last ?? "") ?? 0
                lines.insert(#"{"t":\#(max(0, t - 0.05)),"kind":"key","key":"c"}"#, at: 1)
            }
            try (lines.joined(separator: "\n") + "\n").write(
                to: dir.appendingPathComponent("\(name).ndjson"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func check(_ arguments: [String], in dir: URL) throws -> ProcessResult {
        try runProcess(Paths.scrolllab, ["check"] + arguments, environment: ["CI": nil], currentDirectory: dir)
    }

    @Test func theCorpusAssertionsHold() throws {
        let r = try Self.check(["."], in: try Self.folder(technique: false))
        #expect(r.stdout == "3 passed, 0 failed\n", "\(r.stdout)")
        #expect(r.status == 0)
    }

    @Test func theWrongTechniqueFailsThemNamingTheAssertionAndTheTick() throws {
        let dir = try Self.folder(technique: true)
        let r = try Self.check(["--verbose", ".", "--junit", "junit.xml"], in: dir)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": assertion '") }
        #expect(
            lines == [
                "./async-load.ndjson: assertion 'the page loaded later keeps its reading position' failed at tick 403 (t 3.35 s, after settle): "
                    + "page.1.list.offset.y > 100 — page.1.list.offset.y = 0",
                "./header-snap.ndjson: assertion 'the last fling lands the header collapsed, stuck' failed at tick 563 (t 4.683 s, after settle): "
                    + "header.stuck — header.stuck = false",
                "./programmatic-scroll.ndjson: assertion 'scroll to top shows the whole header before its animation ends' failed at tick 570 "
                    + "(t 4.75 s, between didScrollToTop and didEndScrollingAnimation@page.0.list): min of header.collapse: min < 0.001 — "
                    + "didScrollToTop never happens",
                "./programmatic-scroll.ndjson: assertion 'the list is shown from its top at the end' failed at tick 570 (t 4.75 s, after settle): "
                    + "header.collapse == 0 — header.collapse = 141",
            ], "\(r.stdout)")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("assertion &#39;the last fling lands the header collapsed, stuck&#39; failed at tick 563"))
    }

    @Test func aConditionFailsAtItsFirstFailingTickWithTheValues() throws {
        let dir = try Self.folder(technique: false)
        let file = #"""
            {"assertions": [{"name": "collapses under 100 while the list flings", "during": "fling", "view": "page.0.list",
              "max": "header.collapse", "that": "max < 100"}]}
            """#
        try file.write(to: dir.appendingPathComponent("header-snap.assert.json"), atomically: true, encoding: .utf8)
        let r = try Self.check(["header-snap.ndjson"], in: dir)
        #expect(
            r.stdout
                == "header-snap.ndjson: assertion 'collapses under 100 while the list flings' failed at tick 167 (t 1.392 s, during fling of "
                + "page.0.list): max of header.collapse: max < 100 — max = 140.898842\n0 passed, 1 failed\n")
    }

    /// A rule that reads no names has no values to show: its line ends at the rule, no trailing dash.
    @Test func aRuleReadingNoNamesEndsAtTheRule() throws {
        let dir = try Self.folder(technique: false)
        let file = #"{"assertions": [{"name": "never", "after": "settle", "that": "true ? false : true"}]}"#
        try file.write(to: dir.appendingPathComponent("header-snap.assert.json"), atomically: true, encoding: .utf8)
        let r = try Self.check(["header-snap.ndjson"], in: dir)
        let line = try #require(r.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("header-snap.ndjson: assertion 'never' failed at tick "))
        #expect(line.hasSuffix("after settle): true ? false : true"))
    }

    /// `ID.row.N.screenY`: where the list draws row N in the viewport (basic-scroll's list starts at 103,
    /// its rows 0…9 are 824 pt tall), on a 2000 pt/s flick up.
    @Test func rowQuantitiesAreWhereTheRowIsOnScreen() throws {
        let dir = Paths.temporaryDirectory()
        try PredictCommandTests.flick().write(to: dir.appendingPathComponent("flick.ndjson"), atomically: true, encoding: .utf8)
        let file = #"""
            {"assertions": [
              {"name": "row 10 moves with the list", "always": true, "that": "abs(main.row.10.screenY + main.offset.y - 927) < 1e-9"},
              {"name": "row 10 rises with the finger", "during": "touch", "change": "main.row.10.screenY", "that": "change < -150"},
              {"name": "row 10 ends off screen", "after": "settle", "that": "main.row.10.screenY < 0"}
            ]}
            """#
        try file.write(to: dir.appendingPathComponent("flick.assert.json"), atomically: true, encoding: .utf8)
        #expect(try Self.check(["--update", "flick.ndjson"], in: dir).status == 0)
        let r = try Self.check(["flick.ndjson"], in: dir)
        #expect(r.stdout == "1 passed, 0 failed\n", "\(r.stdout)")
        try #"{"assertions": [{"name": "r", "always": true, "that": "main.row.9999.screenY > 0"}]}"#.write(
            to: dir.appendingPathComponent("flick.assert.json"), atomically: true, encoding: .utf8)
        // A row the list does not have is read where it is read (a load-more may bring it: below),
        // and the failure says how many rows the list has there.
        let bad = try Self.check(["flick.ndjson"], in: dir)
        #expect(bad.status == 1)
        #expect(
            bad.stdout.contains(
                "flick.ndjson: assertion 'r' failed at tick 0 (t 0 s, always): main.row.9999.screenY > 0 — column 1: unknown name "
                    + "`main.row.9999.screenY` (main has 240 rows here)"), "\(bad.stdout)")
        try #"{"assertions": [{"name": "r", "always": true, "that": "mian.row.9.screenY > 0"}]}"#.write(
            to: dir.appendingPathComponent("flick.assert.json"), atomically: true, encoding: .utf8)
        let typo = try Self.check(["flick.ndjson"], in: dir)
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("scrolllab: flick.assert.json: assertions[0].that: column 1: unknown name `mian.row.9.screenY`"))
    }

    /// One worked example per scope and rule (docs/CHECK.md), on header-snap as recorded: the line each gives.
    @Test(arguments: [
        (
            #"{"name": "a", "during": "touch", "change": "header.collapse", "that": "abs(change) < 10"}"#,
            "failed at tick 83 (t 0.692 s, during touch): change of header.collapse: abs(change) < 10 — change = 90, header.collapse from 0 to 90"
        ),
        (
            #"{"name": "a", "at": 1, "that": "header.collapse < 100"}"#,
            "failed at tick 120 (t 1 s, at 1 s): header.collapse < 100 — header.collapse = 134.952431"
        ),
        (
            // The conditional: only the part of the collapse past 100 counts.
            #"{"name": "a", "at": 1, "that": "(header.collapse > 100 ? header.collapse - 100 : 0) < 30"}"#,
            "failed at tick 120 (t 1 s, at 1 s): (header.collapse > 100 ? header.collapse - 100 : 0) < 30 — header.collapse = 134.952431"
        ),
        (
            #"{"name": "a", "during": "drag", "monotone": "header.collapse", "direction": "increasing"}"#,
            "failed at tick 243 (t 2.025 s, during drag): header.collapse increasing — header.collapse went from 141 to 139.5"
        ),
        (
            #"{"name": "a", "between": ["willBeginDragging@page.0.list", "didEndDragging@page.0.list"], "max": "fingers", "that": "max == 0"}"#,
            "failed at tick 19 (t 0.158 s, between willBeginDragging@page.0.list and didEndDragging@page.0.list): max of fingers: max == 0 — max = 1"
        ),
    ])
    func eachScopeAndRuleNamesItsFirstFailingTick(assertion: String, line: String) throws {
        let dir = try Self.folder(technique: false)
        let text = #"{"assertions": ["# + assertion + "]}"
        try text.write(to: dir.appendingPathComponent("header-snap.assert.json"), atomically: true, encoding: .utf8)
        let r = try Self.check(["header-snap.ndjson"], in: dir)
        #expect(r.stdout == "header-snap.ndjson: assertion 'a' \(line)\n0 passed, 1 failed\n")
    }

    @Test(arguments: [
        (
            #"{"assertions": [{"name": "a", "always": true, "that": "header.colapse > 0"}]}"#,
            "assertions[0].that: column 1: unknown name `header.colapse` (did you mean `header.collapse`? names: header.animating, header.bouncing, header.collapse, "
                + "header.contentSize.height, header.contentSize.width, header.decelerating, header.dragging, header.height, …)"
        ),
        (
            #"{"assertions": [{"name": "a", "always": true, "that": "header.collapse = 0"}]}"#,
            "assertions[0].that: column 17: `=` is not an operator (compare with `==`)"
        ),
        (
            #"{"assertions": [{"name": "a", "always": true, "during": "fling", "that": "true"}]}"#,
            "assertions[0]: one scope, not always and during"
        ),
        (
            #"{"assertions": [{"name": "a", "always": true, "that": "header.collapse"}]}"#,
            "assertions[0].that: column 1: expected a condition (true or false), found a number"
        ),
        (
            #"{"assertions": [{"name": "a", "always": true, "that": "header.stuck ? 1 : header.stuck"}]}"#,
            "assertions[0].that: column 14: `? :` chooses between a number and a boolean (both branches need one type)"
        ),
        (
            #"{"assertions": [{"name": "a", "always": true, "max": "header.collapse"}]}"#,
            "assertions[0].that: max needs a condition on `max`, e.g. \"abs(max) < 1\""
        ),
        (
            #"{"assertions": [{"name": "a", "at": "x", "that": "true", "when": 1}]}"#,
            "assertions[0].when: unknown key (keys: after, always, at, between, change, direction, during, max, min, monotone, name, that, view)"
        ),
        (#"{"assertions": {}}"#, "an assertion file is {\"assertions\": [ … ]}"),
        (
            #"{"assertions": [{"name": "a", "during": "fling", "view": "list", "that": "true"}]}"#,
            "assertions[0].view: no scroll view 'list' in this scene (scroll views: header, page.0.list, page.1.list, page.2.list, pager)"
        ),
    ])
    func aBadAssertionFileIsOneLineAndExitTwo(text: String, message: String) throws {
        let dir = try Self.folder(technique: false)
        try text.write(to: dir.appendingPathComponent("header-snap.assert.json"), atomically: true, encoding: .utf8)
        let r = try Self.check(["header-snap.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: header-snap.assert.json: \(message)\n")
        #expect(r.stdout.isEmpty)
    }

    /// A row a load-more brings is a name at load and is judged when it is there (audit 27: `main.row.50`
    /// on a list that starts with 40 rows was "unknown name" at load); a row that never comes fails where
    /// it is read, naming it.
    @Test func aRowThatArrivesLaterIsAName() throws {
        let dir = Paths.temporaryDirectory()
        let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile/load-more-drags-far-past-the-end.ndjson")
        try FileManager.default.copyItem(at: trace, to: dir.appendingPathComponent("lm.ndjson"))
        let rules = #"""
            {"assertions": [{"name": "row 50 arrived", "after": "settle", "that": "main.row.50.screenY < 0"},
                            {"name": "row 90000", "after": "settle", "that": "main.row.90000.screenY < 0"}]}
            """#
        try Data(rules.utf8).write(to: dir.appendingPathComponent("lm.assert.json"))
        let r = try Self.check(["lm.ndjson"], in: dir)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": assertion '") }
        #expect(lines.count == 1, "\(r.stdout)\(r.stderr)")
        #expect(lines.first?.hasPrefix("lm.ndjson: assertion 'row 90000' failed at tick ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("unknown name `main.row.90000.screenY` (main has 1450 rows here)") == true, "\(lines)")
    }
}
