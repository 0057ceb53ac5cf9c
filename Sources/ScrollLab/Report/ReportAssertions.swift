import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// The report's part of assertions (docs/REPORT.md, docs/CHECK.md "Assertions"): with a
/// `NAME.assert.json` beside the trace or an `assertions` field in its scene (the scene's first, as
/// `check` runs them), each assertion's verdict is a fact row, and a failing one is a mark on every
/// curve at its first failing tick. The verdicts are the whole trace's, as `check` gives them, even
/// when `--from`/`--to` draw an excerpt (its marks moved onto the excerpt's clock, or left out when
/// they fall outside it); with `--compare` every lane's feel is judged, each row naming its lane.
enum ReportAssertions {
    static func apply(
        _ doc: inout ReportDocument, trace: Trace, window: TraceWindow, path: String, catalog: SceneCatalog, feels: [Feel?]
    ) throws(UsageError) {
        let id = trace.header.scene
        // Where the scene came from: its file, the trace's header (`TraceScene.label`), or `--scene`'s file.
        let label = catalog.files[id] ?? "scene '\(id)'"
        guard let file = try AssertionFile.forCheck(path, trace, catalog: catalog, sceneLabel: label) else { return }
        let shift = window.from ?? 0
        if !window.isWhole {
            doc.facts.append(
                (
                    "assertions",
                    "judged on the whole trace, as check does: times are the trace's (the excerpt shows them "
                        + "\(Markup.number(shift, decimals: 3)) s earlier); a failure outside the excerpt has no mark"
                ))
        }
        for feel in feels {
            let lane = feels.count > 1 ? feel?.name : nil
            let run = try AssertionRun.replay(
                trace, catalog: catalog, feel: feel, rows: AssertionRows.names(file), keeping: AssertionKeep(file))
            for v in AssertionVerdict.judge(file, run) {
                let a = v.assertion
                let who = (a.origin.map { "\($0) " } ?? "") + "assertion '\(a.name)'"
                let key = who + (lane.map { " · \($0)" } ?? "")
                guard let f = v.failure else {
                    doc.facts.append((key, "holds — \(a.scopeText): \(a.ruleText)"))
                    continue
                }
                let line = v.line ?? a.name
                doc.facts.append((key, "FAILS — " + line.replacingOccurrences(of: "\(who) failed ", with: "")))
                let time = f.time - shift
                guard time >= -1e-9, time <= doc.duration + 1e-9 else { continue }
                let mark = PlotMark(
                    time: time, kind: "assertion", label: (lane.map { "\($0): " } ?? "") + "✗ '\(a.name)' fails at tick \(f.tick)")
                for i in doc.charts.indices {
                    doc.charts[i].plot.marks.append(mark)
                    doc.charts[i].plot.marks.sort { $0.time < $1.time }
                }
            }
        }
    }
}
