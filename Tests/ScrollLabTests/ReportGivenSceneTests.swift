import Foundation
import TestSupport
import Testing

/// `scrolllab report TRACE --scene FILE.json|ID`: the trace replayed on the scene as it is now, not as
/// it was recorded (as `check --scene`), the change named on stderr and in the page's facts, and the
/// page's trace and scene the ones it replayed. A folder (`--scenes`) does not override an embedded
/// scene here: a shared trace keeps its page.
@Suite struct ReportGivenSceneTests {
    /// `CurrentScenesTests.folder()` (shop at header 220, a fling on Featured) with shop.json edited to
    /// header 240 and no Deals rows.
    static func edited() throws -> URL {
        let dir = try CurrentScenesTests.folder()
        try Data(CurrentScenesTests.shop(height: 240, deals: 0).utf8).write(to: dir.appendingPathComponent("shop.json"))
        return dir
    }

    static func report(_ arguments: [String], in dir: URL) throws -> ProcessResult {
        try runProcess(Paths.scrolllab, ["report", "fling.ndjson", "--out", "r.html"] + arguments, currentDirectory: dir)
    }

    /// The header's height in the final state of `--headless --replay TRACE`.
    static func replayedHeaderHeight(_ trace: String, in dir: URL) throws -> Double? {
        let r = try runProcess(Paths.scrolllab, ["--headless", "--replay", trace, "--state", "s.json"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("s.json"))) as? [String: Any]
        return (state?["header"] as? [String: Any])?["height"] as? Double
    }

    @Test(arguments: [["--scene", "shop.json"], ["--scenes", ".", "--scene", "shop"]])
    func theGivenDefinitionIsReplayedNamedAndEmbedded(_ given: [String]) throws {
        let dir = try Self.edited()
        let r = try Self.report(given, in: dir)
        let change = "scene 'shop' differs from the recorded one: header.height 220 → 240, pages[1].rows 3 → 0"
        #expect(r.status == 0)
        #expect(r.stderr == "scrolllab: note: fling.ndjson: \(change)\n")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(ReportSceneSwitchTests.fact(html, "definition") == change.replacingOccurrences(of: "'", with: "&#39;"))
        // The trace the page gives back replays on the edited scene; so does its scene file.
        let back = try runProcess(Paths.scrolllab, ["report", "--extract-trace", "r.html", "--out", "t.ndjson"], currentDirectory: dir)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try Self.replayedHeaderHeight("t.ndjson", in: dir) == 240)
        #expect(try Self.replayedHeaderHeight("fling.ndjson", in: dir) == 220)
        let scene = try runProcess(Paths.scrolllab, ["report", "--extract-scene", "r.html"], currentDirectory: dir)
        #expect(scene.stdout.contains("\"height\" : 240") || scene.stdout.contains("\"height\": 240"), "\(scene.stdout)")
    }

    @Test func withoutSceneTheRecordedPageIsKeptEvenWithItsFolderGiven() throws {
        let dir = try Self.edited()
        let r = try Self.report(["--scenes", "."], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(ReportSceneSwitchTests.fact(html, "definition") == nil)
        let back = try runProcess(Paths.scrolllab, ["report", "--extract-trace", "r.html"], currentDirectory: dir)
        #expect(back.stdout == (try String(contentsOf: dir.appendingPathComponent("fling.ndjson"), encoding: .utf8)))
    }

    @Test func anUnchangedSceneLeavesTheTraceByteForByte() throws {
        let dir = try CurrentScenesTests.folder()
        let r = try Self.report(["--scene", "shop.json"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let back = try runProcess(Paths.scrolllab, ["report", "--extract-trace", "r.html"], currentDirectory: dir)
        #expect(back.stdout == (try String(contentsOf: dir.appendingPathComponent("fling.ndjson"), encoding: .utf8)))
    }

    @Test(arguments: [
        (["--scene", "nope"], "scrolllab: --scene: unknown scene 'nope'; scrolllab --list-scenes lists them"),
        (["--scene", "basic-scroll"], "scrolllab: --scene: fling.ndjson never runs scene 'basic-scroll' (it runs 'shop')"),
    ])
    func aSceneTheTraceDoesNotRunIsOneLineAndNothingIsWritten(_ given: [String], _ message: String) throws {
        let dir = try Self.edited()
        let r = try Self.report(given, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.html").path))
    }

    @Test func extractingTakesNoScene() throws {
        let dir = try Self.edited()
        let r = try runProcess(Paths.scrolllab, ["report", "--extract-trace", "r.html", "--scene", "shop.json"], currentDirectory: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: report: --extract-trace takes no --scene (it gives back what the report holds)\n")
    }
}
