/// One node of a parsed expression. The nodes sit in one flat array (`Expression.nodes`) and refer
/// to their operands by index, so evaluating never allocates and the tree's size is one count.
struct ExpressionNode: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        case boolean(Bool)
        case name(QuantityName)
        /// `-x`.
        case negate
        /// `!x`.
        case not
        case binary(ExpressionOperator)
        case call(ExpressionFunction)
        /// `c ? a : b`: operands condition, then, else; only the chosen branch is evaluated.
        case conditional
    }

    var kind: Kind
    /// Operand indices into `Expression.nodes` (0, 1 or 2 for operators, 3 for `? :`; 1… for calls).
    var operands: [Int]
    /// 1-based column where the node's text starts (an operator's column for a binary node).
    var column: Int
    /// A name's slot in its context (`Expression.resolvingNames`), or -1: looked up by its text.
    var slot = -1
}

/// The binary operators, from loosest to tightest: `||`; `&&`; `== != < <= > >=`; `+ -`; `* /`.
enum ExpressionOperator: String, Equatable, Sendable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"

    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }

    var isArithmetic: Bool {
        switch self {
        case .plus, .minus, .times, .divide: true
        default: false
        }
    }
}

/// The functions: `abs(x)`, `min(a, b, …)`, `max(a, b, …)`, `round(x)`, `floor(x)`, `ceil(x)`, `sqrt(x)`,
/// `hypot(x, y)`, `atan2(y, x)` (numbers only; `min`/`max` take 2 to 8; `round` rounds half away from
/// zero, as C's `round`; `atan2` is in degrees, in [-180, 180], from ScrollCore's own fdlibm `atan2`).
enum ExpressionFunction: String, Equatable, Sendable, CaseIterable {
    case abs
    case min
    case max
    case round
    case floor
    case ceil
    case sqrt
    case hypot
    case atan2

    static let maximumArguments = 8

    var arity: ClosedRange<Int> {
        switch self {
        case .abs, .round, .floor, .ceil, .sqrt: 1...1
        case .hypot, .atan2: 2...2
        case .min, .max: 2...Self.maximumArguments
        }
    }
}

extension ExpressionFunction {
    /// Every function's name, for the unknown-function error: `abs, min, max, round, floor, ceil, sqrt, hypot, atan2`.
    static let listed = allCases.map { $0.rawValue }.joined(separator: ", ")
}
