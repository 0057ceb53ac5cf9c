import Foundation
import ScrollFiles
import ScrollReport
import ScrollScene
import TestSupport
import Testing

@testable import ScrollLab

/// #46: one rule for the scene a report carries and `--extract-scene` gives back; a bounded frame list.
@Suite struct ReportBoundsTests {
    @Test func theSceneRuleAcceptsAFileTheCatalogueReadsAndNamesWhatItRefuses() throws {
        let profile = try #require(try ScrollLabMain.loadCatalog().scene(withID: "profile"))
        #expect(ReportCommand.sceneFileProblem(profile.prettyFile()) == nil)
        let big = Data(repeating: 0x20, count: SceneCatalog.maximumFileSize + 1)
        #expect(ReportCommand.sceneFileProblem(big) == "scene file is 1000001 bytes; the limit is 1 MB")
        #expect(ReportCommand.sceneFileProblem(Data(#"{"id": "x"}"#.utf8)) == "the scene: line 1: missing field \"title\"")
    }

    @Test func extractSceneGivesBackOnlyWhatTheRuleAccepts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("forged.html")
        let scene = Data(#"{"id": "x", "title": "x", "rows": 1.5}"#.utf8)
        try Data(("<html>" + EmbeddedTrace.element(scene, open: EmbeddedTrace.sceneOpen) + "</html>").utf8).write(to: page)
        let r = try runScrollLab(["report", "--extract-scene", page.path])
        #expect(r.status == 2)
        #expect(
            r.stderr == "scrolllab: \(page.path): the embedded scene is not valid (the scene: rows: expected a whole number, found 1.5)\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func aLongSelectionIsThinnedToTheCapKeepingBothEnds() {
        let picked = Array(0..<864_000)
        let kept = FrameRecorder.thinned(picked)
        #expect(kept.count <= FrameRecorder.maximumFrames && kept.count > FrameRecorder.maximumFrames * 9 / 10)
        #expect(kept.first == 0 && kept.last == 863_999)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
        #expect(FrameRecorder.thinned(Array(0..<20_000)) == Array(0..<20_000))
        #expect(FrameRecorder.thinned(Array(0..<20_001)).count <= FrameRecorder.maximumFrames)
    }
}
