import Foundation
import ScrollIO
import ScrollLab
import ScrollScene
import TestSupport
import Testing

/// The workbench window's bookkeeping that needs no display: frame figures and numbered files.
@Suite struct WorkbenchTests {
    @Test func frameFiguresAreCountMedianP99AndDroppedTicks() {
        var stats = FrameStats()
        #expect(stats.summary == .init(count: 0, medianMs: 0, p99Ms: 0, droppedTicks: 0))
        // 1…200 ms shuffled: the median is the 100th value, p99 (nearest rank) the 198th.
        var random = SeededRandom(seed: 1)
        for ms in (1...200).map(Double.init).shuffled(using: &random) {
            stats.record(milliseconds: ms, droppedTicks: ms > 190 ? 2 : 0)
        }
        #expect(stats.summary == .init(count: 200, medianMs: 100, p99Ms: 198, droppedTicks: 20))
    }

    @Test func numberedFilesNeverOverwrite() throws {
        let dir = Paths.temporaryDirectory()
        #expect(OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson", in: dir.path) == dir.path + "/scrolllab-recording-1.ndjson")
        try Data("a".utf8).write(to: dir.appendingPathComponent("scrolllab-recording-1.ndjson"))
        // A recording still being written holds its number: the name was claimed (created) when given.
        #expect(OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson", in: dir.path) == dir.path + "/scrolllab-recording-2.ndjson")
        #expect(OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson", in: dir.path) == dir.path + "/scrolllab-recording-3.ndjson")
        #expect(OutputFile.nextFree(stem: "scrolllab-screenshot", ext: "png", in: dir.path) == dir.path + "/scrolllab-screenshot-1.png")
    }
}
