import Foundation
import ScrollCore
import TestSupport
import Testing

@testable import ScrollCheck
@testable import ScrollLab

/// `check --scene FILE.json|ID` and `--scenes DIR` (issue #40): recorded gestures replayed on the
/// scene's current definition instead of the one the trace embeds, one line saying which fields
/// differ; and one moved value is one line per trace, then how many more.
@Suite struct CurrentScenesTests {
    /// A user's page that is no built-in: header `height`, Deals with `deals` rows.
    static func shop(height: Int = 220, deals: Int = 3) -> String {
        """
        {"id": "shop", "title": "Shop", "kind": "nestedPage",
         "header": {"height": \(height), "title": "Corner Shop"},
         "tabStrip": {"height": 44, "titles": ["Featured", "Deals", "New", "All"]},
         "pages": [{"rows": 40}, {"rows": \(deals)}, {"rows": 25}, {"rows": 200}],
         "refresh": "header"}

        """
    }

    /// A folder with `shop.json` and `fling.ndjson`: a fast drag up on Featured, the scene embedded
    /// (trace version 2) as a recording embeds it.
    static func folder() throws -> URL {
        let dir = Paths.temporaryDirectory()
        try Data(shop().utf8).write(to: dir.appendingPathComponent("shop.json"))
        // A recording states the inset adjustment (`SceneDefinition.forRecording`).
        var definition = try #require(JSONValue.parse(shop())?.object)
        definition["contentInsetAdjustmentBehavior"] = .string("automatic")
        let header: JSONValue = .object([
            "trace": .number(2), "device": .string("15"), "scene": .string("shop"), "hz": .number(120), "definition": .object(definition),
        ])
        let events = [
            #"{"t":0,"kind":"down","id":0,"x":196,"y":700}"#, #"{"t":0.03,"kind":"move","id":0,"x":196,"y":600}"#,
            #"{"t":0.06,"kind":"move","id":0,"x":196,"y":450}"#, #"{"t":0.09,"kind":"move","id":0,"x":196,"y":300}"#,
            #"{"t":0.1,"kind":"up","id":0,"x":196,"y":250}"#,
        ]
        let text = ([ExpectationWriter.text(header, indent: nil)] + events).joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: dir.appendingPathComponent("fling.ndjson"))
        return dir
    }

    @Test func theCurrentDefinitionWinsAndTheLineNamesTheChangedFields() throws {
        let dir = try Self.folder()
        let update = try CheckCommandTests.check(["--update", "fling.ndjson"], in: dir)
        #expect(update.stdout == "created fling.expect.json (2 checkpoints)\n1 passed, 0 failed\n", "\(update.stderr)")
        try Data(Self.shop(height: 240, deals: 0).utf8).write(to: dir.appendingPathComponent("shop.json"))
        // Without --scene the embedded definition is replayed: nothing changed.
        let embedded = try CheckCommandTests.check(["fling.ndjson"], in: dir)
        #expect(embedded.status == 0)
        #expect(embedded.stdout == "1 passed, 0 failed\n")
        let current = try CheckCommandTests.check(["--scene", "shop.json", "fling.ndjson"], in: dir)
        #expect(current.status == 1, "\(current.stderr)")
        #expect(
            current.stdout == """
                fling.ndjson: scene 'shop' differs from the recorded one: header.height 220 → 240, pages[1].rows 3 → 0
                fling.ndjson @ 0.100 s: header.collapse 161 → 181 (±0.5)
                  … and 5 more; --verbose prints every one
                0 passed, 1 failed

                """)
        let verbose = try CheckCommandTests.check(["--scene", "shop.json", "--verbose", "fling.ndjson"], in: dir)
        #expect(verbose.stdout.split(separator: "\n").count == 1 + 6 + 1)
        #expect(verbose.stdout.contains("fling.ndjson @ end: header.collapse 161 → 181 (±0.5)\n"))
    }

    @Test func scenesFoldersAndTheEnvironmentGiveCurrentDefinitionsToo() throws {
        let dir = try Self.folder()
        _ = try CheckCommandTests.check(["--update", "fling.ndjson"], in: dir)
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data(Self.shop(height: 240).utf8).write(to: scenes.appendingPathComponent("shop.json"))
        let line = "fling.ndjson: scene 'shop' differs from the recorded one: header.height 220 → 240"
        let folder = try CheckCommandTests.check(["--scenes", "scenes", "fling.ndjson", "--hz", "60,120"], in: dir)
        #expect(folder.status == 1)
        #expect(folder.stdout.hasPrefix(line + "\nfling.ndjson (60 Hz) @ 0.100 s: header.collapse 161 → 181 (±0.5)\n"))
        #expect(folder.stdout.contains("  … and 11 more (in 2 runs); --verbose prints every one\n0 passed, 2 failed\n"))
        let env = try CheckCommandTests.check(["fling.ndjson"], in: dir, environment: ["SCROLLLAB_SCENES": scenes.path])
        #expect(env.status == 1)
        #expect(env.stdout.hasPrefix(line + "\n"))
        // The same definition as the recorded one: no line, and it passes.
        try Data(Self.shop().utf8).write(to: scenes.appendingPathComponent("shop.json"))
        let same = try CheckCommandTests.check(["--scenes", "scenes", "fling.ndjson"], in: dir)
        #expect(same.stdout == "1 passed, 0 failed\n")
    }

    @Test func anUnknownSceneIdIsOneLineAndExitTwo() throws {
        let dir = try Self.folder()
        let r = try CheckCommandTests.check(["--scene", "nope", "fling.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: --scene: unknown scene 'nope'; scrolllab --list-scenes lists them\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func definitionDifferencesArePathsInKeyOrder() throws {
        let old = try #require(JSONValue.parse(Self.shop()))
        let new = try #require(
            JSONValue.parse(#"{"id": "shop", "header": {"height": 240}, "pages": [{"rows": 40}, {"rows": 0}, {"rows": 9}]}"#))
        #expect(
            CurrentScenes.differences(old, new) == [
                "header.height 220 → 240", "header.title \"Corner Shop\" → (none)", "kind \"nestedPage\" → (none)", "pages[1].rows 3 → 0",
                "pages[2].rows 25 → 9", "pages[3] {\"rows\": 200} → (none)", "refresh \"header\" → (none)",
                "tabStrip {\"height\": 44, \"titles\": [\"Featured\", \"Deals\", \"New\", \"All\"]} → (none)", "title \"Shop\" → (none)",
            ])
    }

    /// A field stated at its default is no difference (audit 27: `bounces (none) → true` was one); text
    /// is quoted, so an empty title or one with a comma reads as what it is.
    @Test func aDefaultWrittenOutIsNoDifferenceAndTextIsQuoted() throws {
        let old = try #require(JSONValue.parse(#"{"id": "a", "title": "x, y", "rows": 5}"#))
        let new = try #require(JSONValue.parse(#"{"id": "a", "title": "", "rows": 5, "bounces": true, "rowHeight": 72, "feel": "ios"}"#))
        #expect(CurrentScenes.differences(old, new) == [#"title "x, y" → """#])
        let other = try #require(JSONValue.parse(#"{"id": "a", "title": "x, y", "rows": 5, "bounces": false, "rowHeight": 80}"#))
        #expect(CurrentScenes.differences(old, other) == ["bounces (none) → false", "rowHeight (none) → 80"])
        // Defaults inside objects and arrays, and an object stated at its defaults (audit 28).
        let page = try #require(JSONValue.parse(#"{"id": "a", "header": {"height": 200}, "pages": [{"rows": 3}]}"#))
        let stated = try #require(
            JSONValue.parse(
                #"{"id": "a", "navigationBar": false, "header": {"height": 200, "fixed": false, "avatar": {"size": 64, "position": "left"}}, "#
                    + #""tabStrip": null, "pages": [{"rows": 3, "empty": "Nothing here yet"}]}"#))
        #expect(CurrentScenes.differences(page, stated) == ["tabStrip (none) → null"])
        let moved = try #require(
            JSONValue.parse(#"{"id": "a", "header": {"height": 200, "avatar": {"size": 80}}, "pages": [{"rows": 3}]}"#))
        #expect(CurrentScenes.differences(page, moved) == ["header.avatar.size (none) → 80"])
    }

    @Test func oneTracesLinesAreItsFirstDifferenceThenACount() {
        var a = CheckRunner.Outcome(path: "bug.ndjson", variant: "60 Hz", failures: ["bug.ndjson (60 Hz) @ end: x 1 → 2 (±0.5)", "b"])
        a.note = "bug.ndjson: scene 'shop' differs from the recorded one: header.height 220 → 240"
        let b = CheckRunner.Outcome(path: "bug.ndjson", variant: "120 Hz", failures: [])
        #expect(
            CheckCommand.lines([a, b], verbose: false) == [
                "bug.ndjson: scene 'shop' differs from the recorded one: header.height 220 → 240",
                "bug.ndjson (60 Hz) @ end: x 1 → 2 (±0.5)", "  … and 1 more; --verbose prints every one",
            ])
        #expect(CheckCommand.lines([a, b], verbose: true).count == 3)
        #expect(CheckCommand.lines([b], verbose: false).isEmpty)
    }
}
