/// The window's tick pacing and frame figures: ticks at the sandbox's rate on the window clock;
/// a frame that overruns drops the ticks it covered (not caught up); after an idle stretch the next
/// drawn frame drops none.
struct TickPacer {
    /// When the next tick is due (window clock, seconds).
    private(set) var nextTick: Double
    /// The last tick drew nothing (idle).
    private var wasIdle = false
    private(set) var stats = FrameStats()

    init(start: Double) { nextTick = start }

    /// A tick that drew nothing, at window time `now`.
    mutating func idle(now: Double, hz: Int) {
        wasIdle = true
        nextTick = now + 1.0 / Double(hz)
    }

    /// A drawn frame begins at window time `now`.
    mutating func begin(now: Double) {
        if wasIdle { nextTick = now }
        wasIdle = false
    }

    /// The drawn frame that began at `start` ended at `now`: the next tick, the ticks dropped.
    mutating func end(start: Double, now: Double, hz: Int) -> (milliseconds: Double, dropped: Int) {
        nextTick += 1.0 / Double(hz)
        var dropped = 0
        if nextTick < now {
            dropped = Int((now - nextTick) * Double(hz)) + 1
            nextTick = now + 1.0 / Double(hz)
        }
        let ms = (now - start) * 1000
        stats.record(milliseconds: ms, droppedTicks: dropped)
        return (ms, dropped)
    }
}
