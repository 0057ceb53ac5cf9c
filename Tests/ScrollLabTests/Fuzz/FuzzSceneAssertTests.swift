import Foundation
import TestSupport
import Testing

/// `fuzz --assert scene --scene FILE`: the scene's own `assertions` field as the invariants (docs/CHECK.md
/// "Assertions in a scene"); with a file, both run, the scene's line saying it is the scene's.
@Suite struct FuzzSceneAssertTests {
    static let scene = #"""
        {"id": "still", "title": "Still", "kind": "list", "rows": 200,
         "assertions": [{"name": "never scrolls", "always": true, "that": "main.offset.y == 0"}]}
        """#

    @Test func theScenesOwnAssertionsFailAndShrink() throws {
        let dir = Paths.temporaryDirectory()
        try Self.scene.write(to: dir.appendingPathComponent("still.json"), atomically: true, encoding: .utf8)
        let r = try runProcess(
            Paths.scrolllab, ["fuzz", "--assert", "scene", "--scene", "still.json", "--events", "400", "--out", "."], currentDirectory: dir)
        #expect(r.status == 1)
        let trace = dir.appendingPathComponent("fuzz-assert-seed-1.ndjson").path
        #expect(
            r.stderr
                == "scrolllab: fuzz --assert: scene 'still' assertion 'never scrolls' failed at tick 7 (t 4.69 s, always): main.offset.y == 0 — "
                + "main.offset.y = 6.738611 (scene still, seed 1, run 1); reproducing trace (2 events) written to \(trace); "
                + "open it: scrolllab report \(trace) --out report.html\n", "\(r.stderr)")
        // The trace embeds the scene, assertions included: check runs them without being told.
        // `--update` writes the expectation file and fails on the assertion all the same (exit 1).
        #expect(try runProcess(Paths.scrolllab, ["check", "--update", trace], environment: ["CI": nil]).status == 1)
        #expect(FileManager.default.fileExists(atPath: String(trace.dropLast(".ndjson".count)) + ".expect.json"))
        let check = try runProcess(Paths.scrolllab, ["check", trace], environment: ["CI": nil])
        #expect(check.status == 1)
        #expect(check.stdout.contains(": scene 'still' assertion 'never scrolls' failed at tick 7 (t 4.69 s, always)"), "\(check.stdout)")
        // report marks it on the curves too, its fact row saying it is the scene's.
        let page = dir.appendingPathComponent("r.html")
        #expect(try runScrollLab(["report", trace, "--out", page.path]).status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("FAILS — at tick 7 (t 4.69 s, always): main.offset.y == 0 — main.offset.y = 6.738611"))
        #expect(html.contains("scene &#39;still&#39; assertion &#39;never scrolls&#39;"))
    }

    @Test func aSceneWithoutAssertionsIsOneLine() throws {
        let r = try runProcess(Paths.scrolllab, ["fuzz", "--assert", "scene", "--scene", "basic-scroll", "--events", "10"])
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: fuzz --assert scene: scene 'basic-scroll' states no assertions "
                + "(its \"assertions\" field, docs/CHECK.md)\n"
        )
    }
}
