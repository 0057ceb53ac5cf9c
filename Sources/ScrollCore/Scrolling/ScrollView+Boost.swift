/// The feel's `flingCarry` on the scroll view's one velocity path: the touch that catches a fling, the
/// drag after it and the release feed the booster (`FlingBooster`); the release's fling velocity is
/// what it returns, and the fling's distance cap grows with it (Chromium's `boost_multiplier`).
extension ScrollView {
    /// A touch took hold at `time` (before the motion is dropped): a running fling is cancelled with
    /// its velocity now; anything else (a fling that ran out, a rest) disarms the booster.
    func noteCatch(at time: Double) {
        flingBoost = 1
        guard feel.flingCarry == .chromiumBoost else {
            booster.reset()
            return
        }
        boostAwaitsBegin = true
        let running = [motionX, motionY].contains { m in
            if case .momentum = m?.kind { return true }
            return false
        }
        if running { booster.cancel(at: time, velocity: velocity, feel: feel) } else { booster.reset() }
    }

    /// The drag moved by `delta` (content-offset direction) at `time`: the first call after the touch
    /// is the scroll begin, every call with a delta an update.
    func noteDrag(_ delta: Point, at time: Double) {
        guard feel.flingCarry == .chromiumBoost, boostObservesDrags else { return }
        if boostAwaitsBegin {
            boostAwaitsBegin = false
            booster.scrollBegin(at: time, feel: feel)
        }
        booster.scrollUpdate(delta, at: time, feel: feel)
    }

    /// The release's fling velocity `v` (content direction, after the feel's limits) as the fling
    /// starts with it; sets `flingBoost`, the boosted over the new speed (largest component, as
    /// Chromium's `max_velocity / max_velocity_from_gfs`).
    func boostedFlingVelocity(_ v: Point, at time: Double) -> Point {
        flingBoost = 1
        boostAwaitsBegin = false
        guard feel.flingCarry == .chromiumBoost else { return v }
        let boosted = booster.flingStart(v, at: time, feel: feel)
        let new = max(abs(v.x), abs(v.y))
        if new > 0 { flingBoost = max(abs(boosted.x), abs(boosted.y)) / new }
        return boosted
    }

    /// The drag to where the finger lifted (and the resampled lead past it): moves the content, but is
    /// no scroll update of its own (Chromium sends none at the lift).
    public func dragAtRelease(toTranslation translation: Point, at time: Double) {
        boostObservesDrags = false
        drag(toTranslation: translation, at: time)
        boostObservesDrags = true
    }
}
