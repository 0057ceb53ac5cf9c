import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO

/// `predict`'s two outputs: a table for people, one JSON object for test harnesses (the schema is
/// docs/PREDICT.md's; keys are interface: add, never rename).
struct PredictText {
    let path: String
    let input: PredictInput
    let sampling: GestureSampling
    let target: GesturePredictor.Target?
    let rows: [FeelPrediction]

    var axis: Axis {
        target?.axis ?? (abs(sampling.travel.x) > abs(sampling.travel.y) ? .horizontal : .vertical)
    }

    /// A number as the table and the messages show it: at most one decimal, no `-0`.
    static func number(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        if r == 0 { return "0" }
        if abs(r) >= 1e9 { return String(format: "%.4g", r) }
        return r == r.rounded() ? String(format: "%.0f", r) : String(format: "%.1f", r)
    }

    func table() -> String {
        let h = input.trace.header
        let s = sampling
        var lines = [
            "predict: \(path) (\(input.format); scene \(h.scene), device \(h.device)): stroke \(s.strokeNumber) of \(s.strokeCount), "
                + "finger \(s.finger), \(s.samples.count) samples, lift \(GesturePredictor.ms(s.liftDelay)) after the last move, "
                + "travel \(Self.number(s.travel.x)), \(Self.number(s.travel.y)) pt"
        ]
        if let t = target {
            lines.append("scroll view '\(t.id)' (\(t.axis), offsets \(Self.number(t.minOffset))…\(Self.number(t.maxOffset)))")
        } else {
            lines.append("the stroke drags no scroll view of scene '\(h.scene)': velocities and decay only")
        }
        let v = axis == .vertical ? "vy" : "vx"
        let columns = [
            "feel", "estimator", "window", "finger \(v) pt/s", "min fling", "flings", "decay pt", "at lift", "rests at", "landing",
            "lab rests",
        ]
        var cells = [columns]
        for r in rows {
            cells.append([
                r.feel.name, r.feel.velocityEstimator.rawValue, "\(r.window)", Self.number(r.fingerVelocity[axis]),
                Self.number(r.feel.minFlingVelocity), r.flings ? "yes" : "no", Self.number(r.decayDistance),
                r.liftOffset.map(Self.number) ?? "-", r.restOffset.map(Self.number) ?? "-", r.landing ?? "-",
                r.sceneRestOffset.map(Self.number) ?? "-",
            ])
        }
        let widths = columns.indices.map { c in cells.map { $0[c].count }.max() ?? 0 }
        for row in cells {
            lines.append(row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
        for r in rows {
            for w in r.warnings { lines.append("warning (\(r.feel.name)): \(w)") }
        }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    }

    func json() -> JSONValue {
        let h = input.trace.header
        let s = sampling
        func xy(_ p: Point) -> JSONValue { .object(["x": .number(p.x), "y": .number(p.y)]) }
        func optional(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let gesture: JSONValue = .object([
            "file": .string(path), "format": .string(input.format), "scene": .string(h.scene), "device": .string(h.device),
            "stroke": .number(Double(s.strokeNumber)), "strokes": .number(Double(s.strokeCount)), "finger": .number(Double(s.finger)),
            "samples": .number(Double(s.samples.count)), "liftTime": .number(s.liftTime), "liftDelay": .number(s.liftDelay),
            "travel": xy(s.travel), "axis": .string(axis.rawValue),
        ])
        let scrollView: JSONValue =
            target.map {
                .object([
                    "id": .string($0.id), "axis": .string($0.axis.rawValue), "minOffset": .number($0.minOffset),
                    "maxOffset": .number($0.maxOffset), "extent": .number($0.extent),
                ])
            } ?? .null
        let feels: [JSONValue] = rows.map { r in
            .object([
                "feel": .string(r.feel.name), "estimator": .string(r.feel.velocityEstimator.rawValue), "window": .number(Double(r.window)),
                "liftStopTime": .number(r.feel.liftStopTime), "fingerVelocity": xy(r.fingerVelocity),
                "minFlingVelocity": .number(r.feel.minFlingVelocity), "releaseVelocity": .number(r.releaseVelocity),
                "flings": .bool(r.flings), "decayDistance": .number(r.decayDistance), "liftOffset": optional(r.liftOffset),
                "restOffset": optional(r.restOffset), "sceneRestOffset": optional(r.sceneRestOffset),
                "landing": r.landing.map { .string($0) } ?? .null,
                "warnings": .array(r.warnings.map { .string($0) }),
            ])
        }
        return .object(["gesture": gesture, "scrollView": scrollView, "feels": .array(feels)])
    }
}
