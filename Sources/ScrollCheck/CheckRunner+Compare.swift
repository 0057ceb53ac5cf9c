import Foundation
import ScrollCore

/// Expectations against a replay: the differences, a new file's defaults, an old file refreshed.
extension CheckRunner {
    /// A difference at one checkpoint: `2.431 s` (or `end`) and `pages[1].contentOffset 812.5 → 790.1 (±0.5)`.
    public struct Line: Equatable {
        public var when: String
        public var line: String
    }

    /// Each checkpoint's actual state, windowed (its events since the previous checkpoint).
    public static func actuals(_ e: Expectation, _ replay: CheckReplay) -> [JSONValue] {
        var k = 0
        return e.checkpoints.map { c in
            switch c.when {
            case .time:
                defer { k += 1 }
                return replay.states[k]
            case .end:
                return replay.end
            }
        }
    }

    /// What a replay keeps of the state at time `k` (`times.count`: the end): the shape of the
    /// expectation's checkpoint there (`CheckpointState.refreshed`, unrounded), or the default subset
    /// when there is no file yet — never the whole state.
    public static func keeper(_ baseline: Expectation?, times: Int) -> (Int, JSONValue) -> JSONValue {
        guard let baseline else { return { _, s in CheckpointState.defaults(s, rounding: false) } }
        let timed = baseline.checkpoints.filter { if case .time = $0.when { true } else { false } }.map(\.state)
        let end = baseline.checkpoints.first { if case .end = $0.when { true } else { false } }?.state
        return { k, s in
            guard let shape = k < timed.count ? timed[k] : k == times ? end : nil else { return .object([:]) }
            return CheckpointState.refreshed(shape, actual: s, rounding: false) ?? .object([:])
        }
    }

    public static func when(_ c: Expectation.Checkpoint) -> String {
        switch c.when {
        case .time(let t): return String(format: "%.3f s", t)
        case .end: return "end"
        }
    }

    /// Every value of `e` the replay does not match, checkpoint by checkpoint.
    public static func differences(_ e: Expectation, _ replay: CheckReplay) -> [Line] {
        zip(e.checkpoints, actuals(e, replay)).flatMap { c, actual in
            let tolerance = c.tolerance ?? e.tolerance
            return StateDiff.differences(expected: c.state, actual: actual, tolerance: tolerance).map {
                Line(when: when(c), line: $0.line(tolerance: tolerance))
            }
        }
    }

    /// What `--update` changed: every value of `old` that `new` (the same checkpoints) holds differently.
    public static func differences(_ old: Expectation, _ new: Expectation) -> [Line] {
        zip(old.checkpoints, new.checkpoints).flatMap { o, n in
            StateDiff.differences(expected: o.state, actual: n.state, tolerance: 0).map {
                Line(when: when(o), line: $0.line(tolerance: 0).replacingOccurrences(of: " (±0)", with: ""))
            }
        }
    }

    /// A new file: a checkpoint at every lift and one at the end, each the default subset.
    public static func defaults(_ c: Case, _ replay: CheckReplay) -> Expectation {
        var e = Expectation(trace: URL(fileURLWithPath: c.path).lastPathComponent, checkpoints: [])
        e.checkpoints =
            CheckReplay.lifts(c.trace.events).map { Expectation.Checkpoint(when: .time($0), isLift: true, state: .null) }
            + [Expectation.Checkpoint(when: .end, state: .null)]
        for (i, actual) in actuals(e, replay).enumerated() {
            e.checkpoints[i].state = CheckpointState.defaults(actual)
        }
        return e
    }

    /// `old` with the replay's values, in `old`'s shape (its checkpoints, fields and tolerances).
    public static func refreshed(_ old: Expectation, _ replay: CheckReplay) -> Expectation {
        var e = old
        for (i, actual) in actuals(old, replay).enumerated() {
            e.checkpoints[i].state = CheckpointState.refreshed(old.checkpoints[i].state, actual: actual) ?? .object([:])
        }
        return e
    }
}
