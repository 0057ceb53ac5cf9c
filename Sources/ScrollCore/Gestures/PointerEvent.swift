#if !hasFeature(Embedded)
    import Foundation
#endif

/// One pointer event in window (viewport) points, with its timestamp in seconds.
///
/// A pointer is a mouse button held down, one touchscreen finger, or the synthetic pointer a touchpad
/// / wheel scroll is turned into. `id` tells simultaneous pointers apart (0 for the mouse).
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    public var kind: Kind
    /// 64-bit on every target: internal ids start at 2⁴⁰, which a 32-bit `Int` (wasm32) cannot hold.
    public var id: Int64
    public var position: Point
    /// Seconds (trace time or the app's clock); the core never reads a clock itself.
    public var time: Double

    public init(_ kind: Kind, id: Int64 = 0, at position: Point, time: Double) {
        self.kind = kind
        self.id = id
        self.position = position
        self.time = time
    }

    /// Ids input may use: the mouse (0), fingers (the window numbers them `1 + (id & 0x7FFFFFFF)`, so
    /// up to 2³¹) and whatever a trace holds in that range, negatives included.
    public static let externalIDs: ClosedRange<Int64> = -2_147_483_648...2_147_483_648
    /// The first id of pointers the app makes itself (the wheel's synthetic pointer): outside
    /// `externalIDs`, so no finger and no trace event can ever move them.
    public static let firstInternalID: Int64 = 1 << 40

    public var description: String {
        "\(kind.rawValue)#\(id) \(position) @\(formatFixed(time, decimals: 4))"
    }
}
