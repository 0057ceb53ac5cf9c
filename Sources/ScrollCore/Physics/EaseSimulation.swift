/// A fixed-duration ease-in-out from one position to another: `setContentOffset(_:animated: true)`
/// and scroll-to-top. UIKit animates those over about 0.3 s; we use the cubic smoothstep
/// `p(u) = u²(3 − 2u)`, `u = t / duration`, whose velocity is zero at both ends.
public struct EaseSimulation: Simulation {
    public let start: Double
    public let end: Double
    public let duration: Double

    /// UIKit's animated content-offset change lasts about this long.
    public static let defaultDuration = 0.3

    public init(from start: Double, to end: Double, duration: Double = EaseSimulation.defaultDuration) {
        self.start = start
        self.end = end
        self.duration = duration.isFinite && duration > 0 ? duration : EaseSimulation.defaultDuration
    }

    public var finalPosition: Double { end }

    public func position(at t: Double) -> Double {
        let u = min(max(t / duration, 0), 1)
        return start + (end - start) * u * u * (3 - 2 * u)
    }

    public func velocity(at t: Double) -> Double {
        let u = min(max(t / duration, 0), 1)
        return (end - start) * 6 * u * (1 - u) / duration
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Bisection on the monotone curve.
    public func time(toReach x: Double) -> Double? {
        let lo0 = min(start, end)
        let hi0 = max(start, end)
        guard x >= lo0, x <= hi0 else { return nil }
        if start == end { return 0 }
        var lo = 0.0
        var hi = duration
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (position(at: mid) < x) == (end > start) { lo = mid } else { hi = mid }
        }
        return hi
    }

    public var description: String {
        "Ease(\(start.pointString) → \(end.pointString) over \(duration) s)"
    }
}
