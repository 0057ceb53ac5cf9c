import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// A scene's `assertions` field (docs/CHECK.md "Assertions in a scene"): `check` runs them for every
/// trace replayed on the scene, before `NAME.assert.json` beside the trace, each failing line saying
/// where it came from; a bad one is one line naming the scene file and the JSON path, exit 2.
@Suite struct CheckSceneAssertionTests {
    /// A list scene that is not built in, with `assertions` (the second one's condition given).
    static func scene(_ rest: String) -> String {
        #"""
        {"id": "mylist", "title": "My list", "kind": "list", "rows": 200, "assertions": [
          {"name": "never above its top", "always": true, "that": "main.offset.y >= 0"},
          {"name": "the flick rests far", "after": "settle", \#(rest)}
        ]}
        """#
    }

    /// A folder with the scene file and a 2000 pt/s flick recorded on it (no definition embedded).
    static func folder(_ rest: String = #""that": "main.offset.y > 500""#) throws -> URL {
        let dir = Paths.temporaryDirectory()
        try scene(rest).write(to: dir.appendingPathComponent("mylist.json"), atomically: true, encoding: .utf8)
        let flick = PredictCommandTests.flick().replacingOccurrences(of: #""scene":"basic-scroll""#, with: #""scene":"mylist""#)
        try flick.write(to: dir.appendingPathComponent("flick.ndjson"), atomically: true, encoding: .utf8)
        // `--update` writes the expectation file whether or not the assertions hold (exit 1 if not).
        let update = try CheckAssertionTests.check(["--update", "--scene", "mylist.json", "flick.ndjson"], in: dir)
        #expect(update.status == 0 || update.status == 1, "\(update.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("flick.expect.json").path))
        return dir
    }

    static let note = "flick.ndjson: scene 'mylist' runs on its current definition (the trace embeds none)\n"

    @Test func theScenesAssertionsHoldOnTheTracesOnIt() throws {
        let r = try CheckAssertionTests.check(["--scene", "mylist.json", "flick.ndjson"], in: try Self.folder())
        #expect(r.stdout == Self.note + "1 passed, 0 failed\n", "\(r.stdout)")
        #expect(r.status == 0)
    }

    /// Both sources run, the scene's first; the same name in both is two assertions, told apart by
    /// `scene 'ID'` on the scene's line.
    @Test func aFailingOneSaysItIsTheScenesBesideTheFilesOwn() throws {
        let dir = try Self.folder()
        try Self.scene(#""that": "main.offset.y > 9000""#).write(
            to: dir.appendingPathComponent("mylist.json"), atomically: true, encoding: .utf8)
        try #"{"assertions": [{"name": "the flick rests far", "after": "settle", "that": "main.offset.y > 5000"}]}"#.write(
            to: dir.appendingPathComponent("flick.assert.json"), atomically: true, encoding: .utf8)
        let r = try CheckAssertionTests.check(["--verbose", "--scene", "mylist.json", "flick.ndjson"], in: dir)
        #expect(r.status == 1)
        #expect(
            r.stdout == Self.note
                + "flick.ndjson: scene 'mylist' assertion 'the flick rests far' failed at tick 481 (t 4.008 s, after settle): "
                + "main.offset.y > 9000 — main.offset.y = 1182.333\n"
                + "flick.ndjson: assertion 'the flick rests far' failed at tick 481 (t 4.008 s, after settle): "
                + "main.offset.y > 5000 — main.offset.y = 1182.333\n0 passed, 1 failed\n", "\(r.stdout)")
    }

    /// `--update` records expectations, never assertions, and does not hide a failing one: its line
    /// is printed before what was written, the trace counts as failed (exit 1), and the expectation
    /// file is written all the same (audit 26, finding 12: it used to say "1 passed").
    @Test func updateWritesTheFileAndStillFailsOnAFailingAssertion() throws {
        let dir = try Self.folder(#""that": "main.offset.y > 9000""#)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("flick.expect.json"))
        let r = try CheckAssertionTests.check(["--update", "--scene", "mylist.json", "flick.ndjson"], in: dir)
        #expect(r.status == 1)
        #expect(
            r.stdout == Self.note
                + "flick.ndjson: scene 'mylist' assertion 'the flick rests far' failed at tick 481 (t 4.008 s, after settle): "
                + "main.offset.y > 9000 — main.offset.y = 1182.333\ncreated flick.expect.json (2 checkpoints)\n0 passed, 1 failed\n",
            "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("flick.expect.json").path))
        // The assertion fixed, the same update passes and changes nothing.
        try Self.scene(#""that": "main.offset.y > 500""#).write(
            to: dir.appendingPathComponent("mylist.json"), atomically: true, encoding: .utf8)
        let again = try CheckAssertionTests.check(["--update", "--scene", "mylist.json", "flick.ndjson"], in: dir)
        #expect(again.stdout == Self.note + "1 passed, 0 failed\n", "\(again.stdout)")
        #expect(again.status == 0)
    }

    /// A trace that embeds the scene carries its assertions: `check` without `--scene` runs them.
    @Test func aTraceEmbeddingTheSceneRunsItsAssertions() throws {
        let dir = try Self.folder(#""that": "main.offset.y > 9000""#)
        let scene = try String(contentsOf: dir.appendingPathComponent("mylist.json"), encoding: .utf8)
        var lines = try String(contentsOf: dir.appendingPathComponent("flick.ndjson"), encoding: .utf8).split(separator: "\n")
        let compact = scene.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        lines[0] = #"{"trace":2,"device":"15","scene":"mylist","hz":120,"definition":\#(compact)}"#[...]
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("flick.ndjson"), atomically: true, encoding: .utf8)
        let r = try CheckAssertionTests.check(["flick.ndjson"], in: dir)
        #expect(
            r.stdout
                == "flick.ndjson: scene 'mylist' assertion 'the flick rests far' failed at tick 481 (t 4.008 s, after settle): "
                + "main.offset.y > 9000 — main.offset.y = 1182.333\n0 passed, 1 failed\n", "\(r.stdout)")
    }

    /// Without an expectation file the trace fails for it, and its assertions still run: a failing
    /// one's line follows (audit 25: only the missing file was said), with or without `--verbose` —
    /// only differing values fold into `… and N more` (audit 26: the assertion hid there).
    @Test func withoutAnExpectationFileTheAssertionsStillRun() throws {
        let dir = try Self.folder(#""that": "main.offset.y > 9000""#)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("flick.expect.json"))
        let expected =
            Self.note + "flick.ndjson: no expectation file flick.expect.json (scrolllab check --update writes it)\n"
            + "flick.ndjson: scene 'mylist' assertion 'the flick rests far' failed at tick 481 (t 4.008 s, after settle): "
            + "main.offset.y > 9000 — main.offset.y = 1182.333\n0 passed, 1 failed\n"
        for verbose in [[], ["--verbose"]] {
            let r = try CheckAssertionTests.check(verbose + ["--scene", "mylist.json", "flick.ndjson"], in: dir)
            #expect(r.status == 1)
            #expect(r.stdout == expected, "\(r.stdout)")
        }
    }

    /// The wasm module's reader (no Codable) keeps the assertions as the native loader does: raw JSON.
    @Test func theWasmReaderKeepsThemAsTheLoaderDoes() throws {
        let data = Data(Self.scene(#""that": "true""#).utf8)
        let loaded = try SceneCatalog.parse(data, label: "mylist.json")
        #expect(SceneDefinition(json: try JSONValue.read(data)) == loaded)
        #expect(loaded.assertions?.count == 2)
        #expect(loaded.assertions?[1].object?["after"] == .string("settle"))
    }

    /// Keys, scopes and rules are read when the scene loads (every command); names when a command
    /// runs the scene (they are the scene's state's: `ScrollLabMainAssertionsTests`).
    @Test(arguments: [
        (
            #""that": "main.ofset.y > 0""#,
            "assertions[1].that: column 1: unknown name `main.ofset.y` (did you mean `main.offset.y`? names: main.animating, "
        ),
        (#""that": "true", "when": 1"#, "assertions[1].when: unknown key (keys: after, always, at, between, change, "),
        (#""max": "main.offset.y""#, #"assertions[1].that: max needs a condition on `max`, e.g. "abs(max) < 1""#),
    ])
    func aBadOneIsOneLineNamingTheSceneFile(rest: String, message: String) throws {
        let dir = try Self.folder()
        try Self.scene(rest).write(to: dir.appendingPathComponent("mylist.json"), atomically: true, encoding: .utf8)
        let r = try CheckAssertionTests.check(["--scene", "mylist.json", "flick.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: /") && r.stderr.contains("/mylist.json: \(message)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }
}
