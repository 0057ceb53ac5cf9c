import ScrollCore

/// A value that can be set directly or animated with a spring, advanced by time (seconds).
/// Used for scene chrome that is not a scroll view: the back-swipe page position, card positions.
public struct AnimatedValue: Sendable {
    public private(set) var value: Double
    private var spring: SpringSimulation?
    private var start = 0.0

    public init(_ value: Double) {
        self.value = value
    }

    public var isAnimating: Bool { spring != nil }

    /// Sets the value now, stopping any animation.
    public mutating func set(_ v: Double) {
        value = v
        spring = nil
    }

    /// Springs from the current value to `target`, starting with `velocity` (points per second).
    public mutating func animate(to target: Double, velocity: Double = 0, at time: Double, parameters: SpringParameters = .snap) {
        spring = SpringSimulation(parameters, start: value, target: target, velocity: velocity)
        start = time
    }

    public mutating func advance(to time: Double) {
        guard let s = spring else { return }
        value = s.position(at: time - start)
        if s.isDone(at: time - start) { spring = nil }
    }

    /// The target of the running animation, or the value.
    public var target: Double { spring?.target ?? value }
}
