import ScrollCore
import ScrollInput
import ScrollReport
import ScrollScene

/// The report's curves from recorded lanes: offset and velocity of every scroll view that moved, the
/// zoom scale of every zooming scroll view whose scale changed (beside the offsets), touch phases shaded (from the trace), handoffs and arena decisions marked. Also `--plot`.
enum ReportCharts {
    /// The offset, zoom scale and velocity charts (none when nothing moved; no zoom scale chart when
    /// no scale changed). A view keeps its colour in every chart.
    static func charts(_ lanes: [LaneRecording], events: [InputEvent], duration: Double) -> [ReportDocument.Chart] {
        var ids: [String] = []
        for lane in lanes { ids += lane.movedIDs.filter { !ids.contains($0) } }
        var zoomIDs: [String] = []
        for lane in lanes { zoomIDs += lane.zoomedIDs.filter { !zoomIDs.contains($0) } }
        // A view that zoomed without its offset moving still gets a colour of its own, after the others.
        ids += zoomIDs.filter { !ids.contains($0) }
        guard !ids.isEmpty else { return [] }
        let bands = touchBands(events)
        let allMarks = (lanes.flatMap { Self.marks($0, laneLabel: lanes.count > 1 ? $0.name : nil) } + switchMarks(lanes.first))
            .sorted { $0.time < $1.time }
        func plot(_ title: String, _ unit: String, zoom: Bool = false, _ values: (LaneRecording.Track) -> [Double]) -> LinePlot {
            var series: [PlotSeries] = []
            for (k, lane) in lanes.enumerated() {
                for (style, id) in ids.enumerated() {
                    guard let track = lane.tracks[id], zoom ? track.zoomed : track.moved else { continue }
                    let v = values(track)
                    let points = track.times.indices.map { (x: track.times[$0], y: v[$0]) }
                    let name = lanes.count > 1 ? "\(lane.name) · \(id)" : id
                    series.append(PlotSeries(name: name, style: style, dashed: k > 0, points: points))
                }
            }
            var p = LinePlot(title: title, unit: unit, timeSpan: 0...max(duration, 1e-3), series: series)
            p.bands = bands
            p.marks = allMarks
            return p
        }
        var charts: [ReportDocument.Chart] = []
        if lanes.contains(where: { !$0.movedIDs.isEmpty }) { charts.append(.init(id: "plot-offset", plot: plot("offset", "pt", \.offset))) }
        if !zoomIDs.isEmpty { charts.append(.init(id: "plot-zoom", plot: plot("zoom scale", "×", zoom: true, \.scales))) }
        if lanes.contains(where: { !$0.movedIDs.isEmpty }) {
            charts.append(.init(id: "plot-velocity", plot: plot("velocity", "pt/s", \.velocity)))
        }
        return charts
    }

    /// Spans with a finger down (down → up/cancel, per pointer) and wheel pans (wheel events closer
    /// than the session's idle gap).
    static func touchBands(_ events: [InputEvent]) -> [PlotBand] {
        var bands: [PlotBand] = []
        var down: [Int64: Double] = [:]
        var wheel: (start: Double, last: Double)?
        func endWheel() {
            guard let w = wheel else { return }
            let end = w.last + SceneSession.wheelIdleGap
            bands.append(PlotBand(start: w.start, end: end, kind: "wheel", label: "wheel pan \(span(w.start, end))"))
            wheel = nil
        }
        for e in events {
            switch e {
            case .pointer(let p):
                switch p.kind {
                case .down: down[p.id] = p.time
                case .move: break
                case .up, .cancel:
                    guard let start = down.removeValue(forKey: p.id) else { break }
                    let verb = p.kind == .cancel ? "down (cancelled)" : "down"
                    bands.append(PlotBand(start: start, end: p.time, kind: "touch", label: "finger \(p.id) \(verb) \(span(start, p.time))"))
                }
            case .wheel(_, _, let t):
                if let w = wheel, t - w.last < SceneSession.wheelIdleGap {
                    wheel = (w.start, t)
                } else {
                    endWheel()
                    wheel = (t, t)
                }
            case .key: break
            }
        }
        endWheel()
        let end = events.last?.time ?? 0
        for (id, start) in down.sorted(by: { $0.key < $1.key }) {
            bands.append(PlotBand(start: start, end: end, kind: "touch", label: "finger \(id) down \(span(start, end)) (never lifted)"))
        }
        return bands.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    static func marks(_ lane: LaneRecording, laneLabel: String?) -> [PlotMark] {
        let prefix = laneLabel.map { "\($0): " } ?? ""
        var out = lane.handoffs.map { h in
            PlotMark(
                time: h.time, kind: "handoff", label: "\(prefix)handoff \(h.from) → \(h.to) at \(Markup.number(h.time, decimals: 3)) s")
        }
        for d in ArbitrationDecision.group(lane.log, lane: laneLabel) where !d.winners.isEmpty {
            out.append(PlotMark(time: d.time, kind: "decision", label: "\(prefix)\(d.summary) at \(Markup.number(d.time, decimals: 3)) s"))
        }
        return out
    }

    /// A mark per scene switch of `lane` (every lane of a comparison switches at the same times: the
    /// first one's), `scene → ID at T s`: on the report's plots and on `--plot`'s alike.
    static func switchMarks(_ lane: LaneRecording?) -> [PlotMark] {
        (lane?.switches ?? []).map { s in
            PlotMark(time: s.time, kind: "switch", label: EventLane.Switch(time: s.time, scene: s.scene, after: s.firstEvent).label)
        }
    }

    static func span(_ a: Double, _ b: Double) -> String {
        "\(Markup.number(a, decimals: 3))–\(Markup.number(b, decimals: 3)) s"
    }
}
