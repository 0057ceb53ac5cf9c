import Foundation

/// One pointer event in window (viewport) points, with its timestamp in seconds.
///
/// A pointer is a mouse button held down, one touchscreen finger, or the synthetic pointer a touchpad
/// / wheel scroll is turned into. `id` tells simultaneous pointers apart (0 for the mouse).
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    public var kind: Kind
    public var id: Int
    public var position: Point
    /// Seconds (trace time or the app's clock); the core never reads a clock itself.
    public var time: Double

    public init(_ kind: Kind, id: Int = 0, at position: Point, time: Double) {
        self.kind = kind
        self.id = id
        self.position = position
        self.time = time
    }

    public var description: String {
        "\(kind.rawValue)#\(id) \(position) @\(String(format: "%.4f", time))"
    }
}
