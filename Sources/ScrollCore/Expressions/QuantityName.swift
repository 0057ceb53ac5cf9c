/// The name of a quantity an expression reads: dot-separated parts, each an identifier
/// (`[A-Za-z_][A-Za-z0-9_]*`) or a whole number (`page.0.list.offset.y`, `pan.velocity.y`, `state.mode`).
/// What a name means is the context's business (`ExpressionContext`); the language only reads it.
public struct QuantityName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written (`outer.offset.y`).
    public let text: String

    public init(_ text: String) { self.text = text }

    public var description: String { text }

    /// The dot-separated parts (`["outer", "offset", "y"]`).
    public var parts: [Substring] { text.split(separator: ".", omittingEmptySubsequences: false) }
}
