/// A zoom from (scale s₀, offset o₀) to (s₁, o₁) in closed form: the scale moves in log space by a
/// progress `k(t)` from 0 to 1 and each axis's offset keeps the one point that does not move on the
/// screen where it is (the similarity's fixed point `p* = (o₁ − o₀) / (s₁ − s₀)`), so a zoom about a
/// point stays about it. At and after `duration` the state is exactly (s₁, o₁).
///
/// Two curves: `ease` (`zoom(to:animated:)`, `setZoomScale(_:animated:)`, a double tap: smoothstep
/// over a fixed duration) and `spring` (the bounce back from past a limit: critically damped,
/// `k = 1 − (1 + ωt) e^(−ωt)`, ending where `(1 + ωt) e^(−ωt)` falls under `springRest`, found once
/// by bisection when the bounce starts, so a 60 Hz and a 120 Hz run end at the same instant).
struct ZoomAnimation {
    enum Curve {
        case ease
        case spring(omega: Double)
    }

    /// What is left of a spring bounce when it is called done (0.1 %).
    static let springRest = 0.001

    let startTime: Double
    let from: (scale: Double, offset: Point)
    let to: (scale: Double, offset: Point)
    let curve: Curve
    /// Seconds from `startTime` to the end.
    let duration: Double
    /// True for the bounce after a pinch (UIKit's `isZoomBouncing`).
    let isBounce: Bool

    init(at time: Double, from: (Double, Point), to: (Double, Point), curve: Curve, duration: Double = 0, isBounce: Bool) {
        startTime = time
        self.from = (from.0, from.1)
        self.to = (to.0, to.1)
        self.curve = curve
        self.isBounce = isBounce
        switch curve {
        case .ease: self.duration = duration.isFinite && duration > 0 ? duration : EaseSimulation.defaultDuration
        case .spring(let w): self.duration = Self.springEnd(omega: w)
        }
    }

    /// The time (s) at which `(1 + ωt) e^(−ωt) = springRest`, by bisection (60 halvings).
    static func springEnd(omega w: Double) -> Double {
        let omega = w.isFinite && w > 0 ? w : 10
        var lo = 0.0
        var hi = 40 / omega
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (1 + omega * mid) * Elementary.exp(-omega * mid) > springRest { lo = mid } else { hi = mid }
        }
        return hi
    }

    func isDone(at t: Double) -> Bool { t - startTime >= duration }

    /// Progress 0…1 at time `t`.
    func progress(at t: Double) -> Double {
        let u = t - startTime
        if u <= 0 { return 0 }
        if u >= duration { return 1 }
        switch curve {
        case .ease:
            let x = u / duration
            return x * x * (3 - 2 * x)
        case .spring(let w):
            return 1 - (1 + w * u) * Elementary.exp(-w * u)
        }
    }

    /// Scale and offset at time `t`; exactly `to` from the end on.
    func state(at t: Double) -> (scale: Double, offset: Point) {
        if isDone(at: t) { return to }
        let k = progress(at: t)
        let s = from.scale * Elementary.exp(k * Elementary.log(to.scale / from.scale))
        var o = Point.zero
        for axis in Axis.allCases {
            let ds = to.scale - from.scale
            let o0 = from.offset[axis]
            let o1 = to.offset[axis]
            if abs(ds) < 1e-12 * to.scale {
                o[axis] = o0 + (o1 - o0) * k
            } else {
                let fixed = (o1 - o0) / ds
                o[axis] = o0 + fixed * (s - from.scale)
            }
        }
        return (s, o)
    }
}
