import Foundation
import ScrollReport
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollLab

/// The report's zoom scale curves (#43): a trace whose scene zooms gets a `zoom scale` plot beside
/// the offsets, one curve per zooming scroll view whose scale changed, sampled every tick from the
/// session itself.
@Suite struct ReportScaleCurveTests {
    static let pinch = "Tests/ScrollLabTests/Fixtures/bug-classes/photo-browser-chain.ndjson"

    static func pinchTrace() throws -> Trace {
        try Trace.load(Paths.repoRoot.appendingPathComponent(pinch).path)
    }

    /// The zoom plot sits between offset and velocity and holds `photo.0` only (the other photos
    /// never zoom); its samples at given instants are the session's `zoomScale` at those instants.
    @Test func thePlottedScaleIsTheSessionsScale() throws {
        let catalog = try FrameRecorderTests.catalog()
        let trace = try Self.pinchTrace()
        let lane = try LaneRecording.record(catalog: catalog, trace: trace, hz: 120, feel: nil)
        let charts = ReportCharts.charts([lane], events: trace.events, duration: lane.times.last ?? 0)
        #expect(charts.map(\.id) == ["plot-offset", "plot-zoom", "plot-velocity"])
        let zoom = try #require(charts.first { $0.id == "plot-zoom" }).plot
        #expect(zoom.titleText == "zoom scale (×)")
        #expect(zoom.series.map(\.name) == ["photo.0"])
        let points = try #require(zoom.series.first).points

        // The session's own scale from a second replay of the same trace: before the pinch (0.1 s),
        // during it (0.2 s), at its lift (0.3 s), on its way to the maximum (1.8 s), there (3 s), and
        // back at 1 after the drag that starts at 3 s (4.5 s).
        let instants = [0.1, 0.2, 0.3, 1.8, 3.0, 4.5]
        var seen: [Double: Double] = [:]
        let sandbox = try LaneRecording.sandbox(catalog: catalog, trace: trace, hz: 120, feel: nil)
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, trace.events) { t in
            guard let i = instants.firstIndex(where: { abs($0 - t) < 1e-9 }) else { return }
            let photo = sandbox.session.scrollViewStates().first { $0.id == "photo.0" }
            seen[instants[i]] = photo?.zoomScale
        }
        #expect(seen.count == instants.count)
        for t in instants {
            let plotted = try #require(points.first { abs($0.x - t) < 1e-9 }).y
            #expect(plotted == seen[t], "t \(t): plotted \(plotted), session \(String(describing: seen[t]))")
        }
        let expected: [Double: Double] = [0.1: 1, 0.2: 1.32, 0.3: 1.44, 3.0: 3, 4.5: 1]
        for (t, scale) in expected { #expect(abs((seen[t] ?? 0) - scale) < 1e-9, "t \(t): \(String(describing: seen[t]))") }
        #expect((seen[1.8] ?? 0) > 1.44 && (seen[1.8] ?? 0) < 3, "animating: \(String(describing: seen[1.8]))")
        #expect(points.map(\.y).max() == 3, "maximumZoomScale 3")
    }

    /// A trace whose scene does not zoom has no zoom plot (a report is byte for byte as before).
    @Test func aSceneThatDoesNotZoomHasNoScalePlot() throws {
        let catalog = try FrameRecorderTests.catalog()
        let trace = FrameRecorderTests.heldDrag(hold: 0.2)
        let lane = try LaneRecording.record(catalog: catalog, trace: trace, hz: 120, feel: nil)
        let charts = ReportCharts.charts([lane], events: trace.events, duration: lane.times.last ?? 0)
        #expect(charts.map(\.id) == ["plot-offset", "plot-velocity"])
    }

    /// The page carries the zoom plot with its hover data, and `--plot` draws it too.
    @Test func thePageAndThePlotSheetShowTheScale() throws {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let page = dir.appendingPathComponent("pinch.html").path
        let sheet = dir.appendingPathComponent("pinch.svg").path
        let trace = Paths.repoRoot.appendingPathComponent(Self.pinch).path
        let r = try runScrollLab(["report", trace, "--out", page, "--scale", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("id=\"plot-zoom\""))
        #expect(html.contains("zoom scale (×)"))
        #expect(html.contains("\"plot-zoom\":{\"unit\":\"×\",\"series\":[{\"name\":\"photo.0\""))
        let p = try runScrollLab(["--headless", "--replay", trace, "--settle", "--plot", sheet])
        #expect(p.status == 0, "\(p.stderr)")
        #expect(try String(contentsOfFile: sheet, encoding: .utf8).contains("zoom scale (×)"))
    }
}
