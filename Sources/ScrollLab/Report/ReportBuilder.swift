import Foundation
import ScrollCore
import ScrollFiles
import ScrollIO
import ScrollReport
import ScrollScene
import ScrollTrace

/// Makes a `ReportDocument` from a trace: records each lane (one today; a comparison adds lanes),
/// picks and renders the frames within the size budget, builds the charts and the arena timeline.
struct ReportBuilder {
    let catalog: SceneCatalog
    let assets: URL
    /// Pixels per point of the frames.
    let scale: Double
    /// `--feel`: the one lane's feel (nil: the trace's, else the scene's own).
    var feel: Feel?
    /// `--compare`: one lane per feel, side by side (empty: one lane).
    var compare: [Feel] = []

    /// The feel of each lane: every `--compare` feel, else the one of `--feel` (nil: the trace's or
    /// the scene's own).
    var laneFeels: [Feel?] { compare.isEmpty ? [feel] : compare }

    func document(trace: Trace, bytes: Data, command: String) throws -> ReportDocument {
        let hz = trace.header.hz
        var recordings: [LaneRecording] = []
        for feel in laneFeels {
            recordings.append(try LaneRecording.record(catalog: catalog, trace: trace, hz: hz, feel: feel))
        }
        let duration = recordings.map { $0.times.last ?? 0 }.max() ?? 0
        let stride = FrameRecorder.motionStride(recordings, scale: scale)
        var images: [ReportDocument.Image] = []
        var index: [Data: Int] = [:]
        var lanes: [ReportDocument.Lane] = []
        var motion: [[Bool]] = []
        let recorder = FrameRecorder(scale: scale)
        for (feel, rec) in zip(laneFeels, recordings) {
            var lane = ReportDocument.Lane(name: rec.name, width: rec.viewport.width, height: rec.viewport.height)
            var laneMotion: [Bool] = []
            try recorder.render(
                FrameRecorder.selection(rec, motionStride: stride), of: rec, catalog: catalog, trace: trace, hz: hz, feel: feel,
                assets: assets, into: &lane, motion: &laneMotion, images: &images, index: &index)
            lane.finalState = String(decoding: rec.finalState, as: UTF8.self)
            lanes.append(lane)
            motion.append(laneMotion)
        }
        let halvings = FrameRecorder.fit(&lanes, motion: motion, images: &images)
        let decisions = recordings.flatMap { ArbitrationDecision.group($0.log, lane: recordings.count > 1 ? $0.name : nil) }
            .sorted { $0.time < $1.time }
        let frameCount = lanes.reduce(0) { $0 + $1.frameTimes.count }
        var doc = ReportDocument(
            title: trace.header.scene,
            facts: facts(
                trace, lanes: recordings.map(\.name), duration: duration, stride: stride << halvings, frames: frameCount,
                images: images.count),
            command: command, duration: duration, lanes: lanes, images: images,
            charts: ReportCharts.charts(recordings, events: trace.events, duration: duration), decisions: decisions,
            trace: bytes, traceSummary: summary(trace, bytes: bytes))
        // Only a scene `--extract-scene` gives back (ReportCommand.sceneFileProblem, the one rule).
        if let file = catalog.scene(withID: trace.header.scene)?.prettyFile() {
            if let problem = ReportCommand.sceneFileProblem(file) {
                doc.facts.append(("scene file", "not embedded: \(problem)"))
            } else {
                doc.scene = file
            }
        }
        if let first = recordings.first { Self.showScenes(first, in: &doc, own: trace.header.scene) }
        return doc
    }

    /// The first lane's delegate events — every session's, on the trace's clock (`AssertionEventLog`,
    /// as `check` gathers them) — and its scene switches as the report's event lane; each event names
    /// its scene when the trace has more than one. The switches are also a `scenes` fact after `scene`
    /// (the scenes in order, each with its time); their marks on the plots are `ReportCharts`'.
    static func showScenes(_ lane: LaneRecording, in doc: inout ReportDocument, own: String) {
        let switched = !lane.switches.isEmpty
        doc.events = EventLane(
            events: lane.events.map { e in
                EventLane.Event(time: e.t, name: e.name, subject: e.id ?? e.page.map { "page \($0)" }, scene: switched ? e.scene : nil)
            },
            switches: lane.switches.map { EventLane.Switch(time: $0.time, scene: $0.scene, after: $0.firstEvent) })
        guard switched, let events = doc.events else { return }
        let path = ([own] + events.switches.map { "\($0.scene) at \(Markup.number($0.time, decimals: 3)) s" }).joined(separator: " → ")
        let at = (doc.facts.firstIndex { $0.0 == "scene" } ?? -1) + 1
        doc.facts.insert(("scenes", path), at: at)
    }

    func facts(_ trace: Trace, lanes: [String], duration: Double, stride: Int, frames: Int, images: Int) -> [(String, String)] {
        let h = trace.header
        let size = h.phone.size(landscape: h.landscape)
        let title = catalog.scene(withID: h.scene)?.title ?? h.scene
        let motion = stride == 1 ? "every tick in motion" : "every \(stride) ticks in motion (size budget)"
        return [
            ("scene", "\(h.scene) — \(title)"),
            ("device", "\(h.device) (\(Markup.number(size.width))×\(Markup.number(size.height)) pt\(h.landscape ? ", landscape" : ""))"),
            ("tick rate", "\(h.hz) Hz"),
            ("feel", lanes.joined(separator: ", ")),
            ("duration", "\(Markup.number(duration, decimals: 3)) s (trace \(Markup.number(trace.duration, decimals: 3)) s, then settled)"),
            (
                "frames",
                "\(frames) (\(images) distinct), \(motion), every \(Markup.number(FrameRecorder.restInterval)) s at rest, ×\(Markup.number(scale))"
            ),
            ("ScrollLab", ScrollLabVersion.current),
        ]
    }

    func summary(_ trace: Trace, bytes: Data) -> String {
        "\(trace.events.count) events, \(bytes.count) bytes, \(Markup.number(trace.duration, decimals: 3)) s"
    }
}
