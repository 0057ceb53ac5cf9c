import Foundation
import TestSupport
import Testing

/// The running scene's assertions are read against its state's names by every command that runs it
/// (`ScrollLabMain.checkAssertionNames`): `--headless` with or without `--replay`, and the window,
/// refuse a misspelt name in a scene file as `check` does — one line, exit 2, nothing written (audit
/// finding 8) — and warn about one in a replayed trace's own copy. They are not evaluated there.
@Suite struct ScrollLabMainAssertionsTests {
    /// A folder with `mylist.json` (its second assertion's rule `rule`) and `flick.ndjson`, a flick
    /// recorded on it that embeds the scene; `state.json` holds `keep`.
    static func folder(rule: String) throws -> URL {
        let dir = try CheckSceneAssertionTests.folder()
        let scene = CheckSceneAssertionTests.scene(#""that": "\#(rule)""#)
        try scene.write(to: dir.appendingPathComponent("mylist.json"), atomically: true, encoding: .utf8)
        var lines = try String(contentsOf: dir.appendingPathComponent("flick.ndjson"), encoding: .utf8).split(separator: "\n")
        let compact = scene.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        lines[0] = #"{"trace":2,"device":"15","scene":"mylist","hz":120,"definition":\#(compact)}"#[...]
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("flick.ndjson"), atomically: true, encoding: .utf8)
        try "keep".write(to: dir.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        return dir
    }

    static let unknown = "assertions[1].that: column 1: unknown name `main.ofset.y` (did you mean `main.offset.y`? names: main.animating, "

    static func kept(_ dir: URL) throws -> String { try String(contentsOf: dir.appendingPathComponent("state.json"), encoding: .utf8) }

    /// A replayed trace's own copy of its scene is read as `check` reads it, but only warned about: the
    /// replay runs (a recording from elsewhere must replay), `check` refuses it with the same words.
    @Test func aReplayedTracesEmbeddedSceneIsWarnedAboutAndReplays() throws {
        let dir = try Self.folder(rule: "main.ofset.y > 500")
        let replay = try runProcess(
            Paths.scrolllab, ["--headless", "--replay", "flick.ndjson", "--settle", "--state", "state.json"], currentDirectory: dir)
        #expect(replay.status == 0, "\(replay.stderr)")
        let words = "flick.ndjson:1: definition: " + Self.unknown
        #expect(replay.stderr.hasPrefix("scrolllab: warning: " + words), "\(replay.stderr)")
        #expect(replay.stderr.hasSuffix(" (the trace's own copy of its scene; replayed anyway: check and report refuse it)\n"))
        #expect(replay.stderr.split(separator: "\n").count == 1 && replay.stdout.isEmpty)
        let state = try JSONSerialization.jsonObject(with: Data(try Self.kept(dir).utf8)) as? [String: Any]
        #expect(state?["scene"] as? String == "mylist")
        let check = try CheckAssertionTests.check(["flick.ndjson"], in: dir)
        #expect(check.status == 2 && check.stderr.hasPrefix("scrolllab: " + words), "\(check.stderr)")
    }

    /// Without a trace, and in the window (refused before it needs a display), the scene file is named.
    @Test func theSceneFileRunOnItsOwnIsReadToo() throws {
        let dir = try Self.folder(rule: "main.ofset.y > 500")
        let headless = try runProcess(
            Paths.scrolllab, ["--headless", "--scene", "mylist.json", "--state", "state.json"], currentDirectory: dir)
        let window = try runProcess(Paths.scrolllab, ["--scene", "mylist.json"], environment: ["DISPLAY": nil], currentDirectory: dir)
        for r in [headless, window] {
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("scrolllab: /") && r.stderr.contains("/mylist.json: " + Self.unknown), "\(r.stderr)")
        }
        #expect(try Self.kept(dir) == "keep")
    }

    /// Names that exist are not evaluated by a replay: a failing assertion (the flick rests at
    /// 1182.333 pt, not above 9000) still replays to its state, exit 0.
    @Test func knownNamesReplayEvenWhenTheAssertionFails() throws {
        let dir = try Self.folder(rule: "main.offset.y > 9000")
        let r = try runProcess(
            Paths.scrolllab, ["--headless", "--replay", "flick.ndjson", "--settle", "--state", "state.json"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let state = try JSONSerialization.jsonObject(with: Data(try Self.kept(dir).utf8)) as? [String: Any]
        #expect(state?["scene"] as? String == "mylist")
    }
}
