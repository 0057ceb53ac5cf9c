/// How scrolling feels, as one value every scroll view takes: the decay model of a fling and its
/// constants, the overscroll model (rubber band + spring, Android's stretch, Chromium's elastic
/// bounce, or a hard clamp), how paging settles, the touch slop and where scrolling starts after it,
/// the velocity estimator and its lift rule, and the fling velocity limits.
///
/// The value is flat on purpose: every constant has one name, one documented range (`FeelConstant`)
/// and one place in a feel file (`FeelFile`), and a slider can edit it by key path. Constants a model
/// does not use are kept but ignored (switching `decay` back restores them). Presets are in
/// `Feel+Presets.swift`; `Feel.ios` is the default and reproduces UIScrollView exactly.
public struct Feel: Hashable, Sendable, CustomStringConvertible {
    /// The decay a released fling follows.
    public enum Decay: String, CaseIterable, Sendable {
        /// UIScrollView: velocity × `decelerationRate` per ms (`DecelerationSimulation`).
        case uikit
        /// Android OverScroller's spline (`SplineFlingSimulation`).
        case spline
        /// Flutter's FrictionSimulation (`FrictionFlingSimulation`).
        case friction
        /// Flutter's ClampingScrollSimulation (`ClampingFlingSimulation`).
        case clamping
        /// Chromium's PhysicsBasedFlingCurve (`BezierFlingSimulation`).
        case bezier
    }

    /// What happens past an edge.
    public enum Overscroll: String, CaseIterable, Sendable {
        /// Content follows the finger through a rubber band and springs back (UIKit, Flutter).
        case rubberBand
        /// Android 12 EdgeEffect stretch: the pull is 1:1, the content shows a small stretch.
        case stretch
        /// Chromium's bezier elastic overscroll (tanh band, forward and back bounce curves).
        case elastic
        /// No overscroll: the content stops at the edge.
        case clamp
    }

    /// How a paging scroll view reaches its page.
    public enum PagingSettle: String, CaseIterable, Sendable {
        /// The decay, made stronger to land on the page (UIKit); a spring when it cannot reach.
        case decay
        /// The feel's spring from the release velocity (Flutter's PageScrollPhysics).
        case spring
        /// `SpringParameters.paging` (critically damped, stiffness 300) from the release velocity:
        /// within 1 pt of the page in ≤ 0.6 s for any release (docs/PHYSICS.md "Paging settle").
        case pageSpring
    }

    /// How a pointer trace becomes a release velocity.
    public enum Estimator: String, CaseIterable, Sendable {
        /// Least-squares line over ≤ 100 ms (ScrollLab's UIKit model, `VelocityTracker`).
        case linear
        /// Least-squares quadratic over ≤ 100 ms, slope at the newest sample (Android, Chromium,
        /// Flutter's default `VelocityTracker`).
        case quadratic
        /// Flutter's IOSScrollViewFlingVelocityTracker: 0.6 / 0.35 / 0.05 of the last three
        /// finite differences.
        case flutterIOS
    }

    /// Where a pan's scrolling starts once the finger has crossed the touch slop.
    public enum SlopStart: String, CaseIterable, Sendable {
        /// From the finger's position when it crossed: the travel inside the slop is dropped
        /// (the lab's UIKit model; Flutter's `DragStartBehavior.start`, the Scrollable default).
        case crossing
        /// From the slop's boundary: the first scroll is the translation less the slop along it
        /// (Chromium `ui/events/gesture_detection/gesture_provider.cc` OnScroll, "Remove the touch
        /// slop region from the first scroll event"; Android `ScrollView`/`RecyclerView`
        /// `onTouchEvent`, `deltaY -= mTouchSlop`).
        case boundary
    }

    /// What a new fling takes from the fling a touch interrupted (docs/FEEL.md "A second flick").
    public enum FlingCarry: String, CaseIterable, Sendable {
        /// Nothing: the new fling is the new release's alone (UIKit as the lab models it, Android's
        /// ScrollView, Flutter's ClampingScrollPhysics).
        case none
        /// Chromium's FlingBooster (`ui/events/blink/fling_booster.cc`): the previous fling's starting
        /// velocity is added when the touch that cancelled it turns into a fast scroll the same way
        /// within the `boost*` windows (`FlingBooster`).
        case chromiumBoost
        /// Flutter's BouncingScrollPhysics (`MomentumCarry`): the fling's speed at the touch, as
        /// `carriedMomentum(v) = sign·min(0.000816·|v|^1.967, 40000)`, is added at the lift when the new
        /// velocity points the same way and is over half of it; a still update more than 20 ms after the
        /// last moving one drops it (`ScrollDragController`).
        case flutterMomentum
    }

    /// How a drag past an edge is banded.
    public enum DragBand: String, CaseIterable, Sendable {
        /// The band of the whole overscroll, `(1 − 1/(x·c/dim + 1))·dim` of the finger's travel past the
        /// edge (UIKit's rubber band; the others' models): where the finger is decides what is shown.
        case closed
        /// Flutter's `BouncingScrollPhysics.applyPhysicsToUserOffset`: each update is scaled by
        /// `c·(1 − overscroll/dim)²` of the overscroll before it (eased back by the update's own length),
        /// and an update that starts inside the range passes whole, even past the edge.
        case perUpdate
    }

    /// How a touch that lands on moving content starts its drag.
    public enum CatchStart: String, CaseIterable, Sendable {
        /// Like any touch: the pan begins after the touch slop (UIKit, Chromium, Flutter).
        case slop
        /// At once, without the slop, in any direction: Android's ScrollView and RecyclerView set
        /// `mIsBeingDragged = !mScroller.isFinished()` on ACTION_DOWN (SETTLING → DRAGGING).
        case immediate
    }

    /// The preset this feel was made from (or the name a feel file gives it).
    public var name: String

    public var decay: Decay
    /// `uikit`: velocity factor per millisecond.
    public var decelerationRate: Double
    /// `spline`, `clamping`: Android's scroll friction (ViewConfiguration.getScrollFriction).
    public var splineFriction: Double
    /// `friction`: Flutter's drag, the velocity factor per second.
    public var frictionDrag: Double
    /// `friction`: the speed under which Flutter's simulation is done, pt/s (1/(0.05·dpr)).
    public var frictionStopVelocity: Double
    /// `bezier`: Chromium's physical deceleration (2.7559e-5 in/ms² at 96 ppi), pt/s².
    public var flingDeceleration: Double

    public var overscroll: Overscroll
    /// `rubberBand`: the band's coefficient c in `(1 − 1/(x·c/dim + 1))·dim`.
    public var rubberBand: Double
    /// The zoom band's coefficient c: how a pinch past a zoom limit resists (`ZoomBand`, on the
    /// scale's logarithm, asymptote ln 2). The lab's choice, UIKit publishes none: the offset band's 0.55.
    public var zoomBand: Double = RubberBand.uiKitCoefficient
    /// Content touches (#41, `ContentTouchRules`): how long a touch is held still before the content sees
    /// it, s (UIKit `delaysContentTouches`, 0.15 by lore; 0 elsewhere).
    public var contentTouchDelay: Double = 0.15
    /// How long after the content sees a touch its press highlight shows, s (Android `TAP_TIMEOUT` 0.1,
    /// Chromium show-press 0.15, Flutter `kPressTimeout` 0.1; UIKit 0).
    public var pressDelay: Double = 0
    /// Chromium's tap suppression: a tap down within this of a fling cancel… (s, 0.4; 0 = none).
    public var tapSuppressCancelToDown: Double = 0
    /// …that lifts within this of its down is swallowed (s, 0.2).
    public var tapSuppressTapGap: Double = 0
    /// The edge spring (bounce-back, stretch release, spring paging): mass.
    public var springMass: Double
    /// The edge spring's stiffness.
    public var springStiffness: Double
    /// The edge spring's damping ratio (1 = critical).
    public var springDampingRatio: Double
    /// The largest velocity a fling hands to the edge spring, pt/s (0 = no limit beyond the
    /// half-viewport bounce cap). Flutter: maxSpringTransferVelocity 5000.
    public var springTransferVelocity: Double
    /// `stretch`: the factor a fling's velocity is multiplied by when the edge absorbs it (13).
    public var stretchAbsorb: Double

    public var pagingSettle: PagingSettle
    /// Release speed that turns a page even short of halfway, pt/s.
    public var pagingVelocityThreshold: Double

    /// How far a finger moves before a pan begins, pt.
    public var touchSlop: Double
    /// Where scrolling starts once the slop is crossed.
    public var slopStart: SlopStart
    public var velocityEstimator: Estimator
    /// A lift this long (s) or longer after the last move reads as a stopped finger: velocity 0, no
    /// fling. The lift itself is never a velocity sample (docs/FEEL.md "The lift"). Chromium
    /// `kAssumePointerUpStoppedTimeMs` 80 ms; AOSP `ASSUME_POINTER_STOPPED_TIME` 40 ms; Flutter
    /// `_assumePointerMoveStoppedMilliseconds` 40 ms; the lab's UIKit model 40 ms.
    public var liftStopTime: Double
    /// How far past the last move a drag's final position is extrapolated at the lift, seconds of the
    /// last two moves' velocity, at most half their interval (0 = none). Chromium resamples scroll
    /// updates to the frame time − 5 ms, extrapolating at most `kResampleMaxPrediction` 8 ms and half
    /// the last interval (`ui/base/prediction/linear_resampling.cc`, on by default): measured, the
    /// browser's drag ends half a 120 Hz interval of finger motion past the last move.
    public var resamplePrediction: Double
    /// What a new fling takes from the one a touch interrupted.
    public var flingCarry: FlingCarry
    /// `chromiumBoost`: `kFlingBoostTimeoutDelay`, s — the scroll must begin within it of the touch-down,
    /// each update within it of the last, the lift within it of the last update.
    public var boostTimeout: Double
    /// `chromiumBoost`: each scroll update's speed must reach this (`kMinBoostTouchScrollSpeedSquare`), pt/s.
    public var boostMinScrollSpeed: Double
    /// `chromiumBoost`: the interrupted fling's speed at the touch and the new release's must both reach
    /// this (`kMinBoostFlingSpeedSquare`), pt/s.
    public var boostMinFlingSpeed: Double
    /// How a touch on moving content starts its drag.
    public var catchStart: CatchStart
    /// How a drag past an edge is banded (`rubberBand` overscroll).
    public var dragBand: DragBand
    /// Flutter's `dragStartDistanceMotionThreshold` (BouncingScrollPhysics 3.5): after the slop, and again
    /// after the finger rests 50 ms, drag updates are withheld until they sum past this, pt (0 = none).
    public var dragStartThreshold: Double
    /// Slower releases do not fling, pt/s.
    public var minFlingVelocity: Double
    /// Faster releases are clamped to this, pt/s (0 = no limit).
    public var maxFlingVelocity: Double

    /// The edge spring as parameters.
    public var spring: SpringParameters {
        SpringParameters(mass: springMass, stiffness: springStiffness, dampingRatio: springDampingRatio)
    }

    /// Whether content may move past its edges at all.
    public var allowsOverscroll: Bool { overscroll != .clamp }

    /// The release velocity a fling starts with: zero under `minFlingVelocity`, clamped to
    /// `maxFlingVelocity` (per axis, as Android's and Flutter's scrollables do).
    public func flingVelocity(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        if abs(v) < minFlingVelocity { return 0 }
        if maxFlingVelocity > 0 && abs(v) > maxFlingVelocity { return v < 0 ? -maxFlingVelocity : maxFlingVelocity }
        return v
    }

    public var description: String { "Feel(\(name): \(decay.rawValue), \(overscroll.rawValue))" }
}
