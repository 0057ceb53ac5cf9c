/// When running motion comes to rest, for models that must act at that moment, not at the tick that
/// notices it (`NestedPage.advance`).
extension ScrollView {
    /// The time in `(after, until]` at which every running motion is done, or nil when it is not done
    /// by `until` (or nothing runs). Found on the motions' own curves (their `isDone` is a closed-form
    /// threshold in time, monotone: done stays done), to within 10⁻¹² s whatever the bracket.
    public func motionEndTime(after start: Double, until end: Double) -> Double? {
        guard motionX != nil || motionY != nil, end > start else { return nil }
        func done(_ t: Double) -> Bool { (motionX?.isDone(at: t) ?? true) && (motionY?.isDone(at: t) ?? true) }
        guard done(end) else { return nil }
        if done(start) { return nil }
        var lo = start
        var hi = end
        while hi - lo > 1e-12 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if done(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
