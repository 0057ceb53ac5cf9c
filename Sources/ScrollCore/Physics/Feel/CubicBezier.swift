/// A CSS-style timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as
/// Chromium's `gfx::CubicBezier`: `solve(x)` finds the curve parameter whose x is `x` and returns its
/// y. x1 and x2 must lie in [0, 1] so x is monotone in the parameter.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Chromium's velocity matching: scale the first control point so the curve's initial slope is
    /// `slope` — raise y1 to x1·slope while that stays under y1, else move x1 to y1/slope.
    public init(matchingSlope slope: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        if x1 * slope < y1 {
            self.init(x1, x1 * slope, x2, y2)
        } else {
            self.init(y1 / slope, y1, x2, y2)
        }
    }

    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * p1 + 6 * m * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter where x equals `x` (bisection to 1e-12, x clamped to [0, 1]).
    public func parameter(forX x: Double) -> Double {
        parameter(for: min(max(x, 0), 1), x1, x2)
    }

    private func parameter(for value: Double, _ p1: Double, _ p2: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if Self.coordinate(mid, p1, p2) < value { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// y at x.
    public func solve(_ x: Double) -> Double {
        Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at x.
    public func slope(_ x: Double) -> Double {
        let s = parameter(forX: x)
        let dx = Self.derivative(s, x1, x2)
        let dy = Self.derivative(s, y1, y2)
        return dx > 0 ? dy / dx : (dy == 0 ? 0 : .infinity)
    }

    /// x where y first equals `y` (y monotone: y1, y2 in [0, 1]).
    public func x(forY y: Double) -> Double {
        Self.coordinate(parameter(for: min(max(y, 0), 1), y1, y2), x1, x2)
    }
}
