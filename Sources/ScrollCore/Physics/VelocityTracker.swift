/// Estimates a pointer's velocity from timestamped positions: a least-squares line fitted over the
/// most recent samples.
///
/// - Window: samples no older than `horizon` (100 ms) before the newest, at most `capacity` (20).
/// - A gap longer than `pauseThreshold` (40 ms) between consecutive samples cuts the window there
///   (Chromium `kAssumePointerMoveStoppedTimeMs`, AOSP `ASSUME_POINTER_STOPPED_TIME`, Flutter
///   `_assumePointerMoveStoppedMilliseconds`: 40 ms each).
/// - A release `stopTime` or more after the last sample reads as velocity 0: the finger stopped
///   before lifting, so the content must not fling. `stopTime` is the feel's `liftStopTime` (40 ms by
///   default; Chromium's `kAssumePointerUpStoppedTimeMs` is 80). The lift itself is not a sample —
///   callers add only down and move positions, as Chromium's, AOSP's and Flutter's trackers do.
/// - Track in window coordinates, never in the coordinates of a view that moves with the content.
///
/// The estimator (`Feel.Estimator`) chooses how the window becomes a velocity: a least-squares line
/// (ScrollLab's UIKit model, the default), a least-squares quadratic's slope at the newest sample
/// (Android's and Chromium's LSQ2, Flutter's VelocityTracker), or Flutter's iOS fling tracker
/// (0.6 / 0.35 / 0.05 of the last three finite differences, oldest first). The window and pause
/// rules are the same for all three.
///
/// Storage is a fixed ring allocated once; `add` and `velocity` never allocate.
public struct VelocityTracker: Sendable, CustomStringConvertible {
    public static let capacity = 20
    public static let horizon = 0.100
    public static let pauseThreshold = 0.040

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var head = 0  // index of the newest sample
    public private(set) var count = 0
    /// How the samples become a velocity.
    public var estimator: Feel.Estimator = .linear
    /// A `velocity(at:)` this long or longer after the newest sample is zero, seconds.
    public var stopTime = VelocityTracker.pauseThreshold

    public init() {
        times = Array(repeating: 0, count: Self.capacity)
        xs = Array(repeating: 0, count: Self.capacity)
        ys = Array(repeating: 0, count: Self.capacity)
    }

    /// Forgets every sample.
    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Adds a sample. Samples with a time earlier than the newest one are ignored (time never goes
    /// backwards for a tracker); a sample at the same time replaces the newest one.
    public mutating func add(_ p: Point, at time: Double) {
        guard p.x.isFinite, p.y.isFinite, time.isFinite else { return }
        if count > 0 {
            let newest = times[head]
            if time < newest { return }
            if time == newest {
                xs[head] = p.x
                ys[head] = p.y
                return
            }
            head = (head + 1) % Self.capacity
        }
        times[head] = time
        xs[head] = p.x
        ys[head] = p.y
        count = min(count + 1, Self.capacity)
    }

    /// The newest sample's time, if any.
    public var lastTime: Double? { count > 0 ? times[head] : nil }

    /// The fastest velocity reported, points per second (each axis): far beyond any finger (a fast
    /// fling is 10⁴), low enough that nothing downstream overflows. Samples near ±10³⁰⁸ made the
    /// sums infinite and the velocity NaN (#20).
    public static let maximumSpeed = 1e9

    /// Velocity in points per second at `time` (usually the release time). Zero with fewer than two
    /// usable samples or after a pause; saturated at ±`maximumSpeed`, NaN read as 0.
    public func velocity(at time: Double? = nil) -> Point {
        let v = rawVelocity(at: time)
        func saturated(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, -Self.maximumSpeed), Self.maximumSpeed) }
        return Point(x: saturated(v.x), y: saturated(v.y))
    }

    private func rawVelocity(at time: Double?) -> Point {
        guard count >= 2 else { return .zero }
        let newest = times[head]
        if let time, time - newest >= stopTime { return .zero }
        // Walk back from the newest while inside the horizon and without long gaps.
        var n = 1
        var previous = newest
        var sumT = 0.0
        var sumX = 0.0
        var sumY = 0.0
        sumX += xs[head]
        sumY += ys[head]
        var index = head
        while n < count {
            index = (index - 1 + Self.capacity) % Self.capacity
            let t = times[index]
            if newest - t > Self.horizon || previous - t > Self.pauseThreshold { break }
            sumT += t - newest
            sumX += xs[index]
            sumY += ys[index]
            previous = t
            n += 1
        }
        guard n >= 2 else { return .zero }
        switch estimator {
        case .linear: break
        case .quadratic: return quadraticSlope(samples: n)
        case .flutterIOS: return weightedDifferences(samples: n)
        }
        let meanT = sumT / Double(n)
        let meanX = sumX / Double(n)
        let meanY = sumY / Double(n)
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        index = head
        for _ in 0..<n {
            let dt = times[index] - newest - meanT
            stt += dt * dt
            stx += dt * (xs[index] - meanX)
            sty += dt * (ys[index] - meanY)
            index = (index - 1 + Self.capacity) % Self.capacity
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }

    private func sample(_ back: Int) -> (t: Double, p: Point) {
        let i = (head - back + Self.capacity) % Self.capacity
        return (times[i], Point(x: xs[i], y: ys[i]))
    }

    /// Least-squares quadratic `x(τ) = a + bτ + cτ²` over the newest `n` samples (τ = age, ≤ 0);
    /// the velocity is `b`, the slope at the newest sample. Two samples fit a line (degree n − 1).
    private func quadraticSlope(samples n: Int) -> Point {
        let newest = times[head]
        var s0 = 0.0
        var s1 = 0.0
        var s2 = 0.0
        var s3 = 0.0
        var s4 = 0.0
        var x0 = 0.0
        var x1 = 0.0
        var x2 = 0.0
        var y0 = 0.0
        var y1 = 0.0
        var y2 = 0.0
        for k in 0..<n {
            let (t, p) = sample(k)
            let tau = t - newest
            let tau2 = tau * tau
            s0 += 1
            s1 += tau
            s2 += tau2
            s3 += tau2 * tau
            s4 += tau2 * tau2
            x0 += p.x
            x1 += p.x * tau
            x2 += p.x * tau2
            y0 += p.y
            y1 += p.y * tau
            y2 += p.y * tau2
        }
        if n < 3 {
            let d = s0 * s2 - s1 * s1
            guard d != 0 else { return .zero }
            return Point(x: (s0 * x1 - s1 * x0) / d, y: (s0 * y1 - s1 * y0) / d)
        }
        // Cramer's rule on the normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4]·(a, b, c) = (r0, r1, r2),
        // for the middle unknown b.
        let d = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(d) > 1e-300 else { return .zero }
        func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
            (s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)) / d
        }
        return Point(x: slope(x0, x1, x2), y: slope(y0, y1, y2))
    }

    /// Flutter's IOSScrollViewFlingVelocityTracker: `0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀`, where v₀ is the
    /// finite difference of the newest pair and v₋₁, v₋₂ the pairs before it (a missing pair counts 0).
    private func weightedDifferences(samples n: Int) -> Point {
        var v = Point.zero
        for k in 0..<min(3, n - 1) {
            let w = k == 0 ? 0.05 : k == 1 ? 0.35 : 0.6
            let end = sample(k)
            let start = sample(k + 1)
            let dt = end.t - start.t
            guard dt > 0 else { continue }
            v = v + (end.p - start.p) * (w / dt)
        }
        return v
    }

    public var description: String { "VelocityTracker(\(count) samples, v \(velocity()))" }
}
