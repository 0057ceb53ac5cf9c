import ScrollCore

/// A feel in words, one line per part (the export header's "The feel:").
public struct ExportFeelSummary {
    public let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }

    public var decay: String {
        switch feel.decay {
        case .uikit: return "decay uikit: velocity × \(n(feel.decelerationRate)) per ms (decelerationRate)"
        case .spline: return "decay spline: Android OverScroller spline, friction \(n(feel.splineFriction)) (splineFriction)"
        case .friction:
            return "decay friction: Flutter FrictionSimulation, drag \(n(feel.frictionDrag)) per s, "
                + "ends under \(n(feel.frictionStopVelocity)) pt/s"
        case .clamping: return "decay clamping: Flutter ClampingScrollSimulation, friction \(n(feel.splineFriction))"
        case .bezier:
            return "decay bezier: Chromium PhysicsBasedFlingCurve, deceleration \(n(feel.flingDeceleration)) pt/s², "
                + "≤ 3 viewports, ≤ 2 s"
        }
    }

    public var spring: String {
        "spring mass \(n(feel.springMass)), stiffness \(n(feel.springStiffness)), damping ratio \(n(feel.springDampingRatio))"
            + (feel.springTransferVelocity > 0 ? ", ≤ \(n(feel.springTransferVelocity)) pt/s carried into it" : "")
    }

    public var overscroll: String {
        switch feel.overscroll {
        case .rubberBand: return "overscroll rubberBand: band c \(n(feel.rubberBand)), then the edge \(spring)"
        case .stretch: return "overscroll stretch: Android 12 EdgeEffect, \(spring), fling absorbed × \(n(feel.stretchAbsorb))"
        case .elastic: return "overscroll elastic: Chromium bezier elastic overscroll (tanh band, 10 % of the viewport)"
        case .clamp: return "overscroll clamp: stops at the edge"
        }
    }

    public var lines: [String] {
        let limits =
            feel.minFlingVelocity == 0 && feel.maxFlingVelocity == 0
            ? "no fling limits"
            : "flings \(n(feel.minFlingVelocity))…\(feel.maxFlingVelocity > 0 ? n(feel.maxFlingVelocity) : "∞") pt/s"
        return [
            decay, overscroll,
            "paging \(feel.pagingSettle.rawValue), a page turns above \(n(feel.pagingVelocityThreshold)) pt/s",
            "touch slop \(n(feel.touchSlop)) pt, velocity estimator \(feel.velocityEstimator.rawValue), \(limits)",
        ]
    }
}
