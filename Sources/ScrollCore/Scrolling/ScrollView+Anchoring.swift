/// Scroll anchoring (UIKit's self-sizing cells adjusting `contentOffset`, CSS scroll anchoring; #34
/// item 4): content above what is shown changed height.
extension ScrollView {
    /// The content's height becomes `height` at `time`, and the offset moves by `shift` with it (the
    /// height change of content above the viewport's top, to keep what the user reads in place; 0 for a
    /// change below, or for no anchoring — then what is shown jumps by the change above it).
    ///
    /// Whatever runs goes on unbroken: a drag keeps the same content under the finger; a fling or a
    /// bounce restarts at the same moment from the shifted position with the velocity it has (a decay
    /// is memoryless, so it runs on exactly shifted); a programmatic animation's start and end move with
    /// the content (a scroll to row N still ends on row N).
    public func resizeContent(height: Double, shiftingOffsetBy shift: Double, at time: Double) {
        advance(to: time)
        guard height.isFinite, shift.isFinite else { return }
        if shift != 0 {
            contentOffset.y += shift
            if state == .dragging { rawOffset.y += shift }
            if let m = motionY, case .animation(let e) = m.kind {
                motionY = ScrollAxisMotion(
                    kind: .animation(EaseSimulation(from: e.start + shift, to: e.end + shift, duration: e.duration)), startTime: m.startTime
                )
            }
        }
        // Decelerating or bouncing: `geometryDidChange` restarts the momentum from the shifted offset
        // with the velocity it has; resting: clamped into the new range.
        contentSize = Size(width: contentSize.width, height: max(0, height))
        if shift != 0 { emit(.didScroll, at: now) }
    }
}
