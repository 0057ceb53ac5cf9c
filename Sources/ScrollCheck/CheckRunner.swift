import Foundation
import ScrollCore
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// One trace's part of `scrolllab check`: every rate × feel asked for, each replayed and compared with
/// its expectation file — or, with `--update`, written into it. Holds nothing mutable: any number of
/// threads run traces through one runner at once (`CheckPool`).
public struct CheckRunner: Sendable {
    /// A trace to check, loaded and validated, with the expectation files beside it that exist.
    public struct Case: Sendable {
        public var path: String
        public var trace: Trace
        /// Expectation files by path (`NAME.expect.json`, `NAME.<feel>.expect.json`) — those that exist.
        public var expectations: [String: Expectation]
        /// The line saying the trace runs on a definition other than the recorded one (`CurrentScenes`).
        public var note: String? = nil
        /// `NAME.assert.json`, when there is one (`CheckRunner+Assertions`).
        public var assertions: AssertionFile? = nil

        public init(
            path: String, trace: Trace, expectations: [String: Expectation], note: String? = nil,
            assertions: AssertionFile? = nil
        ) {
            self.path = path
            self.trace = trace
            self.expectations = expectations
            self.note = note
            self.assertions = assertions
        }
    }

    /// One trace × rate × feel: what a JUnit testcase is.
    public struct Outcome: Sendable {
        public var path: String
        /// `120 Hz · android` (the rate and feel it ran at).
        public var variant: String
        /// One line per differing value, then one per failing assertion (empty: passed).
        public var failures: [String]
        /// How many of `failures`, at the end, are assertions' lines: `check` folds the differing
        /// values (`… and N more`) but prints every assertion a person stated.
        public var assertionLines = 0
        /// `--update`: what was written.
        public var written: [String] = []
        /// The trace's `Case.note`.
        public var note: String? = nil
        /// `--update`: the files to write, `(path, text)` — written by `CheckCommand` only once every
        /// trace ran (a bad one refused leaves every file as it was).
        public var files: [File] = []
        public var seconds = 0.0
        public var passed: Bool { failures.isEmpty }
    }

    /// An expectation file `--update` writes.
    public struct File: Sendable {
        public var path: String
        public var text: String
    }

    public let catalog: SceneCatalog
    /// `--hz`; `[nil]`: the trace's own rate.
    public let rates: [Int?]
    /// `--feel`; `[nil]`: the trace's own feel.
    public let feels: [Feel?]
    public let update: Bool

    public init(catalog: SceneCatalog, rates: [Int?], feels: [Feel?], update: Bool) {
        self.catalog = catalog
        self.rates = rates
        self.feels = feels
        self.update = update
    }
    /// Whether the lines name the rate and feel (`--hz` or `--feel` given).
    public var namesVariant: Bool { rates != [nil] || feels != [nil] }

    /// `bug.ndjson` → `bug.expect.json`; with a feel, `bug.android.expect.json`.
    public static func expectationPath(_ trace: String, feel: String? = nil) -> String {
        let base = trace.hasSuffix(".ndjson") ? String(trace.dropLast(".ndjson".count)) : trace
        return base + (feel.map { "." + fileName($0) } ?? "") + ".expect.json"
    }

    /// A feel's name as a file name part (anything but letters, digits, `-` and `_` becomes `_`).
    public static func fileName(_ feel: String) -> String {
        String(feel.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// The expectation files `check` reads for a trace (whether they exist or not).
    public func expectationPaths(_ trace: String) -> [String] {
        [Self.expectationPath(trace)] + feels.compactMap { $0.map { Self.expectationPath(trace, feel: $0.name) } }
    }

    /// Runs every variant of `c`, in order: feels, then rates. Throws when an expectation file cannot
    /// be written (`--update`).
    public func run(_ c: Case) throws(UsageError) -> [Outcome] {
        let own = feels.contains { $0 != nil } ? try SessionFactory.sandbox(catalog: catalog, trace: c.trace).session.feel : nil
        var written: [String: Expectation] = [:]
        var outcomes: [Outcome] = []
        for feel in feels {
            for hz in rates {
                let start = ContinuousClock.now
                var o = try variant(c, hz: hz, feel: feel, isOwn: feel == nil || feel == own, written: &written)
                o.seconds = Self.seconds(ContinuousClock.now - start)
                o.note = c.note
                outcomes.append(o)
            }
        }
        return outcomes
    }

    /// One rate × feel. A feel other than the trace's own checks against `NAME.<feel>.expect.json`
    /// when there is one, else against `NAME.expect.json`; `--update` then gives it its own file
    /// only when it behaves differently. An expectation file written earlier in this run (by another
    /// rate) is checked against, not rewritten: 60 and 120 Hz must agree.
    private func variant(
        _ c: Case, hz: Int?, feel: Feel?, isOwn: Bool, written: inout [String: Expectation]
    ) throws(UsageError) -> Outcome {
        let label = [hz.map { "\($0) Hz" } ?? "\(c.trace.header.hz) Hz", feel?.name].compactMap { $0 }.joined(separator: " · ")
        var outcome = Outcome(path: c.path, variant: label, failures: [])
        let shared = Self.expectationPath(c.path)
        let ownPath = isOwn ? nil : feel.map { Self.expectationPath(c.path, feel: $0.name) }
        let target = ownPath.flatMap { (written[$0] ?? c.expectations[$0]) != nil ? $0 : nil } ?? shared
        let baseline = written[target] ?? c.expectations[target]
        let prefix = c.path + (namesVariant ? " (\(label))" : "")
        // Nothing to compare and nothing to write: no replay, no states kept (#46: a trace of 20 000
        // lifts kept 20 000 default states only to say the file is missing). The assertions still run:
        // a person wrote them, and their verdicts are news before any snapshot exists (audit 25).
        guard baseline != nil || update else {
            let asserted = try assertionFailures(c, hz: hz, feel: feel, prefix: prefix)
            outcome.failures = ["\(prefix): no expectation file \(target) (scrolllab check --update writes it)"] + asserted
            outcome.assertionLines = asserted.count
            return outcome
        }
        let times = baseline?.times ?? CheckReplay.lifts(c.trace.events)
        let replay = try CheckReplay.run(
            c.trace, catalog: catalog, hz: hz, feel: feel, times: times, keep: Self.keeper(baseline, times: times.count))
        let diffs = baseline.map { Self.differences($0, replay) } ?? []
        guard update else {  // a baseline exists here (the guard above)
            let asserted = try assertionFailures(c, hz: hz, feel: feel, prefix: prefix)
            outcome.failures = diffs.map { "\(prefix) @ \($0.when): \($0.line)" } + asserted
            outcome.assertionLines = asserted.count
            return outcome
        }
        // `--update` records what happens now; the assertions a person stated are judged all the same
        // (a record mode never hides a failing one: the trace fails, its files are still written).
        try record(c, replay: replay, diffs: diffs, prefix: prefix, paths: (target, shared, ownPath), into: &outcome, written: &written)
        let asserted = try assertionFailures(c, hz: hz, feel: feel, prefix: prefix)
        outcome.failures += asserted
        outcome.assertionLines = asserted.count
        return outcome
    }

    /// `--update`'s part of a variant: writes (notes to write) the expectation file `paths.target`,
    /// or the feel's own file when a feel's run differs from the shared one; a run checked against a
    /// file this run wrote fails on its differences instead.
    private func record(
        _ c: Case, replay: CheckReplay, diffs: [Line], prefix: String, paths: (target: String, shared: String, own: String?),
        into outcome: inout Outcome, written: inout [String: Expectation]
    ) throws(UsageError) {
        let (target, shared, ownPath) = paths
        let baseline = written[target] ?? c.expectations[target]
        if let base = baseline, written[target] != nil || (target == shared && ownPath != nil) {
            // Checked against a file this run wrote, or a feel's run against the shared file.
            guard !diffs.isEmpty else { return }
            guard let ownPath, target == shared else {
                outcome.failures = diffs.map { "\(prefix) @ \($0.when): \($0.line)" }
                return
            }
            let mine = Self.refreshed(base, replay)
            try write(mine, to: ownPath, old: nil, into: &outcome)
            written[ownPath] = mine
            return
        }
        let next = baseline.map { Self.refreshed($0, replay) } ?? Self.defaults(c, replay)
        try write(next, to: ownPath ?? target, old: baseline, into: &outcome)
        written[ownPath ?? target] = next
    }

    /// Notes `e` to be written unless it is `old` already (the path checked now), and what changed.
    private func write(_ e: Expectation, to path: String, old: Expectation?, into outcome: inout Outcome) throws(UsageError) {
        guard e != old else { return }
        try OutputFile.checkWritable(path, flag: "check --update")
        outcome.files.append(File(path: path, text: e.text))
        guard let old else {
            outcome.written.append("created \(path) (\(e.checkpoints.count) checkpoint\(e.checkpoints.count == 1 ? "" : "s"))")
            return
        }
        let changed = Self.differences(old, e)
        outcome.written += changed.map { "  \(path) @ \($0.when): \($0.line)" }
        outcome.written.append("updated \(path) (\(changed.count) value\(changed.count == 1 ? "" : "s") changed)")
    }

    public static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

extension CheckRunner.Outcome {
    /// An outcome that is only failure lines (a file without its trace, for JUnit); in an extension,
    /// so the memberwise initializer stays.
    public init(path: String, variant: String, failures: [String]) {
        self.path = path
        self.variant = variant
        self.failures = failures
    }
}
