/// UIScrollView's rubber band: how far content moves when dragged `x` points past an edge.
///
/// `f(x) = (1 − 1 / (x · c / dim + 1)) · dim` with `c = 0.55` and `dim` the viewport's extent on that
/// axis. Its slope is `c` at 0 and it approaches, never reaches, `dim`. The inverse
/// `f⁻¹(y) = (dim / c) · y / (dim − y)` lets a drag that catches overscrolled content continue from
/// where the content is shown.
public struct RubberBand: Hashable, Sendable, CustomStringConvertible {
    /// Viewport extent on the axis, points.
    public var dimension: Double
    /// Resistance coefficient; 0.55 is the figure quoted for UIKit.
    public var coefficient: Double

    public static let uiKitCoefficient = 0.55

    public init(dimension: Double, coefficient: Double = RubberBand.uiKitCoefficient) {
        self.dimension = max(dimension, 1)
        self.coefficient = coefficient > 0 && coefficient.isFinite ? coefficient : RubberBand.uiKitCoefficient
    }

    /// Displayed overscroll for a finger that went `x` points past the edge (sign preserved).
    public func offset(forOverscroll x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? dimension * 0.999999 : -dimension * 0.999999 }
        let m = abs(x)
        // In floating point a huge x rounds f(x) up to exactly `dim`; keep the promise that the band
        // never reaches it (this only bites beyond x ≈ 10⁶ · dim).
        let y = min((1 - 1 / (m * coefficient / dimension + 1)) * dimension, dimension * 0.999999)
        return x < 0 ? -y : y
    }

    /// The finger distance past the edge that displays `y` points of overscroll (inverse of
    /// `offset(forOverscroll:)`); `|y|` is clamped just under `dimension`.
    public func overscroll(forOffset y: Double) -> Double {
        let m = min(abs(y), dimension * 0.999999)
        let x = (dimension / coefficient) * m / (dimension - m)
        return y < 0 ? -x : x
    }

    /// Applies the band to an unbounded offset `raw` against the range `lower...upper`.
    public func clamp(_ raw: Double, lower: Double, upper: Double) -> Double {
        if raw < lower { return lower + offset(forOverscroll: raw - lower) }
        if raw > upper { return upper + offset(forOverscroll: raw - upper) }
        return raw
    }

    /// Inverse of `clamp`: the unbounded offset that displays `shown`.
    public func unclamp(_ shown: Double, lower: Double, upper: Double) -> Double {
        if shown < lower { return lower + overscroll(forOffset: shown - lower) }
        if shown > upper { return upper + overscroll(forOffset: shown - upper) }
        return shown
    }

    public var description: String { "RubberBand(dim \(dimension.pointString), c \(coefficient))" }
}
