/// The presets, each from its platform's own source (docs/FEEL.md gives the files and figures).
extension Feel {
    /// UIScrollView (the default): decay 0.998/ms, rubber band c = 0.55, `SpringParameters.bounceBack`
    /// (critically damped, mass 1, stiffness 100), 10 pt slop with the travel inside it dropped,
    /// least-squares line velocity (the lift is not a sample; a lift 40 ms after the last move is a
    /// stop), no fling limits.
    public static let ios = Feel(
        name: "ios", decay: .uikit, decelerationRate: DecelerationRate.normal.perMillisecond, splineFriction: 0.015,
        frictionDrag: 0.135, frictionStopVelocity: 20.0 / 3, flingDeceleration: chromiumDeceleration, overscroll: .rubberBand,
        rubberBand: RubberBand.uiKitCoefficient, springMass: SpringParameters.bounceBack.mass,
        springStiffness: SpringParameters.bounceBack.stiffness, springDampingRatio: SpringParameters.bounceBack.dampingRatio,
        springTransferVelocity: 0, stretchAbsorb: 13, pagingSettle: .pageSpring,
        pagingVelocityThreshold: PagingTarget.velocityThreshold, touchSlop: PanGestureRecognizer.defaultMinimumDistance,
        slopStart: .crossing, velocityEstimator: .linear, liftStopTime: VelocityTracker.pauseThreshold, resamplePrediction: 0,
        flingCarry: .none, boostTimeout: FlingBooster.timeout, boostMinScrollSpeed: FlingBooster.minScrollSpeed,
        boostMinFlingSpeed: FlingBooster.minFlingSpeed, catchStart: .slop, dragBand: .closed, dragStartThreshold: 0,
        minFlingVelocity: 0,
        maxFlingVelocity: 0)

    /// UIScrollView with `decelerationRate = .fast` (0.99/ms).
    public static let iosFast: Feel = {
        var f = Feel.ios
        f.name = "ios-fast"
        f.decelerationRate = DecelerationRate.fast.perMillisecond
        return f
    }()

    /// Android: OverScroller's spline (friction 0.015), Android 12 stretch EdgeEffect (ω₀ 24.657,
    /// ζ 0.98, absorb × 13), touch slop 8 with scrolling from its boundary (ScrollView's
    /// `deltaY -= mTouchSlop`) — a touch on a running fling drags at once, without it — LSQ2 velocity (a lift more than 40 ms after the last move is a stop,
    /// `ASSUME_POINTER_STOPPED_TIME`), flings 50…8000 dp/s.
    public static let android: Feel = {
        var f = Feel.ios
        f.name = "android"
        f.decay = .spline
        f.overscroll = .stretch
        f.springStiffness = 24.657 * 24.657
        f.springDampingRatio = 0.98
        f.pagingVelocityThreshold = 50
        f.touchSlop = 8
        f.slopStart = .boundary
        f.velocityEstimator = .quadratic
        f.catchStart = .immediate
        f.minFlingVelocity = 50
        f.maxFlingVelocity = 8000
        // Content touches: PREPRESSED, pressed after TAP_TIMEOUT inside a scrolling container.
        f.contentTouchDelay = 0
        f.pressDelay = 0.1
        return f
    }()

    /// Flutter's BouncingScrollPhysics: FrictionSimulation drag 0.135, frictionFactor 0.52·(1 − f)²
    /// (the band with c = 0.52), spring mass 0.5 / stiffness 100 / ratio 1.1 with at most 5000 pt/s
    /// carried into it, kTouchSlop 18, the iOS fling velocity tracker, flings 100…8000, the 3.5 pt drag
    /// start threshold and the carried momentum of a second flick (`MomentumCarry`).
    public static let flutterBouncing: Feel = {
        var f = Feel.ios
        f.name = "flutter-bouncing"
        f.decay = .friction
        f.rubberBand = 0.52
        f.springMass = 0.5
        f.springDampingRatio = 1.1
        f.springTransferVelocity = 5000
        f.pagingSettle = .spring
        f.pagingVelocityThreshold = f.frictionStopVelocity
        f.touchSlop = 18
        f.velocityEstimator = .flutterIOS
        f.flingCarry = .flutterMomentum
        f.dragStartThreshold = 3.5
        f.dragBand = .perUpdate
        f.minFlingVelocity = 100
        f.maxFlingVelocity = 8000
        // Content touches: InkWell's highlight after kPressTimeout.
        f.contentTouchDelay = 0
        f.pressDelay = 0.1
        return f
    }()

    /// Flutter's ClampingScrollPhysics: ClampingScrollSimulation, no overscroll, LSQ2 velocity,
    /// flings 50…8000, no drag start threshold and no carried momentum.
    public static let flutterClamping: Feel = {
        var f = Feel.flutterBouncing
        f.name = "flutter-clamping"
        f.decay = .clamping
        f.overscroll = .clamp
        f.velocityEstimator = .quadratic
        f.flingCarry = .none
        f.dragStartThreshold = 0
        f.dragBand = .closed
        f.minFlingVelocity = 50
        return f
    }()

    /// Chromium on a Linux or ChromeOS touchscreen (what Debian's chromium ships): PhysicsBasedFlingCurve
    /// (96 ppi), no overscroll — the content stops at the edge (`ElasticOverscrollController::Create`
    /// makes the bezier controller on Windows only, elsewhere none unless elastic overscroll is
    /// enabled), touch slop 15 with scrolling from its boundary (`gesture_provider.cc` OnScroll), LSQ2
    /// velocity with the lift ignored unless it comes 80 ms or more after the last move
    /// (`kAssumePointerUpStoppedTimeMs`), the drag's end resampled ahead by up to 8 ms
    /// (`ui/base/prediction/linear_resampling.cc`), flings 30…17000, a second flick boosted by the first
    /// (`FlingBooster`, `ui/events/blink/fling_booster.cc`).
    public static let chromium: Feel = {
        var f = Feel.ios
        f.name = "chromium"
        f.decay = .bezier
        f.overscroll = .clamp
        f.touchSlop = 15
        f.slopStart = .boundary
        f.velocityEstimator = .quadratic
        f.liftStopTime = 0.080
        f.resamplePrediction = 0.008
        f.flingCarry = .chromiumBoost
        f.minFlingVelocity = 30
        f.maxFlingVelocity = 17000
        // Content touches: show-press after 150 ms; tap suppression 400 ms cancel-to-down, 200 ms tap gap.
        f.contentTouchDelay = 0
        f.pressDelay = 0.15
        f.tapSuppressCancelToDown = 0.4
        f.tapSuppressTapGap = 0.2
        return f
    }()

    /// Chromium on a Windows touchscreen: `chromium` with the bezier elastic overscroll
    /// (`third_party/blink/renderer/platform/widget/input/elastic_overscroll_controller_bezier.cc`).
    public static let chromiumWindows: Feel = {
        var f = Feel.chromium
        f.name = "chromium-windows"
        f.overscroll = .elastic
        return f
    }()

    /// Chromium's kDefaultPhysicalDeceleration 2.7559e-5 in/ms² at 96 px per inch, in pt/s².
    public static let chromiumDeceleration = 2.7559e-5 * 96 * 1_000_000

    /// Every preset, in the order the cycling key visits them.
    public static let presets: [Feel] = [
        .ios, .iosFast, .android, .flutterBouncing, .flutterClamping, .chromium, .chromiumWindows,
    ]

    /// The preset called `name`, if any.
    public static func preset(named name: String) -> Feel? { presets.first { $0.name == name } }

    /// The preset after this feel's in `presets` (wrapping), for the cycling key.
    public var nextPreset: Feel {
        let i = Feel.presets.firstIndex { $0.name == name } ?? -1
        return Feel.presets[(i + 1) % Feel.presets.count]
    }
}
