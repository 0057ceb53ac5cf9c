import ScrollCore

/// The Swift the `uikit` and `swiftui` targets share: the feel's constants and its landing — how
/// far a fling released at a speed travels under the feel's decay (the lab's closed form), with
/// its fling limits.
public struct SwiftLandingExport {
    public let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }

    /// Lines inside a type (indented 4).
    public var members: [String] {
        var c = [
            "    /// The feel's decay (ScrollLab docs/FEEL.md \"Decay models\").",
            "    static let decay = \"\(feel.decay.rawValue)\"",
            "    static let decelerationRate = \(n(feel.decelerationRate))  // per ms (uikit)",
            "    static let splineFriction = \(n(feel.splineFriction))  // spline, clamping",
            "    static let frictionDrag = \(n(feel.frictionDrag))  // per s (friction)",
            "    static let frictionStopVelocity = \(n(feel.frictionStopVelocity))  // pt/s (friction)",
            "    static let flingDeceleration = \(n(feel.flingDeceleration))  // pt/s² (bezier)",
            "    static let minFlingVelocity = \(n(feel.minFlingVelocity))  // pt/s",
            "    static let maxFlingVelocity = \(n(feel.maxFlingVelocity))  // pt/s, 0 = no limit",
            "",
            "    /// How far a fling released at `speed` pt/s (unsigned) travels; `viewport` is the scroller's",
            "    /// extent on the axis (a bezier decay travels at most 3 of them).",
            "    static func distance(speed: Double, viewport: Double) -> Double {",
            "        guard speed >= minFlingVelocity, speed > 0 else { return 0 }",
            "        let v = maxFlingVelocity > 0 ? min(speed, maxFlingVelocity) : speed",
        ]
        c += distanceBody
        c += ["    }"]
        return c
    }

    private var distanceBody: [String] {
        switch feel.decay {
        case .uikit: return ["        return v / (-1000 * log(decelerationRate))"]
        case .friction:
            return ["        return v > frictionStopVelocity ? (v - frictionStopVelocity) / -log(frictionDrag) : 0"]
        case .spline, .clamping:
            return [
                "        // Android's spline distance (ClampingScrollSimulation re-times it, same distance).",
                "        let coefficient = splineFriction * 9.80665 * 39.37 * 160 * 0.84",
                "        let dr = log(0.78) / log(0.9)",
                "        return coefficient * exp(dr / (dr - 1) * log(0.35 * v / coefficient))",
            ]
        case .bezier: return ["        return min(v * v / (2 * flingDeceleration), (3 * viewport).rounded(.down))"]
        }
    }
}
