/// A model the live tuner switches: the feel's decay, overscroll, paging settle or velocity
/// estimator. The decay and overscroll options are the presets' models, each with its constants
/// (choosing `android` for the decay gives the spline with Android's friction); the other two are
/// the enumeration's cases. Edits are `feel.KEY=OPTION` keys (`feel.decay=android`).
public struct FeelChoice: Sendable {
    public struct Option: Sendable {
        /// The edit's value: a preset's name (decay, overscroll) or a case name.
        public let name: String
        /// What the tuner shows: `spline (android)`.
        public let label: String
        let apply: @Sendable (inout Feel) -> Void
        /// The feel has this option's model and its constants.
        let matches: @Sendable (Feel) -> Bool
        /// The feel has this option's model (its constants may be tuned).
        let sameModel: @Sendable (Feel) -> Bool
    }

    public let key: String
    public let options: [Option]

    /// The option the feel is on: the one whose model and constants it has, else the first with
    /// its model.
    public func index(in feel: Feel) -> Int {
        options.firstIndex { $0.matches(feel) } ?? options.firstIndex { $0.sameModel(feel) } ?? 0
    }

    /// The feel switched to the option `direction` (+1 / −1) steps from its own, wrapping.
    public func stepped(_ feel: Feel, by direction: Int) -> Feel {
        let n = options.count
        var f = feel
        options[((index(in: feel) + direction) % n + n) % n].apply(&f)
        return f
    }

    /// The feel with the option named `name` (a preset's model, or a bare case name that keeps
    /// the constants); nil for a name no option or case has.
    public func applying(_ name: String, to feel: Feel) -> Feel? {
        var f = feel
        if let o = options.first(where: { $0.name == name }) {
            o.apply(&f)
            return f
        }
        return caseSetter(name, &f) ? f : nil
    }

    private var caseSetter: (String, inout Feel) -> Bool {
        switch key {
        case "decay": return { n, f in Feel.Decay(rawValue: n).map { f.decay = $0 } != nil }
        case "overscroll": return { n, f in Feel.Overscroll(rawValue: n).map { f.overscroll = $0 } != nil }
        default: return { _, _ in false }
        }
    }

    /// A preset model: the option takes `paths` (the model and its constants) from the preset.
    private static func presetModels<M: Equatable & Sendable>(
        _ key: String, _ model: KeyPath<Feel, M> & Sendable, _ constants: [WritableKeyPath<Feel, Double> & Sendable],
        apply: @escaping @Sendable (inout Feel, Feel) -> Void, label: @escaping @Sendable (Feel) -> String
    ) -> FeelChoice {
        var options: [Option] = []
        for p in Feel.presets {
            let same: @Sendable (Feel) -> Bool = { $0[keyPath: model] == p[keyPath: model] }
            let matches: @Sendable (Feel) -> Bool = { f in same(f) && constants.allSatisfy { f[keyPath: $0] == p[keyPath: $0] } }
            if options.contains(where: { $0.matches(p) }) { continue }
            options.append(
                Option(name: p.name, label: "\(label(p)) (\(p.name))", apply: { apply(&$0, p) }, matches: matches, sameModel: same))
        }
        return FeelChoice(key: key, options: options)
    }

    private static func cases<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Feel, E> & Sendable
    ) -> FeelChoice where E.RawValue == String {
        FeelChoice(
            key: key,
            options: E.allCases.map { e in
                Option(
                    name: e.rawValue, label: e.rawValue, apply: { $0[keyPath: path] = e }, matches: { $0[keyPath: path] == e },
                    sameModel: { $0[keyPath: path] == e })
            })
    }

    /// The decay models of the presets, each with its constants.
    public static let decay = presetModels(
        "decay", \.decay, [\.decelerationRate, \.splineFriction, \.frictionDrag, \.frictionStopVelocity, \.flingDeceleration],
        apply: { f, p in
            f.decay = p.decay
            f.decelerationRate = p.decelerationRate
            f.splineFriction = p.splineFriction
            f.frictionDrag = p.frictionDrag
            f.frictionStopVelocity = p.frictionStopVelocity
            f.flingDeceleration = p.flingDeceleration
        }, label: { $0.decay.rawValue })

    /// The overscroll models of the presets, each with its band, spring and absorb constants.
    public static let overscroll = presetModels(
        "overscroll", \.overscroll,
        [\.rubberBand, \.springMass, \.springStiffness, \.springDampingRatio, \.springTransferVelocity, \.stretchAbsorb],
        apply: { f, p in
            f.overscroll = p.overscroll
            f.rubberBand = p.rubberBand
            f.springMass = p.springMass
            f.springStiffness = p.springStiffness
            f.springDampingRatio = p.springDampingRatio
            f.springTransferVelocity = p.springTransferVelocity
            f.stretchAbsorb = p.stretchAbsorb
        }, label: { $0.overscroll.rawValue })

    public static let pagingSettle = cases("pagingSettle", \.pagingSettle)
    public static let velocityEstimator = cases("velocityEstimator", \.velocityEstimator)
    /// Where a drag starts once it passes the slop (#27): `crossing` (UIKit, Flutter) or `boundary`
    /// (Chromium, Android).
    public static let slopStart = cases("slopStart", \.slopStart)

    /// Every choice, in the tuner's order.
    public static let all: [FeelChoice] = [decay, overscroll, pagingSettle, velocityEstimator, slopStart]

    public static func named(_ key: String) -> FeelChoice? { all.first { $0.key == key } }
}
