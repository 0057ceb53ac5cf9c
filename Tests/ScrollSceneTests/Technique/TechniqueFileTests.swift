import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import Testing

/// Strict loading of `appTechnique` (docs/TECHNIQUES.md): one line naming the rule, the place in the
/// file and the problem; hostile techniques (15 000 rules — a 1 MB scene file holds no more; a 10⁵-rule
/// file is refused by its size — deep or huge expressions) refused in one line.
@Suite struct TechniqueFileTests {
    /// The problem `technique` (a JSON object's text) gives in an otherwise good technique scene.
    func problem(_ technique: String) -> String? {
        let scene = """
            {"id": "mine", "title": "Mine", "kind": "technique", "header": {"height": 200}, "pages": [{"rows": 50}],
             "appTechnique": \(technique)}
            """
        do {
            _ = try SceneCatalog.parse(Data(scene.utf8), label: "mine.json")
            return nil
        } catch {
            return error.message
        }
    }

    func rule(_ body: String) -> String { #"{"rules": [{"name": "r", \#(body)}]}"# }

    @Test func aGoodTechniqueLoads() {
        #expect(problem(rule(#""on": "shouldBegin", "recognizer": "list.pan", "when": "list.offset.y <= list.top""#)) == nil)
        #expect(problem(#"{"state": [{"name": "mode"}], "rules": []}"#) == nil)
    }

    @Test func expressionProblemsNameTheRuleThePathAndTheColumn() {
        #expect(
            problem(rule(#""on": "shouldBegin", "recognizer": "list.pan", "when": "list.offset.y <= list.topp""#))?.hasPrefix(
                "mine.json: appTechnique.rules[0].when (rule `r`): column 18: unknown name `list.topp` (did you mean `list.top`? a view has: offset.x,"
            ) == true)
        #expect(
            problem(rule(#""on": "shouldBegin", "recognizer": "list.pan", "when": "list.offset.y + 1""#))
                == "mine.json: appTechnique.rules[0].when (rule `r`): column 1: expected a condition (true or false), found a number")
        #expect(
            problem(rule(#""on": "didScroll", "view": "list", "set": [{"property": "list.offset.y", "value": "true"}]"#))
                == "mine.json: appTechnique.rules[0].set[0].value (rule `r`): column 1: `list.offset.y` takes a number, the value is a boolean"
        )
        #expect(
            problem(rule(#""on": "didScroll", "view": "list", "set": [{"property": "state.mode", "value": "1"}]"#))
                == "mine.json: appTechnique.rules[0].set[0].property (rule `r`): unknown variable `state.mode` (declare it in `state`)")
        #expect(
            problem(rule(#""on": "didScroll", "view": "list", "set": [{"property": "target.y", "value": "1"}]"#))
                == "mine.json: appTechnique.rules[0].set[0].property (rule `r`): `target.y` is set in a willEndDragging rule only")
    }

    @Test func ruleShapesAreChecked() {
        #expect(
            problem(rule(#""on": "simultaneous", "recognizer": "list.pan""#))
                == "mine.json: appTechnique.rules[0].other (rule `r`): a simultaneous rule names the `other` recognizer")
        #expect(
            problem(rule(#""on": "shouldRequireFailureOf", "recognizer": "list.pan", "other": "list.pan""#))
                == "mine.json: appTechnique.rules[0].other (rule `r`): `other` is the rule's own recognizer")
        #expect(
            problem(rule(#""on": "didScroll", "view": "list""#))
                == "mine.json: appTechnique.rules[0].set (rule `r`): a scroll-event rule sets something (`set`)")
        #expect(
            problem(rule(#""on": "shouldBegin", "view": "list""#))
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): a shouldBegin rule names its `recognizer`")
        #expect(
            problem(
                #"{"rules": [{"name": "a", "on": "shouldBegin", "recognizer": "list.pan"}, {"name": "a", "on": "shouldBegin", "recognizer": "outer.pan"}]}"#
            )
                == "mine.json: appTechnique.rules[1].name: rule `a` is named twice")
        #expect(
            problem(rule(#""on": "shouldBegin", "recognizer": "header.pan""#))
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `header.pan` (outer.pan, list.pan, list.longPress, tabStrip.pan)"
        )
        #expect(
            problem(rule(#""on": "didScroll", "view": "pager", "set": [{"property": "list.offset.y", "value": "0"}]"#))
                == "mine.json: appTechnique.rules[0].view (rule `r`): unknown view `pager` (outer, list)")
    }

    @Test func hostileTechniquesAreRefusedInOneLine() {
        let many =
            "[" + Array(repeating: #"{"name": "r", "on": "shouldBegin", "recognizer": "list.pan"}"#, count: 15_000).joined(separator: ",")
            + "]"
        #expect(problem(#"{"rules": \#(many)}"#) == "mine.json: line 2: appTechnique.rules: at most 200 rules (found 15000)")
        let deep = String(repeating: "(", count: 40) + "true" + String(repeating: ")", count: 40)
        #expect(
            problem(rule(#""on": "shouldBegin", "recognizer": "list.pan", "when": "\#(deep)""#))
                == "mine.json: appTechnique.rules[0].when (rule `r`): column 33: expression nested too deep (more than 32 levels)")
        #expect(
            problem(rule(#""on": "didScroll", "view": "list", "set": [{"property": "list.offset.y", "value": "1e300 * 1e300"}]"#))
                == "mine.json: appTechnique.rules[0].set[0].value (rule `r`): column 1: number `1e300` is out of range (at most 1e15 in magnitude)"
        )
        #expect(problem(#"{"rules": [], "extra": 1}"#)?.hasPrefix("mine.json: line 2: appTechnique.extra: unknown field") == true)
    }

    @Test func aTechniqueBelongsToATechniqueScene() throws {
        let scene = #"{"id": "x", "title": "X", "kind": "technique", "pages": [{"rows": 5}]}"#
        #expect(throws: SceneCatalog.LoadError(message: "x.json: a technique scene needs \"appTechnique\" or \"techniqueFile\"")) {
            try SceneCatalog.parse(Data(scene.utf8), label: "x.json")
        }
    }

    /// A folder `scenes/` beside `techniques/`: two scenes run one technique file.
    func folder(technique: String, scenes: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("technique-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("techniques"), withIntermediateDirectories: true)
        try technique.write(to: root.appendingPathComponent("techniques/pin.json"), atomically: true, encoding: .utf8)
        for (name, text) in scenes {
            try text.write(to: root.appendingPathComponent("scenes/\(name).json"), atomically: true, encoding: .utf8)
        }
        return root
    }

    func scene(_ id: String, rows: Int, extra: String = "") -> String {
        #"{"id": "\#(id)", "title": "\#(id)", "kind": "technique", "pages": [{"rows": \#(rows)}], "techniqueFile": "pin"\#(extra)}"#
    }

    @Test func oneTechniqueFileRunsOnManyScenes() throws {
        let technique =
            #"{"name": "pin", "rules": [{"name": "both", "on": "simultaneous", "recognizer": "outer.pan", "other": "list.pan"}]}"#
        let root = try folder(technique: technique, scenes: ["a": scene("a", rows: 10), "b": scene("b", rows: 500)])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try SceneCatalog(directory: root.appendingPathComponent("scenes"))
        #expect(catalog.scenes.map(\.id) == ["a", "b"])
        for d in catalog.scenes {
            #expect(d.techniqueFile == "pin")
            #expect(d.appTechnique?.rules?.map(\.name) == ["both"])
            // A trace header embeds the definition: it carries the technique inline, not the file's
            // name, and reads back (and loads as a scene file) without the file.
            var inline = d
            inline.techniqueFile = nil
            #expect(try SceneCatalog.parse(d.encodedFile(), label: "header") == inline)
            #expect(SceneDefinition(json: try JSONValue.read([UInt8](d.encodedFile()))) == inline)
            let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("extracted-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: elsewhere) }
            try d.prettyFile().write(to: elsewhere)
            #expect(try SceneCatalog.load(elsewhere) == inline)
        }
    }

    @Test func aTechniqueFilesProblemsNameItsPathAndLine() throws {
        let technique = "{\"rules\": [\n  {\"name\": \"r\", \"on\": \"shouldBegin\", \"recognizer\": \"list.pan\", \"answer\": 1}\n]}"
        let root = try folder(technique: technique, scenes: ["a": scene("a", rows: 10)])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("techniques/pin.json").path
        #expect(
            throws: SceneCatalog.LoadError(
                message:
                    "\(path): line 2: appTechnique.rules[0].answer: expected true or false, found a number"
            )
        ) {
            try SceneCatalog.load(root.appendingPathComponent("scenes/a.json"))
        }
        let both = root.appendingPathComponent("scenes/both.json")
        try scene("both", rows: 1, extra: #", "appTechnique": {}"#).write(to: both, atomically: true, encoding: .utf8)
        #expect(
            throws: SceneCatalog.LoadError(message: "\(both.path): techniqueFile and appTechnique: give one (the file is the technique)")
        ) {
            try SceneCatalog.load(both)
        }
        let missing = root.appendingPathComponent("scenes/missing.json")
        try scene("missing", rows: 1).replacingOccurrences(of: "\"pin\"", with: "\"nope\"").write(
            to: missing, atomically: true, encoding: .utf8)
        #expect(
            throws: SceneCatalog.LoadError(
                message:
                    "\(missing.path): techniqueFile: no technique file \(root.path)/scenes/techniques/nope.json or \(root.path)/techniques/nope.json"
            )
        ) {
            try SceneCatalog.load(missing)
        }
    }

    /// A rule that moves the list in its own `didScroll` re-enters it; the nesting stops at 4 with a
    /// warning event, never a hang, and the list moved by exactly that many steps.
    @Test func aRuleThatPinsForeverStopsAtTheReentryBound() throws {
        let scene = """
            {"id": "loop", "title": "Loop", "kind": "technique", "pages": [{"rows": 200}],
             "appTechnique": {"rules": [{"name": "creep", "on": "didScroll", "view": "list",
               "set": [{"property": "list.offset.y", "value": "list.offset.y + 1"}]}]}}
            """
        let def = try SceneCatalog.parse(Data(scene.utf8), label: "loop.json")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        let a = Point(x: 200, y: 700)
        run(
            s,
            [
                PointerEvent(.down, id: 1, at: a, time: 0.1), PointerEvent(.move, id: 1, at: a + Point(x: 0, y: -40), time: 0.15),
                PointerEvent(.move, id: 1, at: a + Point(x: 0, y: -60), time: 0.2),
            ])
        let warnings = s.state().events.filter { $0.name.hasPrefix("WARNING didScroll of list re-entered 4 times") }
        #expect(warnings.count == 1)
        #expect(s.state().technique?.rules.first?.fired == 4)
        let list = try #require(s.state().scrollViews.first { $0.id == "page.0.list" })
        #expect(list.offset.y == 24)  // the 20 pt move, then 4 creeping steps
    }
}
