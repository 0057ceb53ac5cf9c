import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollSession

/// `scrolllab predict GESTURE`: per feel, the velocity its tracker reads at the gesture's lift, whether
/// that flings, and where the scroll view the stroke drags comes to rest (docs/PREDICT.md). The gesture
/// is the input's last touch stroke that lifts; the strokes before it are played as they are.
struct PredictCommand {
    let options: PredictOptions

    func run() throws -> Int32 {
        guard let path = options.gesture else { throw UsageError("needs a gesture") }
        let catalog = try ScrollLabMain.loadCatalog(options.sources)
        let input = try PredictInput.load(path, scene: options.scene, catalog: catalog)
        guard let sampling = GestureSampling.lastStroke(input.trace.events) else {
            throw UsageError("\(path): no touch that goes down and lifts (predict reads a stroke: down, moves, up)")
        }
        let predictor = GesturePredictor(trace: input.trace, catalog: input.catalog, sampling: sampling)
        var rows: [FeelPrediction] = []
        var target: GesturePredictor.Target?
        for feel in options.feels.isEmpty ? Feel.presets : options.feels {
            let (row, t) = try predictor.predict(feel)
            rows.append(row)
            target = target ?? t
        }
        let text = PredictText(path: path, input: input, sampling: sampling, target: target, rows: rows)
        try StandardOutput.print(options.json ? text.json().prettyText() : text.table())
        return 0
    }
}
