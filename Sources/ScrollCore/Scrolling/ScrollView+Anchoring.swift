/// Scroll anchoring (UIKit's self-sizing cells adjusting `contentOffset`, CSS scroll anchoring; #34
/// item 4): content above what is shown changed height.
extension ScrollView {
    /// The content's height becomes `height` at `time`, and the offset moves by `shift` with it (the
    /// height change of content above the viewport's top, to keep what the user reads in place; 0 for a
    /// change below, or for no anchoring — then what is shown jumps by the change above it).
    ///
    /// `resized` names the change: content at or below `edge` (content points, before the change)
    /// moved down by `delta`. A programmatic animation's target is content too, re-resolved here: it
    /// moves by `delta` when it lies at or below `edge` (a scroll to row N still ends on row N) and stays
    /// when it lies above (a scroll to the top ends at the top, however many rows grow on the way; #46).
    /// Without `resized`, the target moves by `shift`.
    ///
    /// Whatever runs goes on unbroken: a drag keeps the same content under the finger; a fling or a
    /// bounce restarts at the same moment from the shifted position with the velocity it has (a decay
    /// is memoryless, so it runs on exactly shifted). An animation's start moves by `shift` and its
    /// end with its target, on the same clock: where it is at any moment depends on the rows measured
    /// so far, never on the tick that measured them, and it ends exactly on its target.
    public func resizeContent(
        height: Double, shiftingOffsetBy shift: Double, resized: (edge: Double, delta: Double)? = nil, at time: Double
    ) {
        advance(to: time)
        guard height.isFinite, shift.isFinite else { return }
        let before = contentOffset.y
        if shift != 0 { contentOffset.y += shift }
        if shift != 0 && state == .dragging { rawOffset.y += shift }
        if let m = motionY, case .animation(let e) = m.kind {
            let endShift = resized.map { e.end >= $0.edge && $0.delta.isFinite ? $0.delta : 0 } ?? shift
            if shift != 0 || endShift != 0 {
                let moved = EaseSimulation(from: e.start + shift, to: e.end + endShift, duration: e.duration)
                motionY = ScrollAxisMotion(kind: .animation(moved), startTime: m.startTime)
                contentOffset.y = moved.position(at: now - m.startTime)
            }
        }
        let old = motionY
        // Decelerating or bouncing: `geometryDidChange` restarts the momentum from the shifted offset
        // with the velocity it has; resting: clamped into the new range.
        contentSize = Size(width: contentSize.width, height: max(0, height))
        if let old { keepFling(old, shiftedBy: shift) }
        if contentOffset.y != before { emit(.didScroll, at: now) }
    }

    /// A fling under way keeps its own curve, shifted, against the new range: the same release rebuilt
    /// from its start moved by `shift`, at its own start time — so where it goes does not depend on the
    /// tick the resize fell on, under any feel (a restart would: only UIKit's decay is memoryless).
    /// Kept as restarted when the rebuilt curve is not where the content is (a bounce under way).
    private func keepFling(_ old: ScrollAxisMotion, shiftedBy shift: Double) {
        guard case .momentum(let m) = old.kind, m.entryTime == 0, state == .decelerating || state == .bouncing else { return }
        let rebuilt = BoundedDecelerationSimulation(
            feel: feel, start: m.fling.position(at: 0) + shift, velocity: m.fling.releaseVelocity, lower: minOffset(.vertical),
            upper: maxOffset(.vertical), dimension: boundsSize.height, bounces: bounces, overshootLimit: boundsSize.height / 2,
            boost: flingBoost)
        let elapsed = now - old.startTime
        guard abs(rebuilt.position(at: elapsed) - contentOffset.y) < 1e-6 else { return }
        motionY = ScrollAxisMotion(kind: .momentum(rebuilt), startTime: old.startTime)
        state = motionState(at: now)
    }
}

extension FlingSimulation {
    /// The velocity the fling was released with (its `velocity(at: 0)` may differ: Android's spline is
    /// piecewise constant).
    fileprivate var releaseVelocity: Double {
        switch self {
        case .uikit(let s): return s.initialVelocity
        case .spline(let s): return s.initialVelocity
        case .friction(let s): return s.initialVelocity
        case .clamping(let s): return s.initialVelocity
        case .bezier(let s): return s.initialVelocity
        }
    }
}
