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

    /// A preset model: the option takes the model and its `constants` from the preset (readers, not key
    /// paths: Embedded Swift has none).
    private static func presetModels<M: Equatable & Sendable>(
        _ key: String, _ model: @escaping @Sendable (Feel) -> M, _ constants: [@Sendable (Feel) -> Double],
        apply: @escaping @Sendable (inout Feel, Feel) -> Void, label: @escaping @Sendable (Feel) -> String
    ) -> FeelChoice {
        var options: [Option] = []
        for p in Feel.presets {
            let same: @Sendable (Feel) -> Bool = { model($0) == model(p) }
            let matches: @Sendable (Feel) -> Bool = { f in same(f) && constants.allSatisfy { $0(f) == $0(p) } }
            if options.contains(where: { $0.matches(p) }) { continue }
            options.append(
                Option(name: p.name, label: "\(label(p)) (\(p.name))", apply: { apply(&$0, p) }, matches: matches, sameModel: same))
        }
        return FeelChoice(key: key, options: options)
    }

    private static func cases<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ read: @escaping @Sendable (Feel) -> E, _ write: @escaping @Sendable (inout Feel, E) -> Void
    ) -> FeelChoice where E.RawValue == String {
        FeelChoice(
            key: key,
            options: E.allCases.map { e in
                Option(
                    name: e.rawValue, label: e.rawValue, apply: { write(&$0, e) }, matches: { read($0) == e }, sameModel: { read($0) == e })
            })
    }

    /// The decay models of the presets, each with its constants.
    public static let decay = presetModels(
        "decay", { $0.decay },
        [{ $0.decelerationRate }, { $0.splineFriction }, { $0.frictionDrag }, { $0.frictionStopVelocity }, { $0.flingDeceleration }],
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
        "overscroll", { $0.overscroll },
        [
            { $0.rubberBand }, { $0.springMass }, { $0.springStiffness }, { $0.springDampingRatio }, { $0.springTransferVelocity },
            { $0.stretchAbsorb },
        ],
        apply: { f, p in
            f.overscroll = p.overscroll
            f.rubberBand = p.rubberBand
            f.springMass = p.springMass
            f.springStiffness = p.springStiffness
            f.springDampingRatio = p.springDampingRatio
            f.springTransferVelocity = p.springTransferVelocity
            f.stretchAbsorb = p.stretchAbsorb
        }, label: { $0.overscroll.rawValue })

    public static let pagingSettle = cases("pagingSettle", { $0.pagingSettle }, { $0.pagingSettle = $1 })
    public static let velocityEstimator = cases("velocityEstimator", { $0.velocityEstimator }, { $0.velocityEstimator = $1 })
    /// Where a drag starts once it passes the slop (#27): `crossing` (UIKit, Flutter) or `boundary`
    /// (Chromium, Android).
    public static let slopStart = cases("slopStart", { $0.slopStart }, { $0.slopStart = $1 })

    /// What a second flick takes from the fling it interrupts (#41): `none`, `chromiumBoost` or
    /// `flutterMomentum`.
    public static let flingCarry = cases("flingCarry", { $0.flingCarry }, { $0.flingCarry = $1 })
    /// How a touch on moving content starts its drag (#41): `slop` or `immediate` (Android).
    public static let catchStart = cases("catchStart", { $0.catchStart }, { $0.catchStart = $1 })

    /// How a drag past an edge is banded (#41): `closed` or `perUpdate` (Flutter).
    public static let dragBand = cases("dragBand", { $0.dragBand }, { $0.dragBand = $1 })

    /// Every choice, in the tuner's order.
    public static let all: [FeelChoice] = [
        decay, overscroll, pagingSettle, velocityEstimator, slopStart, flingCarry, catchStart, dragBand,
    ]

    public static func named(_ key: String) -> FeelChoice? { all.first { $0.key == key } }
}
