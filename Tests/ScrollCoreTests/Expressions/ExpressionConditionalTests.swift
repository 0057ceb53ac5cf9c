import ScrollCore
import Testing

/// The conditional `c ? a : b` and the geometry functions `sqrt`, `hypot`, `atan2` (docs/TECHNIQUES.md,
/// "Expression language"): exact values, laziness, nesting, and the one-line errors.
@Suite struct ExpressionConditionalTests {
    let q = Quantities(values: [
        "outer.offset.y": .number(-12.5), "outer.top": .number(-20), "outer.bottom": .number(141), "pan.velocity.y": .number(340),
        "pan.translation.x": .number(-12), "pan.translation.y": .number(5), "inner.isTracking": .boolean(true),
        "zero": .number(0), "big": .number(1e300),
    ])

    func value(_ text: String) throws -> ExpressionValue { try Expression(text).evaluate(in: q) }

    func error(_ text: String) -> String? { q.expressionError(text) }

    @Test func theConditionChoosesABranch() throws {
        #expect(try value("pan.velocity.y > 0 ? outer.bottom : outer.top") == .number(141))
        #expect(try value("pan.velocity.y < 0 ? outer.bottom : outer.top") == .number(-20))
        #expect(try value("inner.isTracking ? false : true") == .boolean(false))
        // Loosest of all: the condition is the whole `||`, a branch the whole sum.
        #expect(try value("false || pan.velocity.y > 0 ? 1 + 2 : 3 * 4") == .number(3))
        #expect(try value("(true ? 2 : 3) * 10") == .number(20))
        #expect(try value("max(false ? 1 : 5, 4)") == .number(5))
        #expect(try Expression("true ? 1 : 2").size == 4)
    }

    /// Right-associative: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`; a branch may be a conditional.
    @Test func conditionalsNestToTheRight() throws {
        let sign = "pan.translation.x > 0 ? 1 : pan.translation.x < 0 ? -1 : 0"
        #expect(try value(sign) == .number(-1))
        #expect(try value("false ? 1 : false ? 2 : 3") == .number(3))
        #expect(try value("true ? false ? 1 : 2 : 3") == .number(2))
        #expect(try Expression(sign).names.map(\.text) == ["pan.translation.x"])
    }

    /// Only the chosen branch is evaluated: no division by zero, no unknown name met at run time.
    @Test func onlyTheChosenBranchIsEvaluated() throws {
        #expect(try value("false ? 1 / 0 : 2") == .number(2))
        #expect(try value("zero != 0 ? 10 / zero : 0") == .number(0))
        #expect(try Expression("true ? 1 : unknown.thing").evaluate(in: q) == .number(1))
        #expect(error("zero == 0 ? 10 / zero : 0") == "column 16: division by zero")
    }

    @Test func conditionalErrorsAreOneLine() {
        #expect(error("1 ? 2 : 3") == "column 1: `?` needs a boolean, found a number")
        #expect(error("true ? 1 : false") == "column 6: `? :` chooses between a number and a boolean (both branches need one type)")
        #expect(error("a ? b") == "column 6: expected `:` but found the end")
        #expect(error("true ? 1 2") == "column 10: expected `:` but found a number")
        #expect(error("true : 1") == "column 6: expected an operator or the end but found `:`")
        #expect(error("? 1 : 2") == "column 1: expected a number, a name or `(` but found `?`")
        #expect(error("pan.velocity.y > 0 ? outer.nope : 0") == "column 22: unknown name `outer.nope` (outer has: offset.y, top)")
        // 40 conditionals in a row: the 33rd `?` (column 32 × 11 + 6) is one level too deep.
        let chain = (0..<40).map { _ in "true ? 1 : " }.joined() + "0"
        #expect(error(chain) == "column 358: expression nested too deep (more than 32 levels)")
    }

    /// `atan2(y, x)` in degrees, in [-180, 180], as C's `atan2` (fdlibm's, the same bits natively and
    /// in the browser) times 180/π.
    @Test func atan2IsInDegrees() throws {
        func expectAngle(_ text: String, _ degrees: Double) throws {
            let x = try Expression(text).number(in: q)
            #expect(abs(x - degrees) <= 1e-12, "\(text) = \(x)")
        }
        try expectAngle("atan2(1, 1)", 45)
        #expect(try value("atan2(0, -1)") == .number(180))
        #expect(try value("atan2(-1, 0)") == .number(-90))
        #expect(try value("atan2(1, 0)") == .number(90))
        #expect(try value("atan2(0, 1)") == .number(0))
        #expect(try value("atan2(-0, -1)") == .number(-180))  // C's signs of zeros
        #expect(try value("atan2(0, 0)") == .number(0))
        try expectAngle("atan2(-1, -1)", -135)
        try expectAngle("atan2(sqrt(3), 1)", 60)
        // A drag's angle from the horizontal: 5 pt down, 12 pt left → 22.62°.
        try expectAngle("atan2(abs(pan.translation.y), abs(pan.translation.x))", 22.619_864_948_040_426)
    }

    @Test func sqrtAndHypot() throws {
        #expect(try value("sqrt(2.25)") == .number(1.5))
        #expect(try value("hypot(pan.translation.x, pan.translation.y)") == .number(13))
        #expect(try value("hypot(3, -4)") == .number(5))
        #expect(error("sqrt(-4)") == "column 1: `sqrt` of a negative number")
        #expect(error("hypot(big, 1)") == "column 1: `hypot` overflows (the result is not a finite number)")
        #expect(error("atan2(1)") == "column 1: `atan2` takes 2 arguments, not 1")
        #expect(error("hypot(1, 2, 3)") == "column 1: `hypot` takes 2 arguments, not 3")
        #expect(error("sqrt(true)") == "column 6: `sqrt` needs a number, found a boolean")
    }

    /// The value table of docs/TECHNIQUES.md ("Types and values"), row by row.
    @Test func theDocumentedValues() throws {
        #expect(try value("pan.velocity.y > 0 ? outer.top : outer.offset.y") == .number(-20))
        #expect(try value("outer.offset.y > 0 ? 1 : outer.offset.y < 0 ? -1 : 0") == .number(-1))
        let angle = try Expression("atan2(abs(outer.offset.y), abs(outer.top))").number(in: q)
        #expect(abs(angle - 32.005_383_208_083_49) < 1e-12, "\(angle)")
        #expect(try value("hypot(5, -12)") == .number(13))
    }
}
