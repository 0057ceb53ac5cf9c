/// A discrete single tap: recognized on lift if the touch stayed within `allowableMovement` and was
/// held no longer than `maximumDuration`.
public final class TapGestureRecognizer: GestureRecognizer {
    public var allowableMovement = 10.0
    /// Seconds; a longer hold is a press, not a tap.
    public var maximumDuration = 0.75

    public private(set) var location: Point = .zero
    private var primaryTouch: Int64?
    private var downTime = 0.0

    public override init(name: String) {
        super.init(name: name)
    }

    public override var kind: String { "tap" }

    public override func touchesBegan(_ event: PointerEvent) {
        if primaryTouch != nil {
            request(.failed, reason: "a second finger landed")
            return
        }
        primaryTouch = event.id
        location = event.position
        downTime = event.time
    }

    public override func advance(to time: Double) {
        guard state == .possible, primaryTouch != nil, !isWaiting else { return }
        if time - downTime > maximumDuration {
            request(.failed, reason: "held \(formatPoints(time - downTime)) s > \(formatPoints(maximumDuration)) s")
        }
    }

    public override func touchesMoved(_ event: PointerEvent) {
        guard event.id == primaryTouch, state == .possible else { return }
        let moved = (event.position - location).length
        if moved > allowableMovement {
            request(.failed, reason: "moved \(formatPoints(moved)) pt > \(formatPoints(allowableMovement)) pt")
        }
    }

    public override func touchesEnded(_ event: PointerEvent) {
        guard event.id == primaryTouch, state == .possible else { return }
        advance(to: event.time)
        if state == .possible { request(.recognized, reason: "lifted after \(formatPoints(event.time - downTime)) s") }
    }

    public override func reset() {
        primaryTouch = nil
    }
}
