import ScrollCore
import ScrollTrace

/// `--target android`: a RecyclerView `OnFlingListener` that runs the feel's decay itself —
/// `OverScroller.setFriction(f)` for a spline, androidx.dynamicanimation `FlingAnimation.setFriction(m)`
/// for an exponential decay, a `ValueAnimator` with the lab's curve for the clamping and bezier decays.
public struct AndroidViewsExport {
    public let feel: Feel

    private func f(_ x: Double) -> String { ExportLiteral.float(x) }
    private var type: String { ExportLiteral.typeName(feel.name) + "FlingListener" }

    public var header: ExportHeader {
        var exact: [String]
        switch feel.decay {
        case .spline:
            exact = ["the decay: OverScroller.setFriction(\(f(feel.splineFriction))) runs AOSP's spline (within 1.25 px of the lab)"]
        case .uikit, .friction:
            exact = [
                "the decay: FlingAnimation.setFriction(m) decays −4.2·m per s, the lab's exponential decay "
                    + "(within 0.002 pt over 4 s at 2500 pt/s, float)"
            ]
        case .clamping: exact = ["the decay: a ValueAnimator with 1 − (1 − u)^DR over the lab's duration (ClampingScrollSimulation)"]
        case .bezier: exact = ["the decay's distance and duration; the timing is PathInterpolator's approximation of the bezier"]
        }
        var cannot = [
            "a drag that catches this fling starts after RecyclerView's touch slop (RecyclerView drags at once only "
                + "when its own scroller was settling)",
            "the EdgeEffect stretch constants (internal to EdgeEffect); RecyclerView shows its own stretch or glow",
            "the touch slop and RecyclerView's own fling limits (ViewConfiguration, read-only; applied before onFling)",
            "the velocity estimator (VelocityTracker's strategy is internal)",
        ]
        if feel.overscroll == .rubberBand || feel.overscroll == .elastic {
            cannot.insert("the \(feel.overscroll.rawValue) overscroll (Android Views only stretch or glow at the edge)", at: 0)
        }
        cannot += ExportContentTouches(feel: feel).cannotSet(.android).map { [$0] } ?? []
        return ExportHeader(
            target: .android, feel: feel,
            exact: exact + [
                "fling limits applied to the release velocity",
                "a touch-down stops the running fling, and a new fling starts from rest (no OverScroller flywheel), "
                    + "as ScrollView and RecyclerView",
            ], cannotSet: cannot,
            links: [
                "https://developer.android.com/reference/androidx/recyclerview/widget/RecyclerView.OnFlingListener",
                "https://developer.android.com/reference/android/widget/OverScroller#setFriction(float)",
                "https://developer.android.com/reference/androidx/dynamicanimation/animation/FlingAnimation#setFriction(float)",
                "https://developer.android.com/reference/android/view/ViewConfiguration#getScrollFriction()",
            ])
    }

    public var source: String {
        var out = header.lines(prefix: "// ")
        out += ["", "package scrolllab.feel", ""] + imports.map { "import \($0)" } + [""]
        out += [
            "/** ScrollLab's \"\(SourceText.comment(feel.name))\" feel: `recyclerView.onFlingListener = \(type)(recyclerView)`. */",
            "class \(type)(private val recyclerView: RecyclerView) : RecyclerView.OnFlingListener() {",
            "    private val density = recyclerView.resources.displayMetrics.density",
            "    private var lastPx = 0",
            "    /** Stops the running fling (null when none runs). */",
            "    private var stopFling: (() -> Unit)? = null",
        ]
        out += ["", "    init {"]
        if feel.overscroll == .clamp { out += ["        recyclerView.overScrollMode = View.OVER_SCROLL_NEVER"] }
        out += [
            "        // ScrollView and RecyclerView stop a fling on ACTION_DOWN; the touch that lands on this one does too.",
            "        recyclerView.addOnItemTouchListener(object : RecyclerView.SimpleOnItemTouchListener() {",
            "            override fun onInterceptTouchEvent(rv: RecyclerView, e: MotionEvent): Boolean {",
            "                if (e.actionMasked == MotionEvent.ACTION_DOWN) stop()",
            "                return false",
            "            }",
            "        })",
            "    }",
            "",
            "    private fun stop() {",
            "        stopFling?.invoke()",
            "        stopFling = null",
            "    }",
        ]
        out += [
            "",
            "    override fun onFling(velocityX: Int, velocityY: Int): Boolean {",
            "        val vertical = recyclerView.layoutManager?.canScrollVertically() == true",
            "        var v = (if (vertical) velocityY else velocityX).toFloat()",
            "        if (abs(v) < MIN_FLING * density) return true",
            "        if (MAX_FLING > 0f) v = v.coerceIn(-MAX_FLING * density, MAX_FLING * density)",
            "        recyclerView.stopScroll()",
            "        stop()",
            "        lastPx = 0",
            "        fling(v, vertical)",
            "        return true",
            "    }",
            "",
            "    /** Scrolls to `value` px from where the fling began. */",
            "    private fun moveTo(value: Float, vertical: Boolean) {",
            "        val px = value.roundToInt()",
            "        if (vertical) recyclerView.scrollBy(0, px - lastPx) else recyclerView.scrollBy(px - lastPx, 0)",
            "        lastPx = px",
            "    }",
            "",
        ]
        out += fling
        out += [
            "",
            "    companion object {",
            "        const val MIN_FLING = \(f(feel.minFlingVelocity)) // dp/s",
            "        const val MAX_FLING = \(f(feel.maxFlingVelocity)) // dp/s, 0 = no limit",
        ]
        out += constants + ["    }", "}"]
        return out.joined(separator: "\n") + "\n"
    }

    private var imports: [String] {
        var i = ["android.view.MotionEvent", "androidx.recyclerview.widget.RecyclerView", "kotlin.math.abs", "kotlin.math.roundToInt"]
        if feel.overscroll == .clamp { i.append("android.view.View") }
        switch feel.decay {
        case .spline: i += ["android.widget.OverScroller"]
        case .uikit, .friction:
            i += ["androidx.dynamicanimation.animation.FlingAnimation", "androidx.dynamicanimation.animation.FloatValueHolder"]
        case .clamping: i += ["android.animation.ValueAnimator", "kotlin.math.ln", "kotlin.math.pow"]
        case .bezier: i += ["android.animation.ValueAnimator", "android.view.animation.PathInterpolator", "kotlin.math.min"]
        }
        return i.sorted()
    }

    private var constants: [String] {
        switch feel.decay {
        case .spline: return ["        const val FRICTION = \(f(feel.splineFriction)) // OverScroller.setFriction"]
        case .uikit, .friction:
            return ["        const val FRICTION_MULTIPLIER = \(f(ExportMatch.frictionMultiplier(feel) ?? 0)) // FlingAnimation.setFriction"]
        case .clamping:
            return [
                "        const val FRICTION = \(f(feel.splineFriction))",
                "        const val INFLEXION = 0.35",
                "        const val PHYSICAL_COEFFICIENT = 9.80665 * 39.37 * 160.0 * 0.84",
            ]
        case .bezier: return ["        const val DECELERATION = \(f(feel.flingDeceleration)) // dp/s²"]
        }
    }

    private var fling: [String] {
        switch feel.decay {
        case .spline:
            return [
                "    private val scroller = OverScroller(recyclerView.context).apply { setFriction(FRICTION) }",
                "",
                "    private fun fling(v: Float, vertical: Boolean) {",
                "        // Finished (stop() ran), so OverScroller's flywheel adds nothing: ScrollView's flings do not accumulate.",
                "        scroller.fling(0, 0, 0, v.roundToInt(), 0, 0, Int.MIN_VALUE, Int.MAX_VALUE)",
                "        stopFling = { scroller.forceFinished(true) }",
                "        recyclerView.postOnAnimation(object : Runnable {",
                "            override fun run() {",
                "                if (!scroller.computeScrollOffset()) return",
                "                moveTo(scroller.currY.toFloat(), vertical)",
                "                recyclerView.postOnAnimation(this)",
                "            }",
                "        })",
                "    }",
            ]
        case .uikit, .friction:
            return [
                "    private fun fling(v: Float, vertical: Boolean) {",
                "        val animation = FlingAnimation(FloatValueHolder(0f))",
                "            .setFriction(FRICTION_MULTIPLIER)",
                "            .setStartVelocity(v)",
                "            .addUpdateListener { _, value, _ -> moveTo(value, vertical) }",
                "        animation.start()",
                "        stopFling = { animation.cancel() }",
                "    }",
            ]
        case .clamping: return animated(clamping: true)
        case .bezier: return animated(clamping: false)
        }
    }

    private func animated(clamping: Bool) -> [String] {
        var c = ["    private fun fling(v: Float, vertical: Boolean) {", "        val speed = abs(v / density).toDouble()"]
        if clamping {
            c += [
                "        val dr = ln(0.78) / ln(0.9)",
                "        val reference = FRICTION * PHYSICAL_COEFFICIENT / INFLEXION",
                "        val seconds = dr * INFLEXION * (speed / reference).pow(1 / (dr - 1))",
                "        val distance = speed * seconds / dr",
                "        val animator = ValueAnimator.ofFloat(0f, (Math.signum(v) * distance * density).toFloat())",
                "        animator.interpolator = android.animation.TimeInterpolator { u -> (1 - (1 - u.toDouble()).pow(dr)).toFloat() }",
            ]
        } else {
            c += [
                "        val viewportDp = (if (vertical) recyclerView.height else recyclerView.width) / density",
                "        val distance = min(speed * speed / (2 * DECELERATION), Math.floor(3.0 * viewportDp))",
                "        val seconds = min(2.0, speed / 2300)",
                "        val slope = if (distance > 0) speed * seconds / distance else 1.0",
                "        val animator = ValueAnimator.ofFloat(0f, (Math.signum(v) * distance * density).toFloat())",
                "        animator.interpolator = if (0.2 * slope < 1) PathInterpolator(0.2f, (0.2 * slope).toFloat(), 0.55f, 1f)",
                "        else PathInterpolator((1 / slope).toFloat(), 1f, 0.55f, 1f)",
            ]
        }
        c += [
            "        animator.duration = (seconds * 1000).toLong()",
            "        animator.addUpdateListener { moveTo(it.animatedValue as Float, vertical) }",
            "        animator.start()",
            "        stopFling = { animator.cancel() }",
            "    }",
        ]
        return c
    }
}
