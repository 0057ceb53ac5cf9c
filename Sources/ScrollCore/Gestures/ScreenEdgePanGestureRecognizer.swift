/// A pan that starts at the left screen edge and moves right: the back-swipe. A touch landing more
/// than `edgeWidth` points from the left edge fails at once.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to the left edge (x = 0 of the viewport) the touch must land, points.
    public var edgeWidth = 20.0

    public override init(name: String) {
        super.init(name: name)
        axis = .horizontal
    }

    public override var kind: String { "edgePan" }

    /// Only the strip along the left screen edge reacts.
    public override func hotZone(within region: Rect) -> Rect {
        Rect(x: max(region.minX, 0), y: region.minY, width: min(edgeWidth, region.width), height: region.height)
    }

    public override func touchesBegan(_ event: PointerEvent) {
        super.touchesBegan(event)
        if event.id == primaryTouch && event.position.x > edgeWidth {
            request(
                .failed, reason: "touch down at x=\(formatPoints(event.position.x)), outside the \(formatPoints(edgeWidth)) pt left edge")
        }
    }

    public override func refuseBegin(translation: Point) -> String? {
        translation.x < 0 ? "moved left, away from the edge" : nil
    }
}
