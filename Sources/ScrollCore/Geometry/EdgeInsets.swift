/// Insets in points, as UIKit's `UIEdgeInsets`: positive values grow the scrollable area.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The inset at the leading (top or left) end of `axis`.
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the trailing (bottom or right) end of `axis`.
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    public var description: String {
        "{top \(top.pointString), left \(left.pointString), bottom \(bottom.pointString), right \(right.pointString)}"
    }
}
