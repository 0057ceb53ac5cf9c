import Foundation
import ScrollCore
@_spi(Testing) import ScrollSession
import TestSupport
import Testing

@testable import ScrollScene

/// The gallery techniques that are technique files (`Assets/techniques/ID.json`, docs/TECHNIQUES.md
/// "Gallery techniques as files"): the file on disk is the text compiled in, and replaying the
/// gallery's traces runs its rules on the gallery's own pans and views, giving the states the code gave.
@Suite struct GalleryTechniqueFileTests {
    static func file(_ id: String) throws -> String {
        try String(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/techniques/\(id).json"), encoding: .utf8)
    }

    static func model(_ s: Sandbox) throws -> GalleryNestedModel {
        let gallery = try #require(s.session.controller as? GalleryController)
        return try #require(gallery.current as? GalleryNestedController).model
    }

    @Test func theSimultaneousFileIsTheTextCompiledInAndItsFiveRules() throws {
        #expect(try Self.file("simultaneous") == GalleryTechnique.simultaneous.fileText)
        let json = try #require(JSONValue.parse(try Self.file("simultaneous")))
        let program = try TechniqueProgram.compile(try #require(AppTechnique(json: json)))
        #expect(program.name == "simultaneous")
        #expect(
            program.rules.map(\.source.name) == [
                "both-pans", "outer-pinned-while-list-scrolled", "list-pinned-until-stuck", "outer-fling-pinned-while-list-scrolled",
                "pinned-views-stop-dead",
            ])
        #expect(program.rules.map(\.source.on) == [.simultaneous, .didScroll, .didScroll, .willEndDragging, .willEndDragging])
    }

    /// The fixture (a fling up on the header): `list.pan` never sees the touch, so the pair rule is
    /// never asked and no pin acts; at the release the list is at 0, so the outer view flings
    /// (`outer-fling-pinned-while-list-scrolled` does not hold), without a bounce (`pinned-views-stop-dead`
    /// once): the header stops dead where it sticks (141), the list at 0.
    @Test(arguments: [60, 120])
    func theHeaderFlingFixtureRunsTheFileAndStopsWhereTheHeaderSticks(hz: Int) throws {
        let (samples, sandbox) = try GalleryTests.samples("gallery-simultaneous", chain: false, hz: hz)
        let last = try #require(samples.last)
        #expect(last.collapse == 141)
        #expect(last.list == 0)
        let fired = try Self.model(sandbox).fired
        #expect(fired == [0, 0, 0, 0, 1])
    }

    /// A drag up 300 pt on the list: both pans begin (`both-pans`, asked 3 times), the list is pinned
    /// at 0 until the header sticks (`list-pinned-until-stuck`, 56 acts: every move, and the re-entries),
    /// then the outer view is pinned at 141 while the list scrolls (`outer-pinned-while-list-scrolled`, 60):
    /// the list rests at 150. The release (both pans) runs `pinned-views-stop-dead` once.
    @Test func aDragOnTheListFiresThePairAndBothPins() throws {
        var b = TraceBuilder(scene: "gallery-simultaneous")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.5, hold: 0.1)
        let s = try SessionFactory.sandbox(catalog: catalog, trace: b.trace)
        s.replay(b.trace.events, settle: true)
        let st = s.session.state()
        #expect(st.header?.collapse == 141)
        expectClose(st.scrollViews.first { $0.id == "page.0.list" }?.offset.y ?? -1, 150, within: 0.01)
        let fired = try Self.model(s).fired
        #expect(fired == [3, 60, 56, 0, 1])
    }

    /// `carouselLock` is UIKit's default, so its file holds no rule: the fixture's swipe right on page
    /// 1's carousel (at its left edge) is the carousel's, and the pager stays on page 1 (393) at 60 and
    /// 120 Hz, the carousel rubber-banding.
    @Test(arguments: [60, 120])
    func theCarouselLockFileHoldsNoRuleAndThePagerNeverPages(hz: Int) throws {
        #expect(try Self.file("carouselLock") == GalleryTechnique.carouselLock.fileText)
        let program = try #require(GalleryTechnique.carouselLock.program)
        #expect(program.name == "carouselLock")
        #expect(program.rules.isEmpty)
        let (samples, sandbox) = try GalleryTests.samples("gallery-carousel-lock", chain: false, hz: hz)
        #expect(samples.allSatisfy { $0.pager == 393 })
        let log = sandbox.session.state().arena.log.joined(separator: "\n")
        #expect(log.contains("page.1.carousel.pan began"))
        #expect(!log.contains("pager.pan began"))
    }

    /// `forwarding` and `deadStop` drag one offset over both ranges (`one-offset-over-both`, forwarding
    /// the outer view's drag past the header's range to the list); their releases differ (their
    /// `willEndDragging` rules): the forwarding outer view bounces alone, the dead stop flings the moving
    /// view only.
    @Test(arguments: ["forwarding", "deadStop"])
    func theForwardingFilesAreTheTextCompiledIn(id: String) throws {
        let technique = try #require(GalleryTechnique(rawValue: id))
        #expect(try Self.file(id) == technique.fileText)
        let program = try #require(technique.program)
        #expect(program.variables == ["total"])
        let releases =
            id == "forwarding" ? ["fling-not-forwarded"] : ["list-moving-outer-stays", "outer-moving-list-stays"]
        #expect(program.rules.map(\.source.name) == ["one-offset-over-both"] + releases)
    }

    /// The fixture: a slow drag up that sticks the header, then a flick on the list. The rule runs on
    /// each of the 117 moves (and its re-entries); the drag past the header's range went to the list,
    /// 214.14 pt, where it stays: the outer view's fling never reaches it (`fling-not-forwarded` at
    /// both releases).
    @Test(arguments: [60, 120])
    func theForwardingFixtureForwardsTheDragToTheList(hz: Int) throws {
        let (samples, sandbox) = try GalleryTests.samples("gallery-forwarding", chain: false, hz: hz)
        let last = try #require(samples.last)
        #expect(last.collapse == 141)
        expectClose(last.list, 214.1389, within: 1e-4)
        #expect(samples.map(\.list).max() == last.list)
        let fired = try Self.model(sandbox).fired
        #expect(fired == [117, 2])
    }

    /// The fixture (the header fling): 7 moves through the rule, then the fling on the header alone
    /// (`outer-moving-list-stays`, which sets `outer.bounces` false) stops dead where it sticks (141), the
    /// list at 0.
    @Test(arguments: [60, 120])
    func theDeadStopFixtureRunsTheFileAndStopsWhereTheHeaderSticks(hz: Int) throws {
        let (samples, sandbox) = try GalleryTests.samples("gallery-dead-stop", chain: false, hz: hz)
        let last = try #require(samples.last)
        #expect(last.collapse == 141)
        #expect(last.list == 0)
        let fired = try Self.model(sandbox).fired
        #expect(fired == [7, 0, 1])
    }
}
