import Foundation

/// Axis tick values a person would pick: steps of 1, 2, 2.5 or 5 × 10ⁿ, covering a data range
/// (Heckbert's "nice numbers", Graphics Gems 1990).
public struct NiceTicks: Equatable, Sendable {
    /// The axis' extent: the data range widened outward to whole steps.
    public let lower: Double
    public let upper: Double
    public let step: Double

    /// - Parameters:
    ///   - lower, upper: the data range (any order; an empty or non-finite range gets a unit span).
    ///   - count: about how many intervals the axis should have (≥ 1).
    public init(lower: Double, upper: Double, count: Int = 5) {
        var lo = lower.isFinite ? min(lower, upper) : 0
        var hi = upper.isFinite ? max(lower, upper) : 1
        if !lo.isFinite { lo = hi - 1 }
        if hi - lo < 1e-9 * max(1, abs(hi)) {
            // A flat series: centre a unit span (or one of its own magnitude) on it.
            let half = max(abs(hi) * 0.1, 0.5)
            lo -= half
            hi += half
        }
        let raw = (hi - lo) / Double(max(1, count))
        step = Self.niceStep(raw)
        self.lower = (lo / step).rounded(.down) * step
        self.upper = (hi / step).rounded(.up) * step
    }

    /// The tick values from `lower` to `upper` inclusive, each computed as k × step (no drift).
    public var values: [Double] {
        let first = (lower / step).rounded()
        let n = Int(((upper - lower) / step).rounded())
        return (0...max(0, n)).map { k in
            let v = (first + Double(k)) * step
            return abs(v) < step * 1e-9 ? 0 : v
        }
    }

    /// The nice step at or just above `raw`: 1, 2, 2.5 or 5 times a power of ten.
    static func niceStep(_ raw: Double) -> Double {
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double
        if fraction <= 1 {
            nice = 1
        } else if fraction <= 2 {
            nice = 2
        } else if fraction <= 2.5 {
            nice = 2.5
        } else if fraction <= 5 {
            nice = 5
        } else {
            nice = 10
        }
        return nice * magnitude
    }

    /// A tick label: as few decimals as the step needs (0.25 → 2 decimals, 50 → none).
    public func label(_ value: Double) -> String {
        var decimals = 0
        var s = step
        while decimals < 6 && abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) {
            s *= 10
            decimals += 1
        }
        return Markup.number(value, decimals: decimals)
    }
}
