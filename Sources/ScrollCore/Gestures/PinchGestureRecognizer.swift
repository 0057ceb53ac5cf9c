/// A continuous two-finger pinch (UIPinchGestureRecognizer): `scale` is the fingers' distance over the
/// distance when it began, `centre` their midpoint. Begins once two fingers are down and their distance
/// has changed by `minimumSpanChange`; ends when fewer than two remain.
///
/// Any order of fingers is safe (the PhotoView crash class: pinch, lift one, swipe): the pair is the
/// first two fingers down; a third is kept in reserve, and when one of the pair lifts while another
/// finger is down the pair is rebuilt from the fingers left and the scale and centre stay continuous
/// (the start distance and a centre shift are rebased, no jump). Fingers are kept in arrival order, so
/// replays are bit-for-bit.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the fingers' distance must change before the pinch begins (UIKit publishes
    /// none; Android's ScaleGestureDetector uses its span slop, twice the touch slop: the lab takes 8).
    public var minimumSpanChange = 8.0

    public private(set) var scale = 1.0
    /// The fingers' midpoint, continuous across finger changes, window points.
    public private(set) var centre: Point = .zero
    /// The fingers down, in arrival order.
    private var fingers: [(id: Int64, position: Point)] = []
    private var startSpan = 0.0
    private var centreShift: Point = .zero
    /// The time of the latest touch event, seconds.
    public private(set) var lastTime = 0.0

    public override init(name: String) {
        super.init(name: name)
    }

    public override var kind: String { "pinch" }

    /// An active pinch always has its two fingers.
    public override var minimumActiveTouches: Int { 2 }

    private var pair: (Point, Point)? {
        fingers.count >= 2 ? (fingers[0].position, fingers[1].position) : nil
    }

    private func span(_ p: (Point, Point)) -> Double { (p.0 - p.1).length }
    private func mid(_ p: (Point, Point)) -> Point { (p.0 + p.1) * 0.5 }

    /// Starts the scale and centre afresh from the current pair, keeping their shown values.
    private func rebase() {
        guard let p = pair else { return }
        let s = max(span(p), 1e-6)
        if state.isActive {
            startSpan = s / scale
            centreShift = centre - mid(p)
        } else {
            startSpan = s
            scale = 1
            centreShift = .zero
            centre = mid(p)
        }
    }

    public override func touchesBegan(_ event: PointerEvent) {
        guard !fingers.contains(where: { $0.id == event.id }) else { return }
        lastTime = max(lastTime, event.time)
        fingers.append((event.id, event.position))
        if fingers.count == 2 { rebase() }
    }

    public override func touchesMoved(_ event: PointerEvent) {
        guard let k = fingers.firstIndex(where: { $0.id == event.id }) else { return }
        fingers[k].position = event.position
        lastTime = max(lastTime, event.time)
        guard k < 2, let p = pair else { return }
        let s = span(p)
        scale = s / max(startSpan, 1e-6)
        centre = mid(p) + centreShift
        if state == .possible {
            guard !isWaiting, abs(s - startSpan) >= minimumSpanChange else { return }
            request(.began, reason: "fingers \(formatPoints(startSpan)) → \(formatPoints(s)) pt apart")
        } else if state.isActive {
            request(.changed, reason: "")
        }
    }

    public override func touchesEnded(_ event: PointerEvent) { lift(event, cancelled: false) }

    public override func touchesCancelled(_ event: PointerEvent) { lift(event, cancelled: true) }

    private func lift(_ event: PointerEvent, cancelled: Bool) {
        guard let k = fingers.firstIndex(where: { $0.id == event.id }) else { return }
        lastTime = max(lastTime, event.time)
        fingers.remove(at: k)
        if fingers.count >= 2 {
            if k < 2 { rebase() }
            return
        }
        if state.isActive {
            request(
                cancelled ? .cancelled : .ended,
                reason: cancelled ? "touch cancelled" : "a finger lifted at scale \(formatFixed(scale, decimals: 3))")
        } else if state == .possible && fingers.isEmpty {
            request(.failed, reason: cancelled ? "touch cancelled" : "lifted without pinching")
        }
    }

    public override func reset() {
        fingers.removeAll()
        scale = 1
        startSpan = 0
        centreShift = .zero
    }
}
