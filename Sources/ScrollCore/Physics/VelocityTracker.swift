/// Estimates a pointer's velocity from timestamped positions: a least-squares line fitted over the
/// most recent samples.
///
/// - Window: samples no older than `horizon` (100 ms) before the newest, at most `capacity` (20).
/// - A gap longer than `pauseThreshold` (40 ms) between consecutive samples cuts the window there,
///   and a release `pauseThreshold` or more after the last sample reads as velocity 0: the finger
///   stopped before lifting, so the content must not fling (Flutter's VelocityTracker rules).
/// - Track in window coordinates, never in the coordinates of a view that moves with the content.
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

    /// Velocity in points per second at `time` (usually the release time). Zero with fewer than two
    /// usable samples or after a pause.
    public func velocity(at time: Double? = nil) -> Point {
        guard count >= 2 else { return .zero }
        let newest = times[head]
        if let time, time - newest >= Self.pauseThreshold { return .zero }
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

    public var description: String { "VelocityTracker(\(count) samples, v \(velocity()))" }
}
