/// Flutter's carried momentum (BouncingScrollPhysics with `ScrollDragController`,
/// `packages/flutter/lib/src/widgets/scroll_physics.dart` and `scroll_activity.dart`): the touch that
/// holds a running fling keeps its velocity; the drag after it adds `carriedMomentum` of that velocity
/// to its release when the release points the same way and is more than half of it; a still update
/// (no offset) more than 20 ms after the last moving one drops it. One axis, content direction, pt/s.
public struct MomentumCarry: Equatable, Sendable {
    /// `momentumRetainStationaryDurationThreshold`, seconds.
    public static let stationaryLimit = 0.020
    /// `momentumRetainVelocityThresholdFactor`.
    public static let retainFactor = 0.5

    /// The velocity the release may gain (0: none).
    public private(set) var carried = 0.0

    public init() {}

    /// `BouncingScrollPhysics.carriedMomentum`: `sign(v)·min(0.000816·|v|^1.967, 40000)`.
    public static func carriedMomentum(_ v: Double) -> Double {
        guard v.isFinite, v != 0 else { return 0 }
        let m = min(0.000816 * Elementary.exp(1.967 * Elementary.log(abs(v))), 40000)
        return v < 0 ? -m : m
    }

    /// A touch held a fling moving at `velocity` (0 when nothing ran).
    public mutating func hold(velocity: Double) { carried = Self.carriedMomentum(velocity) }

    /// A drag update of `offset` at `time`; `lastMoving` is the time of the last update that moved
    /// (before this one). A still update long after it drops the carry.
    public mutating func update(offset: Double, at time: Double, lastMoving: Double) {
        if offset == 0 && time - lastMoving > Self.stationaryLimit { carried = 0 }
    }

    /// The release velocity `v` with the carry added when it qualifies; the carry is spent either way.
    public mutating func release(_ v: Double) -> Double {
        defer { carried = 0 }
        guard carried != 0, v != 0, (v < 0) == (carried < 0), abs(v) > abs(carried) * Self.retainFactor else { return v }
        return v + carried
    }
}
