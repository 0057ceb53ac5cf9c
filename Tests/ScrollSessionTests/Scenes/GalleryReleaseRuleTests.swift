import ScrollCore
@_spi(Testing) import ScrollSession
import TestSupport
import Testing

@testable import ScrollScene

/// The gallery's releases as the technique files' `willEndDragging` rules (docs/TECHNIQUES.md, "Gallery
/// techniques as files"): `target.y` = the view's offset keeps it still, `VIEW.bounces` false stops the
/// fling dead at its end; anything else a release rule sets is refused with one line.
@Suite struct GalleryReleaseRuleTests {
    static func refusal(_ text: String) -> String? {
        guard let json = JSONValue.parse(text), let t = AppTechnique(json: json) else { return "unparsed" }
        do {
            _ = try GalleryTechnique.compile(t)
            return nil
        } catch { return error.message }
    }

    static func release(_ on: String, view: String, property: String, tree: String = "") -> String {
        """
        {"name": "x", \(tree)"rules": [{"name": "r", "on": "\(on)", "view": "\(view)", "set": [{"property": "\(property)", "value": "0"}]}]}
        """
    }

    @Test func aReleaseRuleSettingWhatTheGalleryCannotDoIsRefusedWithOneLine() {
        #expect(
            Self.refusal(Self.release("willEndDragging", view: "outer", property: "target.x"))
                == "appTechnique.rules[0].set[0].property (rule `r`): the gallery's willEndDragging sets target.y, outer.bounces, list.bounces or state.NAME, not `target.x`"
        )
        #expect(
            Self.refusal(Self.release("willEndDragging", view: "list", property: "outer.offset.y"))
                == "appTechnique.rules[0].set[0].property (rule `r`): the gallery's willEndDragging sets target.y, outer.bounces, list.bounces or state.NAME, not `outer.offset.y`"
        )
        #expect(
            Self.refusal(Self.release("willEndDragging", view: "pager", property: "target.y", tree: #""tree": {"pages": 2}, "#))
                == "appTechnique.rules[0].view (rule `r`): the gallery's willEndDragging is `outer`'s or `list`'s, not `pager`")
        // The language's own refusal comes first: `target.y` outside a release.
        #expect(
            Self.refusal(Self.release("didScroll", view: "outer", property: "target.y"))
                == "appTechnique.rules[0].set[0].property (rule `r`): `target.y` is set in a willEndDragging rule only")
        #expect(Self.refusal(Self.release("willEndDragging", view: "list", property: "target.y")) == nil)
    }

    @Test func theFilesReleaseRules() throws {
        func names(_ t: GalleryTechnique) throws -> [String] {
            try #require(t.program).rules.filter { $0.source.on == .willEndDragging }.map(\.source.name)
        }
        #expect(try names(.simultaneous) == ["outer-fling-pinned-while-list-scrolled", "pinned-views-stop-dead"])
        #expect(try names(.forwarding) == ["fling-not-forwarded"])
        #expect(try names(.deadStop) == ["list-moving-outer-stays", "outer-moving-list-stays"])
        #expect(try names(.carouselLock) == [])
    }

    /// Drags 300 pt up on the list (the header sticks, the list scrolls), then flicks on the header
    /// (none when `from == to`).
    static func scrolledThenFlick(_ scene: String, from: Double, to: Double) throws -> (Sandbox, SceneState) {
        let (s, st, _) = try scrolledThenFlickWithLift(scene, from: from, to: to)
        return (s, st)
    }

    /// The same, with the list's offset when the last event (the lift) was delivered.
    static func scrolledThenFlickWithLift(_ scene: String, from: Double, to: Double) throws -> (Sandbox, SceneState, Double) {
        var b = TraceBuilder(scene: scene)
        b.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.5, hold: 0.1)
        b.wait(1)
        if from != to { b.fling(from: Point(x: 200, y: from), to: Point(x: 200, y: to), duration: 0.08) }
        let s = try SessionFactory.sandbox(catalog: catalog, trace: b.trace)
        var atLift = -1.0
        let last = b.trace.events.count - 1
        s.replay(b.trace.events, settle: true) { _ in
        } eachEvent: { i in
            if i == last { atLift = Self.list(s.session.state()) }
        }
        return (s, s.session.state(), atLift)
    }

    static func list(_ st: SceneState) -> Double { st.scrollViews.first { $0.id == "page.0.list" }?.offset.y ?? -1 }

    /// `simultaneous`: a flick down on the header while the list is scrolled — `list.pan` never saw the
    /// touch and the rule keeps the outer view where it is (`target.y = outer.offset.y`): nothing moves.
    @Test func simultaneousHeaderFlickWhileTheListIsScrolledMovesNothing() throws {
        let (s, before) = try Self.scrolledThenFlick("gallery-simultaneous", from: 100, to: 100)
        let (t, st) = try Self.scrolledThenFlick("gallery-simultaneous", from: 90, to: 20)
        #expect(st.header?.collapse == 141)
        #expect(Self.list(st) == Self.list(before))
        let program = try #require(GalleryTechnique.simultaneous.program)
        let kill = try #require(program.rules.firstIndex { $0.source.name == "outer-fling-pinned-while-list-scrolled" })
        #expect(try GalleryTechniqueFileTests.model(t).fired[kill] == 1)
        #expect(try GalleryTechniqueFileTests.model(s).fired[kill] == 0)
        #expect(
            st.events.map(\.name).last == "header.pan alone: the outer view is pinned while the list is scrolled; nothing moves")
    }

    /// `deadStop`: after the drag the header is stuck and the list scrolled; a flick up on the header
    /// moves the list alone (`list-moving-outer-stays`, which sets `list.bounces` false: it stops dead
    /// at its end or rests in it).
    @Test func deadStopFlickUpWithTheHeaderStuckFlingsTheListAlone() throws {
        let (s, st) = try Self.scrolledThenFlick("gallery-dead-stop", from: 90, to: 20)
        #expect(st.header?.collapse == 141)
        #expect(Self.list(st) > 300)
        let program = try #require(GalleryTechnique.deadStop.program)
        let fired = try GalleryTechniqueFileTests.model(s).fired
        #expect(
            program.rules.indices.map { "\(program.rules[$0].source.name) \(fired[$0])" }.dropFirst() == [
                "list-moving-outer-stays 2", "outer-moving-list-stays 0",
            ])
        #expect(st.events.map(\.name).last == "fling on list only: it will stop where list ends")
    }

    /// `forwarding`: the same flick runs the outer view's own fling only (`fling-not-forwarded` keeps
    /// the list still): the list stays where the flick's drag forwarded it (149 → 207.8).
    @Test func forwardingFlickUpFlingsTheOuterViewOnly() throws {
        let (s, before) = try Self.scrolledThenFlick("gallery-forwarding", from: 100, to: 100)
        let (t, st, atLift) = try Self.scrolledThenFlickWithLift("gallery-forwarding", from: 90, to: 20)
        #expect(st.header?.collapse == 141)
        expectClose(Self.list(before), 149, within: 0.05)
        expectClose(atLift, 207.8, within: 0.05)
        #expect(Self.list(st) == atLift)
        #expect(try GalleryTechniqueFileTests.model(s).fired.last == 1)
        #expect(try GalleryTechniqueFileTests.model(t).fired.last == 2)
        #expect(
            st.events.map(\.name).last
                == "outer.pan released: its own fling runs over the header's range only; the list gets no velocity")
    }
}
