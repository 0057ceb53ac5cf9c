#if !hasFeature(Embedded)
    import Foundation
#endif

/// A damped spring pulling a position towards `target`: one public type, three private solutions.
///
/// With displacement `y = x − target`, ω = √(k/m) and damping ratio ζ:
/// - critically damped (ζ = 1): `y(t) = (y₀ + (v₀ + ω y₀) t) e^(−ω t)`
/// - under-damped (ζ < 1), ω_d = ω√(1 − ζ²): `y(t) = e^(−ζωt) (y₀ cos ω_d t + (v₀ + ζω y₀)/ω_d sin ω_d t)`
/// - over-damped (ζ > 1), r₁,₂ = −ζω ± ω√(ζ² − 1): `y(t) = c₁ e^(r₁ t) + c₂ e^(r₂ t)`
///
/// Done when both `|y| < tolerance.distance` and `|v| < tolerance.velocity`; from then on the position
/// reads exactly `target`.
public struct SpringSimulation: Simulation {
    public let parameters: SpringParameters
    public let start: Double
    public let target: Double
    public let initialVelocity: Double
    public let tolerance: Tolerance
    private let solution: Solution
    /// Seconds until the spring is within tolerance and stays there.
    public let settleTime: Double

    private enum Solution: Sendable {
        case critical(omega: Double, c1: Double, c2: Double)
        case under(decay: Double, omegaD: Double, c1: Double, c2: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// - Parameters:
    ///   - start: position at t = 0, points.
    ///   - target: rest position, points.
    ///   - velocity: velocity at t = 0, points per second.
    public init(
        _ parameters: SpringParameters, start: Double, target: Double, velocity: Double,
        tolerance: Tolerance = .spring
    ) {
        self.parameters = parameters
        self.start = start.isFinite ? start : target
        self.target = target
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.tolerance = tolerance
        let y0 = self.start - target
        let v0 = self.initialVelocity
        let w = parameters.omega
        let z = parameters.dampingRatio
        let epsilon = 1e-9
        if abs(z - 1) < epsilon {
            solution = .critical(omega: w, c1: y0, c2: v0 + w * y0)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            solution = .under(decay: z * w, omegaD: wd, c1: y0, c2: (v0 + z * w * y0) / wd)
        } else {
            let root = w * (z * z - 1).squareRoot()
            let r1 = -z * w + root
            let r2 = -z * w - root
            let c2 = (v0 - r1 * y0) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, c1: y0 - c2, c2: c2)
        }
        settleTime = Self.findSettleTime(solution, tolerance: tolerance)
    }

    public var finalPosition: Double { target }

    public func position(at t: Double) -> Double {
        if t >= settleTime { return target }
        return target + Self.displacement(solution, max(0, t))
    }

    public func velocity(at t: Double) -> Double {
        if t >= settleTime { return 0 }
        return Self.speed(solution, max(0, t))
    }

    public func isDone(at t: Double) -> Bool { t >= settleTime }

    /// The first time the spring passes `x`. Springs have no closed-form inverse; this samples at
    /// 1 ms and refines by bisection to 1e-12 s, which is exact for handoff purposes.
    public func time(toReach x: Double) -> Double? {
        if position(at: 0) == x { return 0 }
        let step = 0.001
        var t0 = 0.0
        var f0 = position(at: 0) - x
        while t0 < settleTime {
            let t1 = min(t0 + step, settleTime)
            let f1 = position(at: t1) - x
            if f1 == 0 { return t1 }
            if (f0 < 0) != (f1 < 0) {
                var lo = t0
                var hi = t1
                for _ in 0..<60 {
                    let mid = (lo + hi) / 2
                    if (position(at: mid) - x < 0) == (f0 < 0) { lo = mid } else { hi = mid }
                }
                return hi
            }
            t0 = t1
            f0 = f1
        }
        return nil
    }

    /// The largest displacement from the target reached by a spring that starts *at* its target with
    /// velocity 1 pt/s. Displacement is linear in v₀ when y₀ = 0, so a carried velocity `v` peaks at
    /// `v · peakDisplacementPerUnitVelocity` — used to cap the velocity a fling hands to a bounce.
    public static func peakDisplacementPerUnitVelocity(_ p: SpringParameters) -> Double {
        let s = SpringSimulation(p, start: 0, target: 0, velocity: 1)
        switch s.solution {
        case .critical(let w, _, _):
            return 1 / (w * M_E)
        case .under(let decay, let wd, _, _):
            let t = atan2(wd, decay) / wd
            return exp(-decay * t) * sin(wd * t) / wd
        case .over(let r1, let r2, _, _):
            let t = log(r2 / r1) / (r1 - r2)
            return abs(displacement(s.solution, t))
        }
    }

    private static func displacement(_ s: Solution, _ t: Double) -> Double {
        switch s {
        case .critical(let w, let c1, let c2):
            return (c1 + c2 * t) * exp(-w * t)
        case .under(let decay, let wd, let c1, let c2):
            return exp(-decay * t) * (c1 * cos(wd * t) + c2 * sin(wd * t))
        case .over(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    private static func speed(_ s: Solution, _ t: Double) -> Double {
        switch s {
        case .critical(let w, let c1, let c2):
            return (c2 - w * (c1 + c2 * t)) * exp(-w * t)
        case .under(let decay, let wd, let c1, let c2):
            let e = exp(-decay * t)
            return e * ((c2 * wd - decay * c1) * cos(wd * t) - (c1 * wd + decay * c2) * sin(wd * t))
        case .over(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// The time after which the spring stays within tolerance: scan forward in 1 ms steps until both
    /// bounds hold and the exponential envelope guarantees they keep holding.
    private static func findSettleTime(_ s: Solution, tolerance: Tolerance) -> Double {
        // Envelope decay rate: the slowest exponential in the solution.
        let slowest: Double
        switch s {
        case .critical(let w, _, _): slowest = w
        case .under(let decay, _, _, _): slowest = decay
        case .over(let r1, _, _, _): slowest = -r1
        }
        guard slowest > 0 else { return .infinity }
        var t = 0.0
        let step = 0.001
        let limit = 600.0  // ten simulated minutes: only an absurdly soft spring gets here
        while t < limit {
            if abs(displacement(s, t)) < tolerance.distance && abs(speed(s, t)) < tolerance.velocity {
                // Check the next 50 ms too: an under-damped spring can pass through zero quickly.
                var holds = true
                var u = t
                while u < t + 0.05 {
                    u += step
                    if abs(displacement(s, u)) >= tolerance.distance {
                        holds = false
                        break
                    }
                }
                if holds { return t }
            }
            t += step
        }
        return limit
    }

    public var description: String {
        "Spring(\(parameters), \(start.pointString) → \(target.pointString), v0 \(initialVelocity.pointString) pt/s, settles \(formatFixed(settleTime, decimals: 3)) s)"
    }
}
