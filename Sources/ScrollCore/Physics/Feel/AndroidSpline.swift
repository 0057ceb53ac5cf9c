#if !hasFeature(Embedded)
    import Foundation
#endif

/// Android's fling spline (`OverScroller.SplineOverScroller`'s static initialiser, the same table in
/// `Scroller`, Chromium's `MobileScroller` and Compose's `AndroidFlingSpline`): 101 samples of the
/// distance fraction covered at each time fraction of a fling.
///
/// The tension lines cross at (INFLEXION, 1) = (0.35, 1), start tension 0.5, end tension 1. Each
/// sample bisects the curve parameter to 1e-5; the lower bound is carried from one sample to the next
/// (it is declared outside the loop in the platform too). Double precision (PEERS.md's check values).
public enum AndroidSpline {
    public static let inflexion = 0.35
    public static let startTension = 0.5
    public static let endTension = 1.0
    /// ln(0.78) / ln(0.9) = 2.3582018…
    public static let decelerationRate = log(0.78) / log(0.9)
    /// g (9.80665 m/s²) × 39.37 in/m × 160 px/in × 0.84 ("look and feel tuning"): 51890.2 at density 1.
    public static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84
    public static let sampleCount = 100

    /// `SPLINE_POSITION`: distance fraction at time fraction `i / 100`, i in 0...100.
    public static let position: [Double] = table().position
    /// `SPLINE_TIME`: time fraction at distance fraction `i / 100` (used to truncate a fling).
    public static let time: [Double] = table().time

    private static func table() -> (position: [Double], time: [Double]) {
        let p1 = startTension * inflexion
        let p2 = 1 - endTension * (1 - inflexion)
        var position = [Double](repeating: 1, count: sampleCount + 1)
        var time = [Double](repeating: 1, count: sampleCount + 1)
        var xMin = 0.0
        var yMin = 0.0
        for i in 0..<sampleCount {
            let alpha = Double(i) / Double(sampleCount)
            var xMax = 1.0
            var x = 0.0
            var coef = 0.0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            position[i] = coef * ((1 - x) * startTension + x) + x * x * x
            var yMax = 1.0
            var y = 0.0
            while true {
                y = yMin + (yMax - yMin) / 2
                coef = 3 * y * (1 - y)
                let dy = coef * ((1 - y) * startTension + y) + y * y * y
                if abs(dy - alpha) < 1e-5 { break }
                if dy > alpha { yMax = y } else { yMin = y }
            }
            time[i] = coef * ((1 - y) * p1 + y * p2) + y * y * y
        }
        return (position, time)
    }
}
