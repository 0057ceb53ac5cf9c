/// The feel's `flingCarry` and `dragStartThreshold` on the scroll view's one velocity path: the touch
/// that catches a fling, the drag after it and the release feed Chromium's booster (`FlingBooster`) or
/// Flutter's carried momentum (`MomentumCarry`); the release's fling velocity is what they return, and a
/// boosted fling's distance cap grows with it (Chromium's `boost_multiplier`).
extension ScrollView {
    /// The axis a one-axis rule (Flutter's drag offset) reads: the one this view scrolls, vertical when both.
    var primaryAxis: Axis { scrolls(.horizontal) && !scrolls(.vertical) ? .horizontal : .vertical }

    /// A touch took hold at `time` (before the motion is dropped): a running fling is cancelled with
    /// its velocity now; anything else (a fling that ran out, a rest) disarms the booster.
    func noteCatch(at time: Double) {
        flingBoost = 1
        dragAwaitsBegin = true
        startOffsetSinceStop = feel.dragStartThreshold > 0 ? 0 : nil
        let running = [motionX, motionY].contains { m in
            if case .momentum = m?.kind { return true }
            return false
        }
        momentumCarry.hold(velocity: running && feel.flingCarry == .flutterMomentum ? velocity[primaryAxis] : 0)
        if running && feel.flingCarry == .chromiumBoost {
            booster.cancel(at: time, velocity: velocity, feel: feel)
        } else {
            booster.reset()
        }
    }

    /// The drag moved by `delta` (content-offset direction) at `time`: the first call after the touch
    /// is the scroll begin, every call with a delta an update. Returns the delta to apply: Flutter's
    /// drag start threshold withholds the first updates (`withheldStart`).
    func noteDrag(_ delta: Point, at time: Double) -> Point {
        let offset = delta[primaryAxis]
        if dragAwaitsBegin {
            dragAwaitsBegin = false
            lastMovingDrag = time
            if feel.flingCarry == .chromiumBoost && boostObservesDrags { booster.scrollBegin(at: time, feel: feel) }
        }
        let out = withheldStart(delta, at: time)
        guard boostObservesDrags else { return out }
        momentumCarry.update(offset: offset, at: time, lastMoving: lastMovingDrag)
        if offset != 0 { lastMovingDrag = time }
        if feel.flingCarry == .chromiumBoost { booster.scrollUpdate(delta, at: time, feel: feel) }
        return out
    }

    /// Flutter's `ScrollDragController._adjustForScrollStartThreshold` on the primary axis: updates are
    /// withheld until they sum past `dragStartThreshold`; the breaking update passes whole when over
    /// 24 pt, else as `min(threshold / 3, |offset|)`; a still update 50 ms after the last moving one
    /// re-arms the threshold.
    private func withheldStart(_ delta: Point, at time: Double) -> Point {
        let threshold = feel.dragStartThreshold
        guard threshold > 0 else { return delta }
        let axis = primaryAxis
        let offset = delta[axis]
        if offset == 0 {
            if startOffsetSinceStop == nil && boostObservesDrags && time - lastMovingDrag > 0.050 { startOffsetSinceStop = 0 }
            return delta
        }
        guard let sum = startOffsetSinceStop else { return delta }
        var out = delta
        if abs(sum + offset) > threshold {
            startOffsetSinceStop = nil
            out[axis] = abs(offset) > 24 ? offset : min(threshold / 3, abs(offset)) * (offset < 0 ? -1 : 1)
        } else {
            startOffsetSinceStop = sum + offset
            out[axis] = 0
        }
        return out
    }

    /// The release's fling velocity `v` (content direction, after the feel's limits) as the fling
    /// starts with it; sets `flingBoost`, the boosted over the new speed (largest component, as
    /// Chromium's `max_velocity / max_velocity_from_gfs`).
    func boostedFlingVelocity(_ v: Point, at time: Double) -> Point {
        flingBoost = 1
        dragAwaitsBegin = false
        var out = v
        out[primaryAxis] = momentumCarry.release(v[primaryAxis])
        guard feel.flingCarry == .chromiumBoost else {
            booster.reset()
            return out
        }
        let boosted = booster.flingStart(v, at: time, feel: feel)
        let new = max(abs(v.x), abs(v.y))
        if new > 0 { flingBoost = max(abs(boosted.x), abs(boosted.y)) / new }
        return boosted
    }

    /// The drag to where the finger lifted (and the resampled lead past it): moves the content, but is
    /// no scroll update of its own (Chromium and Flutter send none at the lift).
    public func dragAtRelease(toTranslation translation: Point, at time: Double) {
        boostObservesDrags = false
        drag(toTranslation: translation, at: time)
        boostObservesDrags = true
    }
}
