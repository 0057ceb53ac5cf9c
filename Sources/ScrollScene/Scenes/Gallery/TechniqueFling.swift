import ScrollCore

/// One fling through the views an app technique lets move (`GalleryNestedModel`), run by the one
/// engine every scroll view uses: a `BoundedDecelerationSimulation` under the scene's feel (its
/// decay, its fling velocity limits, its edge motion — UIKit's spring, Android's stretch, Chromium's
/// elastic bounce — or a dead stop). The technique is only the policy: which views take part
/// (`values`/`maxima`, stacked: the header's collapse before the list's offset) and whether the end
/// of their combined range bounces (`bounces`; a technique that drops velocity there says false).
///
/// The views are stacked in the fling's direction: going up the header reaches its limit before the
/// list moves, going down the list reaches 0 before the header uncollapses. So the fling is one
/// curve over the combined value (the sum of the views' values, `0…Σ maxima`) and splits back in
/// that order at every time: the first view takes what it can, the next the rest. Decay is
/// memoryless, so this is exactly the chained curve of one view handing its velocity on at its
/// limit (`TechniqueFlingTests`).
///
/// Values share the sign convention of content offsets: a view's value grows as content moves up.
/// Creating and sampling a fling allocate nothing beyond the two small arrays.
struct TechniqueFling: Sendable {
    /// Each view's value at the release, in stacking order (the header's first).
    let initial: [Double]
    /// Each view's largest value (its range is `0…maximum`).
    let maxima: [Double]
    /// The motion of the combined value, from `startTime`.
    let motion: BoundedDecelerationSimulation
    /// Absolute time of the release.
    let startTime: Double
    /// The content velocity the fling started with: the release velocity through the feel's limits.
    let releaseVelocity: Double

    /// - Parameters:
    ///   - values: each view's current value, stacked (the header's collapse first).
    ///   - maxima: each view's largest value.
    ///   - velocity: release velocity, points per second, content-offset direction.
    ///   - start: absolute time of the release.
    ///   - feel: the scene's feel (decay, limits, edge motion).
    ///   - dimension: the extent of the scroll view that runs the fling (bands, distance caps).
    ///   - bounces: whether the end of the combined range runs the feel's edge motion or stops dead.
    init(
        values: [Double], maxima: [Double], velocity: Double, start: Double, feel: Feel = .ios, dimension: Double,
        bounces: Bool
    ) {
        initial = values
        self.maxima = maxima
        startTime = start
        releaseVelocity = feel.flingVelocity(velocity)
        motion = BoundedDecelerationSimulation(
            feel: feel, start: values.reduce(0, +), velocity: releaseVelocity, lower: 0, upper: maxima.reduce(0, +),
            dimension: dimension, bounces: bounces, overshootLimit: dimension / 2)
    }

    /// The combined value at absolute time `t` (past the range while the edge motion runs).
    func combined(at t: Double) -> Double { motion.position(at: max(0, t - startTime)) }

    /// View `index`'s value at `t`: the combined value (inside the range) split in stacking order.
    func value(ofNode index: Int, at t: Double) -> Double {
        var rest = min(max(combined(at: t), 0), maxima.reduce(0, +))
        for (i, top) in maxima.enumerated() {
            let v = min(rest, top)
            if i == index { return v }
            rest -= v
        }
        return initial.indices.contains(index) ? initial[index] : 0
    }

    /// How far the combined value lies past the range at `t` (signed, content-offset direction; 0 inside).
    func overscroll(at t: Double) -> Double {
        let p = combined(at: t)
        let top = maxima.reduce(0, +)
        return p > top ? p - top : p < 0 ? p : 0
    }

    /// The fling's velocity at `t` (points per second, content-offset direction).
    func velocity(at t: Double) -> Double { motion.velocity(at: max(0, t - startTime)) }

    /// When the motion stopped dead at an edge (absolute time) and the velocity it dropped there.
    var deadStop: (time: Double, velocity: Double)? {
        guard case .stop(let time, _) = motion.edgePhase else { return nil }
        return (startTime + time, motion.fling.velocity(at: time))
    }

    func isDone(at t: Double) -> Bool { motion.isDone(at: max(0, t - startTime)) }
}
