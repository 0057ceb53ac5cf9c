import Foundation
import ScrollTrace
import TestSupport
import Testing

/// `fuzz --assert FILE --scene ID`: a user's assertions as invariants over generated input; a failing
/// run is shrunk to a trace that replays the same failure and that `report` opens, with the failing
/// assertion marked on its curves.
@Suite struct FuzzAssertTests {
    static let bounces = #"""
        {"assertions": [
          {"name": "the list never bounces", "always": true, "that": "!main.bouncing"},
          {"name": "the list stays above 200", "always": true, "that": "main.offset.y < 200"}
        ]}
        """#

    func folder(_ assertions: String) throws -> URL {
        let dir = Paths.temporaryDirectory()
        try assertions.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func aFailingAssertionIsShrunkToATraceThatFailsTheSameWay() throws {
        let dir = try folder(Self.bounces)
        let out = dir.appendingPathComponent("out")
        let r = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "2000", "--out", "out"],
            currentDirectory: dir)
        #expect(r.status == 1)
        let trace = out.appendingPathComponent("fuzz-assert-seed-1.ndjson").path
        #expect(
            r.stderr
                == "scrolllab: fuzz --assert: assertion 'the list never bounces' failed at tick 24 (t 1.222 s, always): !main.bouncing — "
                + "main.bouncing = true (scene basic-scroll, seed 1, run 2); reproducing trace (4 events) written to \(trace); "
                + "open it: scrolllab report \(trace) --out report.html\n")
        // The shrunk trace fails the same assertion under check (beside its expectation and the file).
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("a.json"), to: out.appendingPathComponent("fuzz-assert-seed-1.assert.json"))
        // `--update` writes the expectation file and fails on the assertion all the same (exit 1).
        #expect(try runProcess(Paths.scrolllab, ["check", "--update", trace], environment: ["CI": nil]).status == 1)
        #expect(FileManager.default.fileExists(atPath: String(trace.dropLast(".ndjson".count)) + ".expect.json"))
        let check = try runProcess(Paths.scrolllab, ["check", trace], environment: ["CI": nil])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                ": assertion 'the list never bounces' failed at tick 24 (t 1.222 s, always): !main.bouncing — main.bouncing = true"))
        // report opens it and marks the failing assertion on both curves; the one that holds is a fact.
        let page = out.appendingPathComponent("r.html")
        #expect(try runScrollLab(["report", trace, "--out", page.path]).status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<g class=\"mark assertion\">").count - 1 == 2)
        #expect(html.contains("FAILS — at tick 24 (t 1.222 s, always): !main.bouncing — main.bouncing = true"))
        #expect(html.contains("holds — always: main.offset.y &lt; 200"))
    }

    @Test func assertionsThatHoldSayHowMuchRan() throws {
        let dir = try folder(#"{"assertions": [{"name": "in range", "always": true, "that": "main.offset.y >= -400"}]}"#)
        let r = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "600"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "fuzz --assert: 600 events over 3 runs on basic-scroll (seed 1): the 1 assertion holds\n")
        let one = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "150"], currentDirectory: dir)
        #expect(one.stdout == "fuzz --assert: 150 events over 1 run on basic-scroll (seed 1): the 1 assertion holds\n")
    }

    /// A run of generated input that never makes an `at` or `between` event is no violation: the
    /// assertion holds vacuously there (it failed "never happens" and wrote a 0-event trace); one whose
    /// event no run makes (a misspelt name) is named at the end.
    @Test func anEventARunNeverMakesHoldsVacuously() throws {
        let dir = try folder(
            #"""
            {"assertions": [
              {"name": "b", "between": ["willBeginDragging@main", "didEndDragging@main"], "that": "main.offset.y >= -1e9"},
              {"name": "typo", "at": "didEndDraging@main", "that": "main.offset.y >= 0"}
            ]}
            """#)
        let r = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "2000"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout
                == "fuzz --assert: 2000 events over 10 runs on basic-scroll (seed 1): all 2 assertions hold; never judged, its event "
                + "never happening in any run: assertion 'typo' (didEndDraging@main never happens)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.json"])
    }

    /// A `between` that fails is shrunk to events that still make its window (not to none).
    @Test func aFailingBetweenShrinksToItsEvents() throws {
        let dir = try folder(
            #"{"assertions": [{"name": "b", "between": ["willBeginDragging@main", "didEndDragging@main"], "that": "main.offset.y < -1e9"}]}"#
        )
        let r = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "2000"], currentDirectory: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("scrolllab: fuzz --assert: assertion 'b' failed at tick "), "\(r.stderr)")
        #expect(
            r.stderr.contains("between willBeginDragging@main and didEndDragging@main): main.offset.y < -1e9 — main.offset.y = "),
            "\(r.stderr)")
        #expect(!r.stderr.contains("never happens"))
        #expect(!r.stderr.contains("(0 events)"))
    }

    /// A second failure in the same `--out` takes a fresh name (claimed, `O_EXCL`): the first trace stays.
    @Test func aSecondFailureNeverReplacesTheFirstTrace() throws {
        let dir = try folder(Self.bounces)
        let arguments = ["fuzz", "--assert", "a.json", "--scene", "basic-scroll", "--events", "2000", "--out", "."]
        #expect(try runProcess(Paths.scrolllab, arguments, currentDirectory: dir).status == 1)
        let first = dir.appendingPathComponent("fuzz-assert-seed-1.ndjson")
        try Data("kept\n".utf8).write(to: first)
        let r = try runProcess(Paths.scrolllab, arguments, currentDirectory: dir)
        #expect(r.status == 1)
        let second = dir.appendingPathComponent("fuzz-assert-seed-1-2.ndjson").path
        #expect(r.stderr.contains("written to \(second); open it: scrolllab report \(second) --out report.html"), "\(r.stderr)")
        #expect(try String(contentsOf: first, encoding: .utf8) == "kept\n")
        #expect(try Trace.load(second).events.count == 4)
    }

    @Test(arguments: [
        (["--assert", "a.json"], "scrolllab: fuzz: --assert needs one scene: --scene ID|FILE.json"),
        (
            ["--assert", "a.json", "--scene", "basic-scroll", "--rates"],
            "scrolllab: fuzz: --assert runs generated input; not with --rates or --check"
        ),
        (["--assert", "missing.json", "--scene", "basic-scroll"], "scrolllab: missing.json: no such assertion file"),
        (
            ["--assert", "empty.json", "--scene", "basic-scroll"],
            "scrolllab: fuzz --assert empty.json: states no assertions (its \"assertions\" list is empty); nothing to check"
        ),
    ])
    func badArgumentsAreOneLine(arguments: [String], line: String) throws {
        let dir = try folder(Self.bounces)
        try #"{"assertions": []}"#.write(to: dir.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
        let r = try runProcess(Paths.scrolllab, ["fuzz"] + arguments, currentDirectory: dir)
        #expect(r.status == 2)
        #expect(r.stderr == line + "\n")
    }
}
