/// A continuous pan: begins once the touch has moved `minimumDistance` (touch slop), optionally only
/// along `axis` (direction gating by translation, seed 000); `shouldBegin` can gate on `velocity` too.
///
/// Follows the centroid of its fingers, as UIPanGestureRecognizer does: a finger landing or lifting
/// moves the centroid, so the start is shifted by the same amount and the translation stays
/// continuous (no jump), and the velocity tracker starts afresh. The pan ends when its last finger
/// lifts. Fingers are kept in arrival order, so the centroid's floating-point sum is the same in every
/// run (bit-for-bit replays).
/// Positions and velocity are in window (viewport) points — never in the coordinates of a view that
/// moves with the content, which would feed the tracker its own motion.
open class PanGestureRecognizer: GestureRecognizer {
    /// UIKit-like touch slop, points.
    public static let defaultMinimumDistance = 10.0

    public var minimumDistance = PanGestureRecognizer.defaultMinimumDistance
    /// When set, a drag whose movement is dominated by the other axis at the slop fails.
    public var axis: Axis?

    public private(set) var startPosition: Point = .zero
    public private(set) var currentPosition: Point = .zero
    /// The first finger of the gesture.
    public private(set) var primaryTouch: Int64?
    /// The fingers down, in arrival order.
    private var fingers: [(id: Int64, position: Point)] = []
    /// The finger velocity when the pan ended (zero when the lift comes `liftStopTime` or more after
    /// the last move; an app's own pointer's is read at its last move), points per second.
    public private(set) var releaseVelocity: Point = .zero
    private var tracker = VelocityTracker()
    /// The centroid at the last two moves (position, time), for `resampledLead`.
    private var moves: (previous: (p: Point, t: Double)?, last: (p: Point, t: Double)?) = (nil, nil)
    /// How the release velocity is estimated (a feel's `velocityEstimator`).
    public var velocityEstimator: Feel.Estimator {
        get { tracker.estimator }
        set { tracker.estimator = newValue }
    }
    /// How long after the last move a lift reads as a stopped finger, seconds (a feel's `liftStopTime`).
    public var liftStopTime: Double {
        get { tracker.stopTime }
        set { tracker.stopTime = newValue }
    }
    /// The time of the latest touch event, seconds.
    public private(set) var lastTime = 0.0

    public override init(name: String) {
        super.init(name: name)
    }

    open override var kind: String { "pan" }

    /// Finger movement since touch-down, points.
    public var translation: Point { currentPosition - startPosition }
    /// Current finger velocity, points per second (least squares over the last 100 ms).
    public var velocity: Point { tracker.velocity(at: lastTime) }

    private var centroid: Point {
        var sum = Point.zero
        for f in fingers { sum = sum + f.position }
        return sum * (1 / Double(max(1, fingers.count)))
    }

    /// After the set of fingers changed: shift the start by the centroid's jump, restart the tracker.
    private func rebase(from old: Point, at time: Double) {
        let new = centroid
        startPosition = startPosition + (new - old)
        currentPosition = new
        tracker.reset()
        tracker.add(new, at: time)
        moves = (nil, nil)
    }

    /// The extrapolation of the last two moves' line `maxPrediction` s past the last move, at most
    /// half their interval and none when they are under 2 ms apart: Chromium's LinearResampling
    /// (`ui/base/prediction/linear_resampling.cc`: kResampleMaxPrediction 8 ms, bounded by 50 % of
    /// the last time delta, kResampleMinDelta 2 ms). Zero when `maxPrediction` is 0.
    public func resampledLead(maxPrediction: Double) -> Point {
        guard maxPrediction > 0, let a = moves.previous, let b = moves.last else { return .zero }
        let dt = b.t - a.t
        guard dt >= 0.002 else { return .zero }
        return (b.p - a.p) * (min(maxPrediction, dt / 2) / dt)
    }

    open override func touchesBegan(_ event: PointerEvent) {
        guard !fingers.contains(where: { $0.id == event.id }) else { return }
        lastTime = max(lastTime, event.time)
        if primaryTouch == nil {
            primaryTouch = event.id
            fingers = [(event.id, event.position)]
            startPosition = event.position
            currentPosition = event.position
            lastTime = event.time
            tracker.reset()
            tracker.add(event.position, at: event.time)
            moves = (nil, nil)
            return
        }
        let old = centroid
        fingers.append((event.id, event.position))
        rebase(from: old, at: event.time)
    }

    open override func touchesMoved(_ event: PointerEvent) {
        guard let k = fingers.firstIndex(where: { $0.id == event.id }) else { return }
        fingers[k].position = event.position
        currentPosition = centroid
        lastTime = max(lastTime, event.time)
        tracker.add(currentPosition, at: event.time)
        if let last = moves.last, event.time <= last.t {
            moves.last = (currentPosition, last.t)
        } else {
            moves = (moves.last, (currentPosition, event.time))
        }
        if state == .possible {
            guard !isWaiting else { return }
            let d = translation
            let distance = d.length
            guard distance >= minimumDistance else { return }
            let dominant: Axis = abs(d.x) > abs(d.y) ? .horizontal : .vertical
            if let axis, dominant != axis {
                request(.failed, reason: "moved \(formatPoints(distance)) pt \(dominant), pan is \(axis)")
                return
            }
            if let refusal = refuseBegin(translation: d) {
                request(.failed, reason: refusal)
                return
            }
            request(.began, reason: "moved \(formatPoints(distance)) pt \(dominant)")
        } else if state.isActive {
            request(.changed, reason: "")
        }
    }

    /// Subclasses may refuse to begin for their own reasons (an edge pan moving away from its edge).
    open func refuseBegin(translation: Point) -> String? { nil }

    open override func touchesEnded(_ event: PointerEvent) {
        guard let k = fingers.firstIndex(where: { $0.id == event.id }) else { return }
        lastTime = max(lastTime, event.time)
        if fingers.count > 1 {
            // Not the last finger: the pan goes on with the others.
            let old = centroid
            fingers.remove(at: k)
            rebase(from: old, at: event.time)
            return
        }
        fingers[k].position = event.position
        currentPosition = event.position
        // The lift is not a velocity sample: it reports where the finger last was, a few ms late
        // (Chromium velocity_tracker.cc and AOSP VelocityTracker.cpp return on UP after the stop
        // check; Flutter's drag recognizers add only down and move events).
        // The app's own pointers (a wheel pan) lift after an idle gap that is their own timeout, not a
        // finger that stopped: their velocity is read at their last move, so the fling carries on.
        let appPointer = event.id >= PointerEvent.firstInternalID
        releaseVelocity = tracker.velocity(at: appPointer ? (tracker.lastTime ?? event.time) : event.time)
        if state.isActive || isWaiting {
            request(.ended, reason: "lifted at \(releaseVelocity) pt/s")
        } else if state == .possible {
            request(
                .failed, reason: "lifted after \(formatPoints(translation.length)) pt, under the \(formatPoints(minimumDistance)) pt slop")
        }
    }

    open override func touchesCancelled(_ event: PointerEvent) {
        fingers.removeAll { $0.id == event.id }
        super.touchesCancelled(event)
    }

    open override func reset() {
        primaryTouch = nil
        fingers.removeAll()
        tracker.reset()
    }
}
