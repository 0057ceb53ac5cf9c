import Foundation
import ScrollCore
import ScrollScene
import ScrollSession
import ScrollTrace

extension CheckRunner {
    /// The failure lines of the trace's assertion file for one rate × feel (docs/CHECK.md
    /// "Assertions"): one line per failing assertion, its first failing tick, the rule and the values.
    public func assertionFailures(_ c: Case, hz: Int?, feel: Feel?, prefix: String) throws(UsageError) -> [String] {
        guard let file = c.assertions else { return [] }
        let run = try AssertionRun.replay(
            c.trace, catalog: catalog, hz: hz, feel: feel, rows: AssertionRows.names(file), keeping: AssertionKeep(file))
        return AssertionVerdict.judge(file, run).compactMap(\.line).map { "\(prefix): \($0)" }
    }
}

extension AssertionFile {
    /// `NAME.assert.json` beside the trace, loaded and checked against the trace's scene, or nil when
    /// there is none.
    public static func beside(_ trace: String, _ loaded: Trace, catalog: SceneCatalog) throws(UsageError) -> AssertionFile? {
        let path = path(for: trace)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let file = try load(path)
        try AssertionRun.check(file, names: try AssertionRun.initialValues(loaded, catalog: catalog, rows: AssertionRows.names(file)))
        return file
    }
}
