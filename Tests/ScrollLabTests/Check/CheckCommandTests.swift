import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollCheck
@testable import ScrollLab

/// `scrolllab check` (docs/CHECK.md), run as a user runs it: the binary, in a folder of its own.
@Suite struct CheckCommandTests {
    static let fixtures = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures")
    /// A recorded bug on `profile`: a slow drag that collapses the header, then a fling.
    static let bug = fixtures.appendingPathComponent("check/bug.ndjson")

    /// A folder holding `bug.ndjson` and its expectation file.
    static func folderWithBug(expectation: Bool = true) throws -> URL {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.copyItem(at: bug, to: dir.appendingPathComponent("bug.ndjson"))
        if expectation {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent("check/bug.expect.json"), to: dir.appendingPathComponent("bug.expect.json"))
        }
        return dir
    }

    /// `scrolllab ARGS` in `dir`, with `CI` unset unless given.
    static func check(_ arguments: [String], in dir: URL, environment: [String: String?] = [:]) throws -> ProcessResult {
        try runProcess(Paths.scrolllab, ["check"] + arguments, environment: ["CI": nil].merging(environment) { $1 }, currentDirectory: dir)
    }

    @Test func aTraceWithItsExpectationPasses() throws {
        let dir = try Self.folderWithBug(expectation: false)
        let first = try Self.check(["bug.ndjson"], in: dir)
        #expect(first.status == 1)
        #expect(
            first.stdout == "bug.ndjson: no expectation file bug.expect.json (scrolllab check --update writes it)\n0 passed, 1 failed\n")
        let update = try Self.check(["--update", "bug.ndjson"], in: dir)
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout == "created bug.expect.json (3 checkpoints)\n1 passed, 0 failed\n")
        let again = try Self.check(["bug.ndjson"], in: dir)
        #expect(again.status == 0)
        #expect(again.stdout == "1 passed, 0 failed\n")
        #expect(again.stderr.isEmpty)
        // The file written here is the fixture's: the same replay, byte for byte.
        #expect(
            try String(contentsOf: dir.appendingPathComponent("bug.expect.json"), encoding: .utf8)
                == String(contentsOf: Self.fixtures.appendingPathComponent("check/bug.expect.json"), encoding: .utf8))
    }

    /// The end checkpoint is the state `--headless --replay --settle` writes (the same session).
    @Test func theEndCheckpointIsTheHeadlessReplaysState() throws {
        let dir = try Self.folderWithBug()
        let state = dir.appendingPathComponent("state.json")
        let r = try runScrollLab(["--headless", "--replay", Self.bug.path, "--settle", "--state", state.path])
        #expect(r.status == 0, "\(r.stderr)")
        let replayed = try StateFile(contentsOf: state)
        let e = try Expectation.load(dir.appendingPathComponent("bug.expect.json").path)
        let end = try #require(e.checkpoints.last)
        #expect(end.when == .end)
        for view in replayed.scrollViews {
            let expected = end.state["scrollViews"]?.array?.first { $0["id"]?.string == view.id }
            #expect(expected?["offset"]?["y"]?.number == (view.offset.y * 10000).rounded() / 10000, "\(view.id)")
            #expect(expected?["state"]?.string == view.state, "\(view.id)")
        }
        #expect(end.state["header"]?["collapse"]?.number == replayed.headerCollapse)
    }

    /// The profile header one point taller in the scene the trace carries (a version-2 header's
    /// `definition`, which check uses before the catalogue): the header collapses one point further,
    /// every list offset moves with it.
    @Test func aOnePointChangeToTheSceneFailsWithTheExactLine() throws {
        let dir = try Self.folderWithBug()
        let scene = Paths.repoRoot.appendingPathComponent("Assets/scenes/profile.json")
        let text = try String(contentsOf: scene, encoding: .utf8)
        #expect(text.contains("\"height\": 200"))
        let taller = Data(text.replacingOccurrences(of: "\"height\": 200", with: "\"height\": 201").utf8)
        let path = dir.appendingPathComponent("bug.ndjson")
        var trace = try Trace.parse(Data(contentsOf: path), path: path.path)
        trace.header.definition = try JSONValue.read(taller)
        try Data(trace.ndjson().utf8).write(to: path)
        let r = try Self.check(["--verbose", "bug.ndjson"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("bug.ndjson @ 0.700 s: header.collapse 141 → 142 (±0.5)"), "\(r.stdout)")
        #expect(lines.contains("bug.ndjson @ end: scrollViews[header].offset.y 141 → 142 (±0.5)"), "\(r.stdout)")
        #expect(lines.last == "0 passed, 1 failed")
        #expect(lines.count == 13)
        // Without --verbose: the first line, then how many more (issue #40: one moved value was 12 lines).
        let short = try Self.check(["bug.ndjson"], in: dir)
        #expect(
            short.stdout
                == "bug.ndjson @ 0.700 s: header.collapse 141 → 142 (±0.5)\n  … and 11 more; --verbose prints every one\n0 passed, 1 failed\n"
        )
    }

    /// The deceleration rate one point lower in its fourth decimal: the fling ends short, and the
    /// line names the trace, the end, the value's path, both values and the tolerance.
    @Test func aOnePointChangeToTheFeelFailsWithTheExactLine() throws {
        let dir = try Self.folderWithBug()
        let feel = dir.appendingPathComponent("ios-soft.json")
        try #"{"preset": "ios", "name": "ios-soft", "decelerationRate": 0.9979}"#.write(to: feel, atomically: true, encoding: .utf8)
        let r = try Self.check(["--feel", "ios-soft.json", "--verbose", "bug.ndjson"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        // The values: the expectation file's, and this feel's replay of the same trace.
        let e = try Expectation.load(dir.appendingPathComponent("bug.expect.json").path)
        let expected = try #require(e.checkpoints.last?.state["scrollViews"]?.array?.first { $0["id"] == .string("page.0.list") })
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        let trace = try Trace.load(Self.bug.path)
        var soft = Feel.ios
        soft.decelerationRate = 0.9979
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, feel: soft)
        sandbox.replay(trace.events, settle: true)
        let actual = try #require(sandbox.session.state().scrollViews.first { $0.id == "page.0.list" }).offset.y
        let was = try #require(expected["offset"]?["y"]?.number)
        #expect(abs(was - actual) > 10)
        let line = "bug.ndjson (120 Hz · ios-soft) @ end: scrollViews[page.0.list].offset.y \(JSONValue.format(was)) → "
        let shown = JSONValue.format((actual * 10000).rounded() / 10000)
        #expect(r.stdout.split(separator: "\n").contains { $0 == line + "\(shown) (±0.5)" }, "\(r.stdout)")
    }

    @Test func sixtyAndOneTwentyHertzBothPass() throws {
        let dir = try Self.folderWithBug()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("reports/recorded-flings.ndjson"), to: dir.appendingPathComponent("flings.ndjson"))
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("reports/recorded-flings.expect.json"),
            to: dir.appendingPathComponent("flings.expect.json"))
        let r = try Self.check(["--hz", "60,120", "."], in: dir)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout == "4 passed, 0 failed\n")
    }

    @Test func updateIsRefusedWhenCIIsSet() throws {
        let dir = try Self.folderWithBug(expectation: false)
        let r = try Self.check(["--update", "bug.ndjson"], in: dir, environment: ["CI": "1"])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: check --update is refused when CI is set: expectations are written by a person, then reviewed\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bug.expect.json").path))
    }

    /// A feel file is an input too: `--junit` naming it is refused and the file is kept.
    @Test func junitOverAFeelFileIsRefused() throws {
        let dir = try Self.folderWithBug()
        let feel = #"{"preset": "android", "name": "mine"}"#
        try feel.write(to: dir.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let r = try Self.check(["--feel", "mine.json", "--junit", "mine.json", "bug.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: --junit mine.json is the same file as --feel mine.json; it would be overwritten\n")
        #expect(r.stdout.isEmpty)
        #expect(try String(contentsOf: dir.appendingPathComponent("mine.json"), encoding: .utf8) == feel)
    }

    static let malformed: [(String, String)] = [
        ("{", "not valid JSON (line 1: malformed JSON (unexpected end of file))"),
        (
            #"{"expect": 1, "checkpoints": [], "expect": 1}"#,
            "not valid JSON (line 1: expect: duplicate key (a key appears once in an object))"
        ),
        (#"{"expect": 1, "checkpoints": [],}"#, "not valid JSON (line 1: malformed JSON)"),
        ("[]", "not a JSON object"),
        (#"{"expect": 2, "checkpoints": []}"#, "\"expect\" must be 1 (the format's version)"),
        (#"{"expect": 1, "checkpoint": []}"#, "checkpoint: unknown field (known: checkpoints, expect, note, tolerance, trace)"),
        (
            #"{"expect": 1, "checkpoints": [{"t": "soon", "state": {}}]}"#,
            "checkpoints[0].t: must be a time in seconds ≥ 0 (or \"at\": \"end\")"
        ),
        (
            #"{"expect": 1, "checkpoints": [{"at": "end", "state": {}}, {"t": 1, "state": {}}]}"#,
            "checkpoints[0]: the end checkpoint must be the last"
        ),
        (
            #"{"expect": 1, "checkpoints": [{"t": 1e308, "state": {"time": 0}}]}"#,
            "checkpoints[0].t: 1e+308 s is past a trace's limit of 7200 s"
        ),
        (#"{"expect": 1, "tolerance": -1, "checkpoints": []}"#, "tolerance: must be a number ≥ 0"),
        (#"{"expect": 1, "checkpoints": [{"t": 1, "state": []}]}"#, "checkpoints[0].state: must be an object"),
    ]

    @Test(arguments: CheckCommandTests.malformed)
    func aMalformedExpectationFileIsExit2(text: String, problem: String) throws {
        let dir = try Self.folderWithBug(expectation: false)
        try text.write(to: dir.appendingPathComponent("bug.expect.json"), atomically: true, encoding: .utf8)
        let junit = dir.appendingPathComponent("junit.xml")
        let r = try Self.check(["--junit", junit.path, "bug.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: bug.expect.json: \(problem)\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: junit.path))
    }

    /// A device or a pipe is not read (it may never end): one line saying what it is.
    @Test func aNonRegularFileIsExit2() throws {
        let dir = try Self.folderWithBug()
        let r = try Self.check(["/dev/zero", "bug.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: /dev/zero: not a regular file (a FIFO, a device or a socket), not a trace file\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func aMalformedTraceIsExit2NamingIt() throws {
        let dir = try Self.folderWithBug()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("traces/time-backwards.ndjson"), to: dir.appendingPathComponent("bad.ndjson"))
        let r = try Self.check(["."], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: ./bad.ndjson:3: "), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }
}
