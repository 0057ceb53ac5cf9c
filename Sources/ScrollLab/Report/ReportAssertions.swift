import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollTrace

/// The report's part of assertions (docs/REPORT.md, docs/CHECK.md "Assertions"): with a
/// `NAME.assert.json` beside the trace or an `assertions` field in its scene (the scene's first, as
/// `check` runs them), each assertion's verdict is a fact row, and a failing one is a mark on every
/// curve at its first failing tick.
enum ReportAssertions {
    static func apply(_ doc: inout ReportDocument, trace: Trace, path: String, catalog: SceneCatalog, feel: Feel?) throws(UsageError) {
        let id = trace.header.scene
        let label = trace.header.definition == nil ? catalog.files[id] ?? "scene '\(id)'" : "\(path):1: definition"
        guard let file = try AssertionFile.forCheck(path, trace, catalog: catalog, sceneLabel: label) else { return }
        let run = try AssertionRun.replay(trace, catalog: catalog, feel: feel, rows: AssertionRows.names(file))
        for v in AssertionVerdict.judge(file, run) {
            let a = v.assertion
            let who = (a.origin.map { "\($0) " } ?? "") + "assertion '\(a.name)'"
            guard let f = v.failure else {
                doc.facts.append((who, "holds — \(a.scopeText): \(a.ruleText)"))
                continue
            }
            let line = v.line ?? a.name
            doc.facts.append((who, "FAILS — " + line.replacingOccurrences(of: "\(who) failed ", with: "")))
            let mark = PlotMark(time: f.time, kind: "assertion", label: "✗ '\(a.name)' fails at tick \(f.tick)")
            for i in doc.charts.indices {
                doc.charts[i].plot.marks.append(mark)
                doc.charts[i].plot.marks.sort { $0.time < $1.time }
            }
        }
    }
}
