import ScrollCore

/// Lines a scene can mark for the bounds overlay (viewport y).
public struct SceneMarks: Sendable {
    public var stickyY: Double?
    public var refreshTriggerY: Double?
    /// The model-owned bottom inset region, if any.
    public var ownedInset: Rect?

    public init() {}
}
