import ScrollCore
import ScrollTrace

/// `--target compose`: a `FlingBehavior` over `exponentialDecay(frictionMultiplier = −1000·ln d / 4.2)`
/// for an exponential decay, or over a `FloatDecayAnimationSpec` with the lab's closed form for the
/// others; an `OverscrollEffect` with the feel's band where it has one.
public struct ComposeExport {
    public let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }
    private func f(_ x: Double) -> String { ExportLiteral.float(x) }
    private var base: String { ExportLiteral.typeName(feel.name) }
    private var bands: Bool { feel.overscroll == .rubberBand }

    public var header: ExportHeader {
        var exact: [String]
        if let m = ExportMatch.frictionMultiplier(feel) {
            exact = [
                "the decay: exponentialDecay(frictionMultiplier = \(f(m))) is −4.2·m per s = the lab's decay "
                    + "(within 0.001 pt of the lab over 4 s at 2500 pt/s in Float)"
            ]
        } else {
            exact = ["the decay: \(ComposeExportDecays.className(feel.decay)) is the lab's \(feel.decay.rawValue) closed form"]
            if feel.decay == .bezier { exact[0] += " (timing within CubicBezierEasing's own solver error)" }
        }
        exact.append("fling limits (performFling clamps the velocity; under the minimum nothing flings)")
        var cannot = ["the touch slop (LocalViewConfiguration's touchSlop, read-only per device)", "the velocity estimator"]
        if bands {
            exact.append("the band: the OverscrollEffect shows (1 − 1/(x·c/dim + 1))·dim and springs back with the feel's spring")
            cannot.append("OverscrollEffect's interface changed in Foundation 1.8 (effectModifier → node); written for 1.7")
        } else if feel.overscroll == .stretch {
            cannot.append("the stretch constants (Compose's default stretch OverscrollEffect keeps its own)")
        } else if feel.overscroll == .elastic {
            cannot.append("Chromium's elastic overscroll (no Compose model; pass overscrollEffect = null to clamp)")
        }
        let fixed = "Compose delivers it at once and shows the press after the platform's tap timeout (0.1 s), not settable"
        if let line = ExportHeader.contentTouches(feel, platform: .android, fixed: fixed) { cannot.append(line) }
        return ExportHeader(
            target: .compose, feel: feel, exact: exact, cannotSet: cannot,
            links: [
                "https://developer.android.com/reference/kotlin/androidx/compose/foundation/gestures/FlingBehavior",
                "https://developer.android.com/reference/kotlin/androidx/compose/animation/core/package-summary#exponentialDecay(kotlin.Float,kotlin.Float)",
                "https://developer.android.com/reference/kotlin/androidx/compose/animation/core/FloatDecayAnimationSpec",
                "https://developer.android.com/reference/kotlin/androidx/compose/foundation/OverscrollEffect",
            ])
    }

    public var source: String {
        var out = header.lines(prefix: "// ")
        out += ["", "package scrolllab.feel", ""] + imports.map { "import \($0)" } + [""]
        out += flingBehavior
        if ExportMatch.frictionMultiplier(feel) == nil { out += [""] + ComposeExportDecays.spec(feel.decay) }
        if bands { out += [""] + ComposeExportOverscroll(feel: feel).lines }
        return out.joined(separator: "\n") + "\n"
    }

    private var imports: [String] {
        var i = [
            "androidx.compose.animation.core.AnimationState", "androidx.compose.animation.core.DecayAnimationSpec",
            "androidx.compose.animation.core.animateDecay",
        ]
        if ExportMatch.frictionMultiplier(feel) != nil {
            i.append("androidx.compose.animation.core.exponentialDecay")
        } else {
            i += ["androidx.compose.animation.core.FloatDecayAnimationSpec", "androidx.compose.animation.core.generateDecayAnimationSpec"]
            if feel.decay == .bezier { i.append("androidx.compose.animation.core.CubicBezierEasing") }
        }
        i += ["androidx.compose.foundation.gestures.FlingBehavior", "androidx.compose.foundation.gestures.ScrollScope"]
        if bands {
            i += [
                "androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.spring",
                "androidx.compose.foundation.OverscrollEffect", "androidx.compose.foundation.layout.offset",
                "androidx.compose.ui.Modifier", "androidx.compose.ui.geometry.Offset",
                "androidx.compose.ui.input.nestedscroll.NestedScrollSource", "androidx.compose.ui.unit.IntOffset",
                "androidx.compose.ui.unit.Velocity", "kotlinx.coroutines.CoroutineScope", "kotlinx.coroutines.launch",
                "kotlin.math.roundToInt",
            ]
        }
        i += ["kotlin.math.abs", "kotlin.math.exp", "kotlin.math.ln", "kotlin.math.min", "kotlin.math.pow", "kotlin.math.sign"]
        return i.sorted()
    }

    private var decayExpression: String {
        if let m = ExportMatch.frictionMultiplier(feel) {
            let threshold = feel.decay == .friction ? feel.frictionStopVelocity : 0.5
            return "exponentialDecay(frictionMultiplier = \(f(m)), absVelocityThreshold = \(f(threshold)) * density)"
        }
        let name = ComposeExportDecays.className(feel.decay)
        switch feel.decay {
        case .bezier: return "\(name)(density, \(f(feel.flingDeceleration)), viewportDp).generateDecayAnimationSpec()"
        default: return "\(name)(density, \(f(feel.splineFriction))).generateDecayAnimationSpec()"
        }
    }

    private var flingBehavior: [String] {
        let params = feel.decay == .bezier ? "private val density: Float, private val viewportDp: Float" : "private val density: Float"
        return [
            "/** ScrollLab's \"\(SourceText.comment(feel.name))\" feel: `LazyColumn(flingBehavior = remember(density) { \(base)FlingBehavior(density.density) })`. */",
            "class \(base)FlingBehavior(\(params)) : FlingBehavior {",
            "    private val decay: DecayAnimationSpec<Float> = \(decayExpression)",
            "",
            "    override suspend fun ScrollScope.performFling(initialVelocity: Float): Float {",
            "        if (abs(initialVelocity) < MIN_FLING * density) return 0f",
            "        val max = MAX_FLING * density",
            "        val v0 = if (max > 0f) initialVelocity.coerceIn(-max, max) else initialVelocity",
            "        var velocityLeft = v0",
            "        var lastValue = 0f",
            "        AnimationState(initialValue = 0f, initialVelocity = v0).animateDecay(decay) {",
            "            val delta = value - lastValue",
            "            val consumed = scrollBy(delta)",
            "            lastValue = value",
            "            velocityLeft = velocity",
            "            if (abs(delta - consumed) > 0.5f) cancelAnimation()",
            "        }",
            "        return velocityLeft",
            "    }",
            "",
            "    companion object {",
            "        const val MIN_FLING = \(f(feel.minFlingVelocity)) // dp/s",
            "        const val MAX_FLING = \(f(feel.maxFlingVelocity)) // dp/s, 0 = no limit",
            "    }",
            "}",
        ]
    }
}
