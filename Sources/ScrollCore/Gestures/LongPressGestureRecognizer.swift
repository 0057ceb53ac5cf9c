/// A continuous long press: begins after the touch stays within `allowableMovement` for
/// `minimumPressDuration`; then reports changes as the finger moves (a long-press drag) and ends on
/// lift. Time passes through `advance(to:)` and event timestamps — no timers.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's default, seconds.
    public var minimumPressDuration = 0.5
    /// UIKit's default, points.
    public var allowableMovement = 10.0

    public private(set) var startPosition: Point = .zero
    public private(set) var currentPosition: Point = .zero
    public private(set) var primaryTouch: Int64?
    private var downTime = 0.0

    public override init(name: String) {
        super.init(name: name)
    }

    public override var kind: String { "longPress" }

    /// Finger movement since touch-down, points.
    public var translation: Point { currentPosition - startPosition }

    public override func touchesBegan(_ event: PointerEvent) {
        guard primaryTouch == nil else { return }
        primaryTouch = event.id
        startPosition = event.position
        currentPosition = event.position
        downTime = event.time
    }

    public override func advance(to time: Double) {
        guard state == .possible, primaryTouch != nil, !isWaiting else { return }
        if time - downTime >= minimumPressDuration {
            request(.began, reason: "held \(formatPoints(time - downTime)) s within \(formatPoints(allowableMovement)) pt")
        }
    }

    public override func touchesMoved(_ event: PointerEvent) {
        guard event.id == primaryTouch else { return }
        advance(to: event.time)
        currentPosition = event.position
        if state == .possible {
            let moved = translation.length
            if moved > allowableMovement {
                request(
                    .failed,
                    reason:
                        "moved \(formatPoints(moved)) pt > allowable \(formatPoints(allowableMovement)) pt before \(formatPoints(minimumPressDuration)) s"
                )
            }
        } else if state.isActive {
            request(.changed, reason: "")
        }
    }

    public override func touchesEnded(_ event: PointerEvent) {
        guard event.id == primaryTouch else { return }
        advance(to: event.time)
        currentPosition = event.position
        if state.isActive || isWaiting {
            request(.ended, reason: "lifted")
        } else if state == .possible {
            request(.failed, reason: "lifted after \(formatPoints(event.time - downTime)) s < \(formatPoints(minimumPressDuration)) s")
        }
    }

    public override func reset() {
        primaryTouch = nil
    }
}
