/// One tunable number of a `Feel`: its feel-file key, how to read and write it (closures, not key paths: Embedded Swift
/// has none), the range a file or slider
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
        _ key: String, _ read: @escaping @Sendable (Feel) -> Double, _ write: @escaping @Sendable (inout Feel, Double) -> Void,
        _ range: ClosedRange<Double>, _ unit: String, _ summary: String
    ) {
        self.key = key
        self.range = range
        self.unit = unit
        self.summary = summary
        self.read = read
        self.write = write
    }

    public func value(in feel: Feel) -> Double { read(feel) }

    public func set(_ value: Double, in feel: inout Feel) { write(&feel, value) }

    public static let all: [FeelConstant] = [
        FeelConstant(
            "decelerationRate", { $0.decelerationRate }, { $0.decelerationRate = $1 }, 0.9...0.9999, "/ms",
            "uikit decay: velocity factor per millisecond"),
        FeelConstant(
            "splineFriction", { $0.splineFriction }, { $0.splineFriction = $1 }, 0.001...0.1, "",
            "spline, clamping: Android scroll friction"),
        FeelConstant(
            "frictionDrag", { $0.frictionDrag }, { $0.frictionDrag = $1 }, 0.001...0.9, "/s",
            "friction decay: Flutter drag, velocity factor per second"),
        FeelConstant(
            "frictionStopVelocity", { $0.frictionStopVelocity }, { $0.frictionStopVelocity = $1 }, 0.1...100, "pt/s",
            "friction decay: ends under this speed"),
        FeelConstant(
            "flingDeceleration", { $0.flingDeceleration }, { $0.flingDeceleration = $1 }, 100...100_000, "pt/s²",
            "bezier decay: Chromium's deceleration"),
        FeelConstant("rubberBand", { $0.rubberBand }, { $0.rubberBand = $1 }, 0.05...2, "", "rubber band coefficient c"),
        FeelConstant(
            "zoomBand", { $0.zoomBand }, { $0.zoomBand = $1 }, 0.05...2, "",
            "zoom band coefficient c (a pinch past a zoom limit, on ln scale)"),
        FeelConstant("springMass", { $0.springMass }, { $0.springMass = $1 }, 0.05...20, "", "edge spring mass"),
        FeelConstant("springStiffness", { $0.springStiffness }, { $0.springStiffness = $1 }, 1...5000, "", "edge spring stiffness"),
        FeelConstant(
            "springDampingRatio", { $0.springDampingRatio }, { $0.springDampingRatio = $1 }, 0.1...5, "",
            "edge spring damping ratio (1 = critical)"),
        FeelConstant(
            "springTransferVelocity", { $0.springTransferVelocity }, { $0.springTransferVelocity = $1 }, 0...100_000, "pt/s",
            "most velocity a fling hands the spring (0 = no limit)"
        ),
        FeelConstant(
            "stretchAbsorb", { $0.stretchAbsorb }, { $0.stretchAbsorb = $1 }, 0...50, "×",
            "stretch: velocity factor when the edge absorbs a fling"),
        FeelConstant(
            "pagingVelocityThreshold", { $0.pagingVelocityThreshold }, { $0.pagingVelocityThreshold = $1 }, 0...5000, "pt/s",
            "release speed that turns a page"),
        FeelConstant("touchSlop", { $0.touchSlop }, { $0.touchSlop = $1 }, 0...100, "pt", "finger travel before a pan begins"),
        FeelConstant(
            "liftStopTime", { $0.liftStopTime }, { $0.liftStopTime = $1 }, 0.001...1, "s",
            "a lift this long after the last move does not fling"),
        FeelConstant(
            "resamplePrediction", { $0.resamplePrediction }, { $0.resamplePrediction = $1 }, 0...0.05, "s",
            "the drag's end extrapolated this far past the last move (≤ half its interval)"
        ),
        FeelConstant(
            "boostTimeout", { $0.boostTimeout }, { $0.boostTimeout = $1 }, 0.001...1, "s",
            "chromiumBoost: scroll begin, updates and lift each within this of the last"),
        FeelConstant(
            "boostMinScrollSpeed", { $0.boostMinScrollSpeed }, { $0.boostMinScrollSpeed = $1 }, 0...5000, "pt/s",
            "chromiumBoost: slowest scroll update that keeps a boost"),
        FeelConstant(
            "boostMinFlingSpeed", { $0.boostMinFlingSpeed }, { $0.boostMinFlingSpeed = $1 }, 0...10_000, "pt/s",
            "chromiumBoost: slowest interrupted fling and release that boost"),
        FeelConstant(
            "dragStartThreshold", { $0.dragStartThreshold }, { $0.dragStartThreshold = $1 }, 0...50, "pt",
            "drag updates withheld after the slop (and a 50 ms rest) until they sum past this"),
        FeelConstant(
            "contentTouchDelay", { $0.contentTouchDelay }, { $0.contentTouchDelay = $1 }, 0...2, "s",
            "a touch held still this long reaches the content (UIKit delaysContentTouches)"),
        FeelConstant(
            "pressDelay", { $0.pressDelay }, { $0.pressDelay = $1 }, 0...2, "s",
            "a press shows its highlight this long after the content sees it"),
        FeelConstant(
            "tapSuppressCancelToDown", { $0.tapSuppressCancelToDown }, { $0.tapSuppressCancelToDown = $1 }, 0...2, "s",
            "a quick tap down within this of a fling cancel is swallowed (0 = none)"),
        FeelConstant(
            "tapSuppressTapGap", { $0.tapSuppressTapGap }, { $0.tapSuppressTapGap = $1 }, 0...2, "s",
            "the quickest tap that the suppression swallows lifts within this"),
        FeelConstant(
            "minFlingVelocity", { $0.minFlingVelocity }, { $0.minFlingVelocity = $1 }, 0...2000, "pt/s", "slower releases do not fling"),
        FeelConstant(
            "maxFlingVelocity", { $0.maxFlingVelocity }, { $0.maxFlingVelocity = $1 }, 0...100_000, "pt/s",
            "faster releases are clamped (0 = no limit)"),
    ]

    public static func named(_ key: String) -> FeelConstant? { all.first { $0.key == key } }
}
