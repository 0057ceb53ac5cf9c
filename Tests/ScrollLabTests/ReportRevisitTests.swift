import Foundation
import TestSupport
import Testing

/// `scrolllab report` of a trace that leaves its scene and comes back (basic-scroll → snap by
/// `scene=snap` at 1 s → basic-scroll again by the number key `2` at 2 s, a drag in each), and
/// `--scene` on such a trace (audit 27): each visit its own curve, no handoff across a switch, a scene
/// opened by a number key counted as run, and a `--scene` for a later scene said.
@Suite struct ReportRevisitTests {
    /// A folder holding `aba.ndjson`.
    static func folder() throws -> URL {
        let dir = Paths.temporaryDirectory()
        var lines = [#"{"trace":1,"device":"15","scene":"basic-scroll","hz":60}"#]
        func drag(_ t0: Double) {
            lines.append(#"{"t":\#(t0),"kind":"down","id":0,"x":200,"y":600}"#)
            for k in 1...10 { lines.append(#"{"t":\#(t0 + Double(k) * 0.016),"kind":"move","id":0,"x":200,"y":\#(600 - 30 * k)}"#) }
            lines.append(#"{"t":\#(t0 + 0.17),"kind":"up","id":0,"x":200,"y":300}"#)
        }
        drag(0.1)
        lines.append(#"{"t":1,"kind":"key","key":"scene=snap"}"#)
        drag(1.2)
        lines.append(#"{"t":2,"kind":"key","key":"2"}"#)
        drag(2.01)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: dir.appendingPathComponent("aba.ndjson"))
        return dir
    }

    static func report(_ extra: [String], in dir: URL) throws -> ProcessResult {
        try runProcess(Paths.scrolllab, ["report", "aba.ndjson", "--out", "r.html"] + extra, currentDirectory: dir)
    }

    /// The names of the curves of the offset plot, in order.
    static func curves(_ html: String) -> [String] {
        guard let plot = html.range(of: "id=\"plot-offset\""), let end = html[plot.upperBound...].range(of: "</svg>") else { return [] }
        let svg = html[plot.upperBound..<end.lowerBound]
        let names = svg.matches(of: /class="curve[^"]*" data-name="([^"]*)"/).map { String($0.output.1) }
        return names
    }

    @Test func eachVisitIsACurveOfItsOwnAndASwitchIsNoHandoff() throws {
        let dir = try Self.folder()
        let r = try Self.report([], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(ReportSceneSwitchTests.fact(html, "scenes") == "basic-scroll → snap at 1 s → basic-scroll at 2 s")
        #expect(Self.curves(html) == ["main", "snap · main", "basic-scroll (2) · main"])
        // Before: one `main` curve drawn straight across snap's second, and a handoff from snap's list
        // to it at 2.05 s.
        let handoffs = html.matches(of: /title="(handoff[^"]*)"/).map { String($0.output.1) }
        #expect(handoffs.isEmpty, "\(handoffs)")
    }

    @Test func aSceneOpenedByANumberKeyIsRunAndItsGivenDefinitionSaid() throws {
        let dir = try Self.folder()
        let r = try Self.report(["--scene", "snap"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let said =
            "scene 'snap' (opened at 1 s) runs on the --scene definition; a trace carries its first scene only, so its replay "
            + "elsewhere takes 'snap' from that machine's scenes"
        #expect(r.stderr == "scrolllab: note: aba.ndjson: \(said)\n")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(ReportSceneSwitchTests.fact(html, "definition") == said.replacingOccurrences(of: "'", with: "&#39;"))
        // `2` opens the catalogue's second scene (basic-scroll): run, so `--scene basic-scroll` is taken;
        // `paging` is never opened.
        #expect(try Self.report(["--scene", "basic-scroll"], in: dir).status == 0)
        let never = try Self.report(["--scene", "paging"], in: dir)
        #expect(never.status == 2)
        #expect(never.stderr == "scrolllab: --scene: aba.ndjson never runs scene 'paging' (it runs 'basic-scroll', 'snap')\n")
    }

    @Test func aGivenFilesAssertionProblemNamesTheFileAndReplacesTheBuiltIn() throws {
        let dir = try Self.folder()
        let builtIn = try String(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/basic-scroll.json"), encoding: .utf8)
        var scene = try #require(try JSONSerialization.jsonObject(with: Data(builtIn.utf8)) as? [String: Any])
        scene["assertions"] = [["name": "x", "always": true, "that": "nosuch.name < 3"]]
        try JSONSerialization.data(withJSONObject: scene).write(to: dir.appendingPathComponent("mine.json"))
        let r = try Self.report(["--scene", "mine.json"], in: dir)
        #expect(r.status == 2)
        // Before: "also defined in …/Assets/scenes/basic-scroll.json", then (once allowed) blamed on
        // `aba.ndjson:1: definition`.
        #expect(
            r.stderr.hasPrefix("scrolllab: \(dir.path)/mine.json: assertions[0].that: column 1: unknown name `nosuch.name`"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.html").path))
    }

    @Test func thePageSaysItsTraceIsTheReplayedOneNotTheFile() throws {
        let dir = try ReportGivenSceneTests.edited()
        let r = try runProcess(
            Paths.scrolllab, ["report", "fling.ndjson", "--out", "r.html", "--scene", "shop.json"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(
            html.contains(
                "The trace is embedded as it was replayed: its events, with the scene given by <code>--scene</code> in its header."))
        #expect(!html.contains("embedded byte for byte"))
    }

    /// A trace from before `contentInsetAdjustmentBehavior` replays `never` on a nested page whose file
    /// says nothing, as recorded; the note says so (audit 27: a new recording on the same file differs).
    @Test func anOldTracesInsetAdjustmentIsSaid() throws {
        let dir = Paths.temporaryDirectory()
        let fixture = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/check/bug.ndjson")
        try FileManager.default.copyItem(at: fixture, to: dir.appendingPathComponent("bug.ndjson"))
        var scene = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/profile.json")))
                as? [String: Any])
        scene["contentInsetAdjustmentBehavior"] = nil
        try JSONSerialization.data(withJSONObject: scene).write(to: dir.appendingPathComponent("mine.json"))
        let r = try runProcess(Paths.scrolllab, ["report", "bug.ndjson", "--out", "r.html", "--scene", "mine.json"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr
                == "scrolllab: note: bug.ndjson: scene 'profile' runs on its current definition (the trace embeds none; the trace predates "
                + "contentInsetAdjustmentBehavior, so it runs `never`, as recorded)\n")
    }

    /// A `--scene` file's assertions are checked against its own scene even when the trace only
    /// switches to it, or never runs it (audit 28: only a trace's first scene was checked).
    @Test func aGivenFileOfALaterSceneIsCheckedToo() throws {
        let dir = try Self.folder()
        let builtIn = try Data(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/snap.json"))
        var scene = try #require(try JSONSerialization.jsonObject(with: builtIn) as? [String: Any])
        scene["assertions"] = [["name": "x", "always": true, "that": "main.ofset.y < 3"]]
        try JSONSerialization.data(withJSONObject: scene).write(to: dir.appendingPathComponent("snap-bad.json"))
        let line =
            "scrolllab: \(dir.path)/snap-bad.json: assertions[0].that: column 1: unknown name `main.ofset.y` (did you mean `main.offset.y`?"
        for command in [["report", "aba.ndjson", "--out", "r.html"], ["check", "aba.ndjson"]] {
            let r = try runProcess(
                Paths.scrolllab, command + ["--scene", "snap-bad.json"], environment: ["CI": nil], currentDirectory: dir)
            #expect(r.status == 2, "\(command): \(r.stdout)")
            #expect(r.stderr.hasPrefix(line), "\(command): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.html").path))
    }
}
