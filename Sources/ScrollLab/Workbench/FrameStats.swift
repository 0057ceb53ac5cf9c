import ScrollScene

/// The window's frame figures for a whole session: how long each drawn frame took (tick start to
/// present returned) and how many ticks were dropped because a frame overran. Idle time, when the
/// window draws nothing on purpose, drops nothing. Written as `window.frames` in the state on close.
public struct FrameStats {
    public private(set) var milliseconds: [Double] = []
    public private(set) var droppedTicks = 0

    public init() {}

    public mutating func record(milliseconds ms: Double, droppedTicks dropped: Int) {
        milliseconds.append(ms)
        droppedTicks += dropped
    }

    /// Count, median and 99th percentile (nearest rank), dropped ticks.
    public var summary: SceneState.WindowInfo.Frames {
        let sorted = milliseconds.sorted()
        func rank(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let k = Int((p * Double(sorted.count)).rounded(.up)) - 1
            return sorted[max(0, min(sorted.count - 1, k))]
        }
        return .init(count: sorted.count, medianMs: rank(0.5), p99Ms: rank(0.99), droppedTicks: droppedTicks)
    }
}
