/// Makes the edge motion of a feel: after a release past an edge, or when a fling reaches one.
///
/// Spring bounces carry at most `overshootLimit` past the edge (the velocity is capped by the
/// spring's peak per unit velocity — the only place a velocity is ever reduced) and, for a fling
/// reaching the trailing (upper) edge, at most the feel's `springTransferVelocity` when that is set:
/// Flutter's `BouncingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`)
/// hands `math.min(dx, maxSpringTransferVelocity)` to the spring at either edge, which only bites
/// for positive dx — at the leading edge dx is negative and passes whole, and a release already
/// outside the range gets its velocity uncapped (`_underscrollSimulation(position, velocity)`).
struct EdgeBounceFactory {
    let feel: Feel
    let dimension: Double
    let overshootLimit: Double
    let spring: SpringParameters
    /// Peak displacement of the spring per unit start velocity.
    let peak: Double

    init(feel: Feel, dimension: Double, overshootLimit: Double) {
        self.feel = feel
        self.dimension = dimension
        self.overshootLimit = overshootLimit
        spring = feel.spring
        peak = feel.overscroll == .rubberBand || feel.overscroll == .clamp ? SpringSimulation.peakDisplacementPerUnitVelocity(spring) : 0
    }

    private var band: OverscrollBand { OverscrollBand(feel, dimension: dimension) }

    /// `min(v, springTransferVelocity)` as Flutter writes it: only a positive (trailing-edge) velocity
    /// is capped.
    private func transferred(_ v: Double) -> Double {
        let limit = feel.springTransferVelocity
        guard limit > 0 else { return v }
        return min(v, limit)
    }

    /// Released at `start` outside the range with velocity `v`: back onto `edge`.
    func release(from start: Double, edge: Double, velocity v: Double) -> EdgeBounce {
        let direction: Double = start > edge ? 1 : -1
        switch feel.overscroll {
        case .stretch:
            let pull = band.overscroll(forOffset: abs(start - edge))
            return .stretch(StretchRelease(edge: edge, direction: direction, band: band, spring: spring, pull: pull, velocity: 0))
        case .elastic:
            return .elastic(ElasticBounce(edge: edge, direction: direction, dimension: dimension, stretch: abs(start - edge), velocity: v))
        case .rubberBand, .clamp:
            // Velocity pointing further out is capped by the room left under the limit (the spring
            // peaks below |start − edge| + |v| · peak). Velocity pointing back in is capped so the
            // spring swings at most `overshootLimit` past the edge into the content (found by
            // `scrolllab fuzz`: a 10⁶ pt/s wheel flick released past the top shot past the bottom).
            let outward = (start < edge && v < 0) || (start > edge && v > 0)
            var carried = v
            if overshootLimit.isFinite && peak > 0 {
                let room = outward ? max(0, overshootLimit - abs(start - edge)) : overshootLimit
                carried = min(max(carried, -room / peak), room / peak)
            }
            return .spring(SpringSimulation(spring, start: start, target: edge, velocity: carried))
        }
    }

    /// A fling reaches `edge` with velocity `v`, moving outward (`outward` = +1 past the upper edge).
    func impact(at edge: Double, velocity v: Double, outward: Double) -> EdgeBounce {
        switch feel.overscroll {
        case .stretch:
            return .stretch(
                StretchRelease(edge: edge, direction: outward, band: band, spring: spring, pull: 0, velocity: abs(v) * feel.stretchAbsorb))
        case .elastic:
            return .elastic(ElasticBounce(edge: edge, direction: outward, dimension: dimension, stretch: 0, velocity: v))
        case .rubberBand, .clamp:
            var carried = transferred(v)
            if overshootLimit.isFinite && peak > 0 {
                let cap = overshootLimit / peak
                carried = min(max(carried, -cap), cap)
            }
            return .spring(SpringSimulation(spring, start: edge, target: edge, velocity: carried))
        }
    }
}
