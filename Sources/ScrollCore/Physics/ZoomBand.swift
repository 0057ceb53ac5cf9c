/// The scale's rubber band: how far a pinch past `minimumZoomScale` or `maximumZoomScale` shows.
///
/// UIKit publishes no constant for it (docs/PHYSICS.md "Zoom band"). The lab carries the offset
/// band over to the scale's natural unit, its logarithm — spreading the fingers by a factor multiplies
/// the scale — with the same form and slope: a pinch `x = ln(raw / limit)` past the limit shows
/// `y = (1 − 1 / (x · c / D + 1)) · D`, `c` the feel's `zoomBand` (0.55, the offset band's UIKit figure)
/// and `D = ln 2`: as content is never shown a whole viewport past an edge, the scale never shows twice
/// the maximum (or half the minimum). Shown scale `limit · e^y`.
public struct ZoomBand: Hashable, Sendable {
    /// The band's asymptote in log-scale units: ln 2.
    public static let dimension = 0.693_147_180_559_945_3
    /// Resistance coefficient c (the slope at the limit).
    public var coefficient: Double

    public init(coefficient: Double = RubberBand.uiKitCoefficient) {
        self.coefficient = coefficient > 0 && coefficient.isFinite ? coefficient : RubberBand.uiKitCoefficient
    }

    /// The offset band on a unit viewport: `y / D = band₁(x / D)`.
    private var unit: RubberBand { RubberBand(dimension: 1, coefficient: coefficient) }

    /// The scale shown for a pinch that asks for `raw` against `lower...upper` (unchanged inside).
    public func clamp(_ raw: Double, lower: Double, upper: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return raw > 0 ? upper * 2 : lower / 2 }
        if raw > upper {
            return upper * Elementary.exp(Self.dimension * unit.offset(forOverscroll: Elementary.log(raw / upper) / Self.dimension))
        }
        if raw < lower {
            return lower * Elementary.exp(Self.dimension * unit.offset(forOverscroll: Elementary.log(raw / lower) / Self.dimension))
        }
        return raw
    }
}
