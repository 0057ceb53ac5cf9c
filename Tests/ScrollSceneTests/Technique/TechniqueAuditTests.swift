import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import Testing

/// The outside audit of technique files written from real apps' code (docs/TECHNIQUES.md): each test
/// is one finding's scene, with the positions, owners and log lines UIKit's behaviour gives.
@Suite struct TechniqueAuditTests {
    /// A technique scene (one page of 120 rows, header 200, strip 44) running `technique`.
    func session(technique: String, pages: Int = 1) throws -> SceneSession {
        let scene = """
            {"id": "audit", "title": "Audit", "kind": "technique", "header": {"height": 200}, "tabStrip": {"height": 44, "titles": ["A"]},
             "pages": [{"rows": 120}], "rowHeight": 72, "appTechnique": \(technique)}
            """
        let def = try SceneCatalog.parse(Data(scene.utf8), label: "audit.json")
        return SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
    }

    func y(_ s: SceneSession, _ id: String) -> Double { s.state().scrollViews.first { $0.id == id }?.offset.y ?? .nan }
    func fired(_ s: SceneSession) -> [String] { s.state().technique?.rules.map { "\($0.name) \($0.fired)" } ?? [] }

    /// `g-receive`: the page's pan ignores touches on the banner (67 … 187). A `shouldReceive` rule reads
    /// the touch being received — not the last one its recognizer saw.
    static let bannerFilter = """
        {"name": "banner-filter", "tree": {"carousel": true}, "rules": [
         {"name": "outer-ignores-banner-touches", "on": "shouldReceive", "recognizer": "outer.pan", "answer": false,
          "when": "outer.pan.location.y >= 67 && outer.pan.location.y <= 187"}]}
        """

    /// Finding 2, first touch on the banner: the rule fires, `outer.pan` never sees the touch, the
    /// carousel's horizontal pan fails on the vertical drag — nothing moves.
    @Test func shouldReceiveReadsTheFirstTouchOnTheBanner() throws {
        let s = try session(technique: Self.bannerFilter)
        let banner = Point(x: 200, y: 150)
        run(s, drag(banner, banner + Point(x: 0, y: -100), at: 0.1), until: 1.5)
        #expect(
            s.state().arena.log.first
                == "t=0.1 outer.pan failed: shouldReceive=false (rule `outer-ignores-banner-touches` (shouldReceive outer.pan: outer.pan.location.y >= 67 && outer.pan.location.y <= 187))"
        )
        #expect(y(s, "outer") == 0)
        #expect(fired(s) == ["outer-ignores-banner-touches 1"])
    }

    /// Finding 2, a tap on the banner then a drag from below it: the drag's touch is received (the
    /// condition reads y = 195, not the tap's 120) and the outer view scrolls.
    @Test func shouldReceiveDoesNotReadThePreviousTouch() throws {
        let s = try session(technique: Self.bannerFilter)
        let tap = Point(x: 200, y: 120)
        run(s, [PointerEvent(.down, id: 1, at: tap, time: 0.1), PointerEvent(.up, id: 1, at: tap, time: 0.2)], until: 1)
        let below = Point(x: 200, y: 195)
        run(s, drag(below, below + Point(x: 0, y: -100), at: 1), until: 1.3)
        #expect(s.state().arena.log.contains("t=1.05 outer.pan began: moved 16.667 pt vertical"))
        #expect(y(s, "outer") > 60)
        #expect(fired(s) == ["outer-ignores-banner-touches 1"])
    }

    /// Finding 8: every arena line a rule decided names it — a simultaneous answer, a require-to-fail
    /// wait and its release, a cancel by a rule's `isScrollEnabled = false`.
    @Test func theArenaLogNamesTheRuleBehindEachRelation() throws {
        let onList = Point(x: 200, y: 700)
        let pinning = try ScrollSceneTests.session("seed-pinning")
        run(pinning, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 0.3)
        let both = "(rule `both-pans` (simultaneous outer.pan list.pan))"
        #expect(pinning.state().arena.log.contains { $0.hasSuffix("shouldRecognizeSimultaneously said yes \(both)") })
        let require = try ScrollSceneTests.session("seed-require-to-fail")
        run(require, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 0.3)
        let waits = "(rule `pan-waits-for-long-press` (shouldRequireFailureOf list.pan list.longPress))"
        #expect(
            Array(require.state().arena.log.prefix(3)) == [
                "t=0.125 list.pan waits for list.longPress to fail \(waits)",
                "t=0.125 list.longPress failed: moved 16.667 pt > allowable 10 pt before 0.5 s",
                "t=0.125 list.pan began: list.longPress failed \(waits)",
            ])
        let machine = try ScrollSceneTests.session("seed-state-machine")
        run(machine, drag(onList, onList + Point(x: 0, y: 300), at: 0.1), until: 0.5)
        #expect(
            machine.state().arena.log.contains {
                $0.hasSuffix(
                    "list.pan cancelled: disabled (rule `inner-to-outer` (didScroll list: state.mode == 0 && list.isDragging && list.offset.y <= list.top && list.pan.velocity.y > 0))"
                )
            })
    }

    /// Finding 7: a require-to-fail cycle among rules without `when` is refused at load in one line
    /// naming the rules and the cycle; with a `when` it loads and the arena's WARNING names the rules.
    @Test func aRequireToFailCycleIsRefusedOrNamed() throws {
        let cycle = """
            {"rules": [{"name": "outer-waits-list", "on": "shouldRequireFailureOf", "recognizer": "outer.pan", "other": "list.pan"WHEN},
             {"name": "list-waits-outer", "on": "shouldRequireFailureOf", "recognizer": "list.pan", "other": "outer.pan"}]}
            """
        #expect(
            throws: SceneCatalog.LoadError(
                message:
                    "audit.json: appTechnique.rules[1] (rule `list-waits-outer`): require-to-fail cycle list.pan → outer.pan → list.pan (with rule `outer-waits-list`): each waits for the next to fail, so none begins (give one a `when`)"
            )
        ) {
            _ = try session(technique: cycle.replacingOccurrences(of: "WHEN", with: ""))
        }
        let s = try session(technique: cycle.replacingOccurrences(of: "WHEN", with: #", "when": "list.offset.y >= 0""#))
        let onList = Point(x: 200, y: 700)
        run(s, drag(onList, onList + Point(x: 0, y: -100), at: 0.1), until: 0.5)
        #expect(
            s.state().arena.log.contains(
                "t=0.15 WARNING outer.pan and list.pan wait for each other to fail (rule `outer-waits-list` (shouldRequireFailureOf outer.pan list.pan: list.offset.y >= 0), rule `list-waits-outer` (shouldRequireFailureOf list.pan outer.pan)); outer.pan released"
            ))
    }

    /// Finding 6: a rule requiring a recognizer that never sees the touch (the banner's pan, for a
    /// drag on the list) gives GESTURES.md's WARNING, naming the rule; the list is released and scrolls.
    @Test func aRequirementOnARecognizerThatNeverSeesTheTouchWarns() throws {
        let s = try session(
            technique: """
                {"tree": {"carousel": true}, "rules": [{"name": "list-waits-carousel", "on": "shouldRequireFailureOf", "recognizer": "list.pan", "other": "carousel.pan"}]}
                """)
        let onList = Point(x: 200, y: 700)
        run(s, drag(onList, onList + Point(x: 0, y: -100), at: 0.1), until: 0.5)
        #expect(
            s.state().arena.log.first
                == "t=0.15 WARNING list.pan required carousel.pan to fail (rule `list-waits-carousel` (shouldRequireFailureOf list.pan carousel.pan)), but carousel.pan never receives this touch and can never fail; list.pan released"
        )
        #expect(y(s, "page.0.list") > 50)
    }

    /// Finding 10: a rule's `isScrollEnabled = false` is logged before the drag's end it causes
    /// (UIKit ends the drag inside the setter): cause, then effect.
    @Test func aRulesDisableIsLoggedBeforeTheDragEndItCauses() throws {
        let s = try ScrollSceneTests.session("seed-state-machine")
        run(s, drag(Point(x: 200, y: 400), Point(x: 200, y: 700), at: 0.1), until: 1)
        let names = s.state().events.map { $0.name.hasPrefix("rule") ? String($0.name.split(separator: ":").last!) : $0.name }
        #expect(
            Array(names.prefix(6)) == [
                "willBeginDragging", " list.isScrollEnabled = false", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                " state.mode = 1",
            ])
    }

    func problem(_ technique: String) -> String {
        do {
            _ = try session(technique: technique)
            return "loaded"
        } catch {
            return (error as? SceneCatalog.LoadError)?.message ?? "\(error)"
        }
    }

    /// Finding 13: a misspelt `on` value and a misspelt quantity get the scene loader's "did you mean".
    @Test func typosGetTheNearestName() {
        #expect(
            problem(
                #"{"rules": [{"name": "r", "on": "didscroll", "view": "list", "set": [{"property": "list.bounces", "value": "true"}]}]}"#
            )
            .hasSuffix(#"(found "didscroll") (did you mean didScroll?)"#))
        #expect(
            problem(#"{"rules": [{"name": "r", "on": "shouldBegin", "recognizer": "list.pan", "when": "list.topp > 0"}]}"#)
                .hasPrefix(
                    "audit.json: appTechnique.rules[0].when (rule `r`): column 1: unknown name `list.topp` (did you mean `list.top`? a view has: offset.x,"
                ))
    }

    /// Finding 13: a technique file that is an array, or the scene's field copied whole, is refused in
    /// one line saying what the file holds.
    @Test func aTechniqueFileHoldsTheObjectItself() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-shape-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("techniques"), withIntermediateDirectories: true)
        let scene = root.appendingPathComponent("s.json")
        try #"{"id": "s", "title": "S", "kind": "technique", "techniqueFile": "t"}"#.write(to: scene, atomically: true, encoding: .utf8)
        let file = root.appendingPathComponent("techniques/t.json")
        let what =
            #"a technique file holds the technique itself, one object ({"name": …, "rules": […]}), what a scene's "appTechnique" holds"#
        for (text, ending) in [
            (#"{"appTechnique": {"name": "t", "rules": []}}"#, #", not {"appTechnique": …}: write the object inside it"#),
            (#"[{"name": "t", "rules": []}]"#, ", not an array"),
        ] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            #expect(throws: SceneCatalog.LoadError(message: "\(file.path): \(what)\(ending)")) { try SceneCatalog.load(scene) }
        }
    }

    /// Finding 11: `willEndDragging`'s `velocity` is UIKit's, points per millisecond; `target` is in
    /// points. The list's velocity right after the release (pt/s, the state's) is 1000 × what the rule read.
    @Test func willEndDraggingReadsPointsPerMillisecond() throws {
        let s = try session(
            technique: """
                {"state": [{"name": "v", "value": 0}, {"name": "target", "value": 0}], "rules": [{"name": "probe", "on": "willEndDragging", "view": "list",
                  "set": [{"property": "state.v", "value": "velocity.y"}, {"property": "state.target", "value": "target.y"}]}]}
                """)
        let onList = Point(x: 200, y: 700)
        run(s, drag(onList, onList + Point(x: 0, y: -120), at: 0.1), until: 0.42)
        let variables = s.state().technique?.variables.map(\.value) ?? []
        let list = try #require(s.state().scrollViews.first { $0.id == "page.0.list" })
        #expect(variables.count == 2)
        #expect(abs(variables[0] * 1000 - list.velocity.y) < 30)  // 0.4 pt/ms: the velocity a tick after
        #expect(variables[0] > 0.2 && variables[0] < 1)
        #expect(variables[1] > list.offset.y)
    }
}
