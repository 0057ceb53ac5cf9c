/// The motion state of a scroll view, as the state JSON reports it.
public enum ScrollState: String, Sendable, Hashable, CustomStringConvertible {
    /// At rest.
    case idle
    /// Following a finger.
    case dragging
    /// Momentum after a release (including a landing on an intercepted target).
    case decelerating
    /// Springing back onto an edge, after a release past it or a fling into it.
    case bouncing
    /// A programmatic `setContentOffset(_:animated: true)` or scroll-to-top.
    case animating

    public var description: String { rawValue }
}
