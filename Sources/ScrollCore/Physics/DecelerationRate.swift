#if !hasFeature(Embedded)
    import Foundation
#endif

/// UIScrollView's deceleration rate: the factor velocity is multiplied by per millisecond.
///
/// `.normal` (0.998) and `.fast` (0.99) are UIKit's `UIScrollView.DecelerationRate` values. Any value in
/// the open interval (0, 1) is accepted; others are clamped into it, so a user-set value never traps.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// Velocity factor per millisecond, in (0, 1).
    public let perMillisecond: Double

    public init(_ perMillisecond: Double) {
        let lowest = 1e-6
        let highest = 1 - 1e-9
        if perMillisecond.isNaN {
            self.perMillisecond = 0.998
        } else {
            self.perMillisecond = min(max(perMillisecond, lowest), highest)
        }
    }

    /// UIScrollView.DecelerationRate.normal: 0.998 per ms.
    public static let normal = DecelerationRate(0.998)
    /// UIScrollView.DecelerationRate.fast: 0.99 per ms.
    public static let fast = DecelerationRate(0.99)

    /// The exponent per second, `k = 1000 · ln d` (negative): v(t) = v₀ · e^(k t).
    public var k: Double { 1000 * log(perMillisecond) }

    public var description: String {
        if self == .normal { return "0.998/ms (normal)" }
        if self == .fast { return "0.99/ms (fast)" }
        return "\(perMillisecond)/ms"
    }
}
