import ScrollCore
import Testing

/// A context and catalog from a dictionary, as a technique or an assertion supplies them.
struct Quantities: ExpressionContext, ExpressionCatalog {
    var values: [String: ExpressionValue]

    func value(of name: QuantityName) -> ExpressionValue? { values[name.text] }
    func type(of name: QuantityName) -> ExpressionType? { values[name.text]?.type }
    func hint(for name: QuantityName) -> String { name.text.hasPrefix("outer.") ? "outer has: offset.y, top" : "" }
}

/// The expression language (docs/TECHNIQUES.md, "Expression language"): values, precedence, errors.
@Suite struct ExpressionTests {
    let q = Quantities(values: [
        "outer.offset.y": .number(-12.5), "outer.top": .number(-20), "pan.velocity.y": .number(340),
        "pan.translation.x": .number(-3), "inner.isTracking": .boolean(true), "page.0.list.offset.y": .number(88),
        "state.mode": .number(2), "zero": .number(0), "big": .number(1e300), "nan": .number(.nan),
    ])

    func value(_ text: String) throws -> ExpressionValue { try Expression(text).evaluate(in: q) }

    func error(_ text: String) -> String? { q.expressionError(text) }

    @Test func arithmeticFollowsPrecedenceAndIsExact() throws {
        #expect(try value("1 + 2 * 3") == .number(7))
        #expect(try value("(1 + 2) * 3") == .number(9))
        #expect(try value("10 - 4 - 3") == .number(3))
        #expect(try value("12 / 4 / 3") == .number(1))
        #expect(try value("-2 * -3") == .number(6))
        #expect(try value("2.5e2 + 0.5") == .number(250.5))
        #expect(try value("outer.offset.y - outer.top") == .number(7.5))
        #expect(try value("page.0.list.offset.y / 8") == .number(11))
    }

    @Test func functionsTakeNumbers() throws {
        #expect(try value("abs(pan.translation.x)") == .number(3))
        #expect(try value("min(3, -1, 2)") == .number(-1))
        #expect(try value("max(outer.offset.y, outer.top, -100)") == .number(-12.5))
        #expect(try value("abs(min(pan.velocity.y, 100) - 150)") == .number(50))
    }

    /// `round` (half away from zero, C's `round`), `floor`, `ceil`: a `willEndDragging` snapping its
    /// target to a 72 pt row grid writes `round(target.y / 72) * 72`.
    @Test func roundFloorAndCeilSnapToAGrid() throws {
        #expect(try value("round(page.0.list.offset.y / 72) * 72") == .number(72))  // 88 / 72 = 1.22
        #expect(try value("round(outer.offset.y)") == .number(-13))  // −12.5: half away from zero
        #expect(try value("round(2.5)") == .number(3))
        #expect(try value("floor(outer.offset.y)") == .number(-13))
        #expect(try value("ceil(outer.offset.y)") == .number(-12))
        #expect(try value("ceil(page.0.list.offset.y / 72) * 72") == .number(144))
        #expect(error("round(1, 2)") == "column 1: `round` takes 1 argument, not 2")
        #expect(error("floor(true)") == "column 7: `floor` needs a number, found a boolean")
    }

    @Test func comparisonsAndLogic() throws {
        #expect(try value("outer.offset.y <= outer.top && pan.velocity.y > 0") == .boolean(false))
        #expect(try value("outer.offset.y > outer.top && pan.velocity.y > 0") == .boolean(true))
        #expect(try value("false || !inner.isTracking || state.mode == 2") == .boolean(true))
        #expect(try value("true || false && false") == .boolean(true))  // && binds tighter
        #expect(try value("(true || false) && false") == .boolean(false))
        #expect(try value("inner.isTracking != true") == .boolean(false))
        #expect(try value("1 + 1 == 2") == .boolean(true))
        #expect(try value("!!true") == .boolean(true))
    }

    @Test func andOrShortCircuitSoTheRightSideNeedNotBeValid() throws {
        #expect(try value("false && 1 / zero > 0") == .boolean(false))
        #expect(try value("true || unknown.thing") == .boolean(true))
    }

    @Test func namesAreListedOnceInTextOrder() throws {
        let e = try Expression("abs(pan.velocity.y) > 2 * abs(pan.translation.x) && pan.velocity.y > outer.top")
        #expect(e.names.map(\.text) == ["pan.velocity.y", "pan.translation.x", "outer.top"])
        #expect(e.size == 11)
        #expect(try e.check(in: q) == .boolean)
        #expect(try e.condition(in: q) == true)
    }

    @Test func syntaxErrorsNameTheColumnAndTheProblem() {
        #expect(error("") == "column 1: empty expression")
        #expect(error("outer.offset.y = 0") == "column 16: `=` is not an operator (compare with `==`)")
        #expect(error("a & b") == "column 3: `&` is not an operator (and is `&&`)")
        #expect(error("a | b") == "column 3: `|` is not an operator (or is `||`)")
        #expect(error("1 +") == "column 4: expected a number, a name or `(` but found the end")
        #expect(error("(1 + 2") == "column 7: expected `)` but found the end")
        #expect(error("1 2") == "column 3: expected an operator or the end but found a number")
        #expect(error("abss(1)") == "column 1: unknown function `abss` (functions: abs, min, max, round, floor, ceil, sqrt, hypot, atan2)")
        #expect(error("min(1)") == "column 1: `min` takes 2 to 8 arguments, not 1")
        #expect(error("abs(1, 2)") == "column 1: `abs` takes 1 argument, not 2")
        #expect(error("outer.") == "column 7: a name part is expected after `.`")
        #expect(error(".5") == "column 1: a number starts with a digit (`0.5`, not `.5`)")
        #expect(error("1.") == "column 3: a digit is expected after the decimal point")
        #expect(error("2x") == "column 2: a number runs into a name (put an operator between)")
        #expect(error("1 < 2 < 3") == "column 7: comparisons do not chain (`a < b < c`): join them with `&&`")
        #expect(error("x # y") == "column 3: unexpected character `#`")
        #expect(error("x ≤ y") == "column 3: unexpected character (byte 226; expressions are ASCII)")
        #expect(error("1e400") == "column 1: number `1e400` is out of range (at most 1e15 in magnitude)")
        #expect(error("2e15") == "column 1: number `2e15` is out of range (at most 1e15 in magnitude)")
    }

    @Test func typeErrorsAndUnknownNamesAreFoundBeforeEvaluating() {
        #expect(error("outer.offset.x > 0") == "column 1: unknown name `outer.offset.x` (outer has: offset.y, top)")
        #expect(error("inner.offset.y > 0") == "column 1: unknown name `inner.offset.y`")
        #expect(error("inner.isTracking + 1") == "column 1: `+` needs a number, found a boolean")
        #expect(error("!outer.top") == "column 2: `!` needs a boolean, found a number")
        #expect(error("1 && true") == "column 1: `&&` needs a boolean, found a number")
        #expect(error("inner.isTracking == 1") == "column 18: `==` compares a boolean with a number")
        #expect(error("abs(true)") == "column 5: `abs` needs a number, found a boolean")
        #expect(error("-inner.isTracking") == "column 2: `-` needs a number, found a boolean")
    }

    @Test func evaluationErrorsNameTheOperator() {
        #expect(error("1 / zero") == "column 3: division by zero")
        #expect(error("big * big > 0") == "column 5: `*` overflows (the result is not a finite number)")
        #expect(error("nan > 0") == "column 1: `nan` is not a finite number")
    }

    @Test func conditionAndNumberRequireTheirType() throws {
        #expect(throws: ExpressionError(column: 1, problem: "expected a condition (true or false), found a number")) {
            try Expression("1 + 1").checkCondition(in: q)
        }
        #expect(throws: ExpressionError(column: 1, problem: "expected a number, found a condition (true or false)")) {
            try Expression("true").number(in: q)
        }
        #expect(try Expression("outer.top * 2").number(in: q) == -40)
    }

    @Test func hostileTextsAreRefusedInOneLine() {
        let deep = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(error(deep) == "column 33: expression nested too deep (more than 32 levels)")
        let negations = String(repeating: "-", count: 100) + "1"
        #expect(error(negations) == "column 33: expression nested too deep (more than 32 levels)")
        let long = Array(repeating: "1", count: 200).joined(separator: "+")
        #expect(error(long) == "column 256: expression too large (more than 256 terms)")
        let huge = String(repeating: "a", count: 2000)
        #expect(error(huge) == "column 1025: expression too long (more than 1024 characters)")
    }

    @Test func valuesPrintShort() {
        #expect(ExpressionValue.number(-12.5).description == "-12.5")
        #expect(ExpressionValue.number(3).description == "3")
        #expect(ExpressionValue.number(-0.0000001).description == "0")
        #expect(ExpressionValue.boolean(true).description == "true")
    }
}

extension Quantities {
    /// The one line an expression is refused with — parsed, checked, then evaluated against these
    /// quantities — or nil when it evaluates (ExpressionTests and ExpressionConditionalTests).
    func expressionError(_ text: String) -> String? {
        do {
            let e = try Expression(text)
            try e.check(in: self)
            _ = try e.evaluate(in: self)
            return nil
        } catch {
            return error.message
        }
    }
}
