import ScrollCore
import ScrollTrace

/// `--target flutter`: a Dart `ScrollPhysics` subclass carrying every model of the feel — its decay
/// as a `Simulation` (FrictionSimulation, ClampingScrollSimulation, or the lab's spline and bezier
/// closed forms), the band as `frictionFactor`, the edge spring, tolerance, fling limits and slop.
public struct FlutterExport {
    public let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }
    private var type: String { ExportLiteral.typeName(feel.name) + "ScrollPhysics" }
    private var bands: Bool { feel.overscroll == .rubberBand }

    public var header: ExportHeader {
        var exact = ["the edge spring (SpringDescription.withDampingRatio), tolerance, fling limits"]
        switch feel.decay {
        case .uikit:
            exact.insert(
                "the decay: FrictionSimulation(d^1000) equals the lab's uikit decay within 1e-12 pt, and rests where the lab "
                    + "rests (_DecaySimulation: at its destination once under half a point from it, not short by "
                    + "tolerance.velocity / ln(d^1000))", at: 0)
        case .friction: exact.insert("the decay: FrictionSimulation(drag) is the lab's friction decay", at: 0)
        case .clamping: exact.insert("the decay: ClampingScrollSimulation(friction:) is the lab's clamping decay", at: 0)
        case .spline: exact.insert("the decay: the lab's spline closed form (AOSP table), carried below", at: 0)
        case .bezier:
            exact.insert("the bezier decay's distance and duration; its timing within Cubic.transform's 0.001 error", at: 0)
        }
        if bands {
            exact.append(
                "the band's slope: frictionFactor(f) = c·(1 − f)² is the lab's band's derivative; Flutter applies it per drag "
                    + "delta, which overshoots the band by ≤ 0.3 pt over a 200 pt pull in 5 pt deltas (0.06 pt in 1 pt deltas)")
        }
        var cannot = [
            "the velocity estimator (ScrollBehavior.velocityTrackerBuilder takes Flutter's trackers only)",
            "the lab's half-viewport cap on the velocity carried into the spring",
        ]
        switch feel.flingCarry {
        case .flutterMomentum:
            exact.append("a second flick's carriedMomentum (BouncingScrollPhysics' formula, the lab's flutterMomentum)")
        case .chromiumBoost: cannot.append("Chromium's fling boost (Flutter carries a second flick only by carriedMomentum)")
        case .none: break
        }
        if feel.dragStartThreshold > 0 { exact.append("dragStartDistanceMotionThreshold (the lab's dragStartThreshold)") }
        switch feel.overscroll {
        case .stretch: cannot.append("the stretch constants (StretchingOverscrollIndicator draws its own); this class clamps")
        case .elastic: cannot.append("Chromium's elastic overscroll (no Flutter model); this class clamps")
        case .rubberBand, .clamp: break
        }
        let fixed = "Flutter delivers it at once and InkWell highlights after kPressTimeout (0.1 s), a constant"
        if let line = ExportHeader.contentTouches(feel, platform: .flutterBouncing, fixed: fixed) { cannot.append(line) }
        return ExportHeader(
            target: .flutter, feel: feel, exact: exact,
            cannotSet: cannot + ["the touch slop from physics: pass gestureSettings below to MediaQuery"],
            links: [
                "https://api.flutter.dev/flutter/widgets/ScrollPhysics-class.html",
                "https://api.flutter.dev/flutter/physics/FrictionSimulation-class.html",
                "https://api.flutter.dev/flutter/widgets/ClampingScrollSimulation-class.html",
                "https://api.flutter.dev/flutter/gestures/DeviceGestureSettings-class.html",
            ])
    }

    public var source: String {
        var out = header.lines(prefix: "// ")
        out += [
            "", "import 'dart:math' as math;", "", "import 'package:flutter/animation.dart';",
            "import 'package:flutter/gestures.dart';", "import 'package:flutter/physics.dart';",
            "import 'package:flutter/widgets.dart';", "",
        ]
        out += physicsClass
        if bands { out += [""] + FlutterExportSimulations.edgeSpring }
        if feel.decay == .spline { out += [""] + FlutterExportSimulations.spline }
        if feel.decay == .uikit { out += [""] + FlutterExportSimulations.restingDecay }
        if feel.decay == .bezier { out += [""] + FlutterExportSimulations.bezier }
        return out.joined(separator: "\n") + "\n"
    }

    private var constants: [String] {
        var c = [
            "  static const double decelerationRate = \(n(feel.decelerationRate)); // per ms (uikit decay)",
            "  static const double drag = \(n(ExportMatch.exponentialDrag(feel) ?? feel.frictionDrag)); // per s",
            "  static const double splineFriction = \(n(feel.splineFriction));",
            "  static const double flingDeceleration = \(n(feel.flingDeceleration)); // pt/s²",
            "  static const double stopVelocity = \(n(feel.frictionStopVelocity)); // pt/s (friction decay)",
            "  static const double rubberBand = \(n(feel.rubberBand));",
            "  static const double springMass = \(n(feel.springMass));",
            "  static const double springStiffness = \(n(feel.springStiffness));",
            "  static const double springDampingRatio = \(n(feel.springDampingRatio));",
            "  static const double springTransferVelocity = \(n(feel.springTransferVelocity)); // 0 = no limit",
            "  static const double touchSlop = \(n(feel.touchSlop));",
            "  static const double minFling = \(n(feel.minFlingVelocity));",
            "  static const double maxFling = \(n(feel.maxFlingVelocity)); // 0 = no limit",
        ]
        c.append("")
        c.append("  /// The feel's touch slop: `MediaQuery(data: …copyWith(gestureSettings: gestureSettings))`.")
        c.append("  static const DeviceGestureSettings gestureSettings = DeviceGestureSettings(touchSlop: touchSlop);")
        return c
    }

    /// What a second flick carries (`flingCarry`) and the drag start threshold: BouncingScrollPhysics'
    /// own formula and 3.5 when the feel has them, else none (ScrollPhysics' defaults are 0 and null).
    private var carryMethods: [String] {
        var c = ["  @override"]
        if feel.flingCarry == .flutterMomentum {
            c += [
                "  double carriedMomentum(double existingVelocity) =>",
                "      existingVelocity.sign * math.min(0.000816 * math.pow(existingVelocity.abs(), 1.967), 40000.0);",
            ]
        } else {
            c += ["  double carriedMomentum(double existingVelocity) => 0.0;"]
        }
        if feel.dragStartThreshold > 0 {
            c += ["", "  @override", "  double? get dragStartDistanceMotionThreshold => \(n(feel.dragStartThreshold));"]
        }
        return c
    }

    private var decayExpression: String {
        switch feel.decay {
        case .uikit: return "_DecaySimulation(drag, position.pixels, velocity)"
        case .friction: return "FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance)"
        case .clamping:
            return "ClampingScrollSimulation(position: position.pixels, velocity: velocity, friction: splineFriction, tolerance: tolerance)"
        case .spline: return "_SplineSimulation(position.pixels, velocity, splineFriction)"
        case .bezier: return "_BezierSimulation(position.pixels, velocity, flingDeceleration, position.viewportDimension)"
        }
    }

    private var stopVelocity: String {
        feel.decay == .friction ? "stopVelocity" : "1.0 / (0.050 * metrics.devicePixelRatio)"
    }

    private var physicsClass: [String] {
        var c = [
            "/// ScrollLab's \"\(SourceText.comment(feel.name))\" feel: `ListView(physics: const \(type)())`.",
            "class \(type) extends ScrollPhysics {",
            "  const \(type)({super.parent});",
            "",
        ]
        c += constants
        c += [
            "",
            "  @override",
            "  \(type) applyTo(ScrollPhysics? ancestor) => \(type)(parent: buildParent(ancestor));",
            "",
            "  @override",
            "  SpringDescription get spring =>",
            "      SpringDescription.withDampingRatio(mass: springMass, stiffness: springStiffness, ratio: springDampingRatio);",
            "",
            "  @override",
            "  Tolerance toleranceFor(ScrollMetrics metrics) =>",
            "      Tolerance(velocity: \(stopVelocity), distance: 1.0 / metrics.devicePixelRatio);",
            "",
            "  @override",
            "  double get minFlingVelocity => minFling;",
            "",
            "  @override",
            "  double get maxFlingVelocity => maxFling == 0 ? double.infinity : maxFling;",
            "",
        ]
        c += carryMethods
        c += [""]
        c += bands ? bandMethods : clampMethods
        c += ballistic + ["}"]
        return c
    }

    private var bandMethods: [String] {
        [
            "  /// Flutter's BouncingScrollPhysics rule with the feel's band coefficient.",
            "  double frictionFactor(double overscrollFraction) => rubberBand * math.pow(1 - overscrollFraction, 2);",
            "",
            "  @override",
            "  double applyPhysicsToUserOffset(ScrollMetrics position, double offset) {",
            "    if (!position.outOfRange) return offset;",
            "    final double pastStart = math.max(position.minScrollExtent - position.pixels, 0.0);",
            "    final double pastEnd = math.max(position.pixels - position.maxScrollExtent, 0.0);",
            "    final double past = math.max(pastStart, pastEnd);",
            "    final bool easing = (pastStart > 0.0 && offset < 0.0) || (pastEnd > 0.0 && offset > 0.0);",
            "    final double friction = easing",
            "        ? frictionFactor((past - offset.abs()) / position.viewportDimension)",
            "        : frictionFactor(past / position.viewportDimension);",
            "    double delta = offset.abs();",
            "    double total = 0.0;",
            "    if (past > 0) {",
            "      final double toLimit = past / friction;",
            "      if (delta < toLimit) return offset.sign * delta * friction;",
            "      total += past;",
            "      delta -= toLimit;",
            "    }",
            "    return offset.sign * (total + delta);",
            "  }",
            "",
            "  @override",
            "  double applyBoundaryConditions(ScrollMetrics position, double value) => 0.0;",
            "",
        ]
    }

    private var clampMethods: [String] {
        [
            "  @override",
            "  double applyPhysicsToUserOffset(ScrollMetrics position, double offset) => offset;",
            "",
            "  @override",
            "  double applyBoundaryConditions(ScrollMetrics position, double value) {",
            "    if (value < position.pixels && position.pixels <= position.minScrollExtent) return value - position.pixels;",
            "    if (position.maxScrollExtent <= position.pixels && position.pixels < value) return value - position.pixels;",
            "    if (value < position.minScrollExtent && position.minScrollExtent < position.pixels) {",
            "      return value - position.minScrollExtent;",
            "    }",
            "    if (position.pixels < position.maxScrollExtent && position.maxScrollExtent < value) {",
            "      return value - position.maxScrollExtent;",
            "    }",
            "    return 0.0;",
            "  }",
            "",
        ]
    }

    private var ballistic: [String] {
        var c = [
            "  @override",
            "  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {",
            "    final Tolerance tolerance = toleranceFor(position);",
        ]
        if bands {
            c += [
                "    if (position.outOfRange) {",
                "      final double edge = position.pixels < position.minScrollExtent ? position.minScrollExtent : position.maxScrollExtent;",
                "      return ScrollSpringSimulation(spring, position.pixels, edge, _carried(velocity), tolerance: tolerance);",
                "    }",
            ]
        }
        c += [
            "    if (velocity.abs() < tolerance.velocity) return null;",
            "    final Simulation decay = \(decayExpression);",
        ]
        if bands {
            c += [
                "    return _EdgeSpring(decay, position.minScrollExtent, position.maxScrollExtent, spring, _carried, tolerance);",
                "  }",
                "",
                "  double _carried(double v) => springTransferVelocity > 0 ? v.clamp(-springTransferVelocity, springTransferVelocity) : v;",
            ]
        } else {
            c += ["    return decay;", "  }"]
        }
        return c
    }
}
