import Foundation
import TestSupport
import Testing

/// `import getevent` keeps both fingers of a two-slot pinch (#43): the trace holds pointers 1 and 2,
/// and its replay on `photo-browser` zooms the first photo with the pinch in the arena.
@Suite struct PinchImportTests {
    @Test func aGeteventPinchKeepsBothFingersAndZooms() throws {
        let samples = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures")
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let trace = dir.appendingPathComponent("pinch.ndjson").path
        let state = dir.appendingPathComponent("state.json").path
        let r = try runScrollLab([
            "import", "getevent", samples.appendingPathComponent("pinch.getevent.txt").path, "--props",
            samples.appendingPathComponent("flick.getevent-props.txt").path, "--scene", "photo-browser", "--out", trace,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("44 events (2 touches, 0 wheel)"))
        let replay = try runScrollLab(["--headless", "--replay", trace, "--settle", "--state", state])
        #expect(replay.status == 0, "\(replay.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any])
        let views = try #require(json["scrollViews"] as? [[String: Any]])
        let photo = try #require(views.first { $0["id"] as? String == "photo.0" })
        // Fingers 270 → 600 device px apart, past the 8 pt slop at 107.3 pt: ×2.034 relative to there.
        #expect(abs((photo["zoomScale"] as? Double ?? 0) - 2.0338983050847457) < 1e-12)
        let log = try #require((json["arena"] as? [String: Any])?["log"] as? [String])
        #expect(log.contains { $0.hasSuffix("photo.0.pinch began: fingers 98.25 → 107.347 pt apart") })
    }
}
