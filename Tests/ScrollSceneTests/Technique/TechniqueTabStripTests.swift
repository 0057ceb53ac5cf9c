import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import TestSupport
import Testing

@testable import ScrollScene

/// A technique scene's tab strip (`TechniqueController+TabStrip`): its indicator follows the pager,
/// a tap on a title pages there, a strip whose titles do not fit scrolls, and a vertical drag on it
/// still moves the outer view.
@Suite struct TechniqueTabStripTests {
    let tree = TechniqueTreeScene(rows: [120, 60, 30])
    let onList = Point(x: 300, y: 700)
    /// The middle of the strip (200 pt header, 44 pt strip).
    let stripY = 222.0

    func technique(_ s: SceneSession) throws -> TechniqueController {
        try #require((s.controller as? TechniqueSceneController)?.current as? TechniqueController)
    }

    /// The pan's slop is crossed by the drag's first move, 12 pt: the content follows the rest.
    static let firstMove = 12.0

    /// A drag from `a` to `b` over 0.3 s: a first move of `firstMove` pt, 11 more to `b`, held still
    /// for 0.2 s (the finger stops: no fling), then lifted; `lift: false` keeps it down.
    func heldDrag(_ a: Point, _ b: Point, at t0: Double, lift: Bool = true) -> [PointerEvent] {
        let d = b - a
        let start = a + d * (Self.firstMove / d.length)
        var out = [PointerEvent(.down, id: 1, at: a, time: t0), PointerEvent(.move, id: 1, at: start, time: t0 + 0.025)]
        for i in 1...11 {
            out.append(PointerEvent(.move, id: 1, at: start + (b - start) * (Double(i) / 11), time: t0 + 0.025 * Double(i + 1)))
        }
        out.append(PointerEvent(.move, id: 1, at: b, time: t0 + 0.5))
        if lift { out.append(PointerEvent(.up, id: 1, at: b, time: t0 + 0.51)) }
        return out
    }

    /// The strip's indicator position as the next frame draws it (the strip is laid out per frame).
    func shownProgress(_ s: SceneSession, _ t: TechniqueController) -> Double {
        _ = s.displayList()
        return t.strip.progress
    }

    /// A 0.05 s tap.
    func tap(_ p: Point, at t: Double) -> [PointerEvent] {
        [PointerEvent(.down, id: 1, at: p, time: t), PointerEvent(.up, id: 1, at: p, time: t + 0.05)]
    }

    @Test func theIndicatorFollowsThePagerHalfWayThenOneAtRest() throws {
        let s = try tree.session(#"{"tree": {"pages": 3}}"#)
        let t = try technique(s)
        #expect(shownProgress(s, t) == 0)
        // Half a page (196.5 pt) after the slop, the finger held there.
        let half = onList + Point(x: -(Self.firstMove + 196.5), y: 0)
        run(s, heldDrag(onList, half, at: 0.1, lift: false), until: 0.6)
        #expect(s.offsetX("pager") == 196.5)
        #expect(shownProgress(s, t) == 0.5)
        // On past half way, lifted: the pager pages to 1.
        run(
            s,
            [
                PointerEvent(.move, id: 1, at: half + Point(x: -40, y: 0), time: 0.62),
                PointerEvent(.up, id: 1, at: half + Point(x: -40, y: 0), time: 0.64),
            ], until: 2)
        #expect(s.offsetX("pager") == 393)
        #expect(s.isIdle)
        #expect(shownProgress(s, t) == 1)
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func aTapOnTheThirdTitlePagesThere() throws {
        let s = try tree.session(#"{"tree": {"pages": 3}}"#)
        let t = try technique(s)
        let third = t.strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY), at: 0.1), until: 1.5)
        #expect(s.arenaLog.contains("t=0.15 tabStrip.tap recognized: lifted after 0.05 s"))
        #expect(s.offsetX("pager") == 786)
        #expect(shownProgress(s, t) == 2)
        #expect(s.state().events.suffix(1).map(\.name) == ["didEndScrollingAnimation"])
    }

    /// One list: the strip shows its titles and has nothing to select (no tap in the arena).
    @Test func oneListHasNoTap() throws {
        let s = try TechniqueTreeScene(rows: [120]).session(#"{"name": "one"}"#)
        run(s, tap(Point(x: 20, y: stripY), at: 0.1), until: 0.5)
        #expect(s.arenaLog.allSatisfy { !$0.contains("tabStrip") })
        #expect(shownProgress(s, try technique(s)) == 0)
    }

    /// A scene file (the loader, as a user's) whose eight titles do not fit 393 pt: a horizontal drag
    /// on the strip scrolls it; a vertical drag on it moves the outer view by the drag's points.
    /// A session on a scene file (`wide-strip.json`, loaded as a user's) of eight pages whose eight
    /// titles do not fit 393 pt.
    func wideStripSession() throws -> SceneSession {
        let dir = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("wide-strip.json")
        let titles = (1...8).map { "\"Section \($0)\"" }.joined(separator: ", ")
        let pages = (1...8).map { _ in #"{"rows": 40}"# }.joined(separator: ", ")
        try Data(
            """
            {"id": "wide-strip", "title": "Wide", "kind": "technique", "header": {"height": 200},
             "tabStrip": {"height": 44, "titles": [\(titles)]}, "pages": [\(pages)], "rowHeight": 72,
             "appTechnique": {"name": "wide", "tree": {"pages": 8}}}
            """.utf8
        ).write(to: file)
        return SceneSession(definition: try SceneCatalog.load(file), viewport: Size(width: 393, height: 852), hz: 120)
    }

    @Test func anOverflowingStripScrollsAndAVerticalDragStillMovesTheOuterView() throws {
        let s = try wideStripSession()
        let t = try technique(s)
        #expect(t.tabStrip.model.contentSize.width > 393)
        let onStrip = Point(x: 300, y: stripY)
        run(s, heldDrag(onStrip, onStrip + Point(x: -150, y: 0), at: 0.1), until: 1.5)
        #expect(
            s.arenaLog.prefix(3) == [
                "t=0.125 tabStrip.tap failed: moved 12 pt > 10 pt", "t=0.125 tabStrip.scrollPan began: moved 12 pt horizontal",
                "t=0.125 outer.pan failed: tabStrip.scrollPan won the touch",
            ])
        #expect(s.offsetX("tabStrip") == 150 - Self.firstMove)
        _ = s.displayList()
        #expect(t.strip.boundsOrigin.x == 150 - Self.firstMove)
        #expect(s.offsetX("pager") == 0)
        // Vertical, on the strip: its tap and scroll pan fail, the outer pan moves the page by the drag.
        run(s, heldDrag(onStrip, onStrip + Point(x: 0, y: -100), at: 2, lift: false), until: 2.5)
        #expect(s.offsetY("outer") == 100 - Self.firstMove)
        #expect(s.offsetX("tabStrip") == 150 - Self.firstMove)
    }

    /// A tap on a title of a strip that scrolls pages there, then the strip centres that title (its
    /// range allowing): the pager's rest reveals it, as on a nested page.
    @Test func thePagerAtRestScrollsItsTitleIntoView() throws {
        let s = try wideStripSession()
        let t = try technique(s)
        let third = t.strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY), at: 0.1), until: 2)
        #expect(s.offsetX("pager") == 786)
        let centred = third.x + third.width / 2 - 393.0 / 2
        #expect(centred > 0)
        #expect(s.offsetX("tabStrip") == centred)
        #expect(s.isIdle)
        #expect(
            s.state().events.map { "\($0.name) \($0.id ?? "")" }.suffix(2) == [
                "didEndScrollingAnimation pager", "didEndScrollingAnimation tabStrip",
            ])
    }

    /// A scene FILE with a pager: one title per list, refused otherwise in one line naming the file; the
    /// strip's `style` is drawn as on a nested page.
    @Test func aPagerNeedsOneTitlePerListAndTheStyleIsTheScenes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func scene(_ titles: Int, pages: Int) throws -> URL {
            let file = dir.appendingPathComponent("s\(titles)-\(pages).json")
            let names = (0..<titles).map { "\"T\($0)\"" }.joined(separator: ", ")
            try Data(
                """
                {"id": "s", "title": "S", "kind": "technique", "header": {"height": 200},
                 "tabStrip": {"height": 44, "titles": [\(names)], "style": "pill"},
                 "appTechnique": {"name": "n", "tree": {"pages": \(pages)}}}
                """.utf8
            ).write(to: file)
            return file
        }
        let many = try scene(8, pages: 3)
        #expect(
            throws: SceneCatalog.LoadError(
                message: "\(many.path): tabStrip.titles: 8 titles for 3 lists (appTechnique.tree.pages: one title per list)")
        ) {
            try SceneCatalog.load(many)
        }
        let s = SceneSession(definition: try SceneCatalog.load(try scene(3, pages: 3)), viewport: Size(width: 393, height: 852), hz: 120)
        #expect(try technique(s).strip.style == .pill)
        // One list: the titles are shown as they are (files from before the strip worked), no tap.
        _ = try SceneCatalog.load(try scene(3, pages: 1))
        // The tree in a technique file (`techniqueFile`) is held to the same rule, named by the scene file.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("techniques"), withIntermediateDirectories: true)
        try Data(#"{"name": "t", "tree": {"pages": 3}}"#.utf8).write(to: dir.appendingPathComponent("techniques/t.json"))
        let byFile = dir.appendingPathComponent("by-file.json")
        try Data(
            #"{"id": "f", "title": "F", "kind": "technique", "tabStrip": {"height": 44, "titles": ["A", "B"]}, "techniqueFile": "t"}"#.utf8
        ).write(to: byFile)
        #expect(
            throws: SceneCatalog.LoadError(
                message: "\(byFile.path): tabStrip.titles: 2 titles for 3 lists (appTechnique.tree.pages: one title per list)")
        ) { try SceneCatalog.load(byFile) }
        // A technique scene's `pages` entries are rows for its tree's lists, not the lists (one entry
        // serves all three): the page-count rule is not theirs (audit 25 found no strip could pass both).
        let entries = dir.appendingPathComponent("entries.json")
        try Data(
            #"""
            {"id": "e", "title": "E", "kind": "technique", "tabStrip": {"height": 44, "titles": ["A", "B", "C"]},
             "pages": [{"rows": 40}], "appTechnique": {"name": "n", "tree": {"pages": 3}}}
            """#.utf8
        ).write(to: entries)
        #expect(try SceneCatalog.load(entries).tabStrip?.titles.count == 3)
        let one = try scene(1, pages: 3)
        #expect(
            throws: SceneCatalog.LoadError(
                message: "\(one.path): tabStrip.titles: 1 title for 3 lists (appTechnique.tree.pages: one title per list)")
        ) { try SceneCatalog.load(one) }
    }

    /// A session on a scene file (`rules.json`, loaded as a user's) of `titles.count` pages under a
    /// 200 pt header, with `rules` as its technique's rules.
    func ruleSession(_ rules: String, titles: [String] = ["A", "B", "C"]) throws -> SceneSession {
        let dir = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("rules.json")
        let names = titles.map { "\"\($0)\"" }.joined(separator: ", ")
        let pages = titles.map { _ in #"{"rows": 40}"# }.joined(separator: ", ")
        try Data(
            """
            {"id": "rules", "title": "Rules", "kind": "technique", "header": {"height": 200},
             "tabStrip": {"height": 44, "titles": [\(names)]}, "pages": [\(pages)], "rowHeight": 72,
             "appTechnique": {"name": "strip-rules", "tree": {"pages": \(titles.count)}, "rules": [\(rules)]}}
            """.utf8
        ).write(to: file)
        return SceneSession(definition: try SceneCatalog.load(file), viewport: Size(width: 393, height: 852), hz: 120)
    }

    static let tapRefusedWhileCollapsed =
        #"{"name": "no-tap-collapsed", "on": "shouldBegin", "recognizer": "tabStrip.tap", "when": "header.collapse > 0", "answer": false}"#

    /// The app's `gestureRecognizerShouldBegin` of the strip's tap, false while the header is collapsed
    /// part-way: a tap on the third title then fails by the rule and the pager stays on page 0.
    @Test func aShouldBeginRuleRefusesTheStripsTapWhileTheHeaderIsCollapsed() throws {
        let s = try ruleSession(Self.tapRefusedWhileCollapsed)
        let t = try technique(s)
        // The header dragged up 100 pt, held still, lifted: the outer view at 88 (the slop), at rest.
        run(s, heldDrag(Point(x: 200, y: 150), Point(x: 200, y: 50), at: 0.1), until: 1.5)
        #expect(s.offsetY("outer") == 100 - Self.firstMove)
        #expect(s.isIdle)
        let third = t.strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY - 88), at: 2), until: 3)
        #expect(
            s.arenaLog.contains(
                "t=2.05 tabStrip.tap failed: shouldBegin=false (rule `no-tap-collapsed` (shouldBegin tabStrip.tap: header.collapse > 0) → fail)"
            ))
        #expect(s.offsetX("pager") == 0)
        #expect(s.state().technique?.rules.map(\.fired) == [1])
        #expect(s.state().events.contains { $0.name.hasPrefix("rule `no-tap-collapsed`") && $0.id == "no-tap-collapsed" })
    }

    /// The same file with the header expanded: the rule's condition is false, the tap pages there.
    @Test func theSameTapPagesWhenTheHeaderIsExpanded() throws {
        let s = try ruleSession(Self.tapRefusedWhileCollapsed)
        let third = try technique(s).strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY), at: 0.1), until: 1.5)
        #expect(s.arenaLog.contains("t=0.15 tabStrip.tap recognized: lifted after 0.05 s"))
        #expect(s.offsetX("pager") == 786)
        #expect(s.state().technique?.rules.map(\.fired) == [0])
    }

    /// `gestureRecognizer(_:shouldReceive:)` of the strip's tap reads the touch being received: one on
    /// the first title is ignored, then one on the third is received and pages there.
    @Test func aShouldReceiveRuleReadsTheTouchOfTheTap() throws {
        let rule =
            #"{"name": "not-first", "on": "shouldReceive", "recognizer": "tabStrip.tap", "when": "tabStrip.tap.location.x < 100", "answer": false}"#
        let s = try ruleSession(rule)
        let t = try technique(s)
        #expect(t.strip.tabs[2].x > 100)
        run(s, tap(Point(x: 50, y: stripY), at: 0.1), until: 1)
        #expect(
            s.arenaLog.contains(
                "t=0.1 tabStrip.tap failed: shouldReceive=false (rule `not-first` (shouldReceive tabStrip.tap: tabStrip.tap.location.x < 100))"
            ))
        #expect(s.offsetX("pager") == 0)
        let third = t.strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY), at: 1), until: 2.5)
        #expect(s.offsetX("pager") == 786)
        #expect(s.state().technique?.rules.map(\.fired) == [1])
    }

    /// A pair rule names the strip's tap like any recognizer: required to wait for the outer pan to fail,
    /// the tap is recognized after the outer pan fails at the lift, and still pages; the log names the rule.
    @Test func aRequireToFailRuleOnTheStripsTap() throws {
        let rule = #"{"name": "tap-waits", "on": "shouldRequireFailureOf", "recognizer": "tabStrip.tap", "other": "outer.pan"}"#
        let s = try ruleSession(rule)
        let third = try technique(s).strip.tabs[2]
        run(s, tap(Point(x: third.x + third.width / 2, y: stripY), at: 0.1), until: 1.5)
        let why = "(rule `tap-waits` (shouldRequireFailureOf tabStrip.tap outer.pan))"
        #expect(
            Array(s.arenaLog.prefix(3)) == [
                "t=0.15 tabStrip.tap waits for outer.pan to fail \(why)",
                "t=0.15 outer.pan failed: lifted after 0 pt, under the 10 pt slop",
                "t=0.15 tabStrip.tap recognized: outer.pan failed \(why)",
            ])
        #expect(s.offsetX("pager") == 786)
    }

    static let wide = (1...8).map { "Section \($0)" }

    /// `tabStrip.pan` is the strip's scroll view's pan (`VIEW.pan`, the arena's `tabStrip.scrollPan`): a
    /// `shouldBegin` rule reading its location refuses a drag starting left of 200 pt; one from 300 pt
    /// scrolls the strip by the drag's points.
    @Test func aShouldBeginRuleOnTheStripsScrollPan() throws {
        let rule =
            #"{"name": "right-half", "on": "shouldBegin", "recognizer": "tabStrip.pan", "when": "tabStrip.pan.location.x < 200", "answer": false}"#
        let s = try ruleSession(rule, titles: Self.wide)
        let left = Point(x: 150, y: stripY)
        run(s, heldDrag(left, left + Point(x: -100, y: 0), at: 0.1), until: 1)
        #expect(
            s.arenaLog.contains(
                "t=0.125 tabStrip.scrollPan failed: shouldBegin=false (rule `right-half` (shouldBegin tabStrip.pan: tabStrip.pan.location.x < 200) → fail)"
            ))
        #expect(s.offsetX("tabStrip") == 0)
        let right = Point(x: 300, y: stripY)
        run(s, heldDrag(right, right + Point(x: -150, y: 0), at: 1.5), until: 2.5)
        #expect(s.offsetX("tabStrip") == 150 - Self.firstMove)
        #expect(s.state().technique?.rules.map(\.fired) == [1])
    }

    /// A rule's `tabStrip.pan.isEnabled = false` holds: the strip's layout (which enables the pan where
    /// the titles do not fit) does not turn it back on, and a horizontal drag on the strip scrolls nothing.
    @Test func aRuleTurnsTheStripsScrollPanOff() throws {
        let rule =
            #"{"name": "strip-off", "on": "didEndDragging", "view": "outer", "set": [{"property": "tabStrip.pan.isEnabled", "value": "false"}]}"#
        let s = try ruleSession(rule, titles: Self.wide)
        run(s, heldDrag(Point(x: 200, y: 150), Point(x: 200, y: 120), at: 0.1), until: 1)
        #expect(s.state().technique?.rules.map(\.fired) == [1])
        let onStrip = Point(x: 300, y: stripY - 18)
        run(s, heldDrag(onStrip, onStrip + Point(x: -150, y: 0), at: 1.5), until: 2.5)
        #expect(s.offsetX("tabStrip") == 0)
        #expect(!s.arenaLog.contains { $0.contains("tabStrip.scrollPan began") })
    }

    /// Where the titles fit the strip does not scroll: a rule on `tabStrip.pan` loads (whether they fit
    /// depends on the device's width) and never fires — the pan is off, as UIKit's is on a scroll view
    /// with nothing to scroll.
    @Test func aRuleOnTheScrollPanOfAStripThatFitsNeverFires() throws {
        let rule = #"{"name": "never", "on": "shouldBegin", "recognizer": "tabStrip.pan", "answer": false}"#
        let s = try ruleSession(rule)
        let onStrip = Point(x: 300, y: stripY)
        run(s, heldDrag(onStrip, onStrip + Point(x: -150, y: 0), at: 0.1), until: 1)
        #expect(s.state().technique?.rules.map(\.fired) == [0])
        #expect(!s.arenaLog.contains { $0.contains("scrollPan") })
        #expect(s.offsetX("pager") == 0)
    }

    /// One list: the strip has no tap, so a rule naming it is refused at load in one line with the
    /// recognizers there are; its quantities likewise.
    @Test func oneListRefusesTheTapsName() {
        let one = TechniqueTreeScene(rows: [120])
        #expect(
            one.problem(#"{"name": "n", "rules": [{"name": "r", "on": "shouldBegin", "recognizer": "tabStrip.tap", "answer": false}]}"#)
                == "mine.json: appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `tabStrip.tap` (outer.pan, list.pan, list.longPress, tabStrip.pan)"
        )
        #expect(
            one.problem(
                #"{"name": "n", "rules": [{"name": "r", "on": "shouldBegin", "recognizer": "list.pan", "when": "tabStrip.tap.state == 0"}]}"#
            )
                == "mine.json: appTechnique.rules[0].when (rule `r`): column 1: unknown name `tabStrip.tap.state` (names start with a view (outer, list), VIEW.pan., list.longPress., tabStrip.pan., header. or state.)"
        )
        // With a pager the tap is named; of its properties only `isEnabled` is settable.
        #expect(
            TechniqueTreeScene(rows: [120, 60]).problem(
                #"{"name": "n", "tree": {"pages": 2}, "rules": [{"name": "r", "on": "didScroll", "view": "outer", "set": [{"property": "tabStrip.tap.takesAnyDirection", "value": "true"}]}]}"#
            )
                == "mine.json: appTechnique.rules[0].set[0].property (rule `r`): `tabStrip.tap.takesAnyDirection` cannot be set (the tab strip's recognizers: tabStrip.tap.isEnabled, tabStrip.pan.isEnabled)"
        )
    }
}
