/// A scrolling axis.
public enum Axis: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    public var description: String { rawValue }
}
