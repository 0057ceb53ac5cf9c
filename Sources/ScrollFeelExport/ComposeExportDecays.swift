import ScrollCore

/// The Kotlin `FloatDecayAnimationSpec`s `ComposeExport` adds for the decays Compose has no spec for
/// (the lab's closed forms; px in and out, dp inside).
public enum ComposeExportDecays {
    public static func className(_ decay: Feel.Decay) -> String {
        switch decay {
        case .spline: return "SplineDecay"
        case .clamping: return "ClampingDecay"
        case .bezier: return "BezierDecay"
        case .uikit, .friction: return "ExponentialDecay"
        }
    }

    public static func spec(_ decay: Feel.Decay) -> [String] {
        switch decay {
        case .spline: return spline
        case .clamping: return clamping
        case .bezier: return bezier
        case .uikit, .friction: return []
        }
    }

    private static let splineConstants = [
        "    companion object {",
        "        private const val INFLEXION = 0.35",
        "        private const val PHYSICAL_COEFFICIENT = 9.80665 * 39.37 * 160.0 * 0.84",
        "        private val DECELERATION_RATE = ln(0.78) / ln(0.9)",
    ]

    public static let spline =
        [
            "/** Android OverScroller's spline in closed form, any friction (splineBasedDecay fixes 0.015). */",
            "class SplineDecay(private val density: Float, private val friction: Float) : FloatDecayAnimationSpec {",
            "    override val absVelocityThreshold: Float get() = 0.1f",
            "",
            "    /** Duration (s) and distance (dp) of a fling at `velocity` px/s. */",
            "    private fun fling(velocity: Float): Pair<Double, Double> {",
            "        val coefficient = friction * PHYSICAL_COEFFICIENT",
            "        val speed = abs(velocity / density).toDouble()",
            "        if (speed == 0.0) return 0.0 to 0.0",
            "        val l = ln(INFLEXION * speed / coefficient)",
            "        return exp(l / (DECELERATION_RATE - 1)) to coefficient * exp(DECELERATION_RATE / (DECELERATION_RATE - 1) * l)",
            "    }",
            "",
            "    private fun index(u: Double): Int = min((u * 100).toInt(), 99)",
            "",
            "    override fun getValueFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
            "        val (duration, distance) = fling(initialVelocity)",
            "        if (duration <= 0.0) return initialValue",
            "        val u = (playTimeNanos / 1e9 / duration).coerceIn(0.0, 1.0)",
            "        val i = index(u)",
            "        val fraction = POSITION[i] + (u - i / 100.0) * (POSITION[i + 1] - POSITION[i]) * 100",
            "        return initialValue + (sign(initialVelocity) * fraction * distance * density).toFloat()",
            "    }",
            "",
            "    override fun getVelocityFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
            "        val (duration, distance) = fling(initialVelocity)",
            "        val u = playTimeNanos / 1e9 / duration",
            "        if (duration <= 0.0 || u >= 1.0) return 0f",
            "        val i = index(u)",
            "        return (sign(initialVelocity) * (POSITION[i + 1] - POSITION[i]) * 100 * distance / duration * density).toFloat()",
            "    }",
            "",
            "    override fun getDurationNanos(initialValue: Float, initialVelocity: Float): Long =",
            "        (fling(initialVelocity).first * 1e9).toLong()",
            "",
            "    override fun getTargetValue(initialValue: Float, initialVelocity: Float): Float =",
            "        initialValue + (sign(initialVelocity) * fling(initialVelocity).second * density).toFloat()",
            "",
        ] + splineConstants + [
            "        private val POSITION: DoubleArray = DoubleArray(101) { 1.0 }.also { position ->",
            "            val p1 = 0.5 * INFLEXION",
            "            val p2 = 1.0 - 1.0 * (1.0 - INFLEXION)",
            "            var xMin = 0.0",
            "            for (i in 0 until 100) {",
            "                val alpha = i / 100.0",
            "                var xMax = 1.0",
            "                var x = 0.0",
            "                var coef = 0.0",
            "                while (true) {",
            "                    x = xMin + (xMax - xMin) / 2.0",
            "                    coef = 3.0 * x * (1.0 - x)",
            "                    val tx = coef * ((1.0 - x) * p1 + x * p2) + x * x * x",
            "                    if (abs(tx - alpha) < 1e-5) break",
            "                    if (tx > alpha) xMax = x else xMin = x",
            "                }",
            "                position[i] = coef * ((1.0 - x) * 0.5 + x) + x * x * x",
            "            }",
            "        }",
            "    }",
            "}",
        ]

    public static let clamping =
        [
            "/** Flutter's ClampingScrollSimulation: Android's distance re-timed as a ballistic curve. */",
            "class ClampingDecay(private val density: Float, private val friction: Float) : FloatDecayAnimationSpec {",
            "    override val absVelocityThreshold: Float get() = 0.1f",
            "",
            "    /** Duration (s) and signed distance (dp) of a fling at `velocity` px/s. */",
            "    private fun fling(velocity: Float): Pair<Double, Double> {",
            "        val v = (velocity / density).toDouble()",
            "        if (v == 0.0) return 0.0 to 0.0",
            "        val reference = friction * PHYSICAL_COEFFICIENT / INFLEXION",
            "        val duration = DECELERATION_RATE * INFLEXION * (abs(v) / reference).pow(1 / (DECELERATION_RATE - 1))",
            "        return duration to v * duration / DECELERATION_RATE",
            "    }",
            "",
            "    override fun getValueFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
            "        val (duration, distance) = fling(initialVelocity)",
            "        if (duration <= 0.0) return initialValue",
            "        val u = (playTimeNanos / 1e9 / duration).coerceIn(0.0, 1.0)",
            "        return initialValue + (distance * (1 - (1 - u).pow(DECELERATION_RATE)) * density).toFloat()",
            "    }",
            "",
            "    override fun getVelocityFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
            "        val (duration, _) = fling(initialVelocity)",
            "        val u = playTimeNanos / 1e9 / duration",
            "        if (duration <= 0.0 || u >= 1.0) return 0f",
            "        return (initialVelocity * (1 - u).pow(DECELERATION_RATE - 1)).toFloat()",
            "    }",
            "",
            "    override fun getDurationNanos(initialValue: Float, initialVelocity: Float): Long =",
            "        (fling(initialVelocity).first * 1e9).toLong()",
            "",
            "    override fun getTargetValue(initialValue: Float, initialVelocity: Float): Float =",
            "        initialValue + (fling(initialVelocity).second * density).toFloat()",
            "",
        ] + splineConstants + ["    }", "}"]

    public static let bezier = [
        "/** Chromium's PhysicsBasedFlingCurve: v²/2a (≤ 3 viewports) along cubic-bezier(0.2, 1, 0.55, 1), p1 velocity-matched. */",
        "class BezierDecay(private val density: Float, private val deceleration: Float, private val viewportDp: Float) :",
        "    FloatDecayAnimationSpec {",
        "    override val absVelocityThreshold: Float get() = 0.1f",
        "",
        "    private class Fling(val duration: Double, val distance: Double, val curve: CubicBezierEasing)",
        "",
        "    private fun fling(velocity: Float): Fling {",
        "        val speed = abs(velocity / density).toDouble()",
        "        val distance = min(speed * speed / (2 * deceleration), Math.floor(3.0 * viewportDp))",
        "        val duration = min(2.0, speed / 2300)",
        "        val slope = if (distance > 0) speed * duration / distance else 1.0",
        "        val curve = if (0.2 * slope < 1) CubicBezierEasing(0.2f, (0.2 * slope).toFloat(), 0.55f, 1f)",
        "        else CubicBezierEasing((1 / slope).toFloat(), 1f, 0.55f, 1f)",
        "        return Fling(duration, distance, curve)",
        "    }",
        "",
        "    override fun getValueFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
        "        val f = fling(initialVelocity)",
        "        if (f.duration <= 0.0) return initialValue",
        "        val u = (playTimeNanos / 1e9 / f.duration).coerceIn(0.0, 1.0).toFloat()",
        "        return initialValue + sign(initialVelocity) * (f.distance * density).toFloat() * f.curve.transform(u)",
        "    }",
        "",
        "    override fun getVelocityFromNanos(playTimeNanos: Long, initialValue: Float, initialVelocity: Float): Float {",
        "        val h = 100_000L",
        "        val a = getValueFromNanos(maxOf(playTimeNanos - h, 0L), initialValue, initialVelocity)",
        "        val b = getValueFromNanos(playTimeNanos + h, initialValue, initialVelocity)",
        "        return (b - a) / ((playTimeNanos + h - maxOf(playTimeNanos - h, 0L)) / 1e9f)",
        "    }",
        "",
        "    override fun getDurationNanos(initialValue: Float, initialVelocity: Float): Long =",
        "        (fling(initialVelocity).duration * 1e9).toLong()",
        "",
        "    override fun getTargetValue(initialValue: Float, initialVelocity: Float): Float =",
        "        initialValue + sign(initialVelocity) * (fling(initialVelocity).distance * density).toFloat()",
        "}",
    ]
}
