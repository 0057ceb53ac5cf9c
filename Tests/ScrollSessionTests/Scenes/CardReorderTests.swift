import Foundation
import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// The `cards` reorder: a lifted card scales up over a shadow, the others stand aside as its leading
/// edge passes their midpoint, the drop springs into the slot; the list never scrolls meanwhile.
@Suite struct CardReorderTests {
    /// Lifts card 0 and drags it `dy` points, resting there 0.8 s before lifting the finger; returns the
    /// trace and the release time.
    static func liftAndDrag(_ dy: Double) -> (Trace, Double) {
        var b = TraceBuilder(scene: "cards")
        let y = CardsTests.centreY(0)
        b.longPressDrag(at: Point(x: 200, y: y), to: Point(x: 200, y: y + dy), hold: 0.6, duration: 0.4, rest: 0.8)
        return (b.trace, b.time - 0.05)
    }

    @Test func aNeighbourStandsAsideOnceTheLiftedCardsEdgePassesItsMidpoint() throws {
        // Card 1's midpoint is 40 pt into it: card 0's bottom edge reaches it after 52 pt of drag.
        let (short, r1) = Self.liftAndDrag(50)
        let before = try CardsTests.cards(short, until: r1 - 0.01, settle: false)
        #expect(before.lifted == 0)
        #expect(before.dropSlot == 0)
        #expect(before.rows[1].y == CardsTests.slotY(1))
        let (long, r2) = Self.liftAndDrag(100)
        let past = try CardsTests.cards(long, until: r2 - 0.01, settle: false)
        #expect(past.dropSlot == 1)
        #expect(past.rows[1].y == CardsTests.slotY(0))  // moved up into the gap
        #expect(past.rows[2].y == CardsTests.slotY(2))  // not passed: stays
        #expect(past.rows[0].y == CardsTests.slotY(0) + 100)  // under the finger
        #expect(past.rows[0].lift == 1)
    }

    @Test func neighboursMoveAsideAnimatedNotInAJump() throws {
        // The drag passes card 1's midpoint 52/100 of the way through its 0.4 s: 0.05 s later card 1
        // is on its way up, not there yet.
        var b = TraceBuilder(scene: "cards")
        let y = CardsTests.centreY(0)
        b.longPressDrag(at: Point(x: 200, y: y), to: Point(x: 200, y: y + 100), hold: 0.6, duration: 0.4, rest: 0.8)
        let crossing = 0.1 + 0.6 + 0.4 * 0.53
        let c = try CardsTests.cards(b.trace, until: crossing + 0.05, settle: false)
        #expect(c.dropSlot == 1)
        #expect(c.rows[1].y < CardsTests.slotY(1) - 5)
        #expect(c.rows[1].y > CardsTests.slotY(0) + 5)
        #expect(c.rows[1].isAnimating)
    }

    @Test func theDropSpringsIntoTheSlotAndRestsThereWhenTheSpringSettles() throws {
        let (trace, release) = Self.liftAndDrag(130)  // dropped at 142, slot 1 at 104
        let spring = SpringSimulation(
            SpringParameters(stiffness: 300), start: CardsTests.slotY(0) + 130, target: CardsTests.slotY(1), velocity: 0)
        let s = try replay(trace, settle: false, until: release + 0.05).session.state()
        let mid = try #require(s.cards)
        #expect(mid.rows.map(\.id).prefix(3) == ["card.1", "card.0", "card.2"])
        #expect(abs(mid.rows[1].y - spring.position(at: 0.05)) < 0.5)
        #expect(mid.rows[1].y > CardsTests.slotY(1) + 5)  // not snapped
        #expect(mid.rows[1].lift > 0 && mid.rows[1].lift < 1)
        #expect(s.events.first { $0.name == "cardDropped" }?.page == 1)
        let end = try CardsTests.cards(trace, until: release + spring.settleTime + 0.01, settle: false)
        #expect(end.rows[1].y == CardsTests.slotY(1))
        #expect(end.rows[1].lift == 0)
        #expect(end.lifted == nil)
    }

    /// The trace behind docs/images/cards/lifted.png: card 1 held 70 pt down, card 2 moved up past it.
    @Test func theDocumentedLiftTraceShowsTheGapMoved() throws {
        let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/cards/lifted.ndjson")
        let trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
        let c = try CardsTests.cards(trace, settle: false)
        #expect(c.lifted == 1)
        #expect(c.dropSlot == 2)
        #expect(c.rows[2].y == CardsTests.slotY(1))
        #expect(c.rows[1].y == CardsTests.slotY(1) + 70)
    }

    @Test func theListDoesNotScrollDuringACardDrag() throws {
        let (trace, _) = Self.liftAndDrag(400)
        let s = try replay(trace).session.state()
        #expect(s.scrollViews[0].offset.y == 0)
        #expect(s.cards?.rows[4].id == "card.0")
    }

    @Test func theLiftedCardDrawsScaledOverASoftLayeredShadow() throws {
        let (trace, release) = Self.liftAndDrag(100)
        let sandbox = try replay(trace, settle: false, until: release - 0.01)
        let list = sandbox.session.displayList()
        let shadows = list.commands.filter {
            if case .roundedRect(_, _, let c) = $0 { return c.r == 0 && c.g == 0 && c.b == 0 && c.a > 0 && c.a < 26 }
            return false
        }
        #expect(shadows.count == 6)
        let lifted = list.commands.compactMap { cmd -> Rect? in
            if case .roundedRect(let r, _, _) = cmd, abs(r.width - 361 * 1.03) < 1e-6 { return r }
            return nil
        }
        #expect(lifted.count == 1)
    }
}
