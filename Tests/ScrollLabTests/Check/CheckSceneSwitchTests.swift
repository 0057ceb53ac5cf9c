import Foundation
import TestSupport
import Testing

/// A recorded trace that opens another scene partway (a picker click records `scene=ID`): `check`
/// judges its assertions on its own scene only — the samples after the switch are another scene's,
/// and the events before it still count (docs/CHECK.md "A trace that switches scene").
@Suite struct CheckSceneSwitchTests {
    static let fixture = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/header-snap.ndjson")

    /// header-snap's trace (its header sticks, twice), then `scene=basic-scroll` at 6 s and a drag there.
    static func folder() throws -> URL {
        let dir = Paths.temporaryDirectory()
        var lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.append(#"{"t":6,"kind":"key","key":"scene=basic-scroll"}"#)
        for i in 0...12 {
            lines.append(#"{"t":\#(6.1 + Double(i) / 60),"kind":"\#(i == 0 ? "down" : "move")","id":0,"x":200,"y":\#(600 - 10 * i)}"#)
        }
        lines.append(#"{"t":6.3,"kind":"up","id":0,"x":200,"y":480}"#)
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("t.ndjson"), atomically: true, encoding: .utf8)
        let assertions = #"""
            {"assertions": [
              {"name": "the header stays between expanded and collapsed", "always": true,
               "that": "header.collapse >= 0 && header.collapse <= header.maxCollapse"},
              {"name": "stuck when it sticks", "at": "didStick", "that": "header.stuck"},
              {"name": "rests stuck", "after": "settle", "that": "header.stuck"}
            ]}
            """#
        try assertions.write(to: dir.appendingPathComponent("t.assert.json"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func onlyTheTracesOwnSceneIsJudgedAndItsEventsBeforeTheSwitchCount() throws {
        let dir = try Self.folder()
        let r = try runProcess(Paths.scrolllab, ["check", "--verbose", "t.ndjson"], environment: ["CI": nil], currentDirectory: dir)
        #expect(r.status == 1)
        // Before: `always` failed at the switch (unknown name `header.collapse` on basic-scroll) and
        // `didStick never happens` (the log was basic-scroll's alone).
        #expect(
            r.stdout.split(separator: "\n").filter { $0.contains("assertion '") } == [
                "t.ndjson: assertion 'rests stuck' failed at tick 994 (t 9.5 s, after settle): header.stuck — the trace ends on scene "
                    + "'basic-scroll', not 'header-snap' (whose assertions these are)"
            ], "\(r.stdout)")
    }

    /// A `scene=ID` key for a scene the catalogue lacks is ignored by the replay, so what `check` judges
    /// depends on the folders given: it says so beside the trace's lines, and `--headless --replay`
    /// warns (audit 26, finding 9).
    @Test func aSwitchToASceneNotHereIsSaid() throws {
        let dir = Paths.temporaryDirectory()
        let text = try String(contentsOf: Self.fixture, encoding: .utf8) + #"{"t":6,"kind":"key","key":"scene=shop2"}"# + "\n"
        try text.write(to: dir.appendingPathComponent("t.ndjson"), atomically: true, encoding: .utf8)
        let line = "t.ndjson: key scene=shop2 at 6.000 s names no scene here; the replay ignores it and stays where it was "
        let r = try runProcess(Paths.scrolllab, ["check", "t.ndjson"], environment: ["CI": nil], currentDirectory: dir)
        #expect(r.stdout.hasPrefix(line + "(give that scene's folder with --scenes DIR)\nt.ndjson: no expectation file"), "\(r.stdout)")
        let h = try runProcess(Paths.scrolllab, ["--headless", "--replay", "t.ndjson"], environment: ["CI": nil], currentDirectory: dir)
        #expect(h.status == 0)
        #expect(h.stderr == "scrolllab: warning: " + line + "(give that scene's folder with --scenes DIR)\n", "\(h.stderr)")
        // `report` says it too, on stderr and in the page (audit 28: it said nothing).
        let r2 = try runProcess(Paths.scrolllab, ["report", "t.ndjson", "--out", "r.html"], currentDirectory: dir)
        #expect(r2.status == 0)
        #expect(r2.stderr == "scrolllab: warning: " + line + "(give that scene's folder with --scenes DIR)\n", "\(r2.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(ReportSceneSwitchTests.fact(html, "warning")?.hasPrefix("t.ndjson: key scene=shop2 at 6.000 s names no scene here") == true)
    }

    /// A trace that comes back to its own scene — a user's, known only from the trace's header — says
    /// nothing: the embedded definition is in the catalogue (audit 28: it was "names no scene here").
    @Test func aReturnToTheTracesOwnSceneIsNoUnknownScene() throws {
        let dir = try CurrentScenesTests.folder()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("shop.json"))
        let keys = #"{"t":1,"kind":"key","key":"scene=basic-scroll"}"# + "\n" + #"{"t":2,"kind":"key","key":"scene=shop"}"# + "\n"
        let text = try String(contentsOf: dir.appendingPathComponent("fling.ndjson"), encoding: .utf8) + keys
        try text.write(to: dir.appendingPathComponent("fling.ndjson"), atomically: true, encoding: .utf8)
        let r = try runProcess(Paths.scrolllab, ["check", "fling.ndjson"], environment: ["CI": nil], currentDirectory: dir)
        #expect(
            r.stdout == "fling.ndjson: no expectation file fling.expect.json (scrolllab check --update writes it)\n0 passed, 1 failed\n")
        let h = try runProcess(Paths.scrolllab, ["--headless", "--replay", "fling.ndjson", "--state", "s.json"], currentDirectory: dir)
        #expect(h.status == 0 && h.stderr.isEmpty, "\(h.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("s.json"), encoding: .utf8).contains(#""scene" : "shop""#))
    }
}
