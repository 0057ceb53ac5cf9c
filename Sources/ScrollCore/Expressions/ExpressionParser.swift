/// Recursive descent over the tokens, building the flat node array. Precedence, loosest first:
/// `? :` (right-associative: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`), `||`, `&&`, comparisons (not chained: `a < b < c` is refused), `+ -`, `* /`, unary `- !`, then
/// numbers, `true`, `false`, names, calls and parentheses. Depth (parentheses, calls, unary operators
/// and conditionals) and node count are bounded
/// (`Expression.maximumDepth`, `Expression.maximumNodes`), so a hostile text is refused, not recursed.
struct ExpressionParser {
    let tokens: [ExpressionToken]
    var position = 0
    var nodes: [ExpressionNode] = []
    var depth = 0

    init(tokens: [ExpressionToken]) { self.tokens = tokens }

    var current: ExpressionToken { tokens[position] }

    func fail(_ token: ExpressionToken, _ problem: String) -> ExpressionError {
        ExpressionError(column: token.column, problem: problem)
    }

    /// What a token is, for "expected … but found …".
    static func describe(_ token: ExpressionToken) -> String {
        switch token.kind {
        case .end: "the end"
        case .number: "a number"
        case .name(let n): "`\(n)`"
        case .symbol(let s): "`\(s)`"
        }
    }

    func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

    mutating func add(_ kind: ExpressionNode.Kind, _ operands: [Int], column: Int, at token: ExpressionToken) throws(ExpressionError) -> Int
    {
        guard nodes.count < Expression.maximumNodes else {
            throw fail(token, "expression too large (more than \(Expression.maximumNodes) terms)")
        }
        nodes.append(ExpressionNode(kind: kind, operands: operands, column: column))
        return nodes.count - 1
    }

    /// Parses the whole text; returns the root node's index.
    mutating func parseAll() throws(ExpressionError) -> Int {
        if current.kind == .end { throw fail(current, "empty expression") }
        let root = try parseConditional()
        guard current.kind == .end else {
            throw fail(current, "expected an operator or the end but found \(Self.describe(current))")
        }
        return root
    }

    /// `condition ? then : else`, or an `||` level alone. Each `?` is one node and one level of depth.
    mutating func parseConditional() throws(ExpressionError) -> Int {
        let condition = try parseBinary(level: 0)
        guard isSymbol("?") else { return condition }
        let token = current
        try enter(token)
        defer { depth -= 1 }
        position += 1
        let then = try parseConditional()
        guard isSymbol(":") else { throw fail(current, "expected `:` but found \(Self.describe(current))") }
        position += 1
        let otherwise = try parseConditional()
        return try add(.conditional, [condition, then, otherwise], column: token.column, at: token)
    }

    /// The binary operator levels, loosest first.
    static let levels: [[ExpressionOperator]] = [
        [.or], [.and], [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual], [.plus, .minus], [.times, .divide],
    ]

    func operatorHere(level: Int) -> ExpressionOperator? {
        guard case .symbol(let s) = current.kind, let op = ExpressionOperator(rawValue: s) else { return nil }
        return Self.levels[level].contains(op) ? op : nil
    }

    mutating func parseBinary(level: Int) throws(ExpressionError) -> Int {
        guard level < Self.levels.count else { return try parseUnary() }
        var left = try parseBinary(level: level + 1)
        while let op = operatorHere(level: level) {
            let token = current
            position += 1
            let right = try parseBinary(level: level + 1)
            left = try add(.binary(op), [left, right], column: token.column, at: token)
            if op.isComparison, let next = operatorHere(level: level) {
                throw fail(current, "comparisons do not chain (`a < b \(next.rawValue) c`): join them with `&&`")
            }
        }
        return left
    }

    mutating func enter(_ token: ExpressionToken) throws(ExpressionError) {
        depth += 1
        guard depth <= Expression.maximumDepth else {
            throw fail(token, "expression nested too deep (more than \(Expression.maximumDepth) levels)")
        }
    }

    mutating func parseUnary() throws(ExpressionError) -> Int {
        let token = current
        guard isSymbol("-") || isSymbol("!") else { return try parsePrimary() }
        try enter(token)
        defer { depth -= 1 }
        position += 1
        let operand = try parseUnary()
        return try add(token.kind == .symbol("-") ? .negate : .not, [operand], column: token.column, at: token)
    }

    mutating func parsePrimary() throws(ExpressionError) -> Int {
        let token = current
        switch token.kind {
        case .number(let x):
            position += 1
            return try add(.number(x), [], column: token.column, at: token)
        case .name(let n):
            position += 1
            if n == "true" || n == "false" { return try add(.boolean(n == "true"), [], column: token.column, at: token) }
            if isSymbol("(") { return try parseCall(n, at: token) }
            return try add(.name(QuantityName(n)), [], column: token.column, at: token)
        case .symbol("("):
            try enter(token)
            defer { depth -= 1 }
            position += 1
            let inner = try parseConditional()
            guard isSymbol(")") else { throw fail(current, "expected `)` but found \(Self.describe(current))") }
            position += 1
            return inner
        default:
            throw fail(token, "expected a number, a name or `(` but found \(Self.describe(token))")
        }
    }

    mutating func parseCall(_ name: String, at token: ExpressionToken) throws(ExpressionError) -> Int {
        guard let function = ExpressionFunction(rawValue: name) else {
            throw fail(token, "unknown function `\(name)` (functions: \(ExpressionFunction.listed))")
        }
        try enter(token)
        defer { depth -= 1 }
        position += 1  // (
        var arguments: [Int] = []
        if !isSymbol(")") {
            while true {
                arguments.append(try parseConditional())
                guard isSymbol(",") else { break }
                position += 1
            }
        }
        guard isSymbol(")") else { throw fail(current, "expected `,` or `)` but found \(Self.describe(current))") }
        position += 1
        guard function.arity.contains(arguments.count) else {
            let (low, high) = (function.arity.lowerBound, function.arity.upperBound)
            let wanted = low == high ? "\(low) argument\(low == 1 ? "" : "s")" : "\(low) to \(high) arguments"
            throw fail(token, "`\(name)` takes \(wanted), not \(arguments.count)")
        }
        return try add(.call(function), arguments, column: token.column, at: token)
    }
}
