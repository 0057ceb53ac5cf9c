/// A constant the live tuner offers for the current feel: the slider's range (narrower than the
/// constant's documented range, where the feel is sensible) and the keyboard step.
public struct FeelTunable: Sendable {
    public let constant: FeelConstant
    public let slider: ClosedRange<Double>
    public let step: Double

    /// The value one step up (`direction` +1) or down (−1) from `value`, on the step grid, within the slider.
    public func stepped(_ value: Double, by direction: Int) -> Double {
        snapped(value + Double(direction) * step)
    }

    /// `value` rounded to the step grid and kept on the slider.
    public func snapped(_ value: Double) -> Double {
        let v = (value / step).rounded() * step
        return min(max(v, slider.lowerBound), slider.upperBound)
    }
}

extension Feel {
    private static func tunable(_ key: String, _ slider: ClosedRange<Double>, _ step: Double) -> FeelTunable? {
        FeelConstant.named(key).map { FeelTunable(constant: $0, slider: slider, step: step) }
    }

    /// What the tuner shows for this feel: its decay's constant, the rubber band (when it has one),
    /// the edge spring's stiffness and damping, the paging threshold and the touch slop.
    public var tunables: [FeelTunable] {
        var list: [FeelTunable?] = []
        switch decay {
        case .uikit: list.append(Self.tunable("decelerationRate", 0.98...0.9995, 0.0005))
        case .spline, .clamping: list.append(Self.tunable("splineFriction", 0.005...0.05, 0.001))
        case .friction: list.append(Self.tunable("frictionDrag", 0.01...0.5, 0.005))
        case .bezier: list.append(Self.tunable("flingDeceleration", 500...10_000, 100))
        }
        if overscroll == .rubberBand { list.append(Self.tunable("rubberBand", 0.1...1.5, 0.01)) }
        list.append(Self.tunable("springStiffness", 10...1000, 10))
        list.append(Self.tunable("springDampingRatio", 0.2...2, 0.05))
        list.append(Self.tunable("pagingVelocityThreshold", 0...2000, 10))
        list.append(Self.tunable("touchSlop", 0...40, 1))
        return list.compactMap { $0 }
    }

    /// Applies a tuning edit `KEY=VALUE` (a `feel.` key event's text after the prefix): the constant
    /// set, clamped to its documented range. Nil when the text names no constant or no number.
    public func applying(edit text: Substring) -> Feel? {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let c = FeelConstant.named(String(parts[0])), let v = Double(parts[1]), v.isFinite else { return nil }
        var f = self
        c.set(min(max(v, c.range.lowerBound), c.range.upperBound), in: &f)
        return f
    }
}
