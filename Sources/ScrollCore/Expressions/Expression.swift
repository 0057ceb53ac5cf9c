/// A parsed expression of the technique language (docs/TECHNIQUES.md, "Expression language"): numbers,
/// `true`/`false`, named quantities, `+ - * /`, comparisons, `&&`, `||`, `!`, `c ? a : b`, `abs`, `min`,
/// `max`, `round`, `floor`, `ceil`, `sqrt`, `hypot`, `atan2` (degrees) and parentheses. No loops, no assignment, no side effects: evaluating one costs at most
/// `maximumNodes` steps and never allocates. Deterministic: the same quantities give the same value
/// on every platform (IEEE 754 doubles; the web module's 32-bit Int is never used for values).
///
/// ```swift
/// let e = try Expression("outer.offset.y <= outer.top && pan.velocity.y > 0")
/// try e.check(in: catalog)            // unknown names and type errors, once, at load time
/// let fires = try e.condition(in: context)
/// ```
public struct Expression: Equatable, Sendable, CustomStringConvertible {
    /// The longest text accepted, in UTF-8 bytes.
    public static let maximumLength = 1024
    /// The most nodes (numbers, names, operators, calls, conditionals) in one expression.
    public static let maximumNodes = 256
    /// The deepest nesting of parentheses, calls, unary operators and conditionals.
    public static let maximumDepth = 32
    /// The largest number literal's magnitude (1e15: whole numbers stay exact; larger is a typo or an attack).
    public static let maximumLiteral = 1e15

    /// The text as written.
    public let source: String
    private(set) var nodes: [ExpressionNode]
    let root: Int

    /// Parses `source`, or throws the first problem with its column.
    /// - Complexity: O(n) in the text's length, which is at most `maximumLength`.
    public init(_ source: String) throws(ExpressionError) {
        guard source.utf8.count <= Self.maximumLength else {
            throw ExpressionError(
                column: Self.maximumLength + 1, problem: "expression too long (more than \(Self.maximumLength) characters)")
        }
        var tokenizer = ExpressionTokenizer(source)
        var parser = ExpressionParser(tokens: try tokenizer.tokens())
        let root = try parser.parseAll()
        self.source = source
        self.nodes = parser.nodes
        self.root = root
    }

    public var description: String { source }

    /// Every distinct name the expression reads, in the order they first appear in the text.
    public var names: [QuantityName] {
        var seen: [QuantityName] = []
        for node in nodes.sorted(by: { $0.column < $1.column }) {
            if case .name(let n) = node.kind, !seen.contains(n) { seen.append(n) }
        }
        return seen
    }

    /// The expression with each name `slot` resolves given that slot: evaluating it then asks the
    /// context `value(ofSlot:name:)`, so a context that resolves its names once, at load time, never
    /// reads a name's text per evaluation. Names `slot` leaves (nil) are still looked up by text.
    public func resolvingNames(_ slot: (QuantityName) -> Int?) -> Expression {
        var out = self
        for i in out.nodes.indices {
            if case .name(let n) = out.nodes[i].kind, let s = slot(n), s >= 0 { out.nodes[i].slot = s }
        }
        return out
    }

    /// The number of nodes (a measure of evaluation cost: at most `maximumNodes`).
    public var size: Int { nodes.count }

    /// Checks every name against `catalog` and every operator's operand types; returns the
    /// expression's type. Throws the first problem (leftmost in evaluation order) with its column.
    @discardableResult
    public func check<C: ExpressionCatalog>(in catalog: C) throws(ExpressionError) -> ExpressionType {
        try type(of: root, catalog)
    }

    /// Checks like `check(in:)` and requires a boolean (a condition) — `"expected a condition (true or false), found a number"`.
    public func checkCondition<C: ExpressionCatalog>(in catalog: C) throws(ExpressionError) {
        let t = try check(in: catalog)
        guard t == .boolean else { throw ExpressionError(column: 1, problem: "expected a condition (true or false), found a number") }
    }

    /// Checks like `check(in:)` and requires a number (an action's value).
    public func checkNumber<C: ExpressionCatalog>(in catalog: C) throws(ExpressionError) {
        let t = try check(in: catalog)
        guard t == .number else { throw ExpressionError(column: 1, problem: "expected a number, found a condition (true or false)") }
    }

    /// The value of the expression with the quantities `context` supplies.
    /// Throws when a name is unknown to the context, a type does not fit, a division is by zero or a
    /// result is not finite (overflow) — each with the column of the operator or name.
    public func evaluate<C: ExpressionContext>(in context: C) throws(ExpressionError) -> ExpressionValue {
        try value(of: root, context)
    }

    /// The expression's value as a condition (a boolean).
    public func condition<C: ExpressionContext>(in context: C) throws(ExpressionError) -> Bool {
        guard case .boolean(let b) = try evaluate(in: context) else {
            throw ExpressionError(column: 1, problem: "expected a condition (true or false), found a number")
        }
        return b
    }

    /// The expression's value as a number.
    public func number<C: ExpressionContext>(in context: C) throws(ExpressionError) -> Double {
        guard case .number(let x) = try evaluate(in: context) else {
            throw ExpressionError(column: 1, problem: "expected a number, found a condition (true or false)")
        }
        return x
    }
}
