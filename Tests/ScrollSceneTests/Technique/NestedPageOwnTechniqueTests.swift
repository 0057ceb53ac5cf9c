import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// A user's own technique file on a user's own nested page scene (docs/TECHNIQUES.md "A scene's own
/// technique on a nested page"): `techniqueFile: "mine"` beside the scene, checked against the page's
/// names, what C switches to, its rules' firings in the state, carried by the definition.
@Suite struct NestedPageOwnTechniqueTests {
    static let technique = """
        {"name": "list-waits-for-header", "rules": [
          {"name": "list-not-before-stuck", "on": "shouldBegin", "recognizer": "page.0.list.pan",
           "when": "!header.isStuck && page.0.list.pan.velocity.y < 0", "answer": false},
          {"name": "header-with-pager", "on": "simultaneous", "recognizer": "header.pan", "other": "pager.pan"}
        ]}
        """

    static func scene(_ extra: String = #", "techniqueFile": "mine""#) -> String {
        """
        {"id": "my-feed", "title": "My feed", "kind": "nestedPage", "header": {"height": 280},
         "tabStrip": {"height": 44, "titles": ["Posts", "Likes"]}, "pages": [{"rows": 80}, {"rows": 30}],
         "rowHeight": 64\(extra)}
        """
    }

    /// A temp folder with `scenes/my-feed.json` and `techniques/mine.json`.
    func folder(scene: String = scene(), technique: String = technique) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("own-technique-\(UUID().uuidString)")
        for sub in ["scenes", "techniques"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try technique.write(to: root.appendingPathComponent("techniques/mine.json"), atomically: true, encoding: .utf8)
        try scene.write(to: root.appendingPathComponent("scenes/my-feed.json"), atomically: true, encoding: .utf8)
        return root
    }

    func load(_ root: URL) throws -> SceneDefinition { try SceneCatalog.load(root.appendingPathComponent("scenes/my-feed.json")) }

    func y(_ s: SceneSession, _ id: String) -> Double { s.state().scrollViews.first { $0.id == id }?.offset.y ?? .nan }

    /// Before C the chain runs (the list's upward drag collapses the header); after C the file's
    /// `shouldBegin` refuses an upward drag on the list while the header is expanded — the arena log
    /// names the rule — and a drag on the header still collapses it, after which the list scrolls.
    @Test func theFileRunsAfterCOnThePagesOwnRecognizers() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let def = try load(root)
        #expect(def.appTechnique?.name == "list-waits-for-header")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        #expect(s.handles(.switchTechnique))
        #expect(s.state().technique?.running == "chain")
        #expect(s.state().gallery == nil)
        s.handle(.key("c", time: 0.05))
        let on = s.state()
        #expect(on.technique?.running == "rules")
        #expect(on.events.contains { $0.name == "switchedToTechnique" && $0.id == "list-waits-for-header" })
        let onList = Point(x: 200, y: 600)
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 0.9)
        #expect(s.state().header?.collapse == 0)
        #expect(y(s, "page.0.list") == 0)
        #expect(
            s.state().arena.log.contains {
                $0.hasSuffix(
                    "page.0.list.pan failed: shouldBegin=false (rule `list-not-before-stuck` (shouldBegin page.0.list.pan: !header.isStuck && page.0.list.pan.velocity.y < 0) → fail)"
                )
            })
        let onHeader = Point(x: 200, y: 200)
        run(s, drag(onHeader, onHeader + Point(x: 0, y: -250), at: 1), until: 3)
        #expect(s.state().header?.collapse == 221)
        #expect(s.state().header?.isStuck == true)
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 3.1), until: 3.5)
        #expect(y(s, "page.0.list") > 150)
        #expect(s.state().technique?.rules.map(\.fired) == [1, 0])
        #expect(s.state().technique?.rules.map(\.name) == ["list-not-before-stuck", "header-with-pager"])
        // C again: the chain, the badge off; the counts stay (they count what the file decided).
        s.handle(.key("c", time: 3.6))
        #expect(s.state().technique?.running == "chain")
        #expect(s.state().events.last { $0.name.hasPrefix("switched") }?.name == "switchedToChain")
        #expect(s.invariantViolations().isEmpty)
    }

    /// Without C the same drag on the list collapses the header (ScrollLab's chain), and no rule fires.
    @Test func withoutCTheChainRuns() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let s = SceneSession(definition: try load(root), viewport: Size(width: 393, height: 852), hz: 120)
        let onList = Point(x: 200, y: 600)
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 0.2)
        #expect(s.state().header?.collapse ?? 0 > 150)
        #expect(s.state().technique?.rules.map(\.fired) == [0, 0])
    }

    /// R carries the technique: still on after a rotation, its counts as they were.
    @Test func aRotationKeepsTheTechniqueAndItsCounts() throws {
        let def = try SceneCatalog.parse(Data(Self.scene(#", "appTechnique": \#(Self.technique)"#).utf8), label: "my-feed.json")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        s.handle(.key("c", time: 0.05))
        let onList = Point(x: 200, y: 600)
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 0.9)
        #expect(s.state().technique?.rules.map(\.fired) == [1, 0])
        let r = s.rotated(to: Size(width: 852, height: 393), screen: DeviceScreen(.fifteen, landscape: true))
        #expect(r.state().technique?.running == "rules")
        #expect(r.state().technique?.rules.map(\.fired) == [1, 0])
        #expect(r.invariantViolations().isEmpty)
    }

    /// `nested-pages` with its own technique instead of the built-in `inner-pager-keeps-drag`: a
    /// `didTurnOn` rule setting `pager.handoff` false, so swipes past the last inner page leave the
    /// outer pager where it was (393); C off again and the chain hands the next one over (786).
    @Test func aNestedPagesSceneRunsItsOwnTechnique() throws {
        var def = try loadScene("nested-pages")
        let own =
            #"{"name": "outer-stays", "rules": [{"name": "no-handoff", "on": "didTurnOn", "set": [{"property": "pager.handoff", "value": "false"}]}]}"#
        def.appTechnique = AppTechnique(json: try #require(JSONValue.parse(own)))
        #expect(def.nestedPageTechniqueProblem == nil)
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        #expect(s.state().technique?.running == "chain")
        s.handle(.key("c", time: 0.05))
        #expect(s.displayList().texts.contains("app technique: outer-stays · C: ScrollLab"))
        #expect(s.state().gallery == nil)
        let right = Point(x: 330, y: 600)
        for k in 0..<3 {  // to the inner pager's last page, then past it
            run(s, drag(right, right + Point(x: -250, y: 0), at: 0.1 + Double(k)), until: 1.0 + Double(k))
        }
        let on = s.state()
        #expect(on.scrollViews.first { $0.id == "outer.pager" }?.offset.x == 393)
        #expect(on.technique?.rules.map(\.fired) == [1])
        #expect(on.events.contains { $0.name == "switchedToTechnique" && $0.id == "outer-stays" })
        s.handle(.key("c", time: 3.1))
        #expect(s.state().scrollViews.first { $0.id == "outer.pager" }?.offset.x == 393)  // still where the rules left it
        #expect(s.state().technique?.running == "chain")
        #expect(!s.displayList().texts.contains { $0.hasSuffix("· C: ScrollLab") })
        run(s, drag(right, right + Point(x: -250, y: 0), at: 3.2), until: 4.2)
        #expect(s.state().scrollViews.first { $0.id == "outer.pager" }?.offset.x == 786)
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func aFilesProblemsAreCheckedAgainstThePagesNames() throws {
        let bad = #"{"rules": [{"name": "r", "on": "shouldBegin", "recognizer": "list.pan"}]}"#
        let root = try folder(technique: bad)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("techniques/mine.json").path
        #expect(
            throws: SceneCatalog.LoadError(
                message:
                    "\(path): appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `list.pan` (header.pan, tabStrip.pan, pager.pan, header.carousel.pan, page.0.list.pan, page.1.list.pan)"
            )
        ) { try load(root) }
        let third = #"{"rules": [{"name": "r", "on": "shouldBegin", "recognizer": "page.2.list.pan"}]}"#
        let root2 = try folder(technique: third)
        defer { try? FileManager.default.removeItem(at: root2) }
        #expect(throws: SceneCatalog.LoadError.self) { try load(root2) }
        let scroll = #"{"rules": [{"name": "s", "on": "didScroll", "view": "header", "set": [{"property": "state.x", "value": "1"}]}]}"#
        let root3 = try folder(technique: scroll)
        defer { try? FileManager.default.removeItem(at: root3) }
        let path3 = root3.appendingPathComponent("techniques/mine.json").path
        #expect(
            throws: SceneCatalog.LoadError(
                message:
                    "\(path3): appTechnique.rules[0].on (rule `s`): a nested page's technique answers its recognizers and runs on didTurnOn / didTurnOff, willEndDragging / willScrollToRow / willScrollToTop of `header` and didLoadRows of `page.N.list`, not on `didScroll`"
            )
        ) { try load(root3) }
    }

    @Test func refusalsAreOneLine() throws {
        func problem(_ scene: String) -> String? {
            do {
                _ = try SceneCatalog.parse(Data(scene.utf8), label: "my-feed.json")
                return nil
            } catch { return error.message }
        }
        #expect(
            problem(Self.scene(#", "techniqueFile": "mine", "wrongTechnique": "fixed-angle""#))
                == "my-feed.json: wrongTechnique and techniqueFile: give one (C switches to one technique)")
        #expect(
            problem(Self.scene(#", "appTechnique": {"rules": []}, "wrongTechnique": "fixed-angle""#))
                == "my-feed.json: wrongTechnique and appTechnique: give one (C switches to one technique)")
        #expect(
            problem(Self.scene(#", "appTechnique": {"tree": {"pages": 2}}"#))
                == "my-feed.json: appTechnique.tree: a nested page's technique runs on the page's own views")
        let list = #"{"id": "l", "title": "L", "rows": 20, "techniqueFile": "mine"}"#
        #expect(problem(list) == "my-feed.json: techniqueFile: only a technique, nestedPage or nestedPages scene runs an app technique")
        let inline = #"{"id": "l", "title": "L", "rows": 20, "appTechnique": {"rules": []}}"#
        #expect(
            problem(inline)
                == "my-feed.json: appTechnique: only a technique scene (\"kind\": \"technique\") or a nested page runs an app technique"
        )
        let pages = try String(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/nested-pages.json"), encoding: .utf8)
        #expect(
            problem(
                pages.replacingOccurrences(of: #""outerPager": {"#, with: #""techniqueFile": "mine", "outerPager": {"handoff": false, "#))
                == "my-feed.json: outerPager.handoff false and techniqueFile: give one (handoff false starts the built-in inner-pager-keeps-drag; a didTurnOn rule may set pager.handoff)"
        )
    }

    /// The definition holds the technique: written back by the scene writer and read again without
    /// the file, equal (a trace's header carries it); inline in a scene file it loads the same.
    @Test func theDefinitionCarriesTheTechnique() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let def = try load(root)
        let written = def.encodedFile()
        // Written inline, without `techniqueFile`: it loads where the technique file is not.
        let read = try SceneCatalog.parse(written, label: "header")
        #expect(read.appTechnique == def.appTechnique && read.techniqueFile == nil)
        let text = try #require(String(data: written, encoding: .utf8))
        #expect(!text.contains("techniqueFile"))
        #expect(text.contains("list-not-before-stuck"))
        let inline = try SceneCatalog.parse(Data(Self.scene(#", "appTechnique": \#(Self.technique)"#).utf8), label: "inline.json")
        #expect(inline.appTechnique == def.appTechnique)
        #expect(inline.techniqueFile == nil)
    }

    /// A rule failing at run time on a nested page is in the state's events, once per rule and
    /// message (the attachment's decisions are in the arena log, its WARNINGs there too: audit 25
    /// found none), and an assignment's WARNING quotes the assignment its column points into.
    @Test func aRuleFailingAtRunTimeWarnsInTheStatesEventsOnce() throws {
        let technique = """
            {"name": "bad", "rules": [
              {"name": "bad-target", "on": "willEndDragging", "view": "header",
               "set": [{"property": "target.y", "value": "header.collapse / (header.collapse - header.collapse)"}]},
              {"name": "bad-begin", "on": "shouldBegin", "recognizer": "header.pan", "when": "sqrt(-1 - header.collapse) > 0",
               "answer": false}
            ]}
            """
        let scene = Self.scene(#", "appTechnique": \#(technique)"#)
            .replacingOccurrences(of: #""header": {"height": 280}"#, with: #""header": {"height": 280, "snapThreshold": 0.5}"#)
        let def = try SceneCatalog.parse(Data(scene.utf8), label: "my-feed.json")
        let s = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        s.handle(.key("c", time: 0.05))
        // Two drags up on the header, each held still before the lift (a release at rest).
        let onHeader = Point(x: 200, y: 200)
        for t0 in [0.1, 1.6] {
            var held = drag(onHeader, onHeader + Point(x: 0, y: -40), at: t0)
            held[held.count - 1].time = t0 + 0.6
            run(s, held, until: t0 + 1.4)
        }
        let warnings = s.state().events.filter { $0.name.hasPrefix("WARNING ") }.map(\.name)
        #expect(
            warnings == [
                "WARNING rule `bad-begin` (shouldBegin header.pan: sqrt(-1 - header.collapse) > 0): column 1: `sqrt` of a negative number",
                "WARNING rule `bad-target` (willEndDragging header): set[0] `target.y = header.collapse / (header.collapse - header.collapse)`: "
                    + "column 17: division by zero",
            ], "\(warnings)")
        #expect(s.state().technique?.rules.map(\.fired) == [2, 0])
        // The failing `shouldBegin` answers nothing (the header's pan never failed), and the failing
        // target sets nothing: each 40 pt collapse snaps back to expanded, the page's own decision.
        #expect(!s.state().arena.log.contains { $0.contains("header.pan failed") })
        #expect(s.state().header?.collapse == 0)
    }
}
