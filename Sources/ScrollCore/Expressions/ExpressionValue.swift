/// The two types of the expression language: numbers (IEEE 754 doubles, always finite) and booleans.
public enum ExpressionType: Equatable, Sendable, CustomStringConvertible {
    case number
    case boolean

    public var description: String {
        switch self {
        case .number: "number"
        case .boolean: "boolean"
        }
    }
}

/// A value an expression computes or a context supplies.
public enum ExpressionValue: Equatable, Sendable, CustomStringConvertible {
    case number(Double)
    case boolean(Bool)

    public var type: ExpressionType {
        switch self {
        case .number: .number
        case .boolean: .boolean
        }
    }

    /// `true`, `false`, or the number in fixed notation with up to six decimals (`-12.5`).
    public var description: String {
        switch self {
        case .boolean(let b): b ? "true" : "false"
        case .number(let x): Self.shortDecimal(x)
        }
    }

    /// `x` with up to six decimals, trailing zeros dropped (`2`, `-0.25`).
    static func shortDecimal(_ x: Double) -> String {
        var text = formatFixed(x, decimals: 6)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Supplies the quantities an expression names while it is evaluated. A scene's technique context
/// answers with scroll-view and recognizer quantities; an assertion's context adds history quantities.
/// Answer `nil` for a name the context does not know: evaluation then stops with an error naming it.
public protocol ExpressionContext {
    func value(of name: QuantityName) -> ExpressionValue?
    /// The value of a name resolved to `slot` (`Expression.resolvingNames`); by default, by its text.
    func value(ofSlot slot: Int, name: QuantityName) -> ExpressionValue?
}

extension ExpressionContext {
    public func value(ofSlot slot: Int, name: QuantityName) -> ExpressionValue? { value(of: name) }
}

/// Declares the type of every name a context will answer, so a file is checked once, when it is
/// loaded (an unknown name or a type error is refused then, not on some later frame).
public protocol ExpressionCatalog {
    /// The type of `name`, or `nil` when no context will know it.
    func type(of name: QuantityName) -> ExpressionType?
    /// A hint after "unknown name `x`" (`"names: outer.offset.y, inner.offset.y, …"`), or "".
    func hint(for name: QuantityName) -> String
}

extension ExpressionCatalog {
    public func hint(for name: QuantityName) -> String { "" }
}

/// Why an expression is refused (when parsed or checked) or stopped (when evaluated): the 1-based
/// column in the expression's text and the problem, as one line: `column 9: unknown function `abss``.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based column of the character where the problem is (UTF-8 bytes; columns are characters in ASCII text).
    public var column: Int
    public var problem: String

    public init(column: Int, problem: String) {
        self.column = column
        self.problem = problem
    }

    /// `column 9: unknown function `abss` (functions: abs, min, max, round, floor, ceil, sqrt, hypot, atan2)`.
    public var message: String { "column \(column): \(problem)" }
    public var description: String { message }
}
