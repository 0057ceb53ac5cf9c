import ScrollCore

/// The Kotlin `OverscrollEffect` `ComposeExport` adds for a rubber-band feel: the finger's distance
/// past the edge shown through the lab's band, released with the feel's spring.
public struct ComposeExportOverscroll {
    public let feel: Feel

    private func f(_ x: Double) -> String { ExportLiteral.float(x) }
    private var type: String { ExportLiteral.typeName(feel.name) + "OverscrollEffect" }

    public var lines: [String] {
        let transfer = feel.springTransferVelocity
        return [
            "/** The band (1 − 1/(x·c/dim + 1))·dim while dragging past an edge, then the feel's spring (mass folded",
            "    into the stiffness: ω₀² = k/m). `Modifier.overscroll(effect)` with `overscrollEffect = effect` on the list. */",
            "class \(type)(private val scope: CoroutineScope, private val viewportPx: Float) : OverscrollEffect {",
            "    private val shown = Animatable(0f)",
            "    private var pulled = 0f",
            "",
            "    private fun band(x: Float): Float = sign(x) * (1f - 1f / (abs(x) * RUBBER_BAND / viewportPx + 1f)) * viewportPx",
            "",
            "    override fun applyToScroll(delta: Offset, source: NestedScrollSource, performScroll: (Offset) -> Offset): Offset {",
            "        if (pulled != 0f && sign(delta.y) != sign(pulled)) {",
            "            val back = if (abs(delta.y) > abs(pulled)) -pulled else delta.y",
            "            pulled += back",
            "            scope.launch { shown.snapTo(band(pulled)) }",
            "            val rest = performScroll(Offset(delta.x, delta.y - back))",
            "            return Offset(rest.x, rest.y + back)",
            "        }",
            "        val consumed = performScroll(delta)",
            "        val left = delta.y - consumed.y",
            "        if (source == NestedScrollSource.UserInput && abs(left) > 0.5f) {",
            "            pulled += left",
            "            scope.launch { shown.snapTo(band(pulled)) }",
            "            return Offset(consumed.x, delta.y)",
            "        }",
            "        return consumed",
            "    }",
            "",
            "    override suspend fun applyToFling(velocity: Velocity, performFling: suspend (Velocity) -> Velocity) {",
            "        val left = performFling(velocity)",
            "        pulled = 0f",
            "        val carried = if (TRANSFER > 0f) left.y.coerceIn(-TRANSFER, TRANSFER) else left.y",
            "        shown.animateTo(0f, spring(dampingRatio = DAMPING_RATIO, stiffness = STIFFNESS / MASS), initialVelocity = carried)",
            "    }",
            "",
            "    override val isInProgress: Boolean get() = shown.value != 0f",
            "",
            "    override val effectModifier: Modifier get() = Modifier.offset { IntOffset(0, shown.value.roundToInt()) }",
            "",
            "    companion object {",
            "        const val RUBBER_BAND = \(f(feel.rubberBand))",
            "        const val MASS = \(f(feel.springMass))",
            "        const val STIFFNESS = \(f(feel.springStiffness))",
            "        const val DAMPING_RATIO = \(f(feel.springDampingRatio))",
            "        const val TRANSFER = \(f(transfer)) // px/s carried into the spring, 0 = no limit",
            "    }",
            "}",
        ]
    }
}
