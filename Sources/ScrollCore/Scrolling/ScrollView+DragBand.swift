/// The feel's `dragBand` `perUpdate`: Flutter's `BouncingScrollPhysics.applyPhysicsToUserOffset`
/// (`packages/flutter/lib/src/widgets/scroll_physics.dart`), update by update, instead of the band of
/// the whole overscroll.
extension ScrollView {
    /// Moves the shown offset by the content-direction drag `d` under Flutter's rule and returns it;
    /// the unbounded drag offset follows (the closed band's preimage), so a switch of rule mid-drag
    /// continues from what is shown.
    func perUpdateBand(_ d: Point) -> Point {
        var shown = contentOffset
        for axis in Axis.allCases where d[axis] != 0 {
            let lo = minOffset(axis)
            let hi = maxOffset(axis)
            let p = contentOffset[axis]
            // Flutter's offset is the finger's (pixels − offset); the lab's `d` is the content's.
            let offset = -d[axis]
            let moved =
                p - Self.flutterUserOffset(offset, pixels: p, lower: lo, upper: hi, viewport: boundsSize[axis], c: feel.rubberBand)
            // An update that starts inside the range passes whole, but at most half the viewport past the
            // edge: the band's overscroll stays under its dimension (a fuzzed 735 789 pt wheel step).
            let room = boundsSize[axis] / 2
            shown[axis] = min(max(moved, min(lo - room, p)), max(hi + room, p))
            rawOffset[axis] = band(axis).unclamp(shown[axis], lower: lo, upper: hi)
        }
        return shown
    }

    /// `applyPhysicsToUserOffset`: whole inside the range; past it, the update scaled by
    /// `frictionFactor = c·(1 − f)²` of the overscroll fraction `f` before it (less the update's own
    /// length when it eases back), the part beyond the overscroll passing whole (`_applyFriction`).
    static func flutterUserOffset(_ offset: Double, pixels: Double, lower: Double, upper: Double, viewport: Double, c: Double) -> Double {
        guard pixels < lower || pixels > upper, viewport > 0 else { return offset }
        let pastStart = max(lower - pixels, 0)
        let pastEnd = max(pixels - upper, 0)
        let past = max(pastStart, pastEnd)
        let easing = (pastStart > 0 && offset < 0) || (pastEnd > 0 && offset > 0)
        let f = (easing ? past - abs(offset) : past) / viewport
        let friction = c * (1 - f) * (1 - f)
        let direction: Double = offset < 0 ? -1 : 1
        var delta = abs(offset)
        var total = 0.0
        if past > 0 {
            let toLimit = past / friction
            if delta < toLimit { return direction * delta * friction }
            total += past
            delta -= toLimit
        }
        return direction * (total + delta)
    }
}
