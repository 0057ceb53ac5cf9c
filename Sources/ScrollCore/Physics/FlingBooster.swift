/// Chromium's fling boost (`ui/events/blink/fling_booster.cc`, fed by `components/input/fling_controller.cc`):
/// successive flicks add up so a long page can be crossed quickly.
///
/// The booster follows the gesture stream of one scroller. After a fling starts it holds that fling's
/// starting velocity (boosted itself when chained). A touch-down on the running fling cancels it (the
/// content stops at once) but keeps the booster armed: the cancel, the scroll begin and each scroll update
/// set a cutoff `timeout` (50 ms) later, and any event past the cutoff disarms it. An update against the
/// held velocity (dot product ≤ 0), or slower than `minScrollSpeed` (150 pt/s) over the time since the
/// previous update, disarms it too. The next release is boosted — its velocity plus the held one — when
/// it comes by the cutoff, points the same way, and both it and the interrupted fling's speed at the
/// touch reach `minFlingSpeed` (350 pt/s). A fling that runs out, or a release that does not fling,
/// disarms it. Velocities are in content-offset direction, points per second; times in seconds.
public struct FlingBooster: Equatable, Sendable {
    /// `kFlingBoostTimeoutDelay`, seconds.
    public static let timeout = 0.050
    /// `sqrt(kMinBoostTouchScrollSpeedSquare)`, pt/s.
    public static let minScrollSpeed = 150.0
    /// `sqrt(kMinBoostFlingSpeedSquare)`, pt/s.
    public static let minFlingSpeed = 350.0

    /// The starting velocity of the last fling (zero: not armed).
    public private(set) var heldVelocity: Point = .zero
    /// The interrupted fling's velocity when the touch came (the running fling's, before).
    public private(set) var currentVelocity: Point = .zero
    /// Events after this time disarm the booster (nil: no boost pending).
    public private(set) var cutoff: Double?
    private var lastUpdate: Double?

    public init() {}

    /// Whether a fling's velocity is held.
    public var isArmed: Bool { heldVelocity != .zero }

    /// Forgets everything (Chromium `FlingBooster::Reset`).
    public mutating func reset() { self = FlingBooster() }

    /// Any event at `time`: past the cutoff the booster is disarmed. False when nothing is held any more.
    private mutating func observe(at time: Double) -> Bool {
        guard isArmed else { return false }
        if let cutoff, time > cutoff {
            reset()
            return false
        }
        return true
    }

    /// A touch-down stopped the running fling whose velocity was `velocity` (GestureFlingCancel).
    public mutating func cancel(at time: Double, velocity: Point, feel: Feel) {
        guard observe(at: time) else { return }
        currentVelocity = velocity
        lastUpdate = nil
        cutoff = time + feel.boostTimeout
    }

    /// The drag began (GestureScrollBegin: the slop was crossed).
    public mutating func scrollBegin(at time: Double, feel: Feel) {
        guard observe(at: time) else { return }
        cutoff = time + feel.boostTimeout
    }

    /// The drag moved the content by `delta` (GestureScrollUpdate); a zero delta is no update.
    public mutating func scrollUpdate(_ delta: Point, at time: Double, feel: Feel) {
        guard delta != .zero, observe(at: time), cutoff != nil else { return }
        guard heldVelocity.x * delta.x + heldVelocity.y * delta.y > 0 else { return reset() }
        if let lastUpdate, time - lastUpdate >= 0.001 {
            let speed = delta.length / (time - lastUpdate)
            if speed < feel.boostMinScrollSpeed { return reset() }
        }
        lastUpdate = time
        cutoff = time + feel.boostTimeout
    }

    /// The finger lifted with fling velocity `velocity` (GestureFlingStart): the velocity the fling
    /// starts with, boosted or not. The booster then holds it (nothing when it is zero).
    public mutating func flingStart(_ velocity: Point, at time: Double, feel: Feel) -> Point {
        var v = velocity
        if observe(at: time), shouldBoost(velocity, at: time, feel: feel) { v = v + heldVelocity }
        reset()
        heldVelocity = v
        currentVelocity = v
        return v
    }

    private func shouldBoost(_ v: Point, at time: Double, feel: Feel) -> Bool {
        guard let cutoff, time <= cutoff else { return false }
        guard heldVelocity.x * v.x + heldVelocity.y * v.y > 0 else { return false }
        let min2 = feel.boostMinFlingSpeed * feel.boostMinFlingSpeed
        return currentVelocity.x * currentVelocity.x + currentVelocity.y * currentVelocity.y >= min2
            && v.x * v.x + v.y * v.y >= min2
    }
}
