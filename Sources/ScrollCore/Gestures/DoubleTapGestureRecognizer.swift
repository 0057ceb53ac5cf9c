/// A double tap (UITapGestureRecognizer with two taps, Android's GestureDetector.onDoubleTap): two
/// taps, each within `allowableMovement`, the second landing at most `maximumInterval` after the first
/// lifted and within `maximumDistance` of it. Recognized on the second lift, at the second tap.
///
/// It spans two touch sequences, so between them it `awaitsNextTouch`: the arena keeps it (and a
/// single tap that requires it to fail, seed 002's pattern) undecided until the second tap lands or the
/// interval runs out — which is why a single tap in a photo browser comes late (photo_view#440).
public final class DoubleTapGestureRecognizer: GestureRecognizer {
    public var allowableMovement = 10.0
    /// Seconds from the first lift to the second touch (Android's DOUBLE_TAP_TIMEOUT 300 ms; UIKit
    /// publishes none).
    public var maximumInterval = 0.3
    /// Points between the two taps (Android's double-tap slop is 100 dp; the lab takes 40 pt).
    public var maximumDistance = 40.0
    /// Seconds a tap may be held.
    public var maximumDuration = 0.75

    public private(set) var location: Point = .zero
    /// The time of the latest touch event, seconds (the second lift once recognized).
    public private(set) var lastTime = 0.0
    private var touch: Int64?
    private var downTime = 0.0
    private var downAt: Point = .zero
    /// The first tap's lift, while the second is awaited.
    private var firstLift: (time: Double, at: Point)?

    public override init(name: String) {
        super.init(name: name)
    }

    public override var kind: String { "doubleTap" }

    public override var spansTouchSequences: Bool { true }

    public override var awaitsNextTouch: Bool { state == .possible && firstLift != nil && touch == nil }

    public override func touchesBegan(_ event: PointerEvent) {
        if touch != nil {
            request(.failed, reason: "a second finger landed")
            return
        }
        if let first = firstLift {
            let gap = event.time - first.time
            if gap > maximumInterval {
                request(.failed, reason: "second tap \(formatPoints(gap)) s after the first > \(formatPoints(maximumInterval)) s")
                return
            }
            let d = (event.position - first.at).length
            if d > maximumDistance {
                request(.failed, reason: "second tap \(formatPoints(d)) pt from the first > \(formatPoints(maximumDistance)) pt")
                return
            }
        }
        touch = event.id
        downTime = event.time
        downAt = event.position
        location = event.position
    }

    public override func advance(to time: Double) {
        guard state == .possible, !isWaiting else { return }
        if touch != nil, time - downTime > maximumDuration {
            request(.failed, reason: "held \(formatPoints(time - downTime)) s > \(formatPoints(maximumDuration)) s")
        } else if touch == nil, let first = firstLift, time - first.time > maximumInterval {
            request(.failed, reason: "no second tap within \(formatPoints(maximumInterval)) s")
        }
    }

    public override func touchesMoved(_ event: PointerEvent) {
        guard event.id == touch, state == .possible else { return }
        let moved = (event.position - downAt).length
        if moved > allowableMovement {
            request(.failed, reason: "moved \(formatPoints(moved)) pt > \(formatPoints(allowableMovement)) pt")
        }
    }

    public override func touchesEnded(_ event: PointerEvent) {
        guard event.id == touch, state == .possible else { return }
        touch = nil
        lastTime = max(lastTime, event.time)
        if event.time - downTime > maximumDuration {
            request(.failed, reason: "held \(formatPoints(event.time - downTime)) s > \(formatPoints(maximumDuration)) s")
            return
        }
        if firstLift != nil {
            location = event.position
            request(.recognized, reason: "second tap lifted")
        } else {
            firstLift = (event.time, event.position)
        }
    }

    public override func touchesCancelled(_ event: PointerEvent) {
        if event.id == touch { touch = nil }
        super.touchesCancelled(event)
    }

    public override func reset() {
        touch = nil
        firstLift = nil
    }
}
