#if !hasFeature(Embedded)
    import Foundation
#endif

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

    /// `value` rounded to the step grid and kept on the slider, written with the step's decimals
    /// only (9 × 0.001 is 0.009, not 0.009000000000000001).
    public func snapped(_ value: Double) -> Double {
        let v = min(max((value / step).rounded() * step, slider.lowerBound), slider.upperBound)
        return Double(formatFixed(v, decimals: decimals)) ?? v
    }

    /// How many decimals the step has (0.0005 → 4).
    public var decimals: Int {
        var d = 0
        var s = step
        while (s - s.rounded()).magnitude > 1e-9 && d < 9 {
            s *= 10
            d += 1
        }
        return d
    }
}

/// One row of the live tuner: a constant's slider or a model switch.
public enum FeelTunerRow: Sendable {
    case constant(FeelTunable)
    case choice(FeelChoice)

    /// The feel-file key the row edits.
    public var key: String {
        switch self {
        case .constant(let t): return t.constant.key
        case .choice(let c): return c.key
        }
    }

    /// The feel one step (`direction` +1 / −1) along the row: a constant stepped on its grid, or
    /// the next / previous model.
    public func stepped(_ feel: Feel, by direction: Int) -> Feel {
        switch self {
        case .constant(let t):
            var f = feel
            t.constant.set(t.stepped(t.constant.value(in: feel), by: direction), in: &f)
            return f
        case .choice(let c): return c.stepped(feel, by: direction)
        }
    }
}

extension Feel {
    private static func tunable(_ key: String, _ slider: ClosedRange<Double>, _ step: Double) -> FeelTunerRow? {
        FeelConstant.named(key).map { .constant(FeelTunable(constant: $0, slider: slider, step: step)) }
    }

    /// The tuner's first rows, in the order old recordings step them: the decay's constant, the
    /// rubber band (when it has one), the edge spring's stiffness and damping, the paging threshold
    /// and the touch slop.
    private var firstRows: [FeelTunerRow?] {
        var list: [FeelTunerRow?] = []
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
        return list
    }

    /// What the tuner shows for this feel: the first rows (`firstRows`), then the decay and
    /// overscroll models (the presets'), every other constant the feel's models use, the paging
    /// settle and the velocity estimator. Appended, so the row indices of older recordings keep
    /// their meaning.
    public var tunerRows: [FeelTunerRow] {
        var list = firstRows
        list.append(.choice(.decay))
        if decay == .friction { list.append(Self.tunable("frictionStopVelocity", 0.5...50, 0.5)) }
        list.append(.choice(.overscroll))
        if overscroll != .clamp && overscroll != .elastic || pagingSettle == .spring {
            list.append(Self.tunable("springMass", 0.1...5, 0.05))
        }
        if overscroll == .rubberBand { list.append(Self.tunable("springTransferVelocity", 0...20_000, 100)) }
        if overscroll == .stretch { list.append(Self.tunable("stretchAbsorb", 0...30, 0.5)) }
        list.append(.choice(.pagingSettle))
        list.append(.choice(.velocityEstimator))
        list.append(Self.tunable("minFlingVelocity", 0...500, 10))
        list.append(Self.tunable("maxFlingVelocity", 0...30_000, 500))
        // The lift and drag-start rules of #27 (docs/FEEL.md "The lift").
        list.append(.choice(.slopStart))
        list.append(Self.tunable("liftStopTime", 0.005...0.2, 0.005))
        list.append(Self.tunable("resamplePrediction", 0...0.02, 0.001))
        // A finger on a moving list (#41, docs/FEEL.md "A second flick").
        list.append(.choice(.flingCarry))
        if flingCarry == .chromiumBoost {
            list.append(Self.tunable("boostTimeout", 0.005...0.2, 0.005))
            list.append(Self.tunable("boostMinScrollSpeed", 0...1000, 10))
            list.append(Self.tunable("boostMinFlingSpeed", 0...2000, 10))
        }
        list.append(.choice(.catchStart))
        list.append(Self.tunable("dragStartThreshold", 0...20, 0.5))
        list.append(.choice(.dragBand))
        // The pinch past a zoom limit (#43, docs/PHYSICS.md "Zoom band").
        list.append(Self.tunable("zoomBand", 0.1...1.5, 0.01))
        // Content touches (#41, docs/FEEL.md "Content touches").
        list.append(Self.tunable("contentTouchDelay", 0...0.5, 0.01))
        list.append(Self.tunable("pressDelay", 0...0.5, 0.01))
        if tapSuppressCancelToDown > 0 {
            list.append(Self.tunable("tapSuppressCancelToDown", 0...1, 0.01))
            list.append(Self.tunable("tapSuppressTapGap", 0...1, 0.01))
        }
        return list.compactMap { $0 }
    }

    /// The constant rows of `tunerRows`.
    public var tunables: [FeelTunable] {
        tunerRows.compactMap {
            if case .constant(let t) = $0 { return t }
            return nil
        }
    }

    /// Applies a tuning edit `KEY=VALUE` (a `feel.` key event's text after the prefix): a constant
    /// set, clamped to its documented range; a model (`decay=android`, `overscroll=stretch`,
    /// `pagingSettle=spring`); or `name=TEXT` (at most 64 characters). Nil when the text names
    /// nothing, or no number for a constant.
    public func applying(edit text: Substring) -> Feel? {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let key = String(parts[0])
        let value = String(parts[1])
        if key == "name" {
            let name = String(trimmingSpaces(value).prefix(Self.maxNameLength))
            guard !name.isEmpty else { return nil }
            var f = self
            f.name = name
            return f
        }
        if let choice = FeelChoice.named(key) { return choice.applying(value, to: self) }
        guard let c = FeelConstant.named(key), let v = Double(value), v.isFinite else { return nil }
        var f = self
        c.set(min(max(v, c.range.lowerBound), c.range.upperBound), in: &f)
        return f
    }

    /// The longest feel name the tuner gives (lane #26 validates names in `FeelFile`).
    public static let maxNameLength = 64

    /// What a tuned feel's name ends with.
    public static let tunedSuffix = "·tuned"

    /// The preset the feel is named after: its name's, once `·tuned` is taken off.
    public var basePreset: Feel? {
        Feel.preset(named: name.hasSuffix(Self.tunedSuffix) ? String(name.dropLast(Self.tunedSuffix.count)) : name)
    }

    /// The feel named for what it is after a tuning change: `PRESET·tuned` when it differs from the
    /// preset it is named after, the preset's own name when it equals it again; any other name (a
    /// feel file's, one typed in the tuner) is kept.
    public var namedAfterTuning: Feel {
        guard let base = basePreset else { return self }
        var f = self
        f.name = base.name
        if f != base { f.name = base.name + Self.tunedSuffix }
        return f
    }
}

/// `text` without leading and trailing spaces and tabs: Foundation's `trimmingCharacters(in:
/// .whitespaces)` (Unicode's White_Space less the line breaks), in the standard library only.
func trimmingSpaces(_ text: String) -> String {
    func isSpace(_ u: Unicode.Scalar) -> Bool {
        u.properties.isWhitespace && !(0x0A...0x0D).contains(u.value) && u.value != 0x85 && u.value != 0x2028 && u.value != 0x2029
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(scalars[first...last])
}
