import Foundation

/// AOSP's `OverScroller.SplineOverScroller` fling as the device executes it — a port for the tests
/// to recompute an exported `setFriction(f)` with: the spline table built in float, the duration in
/// whole ms and the distance in whole px (both truncated), positions rounded to whole px each frame
/// (`update()`), the friction and the physical coefficient as floats.
struct AOSPOverScroller {
    static let inflexion: Float = 0.35
    static let startTension: Float = 0.5
    static let endTension: Float = 1
    static let decelerationRate = Float(log(0.78) / log(0.9))

    static let splinePosition: [Float] = {
        let p1 = startTension * inflexion
        let p2 = 1 - endTension * (1 - inflexion)
        var position = [Float](repeating: 1, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1
            var x: Float = 0
            var coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            position[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        return position
    }()

    let durationMs: Int
    let distance: Int

    /// `fling(0, 0, 0, velocity, …)` after `setFriction(friction)` at `ppi` (160 = density 1).
    init(velocity: Int, friction: Float, ppi: Float = 160) {
        let physicalCoeff: Float = 9.80665 * 39.37 * ppi * 0.84
        let l = log(Double(Self.inflexion * Float(abs(velocity)) / (friction * physicalCoeff)))
        let decelMinusOne = Double(Self.decelerationRate) - 1.0
        durationMs = Int(1000.0 * exp(l / decelMinusOne))
        let total = Double(friction * physicalCoeff) * exp(Double(Self.decelerationRate) / decelMinusOne * l)
        distance = Int(total * (velocity < 0 ? -1 : 1))
    }

    /// The position `ms` milliseconds into the fling (`computeScrollOffset` → `update()`).
    func position(atMs ms: Int) -> Int {
        guard ms < durationMs else { return distance }
        let t = Float(ms) / Float(durationMs)
        let index = Int(100 * t)
        guard index < 100 else { return distance }
        let tInf = Float(index) / 100
        let tSup = Float(index + 1) / 100
        let dInf = Self.splinePosition[index]
        let dSup = Self.splinePosition[index + 1]
        let velocityCoef = (dSup - dInf) / (tSup - tInf)
        let distanceCoef = dInf + (t - tInf) * velocityCoef
        return Int((distanceCoef * Float(distance)).rounded())
    }
}
