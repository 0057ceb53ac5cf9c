#if !hasFeature(Embedded)
    import Foundation
#endif

/// How far content is shown past an edge for a finger that went `x` points past it, under each
/// overscroll model (and the inverse, so a drag that catches overscrolled content continues from
/// where it is shown):
/// - `rubberBand`: UIKit's `RubberBand` with the feel's coefficient (Flutter's frictionFactor
///   0.52·(1 − f)² integrates to the same curve with c = 0.52);
/// - `stretch`: Android's EdgeEffect — the pull is the finger's distance as a fraction `n` of the
///   viewport (≤ 1); the content's far edge moves by `H − H/(1 + s)` with
///   `s = 0.016·n + 0.016·(1 − e^(−n·e/0.33))` (dampStretchVector, StretchEffect);
/// - `elastic`: Chromium's bezier controller, `tanh(2x/H) · 0.1·H`;
/// - `clamp`: nothing is shown past the edge.
public struct OverscrollBand: Hashable, Sendable {
    public let kind: Feel.Overscroll
    /// Viewport extent on the axis, points.
    public let dimension: Double
    /// The rubber band's coefficient.
    public let coefficient: Double

    public init(_ kind: Feel.Overscroll, dimension: Double, coefficient: Double = RubberBand.uiKitCoefficient) {
        self.kind = kind
        self.dimension = max(dimension, 1)
        self.coefficient = coefficient
    }

    public init(_ feel: Feel, dimension: Double) {
        self.init(feel.overscroll, dimension: dimension, coefficient: feel.rubberBand)
    }

    /// Chromium's kOverscrollBoundaryMultiplier: the elastic stretch stays under 10 % of the viewport.
    public static let elasticBoundary = 0.1

    /// The stretch intensity `s` for a pull fraction `n` in [0, 1] (EdgeEffect.dampStretchVector).
    public static func stretchIntensity(_ n: Double) -> Double {
        0.016 * n + 0.016 * (1 - exp(-n * M_E / 0.33))
    }

    /// d(shown)/d(pull) for the stretch at pull fraction `n` (shown = H·s/(1 + s)).
    public static func stretchSlope(_ n: Double) -> Double {
        let s = stretchIntensity(n)
        let ds = 0.016 + 0.016 * (M_E / 0.33) * exp(-n * M_E / 0.33)
        return ds / ((1 + s) * (1 + s))
    }

    /// Displayed overscroll for a finger `x` points past the edge (sign kept).
    public func offset(forOverscroll x: Double) -> Double {
        switch kind {
        case .rubberBand:
            return RubberBand(dimension: dimension, coefficient: coefficient).offset(forOverscroll: x)
        case .stretch:
            let n = x.isFinite ? min(abs(x) / dimension, 1) : 1
            let s = Self.stretchIntensity(n)
            let y = dimension * s / (1 + s)
            return x < 0 ? -y : y
        case .elastic:
            guard x.isFinite else { return x > 0 ? dimension * Self.elasticBoundary : -dimension * Self.elasticBoundary }
            return tanh(2 * x / dimension) * Self.elasticBoundary * dimension
        case .clamp:
            return 0
        }
    }

    /// The finger distance past the edge that displays `y` points of overscroll.
    public func overscroll(forOffset y: Double) -> Double {
        switch kind {
        case .rubberBand:
            return RubberBand(dimension: dimension, coefficient: coefficient).overscroll(forOffset: y)
        case .stretch:
            // Monotone in the pull: bisection over [0, H].
            let target = abs(y)
            var lo = 0.0
            var hi = dimension
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if offset(forOverscroll: mid) < target { lo = mid } else { hi = mid }
            }
            return y < 0 ? -hi : hi
        case .elastic:
            let limit = Self.elasticBoundary * dimension
            let r = min(abs(y) / limit, 0.999999)
            let x = atanh(r) / 2 * dimension
            return y < 0 ? -x : x
        case .clamp:
            return 0
        }
    }

    /// Applies the band to an unbounded offset `raw` against `lower...upper`.
    public func clamp(_ raw: Double, lower: Double, upper: Double) -> Double {
        if kind == .rubberBand { return RubberBand(dimension: dimension, coefficient: coefficient).clamp(raw, lower: lower, upper: upper) }
        if raw < lower { return lower + offset(forOverscroll: raw - lower) }
        if raw > upper { return upper + offset(forOverscroll: raw - upper) }
        return raw
    }

    /// Inverse of `clamp`.
    public func unclamp(_ shown: Double, lower: Double, upper: Double) -> Double {
        if kind == .rubberBand {
            return RubberBand(dimension: dimension, coefficient: coefficient).unclamp(shown, lower: lower, upper: upper)
        }
        if shown < lower { return lower + overscroll(forOffset: shown - lower) }
        if shown > upper { return upper + overscroll(forOffset: shown - upper) }
        return shown
    }
}
