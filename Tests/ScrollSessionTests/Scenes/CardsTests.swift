import Foundation
import ScrollCore
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// The `cards` scene's swipe actions (open, close, delete, as UITableView's trailing actions) and its
/// reorder (neighbours stand aside, the drop springs into its slot), replayed from traces.
@Suite struct CardsTests {
    /// Cards start 12 pt into the list below the status and navigation bars (103 pt on an iPhone 15),
    /// 80 pt tall every 92 pt.
    static let listTop = DeviceScreen.iPhone15.safeArea.top + NavigationBarView.barHeight
    static func centreY(_ i: Int) -> Double { listTop + 12 + 92 * Double(i) + 40 }
    static func slotY(_ i: Int) -> Double { 12 + 92 * Double(i) }

    /// A slow swipe of card `i` by `distance` points: no velocity at the lift.
    static func slowSwipe(_ b: inout TraceBuilder, card i: Int, distance: Double) {
        b.drag(from: Point(x: 330, y: centreY(i)), to: Point(x: 330 - distance, y: centreY(i)), duration: 0.6, hold: 0.1)
    }

    static func cards(_ trace: Trace, until: Double? = nil, settle: Bool = true) throws -> SceneState.Cards {
        try #require(replay(trace, settle: settle, until: until).session.state().cards)
    }

    @Test func aSlowSwipePastHalfTheActionOpensTheCardOnItsDeleteAction() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        let s = try replay(b.trace).session.state()
        let c = try #require(s.cards)
        #expect(c.actionWidth == 88)
        #expect(c.openRow == 0)
        #expect(c.openOffset == -88)
        #expect(c.rows[0].swipeOffset == -88)
        #expect(c.rows.count == 24)
        #expect(s.events.map(\.name).contains("cardOpened"))
    }

    /// The trace behind docs/images/cards/open.png (docs/SCENES.md) leaves card 0 open at −88 pt.
    @Test func theDocumentedSwipeTraceOpensCardZero() throws {
        let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/cards/swipe-open.ndjson")
        let trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
        let c = try Self.cards(trace)
        #expect(c.openRow == 0)
        #expect(c.openOffset == -88)
    }

    @Test func aSwipeShortOfHalfTheActionSpringsBackClosed() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 40)  // 40 pt < half the 88 pt action
        let c = try Self.cards(b.trace)
        #expect(c.openRow == nil)
        #expect(c.rows[0].swipeOffset == 0)
    }

    @Test func theOpeningSpringsTimeBasedFromTheReleaseToTheActionWidth() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 150)  // released at 150 pt, springs back to 88
        let release = b.time - 0.05
        let spring = SpringSimulation(SpringParameters(stiffness: 300), start: -150, target: -88, velocity: 0)
        let mid = try Self.cards(b.trace, until: release + 0.05, settle: false)
        #expect(abs(mid.rows[0].swipeOffset - spring.position(at: 0.05)) < 1e-9)
        #expect(mid.openRow == 0)
        let done = try Self.cards(b.trace, until: release + spring.settleTime + 0.01, settle: false)
        #expect(done.rows[0].swipeOffset == -88)
        #expect(!done.rows[0].isAnimating)
    }

    @Test func aTapOnTheDeleteActionDeletesTheCardAndTheOnesBelowMoveUp() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 1, distance: 120)
        b.wait(0.6)
        b.tap(at: Point(x: 393 - 16 - 44, y: Self.centreY(1)))
        let s = try replay(b.trace).session.state()
        let c = try #require(s.cards)
        #expect(c.rows.count == 23)
        #expect(c.rows.map(\.id).prefix(3) == ["card.0", "card.2", "card.3"])
        #expect(c.rows[1].y == Self.slotY(1))
        #expect(c.openRow == nil)
        #expect(s.scrollViews[0].contentSize.height == 12 + 23 * 92 + 12)
        #expect(s.events.first { $0.name == "cardDeleted" }?.id == "card.1")
        #expect(s.arena.lastWinner == "cards.tap")
    }

    @Test func theCardsBelowSpringUpWhileTheDeletedCardFliesOut() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 1, distance: 120)
        b.wait(0.6)
        let lift = b.time + 0.08  // the tap's finger lifts 80 ms after it lands
        b.tap(at: Point(x: 393 - 16 - 44, y: Self.centreY(1)))
        let s = try replay(b.trace, settle: false, until: lift + 0.1).session.state()
        let c = try #require(s.cards)
        #expect(c.rows.count == 23)
        #expect(s.scrollViews[0].contentSize.height == 12 + 23 * 92 + 12)
        #expect(c.rows[1].id == "card.2")
        let up = SpringSimulation(SpringParameters(stiffness: 300), start: Self.slotY(2), target: Self.slotY(1), velocity: 0)
        #expect(abs(c.rows[1].y - up.position(at: 0.1)) < 1e-6)
        #expect(c.rows[1].y < Self.slotY(2) - 5)
    }

    @Test func aTapElsewhereClosesTheOpenCardAndDeletesNothing() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        b.wait(0.6)
        b.tap(at: Point(x: 200, y: Self.centreY(3)))
        let s = try replay(b.trace).session.state()
        let c = try #require(s.cards)
        #expect(c.openRow == nil)
        #expect(c.rows[0].swipeOffset == 0)
        #expect(c.rows.count == 24)
        #expect(s.events.map(\.name).contains("cardClosed"))
    }

    @Test func aTapOnTheOpenCardItselfClosesIt() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        b.wait(0.6)
        b.tap(at: Point(x: 100, y: Self.centreY(0)))
        let c = try Self.cards(b.trace)
        #expect(c.openRow == nil)
        #expect(c.rows.count == 24)
    }

    @Test func scrollingTheListClosesTheOpenCard() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        b.wait(0.6)
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.4, hold: 0.1)
        let s = try replay(b.trace).session.state()
        let c = try #require(s.cards)
        #expect(c.openRow == nil)
        #expect(c.rows[0].swipeOffset == 0)
        #expect(s.scrollViews[0].offset.y > 150)
    }

    @Test func onlyOneCardIsOpenAtATime() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        b.wait(0.6)
        Self.slowSwipe(&b, card: 2, distance: 120)
        let c = try Self.cards(b.trace)
        #expect(c.openRow == 2)
        #expect(c.rows[2].swipeOffset == -88)
        #expect(c.rows[0].swipeOffset == 0)
    }

    @Test func anOpenCardSwipedBackRightCloses() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 120)
        b.wait(0.6)
        b.drag(from: Point(x: 200, y: Self.centreY(0)), to: Point(x: 290, y: Self.centreY(0)), duration: 0.6, hold: 0.1)
        let c = try Self.cards(b.trace)
        #expect(c.openRow == nil)
        #expect(c.rows[0].swipeOffset == 0)
    }

    @Test func aFastFullSwipeDeletesAtOnce() throws {
        var b = TraceBuilder(scene: "cards")
        b.fling(from: Point(x: 360, y: Self.centreY(0)), to: Point(x: 240, y: Self.centreY(0)), duration: 0.08)
        let s = try replay(b.trace).session.state()
        let c = try #require(s.cards)
        #expect(c.rows.count == 23)
        #expect(c.rows[0].id == "card.1")
        #expect(c.rows[0].y == Self.slotY(0))
        #expect(!s.events.map(\.name).contains("cardOpened"))
    }

    @Test func aShortFlickOpensRatherThanDeletes() throws {
        var b = TraceBuilder(scene: "cards")
        b.fling(from: Point(x: 360, y: Self.centreY(0)), to: Point(x: 300, y: Self.centreY(0)), duration: 0.08)
        let c = try Self.cards(b.trace)
        #expect(c.rows.count == 24)
        #expect(c.openRow == 0)
        #expect(c.openOffset == -88)
    }

    @Test func aSlowSwipePastHalfTheCardDeletes() throws {
        var b = TraceBuilder(scene: "cards")
        Self.slowSwipe(&b, card: 0, distance: 240)  // 240 pt of a 361 pt card
        let c = try Self.cards(b.trace)
        #expect(c.rows.count == 23)
        #expect(c.rows[0].id == "card.1")
    }
}
