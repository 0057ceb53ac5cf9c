/// One tunable number of a `Feel`: its feel-file key, where it lives, the range a file or slider
/// may set, its unit and what it means. `FeelConstant.all` is the one table the feel file, the
/// docs and the tuning sliders read.
public struct FeelConstant: Sendable {
    public let key: String
    public let range: ClosedRange<Double>
    public let unit: String
    public let summary: String
    private let read: @Sendable (Feel) -> Double
    private let write: @Sendable (inout Feel, Double) -> Void

    init(
        _ key: String, _ path: WritableKeyPath<Feel, Double> & Sendable, _ range: ClosedRange<Double>, _ unit: String,
        _ summary: String
    ) {
        self.key = key
        self.range = range
        self.unit = unit
        self.summary = summary
        read = { $0[keyPath: path] }
        write = { $0[keyPath: path] = $1 }
    }

    public func value(in feel: Feel) -> Double { read(feel) }

    public func set(_ value: Double, in feel: inout Feel) { write(&feel, value) }

    public static let all: [FeelConstant] = [
        FeelConstant("decelerationRate", \.decelerationRate, 0.9...0.9999, "/ms", "uikit decay: velocity factor per millisecond"),
        FeelConstant("splineFriction", \.splineFriction, 0.001...0.1, "", "spline, clamping: Android scroll friction"),
        FeelConstant("frictionDrag", \.frictionDrag, 0.001...0.9, "/s", "friction decay: Flutter drag, velocity factor per second"),
        FeelConstant("frictionStopVelocity", \.frictionStopVelocity, 0.1...100, "pt/s", "friction decay: ends under this speed"),
        FeelConstant("flingDeceleration", \.flingDeceleration, 100...100_000, "pt/s²", "bezier decay: Chromium's deceleration"),
        FeelConstant("rubberBand", \.rubberBand, 0.05...2, "", "rubber band coefficient c"),
        FeelConstant("springMass", \.springMass, 0.05...20, "", "edge spring mass"),
        FeelConstant("springStiffness", \.springStiffness, 1...5000, "", "edge spring stiffness"),
        FeelConstant("springDampingRatio", \.springDampingRatio, 0.1...5, "", "edge spring damping ratio (1 = critical)"),
        FeelConstant(
            "springTransferVelocity", \.springTransferVelocity, 0...100_000, "pt/s", "most velocity a fling hands the spring (0 = no limit)"
        ),
        FeelConstant("stretchAbsorb", \.stretchAbsorb, 0...50, "×", "stretch: velocity factor when the edge absorbs a fling"),
        FeelConstant("pagingVelocityThreshold", \.pagingVelocityThreshold, 0...5000, "pt/s", "release speed that turns a page"),
        FeelConstant("touchSlop", \.touchSlop, 0...100, "pt", "finger travel before a pan begins"),
        FeelConstant("liftStopTime", \.liftStopTime, 0.001...1, "s", "a lift this long after the last move does not fling"),
        FeelConstant(
            "resamplePrediction", \.resamplePrediction, 0...0.05, "s",
            "the drag's end extrapolated this far past the last move (≤ half its interval)"
        ),
        FeelConstant("minFlingVelocity", \.minFlingVelocity, 0...2000, "pt/s", "slower releases do not fling"),
        FeelConstant("maxFlingVelocity", \.maxFlingVelocity, 0...100_000, "pt/s", "faster releases are clamped (0 = no limit)"),
    ]

    public static func named(_ key: String) -> FeelConstant? { all.first { $0.key == key } }
}
