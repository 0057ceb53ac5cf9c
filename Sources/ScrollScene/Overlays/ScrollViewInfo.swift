import ScrollCore

/// What a scene tells the overlays about one scroll view (viewport coordinates).
public struct ScrollViewInfo: Sendable {
    public var id: String
    /// The scroll view's visible frame in the viewport.
    public var frame: Rect
    public var axis: Axis
    public var offset: Double
    public var minOffset: Double
    public var maxOffset: Double
    /// Points per second, content-offset direction.
    public var velocity: Double
    public var state: ScrollState
    /// Where the current motion comes to rest (offset), if moving.
    public var landing: Double?
    /// Whether that landing was set by target interception or paging (not the natural decay).
    public var landingIsIntercepted = false
    /// A handoff ahead: the label and the viewport y (or x) where the motion crosses to the next node.
    public var handoff: (label: String, position: Double)?
    /// A pinch is zooming it (`ScrollView.isZooming`).
    public var isZooming = false

    public init(
        id: String, frame: Rect, axis: Axis, offset: Double, minOffset: Double, maxOffset: Double, velocity: Double, state: ScrollState
    ) {
        self.id = id
        self.frame = frame
        self.axis = axis
        self.offset = offset
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.velocity = velocity
        self.state = state
    }
}
