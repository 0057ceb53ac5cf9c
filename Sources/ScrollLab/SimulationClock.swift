/// Maps the window's real clock to sandbox time, with slow motion (1×, 0.5×, 0.25×, 0.1×), pause and
/// single-tick steps — like the iOS Simulator's slow animations. The core only ever sees the mapped
/// times, so physics and recognizers stay consistent at any speed.
public struct SimulationClock {
    public static let speeds = [1.0, 0.5, 0.25, 0.1]
    public private(set) var speedIndex = 0
    public private(set) var isPaused = false
    private var anchorReal: Double
    private var anchorSim: Double

    public init(real: Double) {
        anchorReal = real
        anchorSim = 0
    }

    public var speed: Double { Self.speeds[speedIndex] }

    /// Sandbox time at real time `real`.
    public func sim(atReal real: Double) -> Double {
        isPaused ? anchorSim : anchorSim + max(0, real - anchorReal) * speed
    }

    /// Cycles 1× → 0.5× → 0.25× → 0.1× → 1×.
    public mutating func cycleSpeed(atReal real: Double) {
        reanchor(real)
        speedIndex = (speedIndex + 1) % Self.speeds.count
    }

    public mutating func togglePause(atReal real: Double) {
        reanchor(real)
        isPaused.toggle()
    }

    /// While paused: moves sandbox time on by `dt` (one tick).
    public mutating func step(_ dt: Double) {
        guard isPaused else { return }
        anchorSim += dt
    }

    private mutating func reanchor(_ real: Double) {
        anchorSim = sim(atReal: real)
        anchorReal = real
    }
}
