/// A one-dimensional motion as a pure function of time, in closed form.
///
/// Time `t` is in seconds since the simulation started (its origin is the caller's business: a scroll
/// view stores the absolute start time and subtracts it). Positions are in points, velocities in
/// points per second. A simulation is an immutable value: sampling it at 60, 120 or 144 Hz, or with
/// jittered steps, reads the same curve — there are no frame counts and no per-frame multipliers.
public protocol Simulation: Sendable, CustomStringConvertible {
    /// Position in points at `t` seconds after the start.
    func position(at t: Double) -> Double
    /// Velocity in points per second at `t`.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest (within its tolerance) at `t`.
    func isDone(at t: Double) -> Bool
    /// The first time at or after 0 when the position equals `x`, or nil if it never does.
    func time(toReach x: Double) -> Double?
    /// The position the motion comes to rest at.
    var finalPosition: Double { get }
}

/// Thresholds under which a motion counts as finished.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// Distance in points still to travel under which a motion is done.
    public var distance: Double
    /// Speed in points per second under which a motion is done (springs use both).
    public var velocity: Double

    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// 0.5 pt still to travel (REFERENCE.md's stop rule) or 1 pt/s.
    public static let standard = Tolerance(distance: 0.5, velocity: 1)
    /// Springs settle to a tenth of a point, so the final snap onto the target is invisible.
    public static let spring = Tolerance(distance: 0.1, velocity: 2)

    public var description: String { "tol(\(distance.pointString) pt, \(velocity.pointString) pt/s)" }
}
