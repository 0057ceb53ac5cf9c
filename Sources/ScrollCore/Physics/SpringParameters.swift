/// The physical description of a spring: mass, stiffness and damping (SI-like units on points).
///
/// Damping is given as a ratio: 1 is critically damped (no oscillation, fastest settle), below 1
/// under-damped (oscillates), above 1 over-damped (creeps). Every positive value is valid.
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
    public var mass: Double
    public var stiffness: Double
    public var dampingRatio: Double

    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double = 1) {
        // Non-positive or non-finite values would make the motion undefined; clamp them to tiny
        // positive ones rather than trap on a value a user can type into a scene file.
        func positive(_ v: Double, _ fallback: Double) -> Double { v.isFinite && v > 0 ? v : fallback }
        self.mass = positive(mass, 1)
        self.stiffness = positive(stiffness, 1e-6)
        self.dampingRatio = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
    }

    /// Undamped angular frequency ω = √(k/m), rad/s.
    public var omega: Double { (stiffness / mass).squareRoot() }
    /// Damping coefficient c = 2 ζ √(k m).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

    /// Bounce-back at an edge (after a drag past it or a fling into it): critically damped, mass 1,
    /// stiffness 100 (ω = 10 /s). These are ScrollMechanics' demo values (REFERENCE.md's spring
    /// figures); UIKit's own are not published. Returns 100 pt of overscroll to 4 pt in 0.5 s and
    /// settles to 0.1 pt in about 0.92 s.
    public static let bounceBack = SpringParameters(mass: 1, stiffness: 100, dampingRatio: 1)

    /// Landing on a target the natural deceleration cannot reach (snap, paging with a slow release):
    /// critically damped, stiffness 150 (ω ≈ 12.2 /s) — a little brisker than the bounce.
    public static let snap = SpringParameters(mass: 1, stiffness: 150, dampingRatio: 1)

    /// A paging scroll view settling on its page, starting with the release velocity: critically damped,
    /// mass 1, stiffness 300 (ω ≈ 17.3 /s). Within 1 pt of the page in ≤ 0.55 s and at rest in ≤ 0.7 s
    /// for any release velocity up to 5000 pt/s and any distance up to one 932 pt page (docs/PHYSICS.md
    /// "Paging settle"). Flutter's page spring (mass 0.5, stiffness 100, ζ 1.1) takes 0.84 s there.
    public static let paging = SpringParameters(mass: 1, stiffness: 300, dampingRatio: 1)

    public var description: String {
        "spring(m \(mass.pointString), k \(stiffness.pointString), ζ \(dampingRatio.pointString))"
    }
}
