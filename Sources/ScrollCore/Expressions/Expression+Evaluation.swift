/// Evaluation and type checking, node by node. `&&` and `||` evaluate their right side only when the
/// left does not decide (so `ok && x / y > 1` never divides when `ok` is false), and `? :` only the
/// branch its condition chooses (so `y != 0 ? x / y : 0` never divides by zero).
extension Expression {
    func fail(_ node: ExpressionNode, _ problem: String) -> ExpressionError {
        ExpressionError(column: node.column, problem: problem)
    }

    func value<C: ExpressionContext>(of index: Int, _ context: C) throws(ExpressionError) -> ExpressionValue {
        let node = nodes[index]
        switch node.kind {
        case .number(let x): return .number(x)
        case .boolean(let b): return .boolean(b)
        case .name(let n):
            guard let v = node.slot >= 0 ? context.value(ofSlot: node.slot, name: n) : context.value(of: n) else {
                throw fail(node, "unknown name `\(n.text)`")
            }
            if case .number(let x) = v, !x.isFinite { throw fail(node, "`\(n.text)` is not a finite number") }
            return v
        case .negate: return .number(-(try number(node.operands[0], context)))
        case .not: return .boolean(!(try boolean(node.operands[0], context)))
        case .call(let f): return .number(try call(f, node, context))
        case .conditional:
            let chosen = try boolean(node.operands[0], context) ? node.operands[1] : node.operands[2]
            return try value(of: chosen, context)
        case .binary(let op): return try binary(op, node, context)
        }
    }

    /// Degrees per radian: `atan2` answers in degrees, the unit a drag's angle is written in.
    static let degreesPerRadian = 180 / Double.pi

    func call<C: ExpressionContext>(_ f: ExpressionFunction, _ node: ExpressionNode, _ context: C) throws(ExpressionError) -> Double {
        var result = try number(node.operands[0], context)
        switch f {
        case .abs: return result.magnitude
        case .round: return result.rounded(.toNearestOrAwayFromZero)
        case .floor: return result.rounded(.down)
        case .ceil: return result.rounded(.up)
        case .sqrt:
            guard result >= 0 else { throw fail(node, "`sqrt` of a negative number") }
            return result.squareRoot()
        case .atan2: return Elementary.atan2(result, try number(node.operands[1], context)) * Self.degreesPerRadian
        case .hypot:
            let y = try number(node.operands[1], context)
            result = (result * result + y * y).squareRoot()
            guard result.isFinite else { throw fail(node, "`hypot` overflows (the result is not a finite number)") }
            return result
        case .min, .max: break
        }
        for i in node.operands.dropFirst() {
            let x = try number(i, context)
            result = f == .min ? Swift.min(result, x) : Swift.max(result, x)
        }
        return result
    }

    func binary<C: ExpressionContext>(_ op: ExpressionOperator, _ node: ExpressionNode, _ context: C) throws(ExpressionError)
        -> ExpressionValue
    {
        let (l, r) = (node.operands[0], node.operands[1])
        switch op {
        case .or, .and:
            // Written out: `||`'s autoclosure would turn the typed error into `any Error`.
            let left = try boolean(l, context)
            if left == (op == .or) { return .boolean(left) }
            return .boolean(try boolean(r, context))
        case .equal, .notEqual:
            let (a, b) = (try value(of: l, context), try value(of: r, context))
            guard a.type == b.type else { throw fail(node, "`\(op.rawValue)` compares a \(a.type) with a \(b.type)") }
            return .boolean((a == b) == (op == .equal))
        default: break
        }
        let (a, b) = (try number(l, context), try number(r, context))
        switch op {
        case .less: return .boolean(a < b)
        case .lessOrEqual: return .boolean(a <= b)
        case .greater: return .boolean(a > b)
        case .greaterOrEqual: return .boolean(a >= b)
        case .divide where b == 0: throw fail(node, "division by zero")
        default: break
        }
        let x: Double
        switch op {
        case .plus: x = a + b
        case .minus: x = a - b
        case .times: x = a * b
        default: x = a / b
        }
        guard x.isFinite else { throw fail(node, "`\(op.rawValue)` overflows (the result is not a finite number)") }
        return .number(x)
    }

    func number<C: ExpressionContext>(_ index: Int, _ context: C) throws(ExpressionError) -> Double {
        let v = try value(of: index, context)
        guard case .number(let x) = v else { throw fail(nodes[index], "expected a number, found a boolean") }
        return x
    }

    func boolean<C: ExpressionContext>(_ index: Int, _ context: C) throws(ExpressionError) -> Bool {
        let v = try value(of: index, context)
        guard case .boolean(let b) = v else { throw fail(nodes[index], "expected a boolean, found a number") }
        return b
    }

    /// The static type of a node, checking names against the catalog.
    func type<C: ExpressionCatalog>(of index: Int, _ catalog: C) throws(ExpressionError) -> ExpressionType {
        let node = nodes[index]
        func want(_ i: Int, _ t: ExpressionType, _ what: String) throws(ExpressionError) {
            let got = try type(of: i, catalog)
            guard got == t else { throw fail(nodes[i], "\(what) needs a \(t), found a \(got)") }
        }
        switch node.kind {
        case .number: return .number
        case .boolean: return .boolean
        case .name(let n):
            guard let t = catalog.type(of: n) else {
                let hint = catalog.hint(for: n)
                throw fail(node, "unknown name `\(n.text)`" + (hint.isEmpty ? "" : " (\(hint))"))
            }
            return t
        case .negate:
            try want(node.operands[0], .number, "`-`")
            return .number
        case .not:
            try want(node.operands[0], .boolean, "`!`")
            return .boolean
        case .call(let f):
            for i in node.operands { try want(i, .number, "`\(f.rawValue)`") }
            return .number
        case .conditional:
            try want(node.operands[0], .boolean, "`?`")
            let (a, b) = (try type(of: node.operands[1], catalog), try type(of: node.operands[2], catalog))
            guard a == b else { throw fail(node, "`? :` chooses between a \(a) and a \(b) (both branches need one type)") }
            return a
        case .binary(let op):
            if op == .equal || op == .notEqual {
                let (a, b) = (try type(of: node.operands[0], catalog), try type(of: node.operands[1], catalog))
                guard a == b else { throw fail(node, "`\(op.rawValue)` compares a \(a) with a \(b)") }
                return .boolean
            }
            let operand: ExpressionType = op == .and || op == .or ? .boolean : .number
            for i in node.operands { try want(i, operand, "`\(op.rawValue)`") }
            return op.isArithmetic ? .number : .boolean
        }
    }
}
