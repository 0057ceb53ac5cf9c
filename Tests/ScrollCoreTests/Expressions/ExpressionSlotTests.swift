import ScrollCore
import Testing

/// A context that answers resolved names by slot only (a technique scene: no name text per tick).
struct SlotQuantities: ExpressionContext {
    var slots: [ExpressionValue]

    func value(of name: QuantityName) -> ExpressionValue? { nil }
    func value(ofSlot slot: Int, name: QuantityName) -> ExpressionValue? { slots[slot] }
}

/// `Expression.resolvingNames`: names resolved once are read by slot; the rest still by text.
@Suite struct ExpressionSlotTests {
    @Test func resolvedNamesAreReadBySlot() throws {
        let e = try Expression("a.offset.y <= a.top && abs(b.velocity.y) > a.offset.y")
        let slots = ["a.offset.y": 0, "a.top": 1, "b.velocity.y": 2]
        let resolved = e.resolvingNames { slots[$0.text] }
        #expect(try resolved.condition(in: SlotQuantities(slots: [.number(-12.5), .number(-20), .number(340)])) == false)
        #expect(try resolved.condition(in: SlotQuantities(slots: [.number(-25), .number(-20), .number(-340)])) == true)
        #expect(resolved.source == e.source)
        #expect(resolved.names == e.names)
    }

    @Test func unresolvedNamesAreStillReadByText() throws {
        let e = try Expression("x + y").resolvingNames { $0.text == "x" ? 0 : nil }
        do {
            _ = try e.evaluate(in: SlotQuantities(slots: [.number(1)]))
            Issue.record("y has no slot and the context does not know it by text")
        } catch {
            #expect(error.message == "column 5: unknown name `y`")
        }
        #expect(try e.evaluate(in: Quantities(values: ["x": .number(1), "y": .number(2)])) == .number(3))
    }
}
