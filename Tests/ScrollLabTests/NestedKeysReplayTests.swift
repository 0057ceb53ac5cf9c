import Foundation
import ScrollCore
import ScrollScene
import TestSupport
import Testing

/// The nested page's runtime keys as a user reaches them from a file: a recorded trace with the
/// keys, replayed by the CLI (`--headless --replay --settle --state`).
@Suite struct NestedKeysReplayTests {
    @Test func kOADReplayFromATraceFile() throws {
        var b = TraceBuilder(scene: "bottom-inset")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), duration: 0.5, hold: 0.1)
        b.wait(0.5)
        for k in ["k", "o", "a", "d"] { b.key(k) }
        // Lists off: this drag down would unstick the header; it moves nothing.
        b.drag(from: Point(x: 200, y: 120), to: Point(x: 200, y: 500), duration: 0.5, hold: 0.1)
        let dir = Paths.temporaryDirectory()
        let trace = dir.appendingPathComponent("keys.ndjson")
        let state = dir.appendingPathComponent("state.json")
        try b.trace.ndjson().write(to: trace, atomically: true, encoding: .utf8)
        let r = try runScrollLab(["--headless", "--replay", trace.path, "--settle", "--state", state.path])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try StateFile(contentsOf: state)
        let pages = try #require(s.pages)
        #expect(pages.map(\.bottomInset) == [90, 90, 90, 90])
        #expect(pages.map(\.generation) == [2, 1, 1, 1])
        #expect(pages[0].contentHeight == Double(140 * 72))
        #expect(s.headerIsStuck == true)
        #expect((pages[0].contentOffset ?? 0) > 100)
        #expect(s.scrollViews.first { $0.id == "page.0.list" }?.scrollEnabled == false)
        let names = Set(s.eventNames)
        #expect(names.isSuperset(of: ["bottomInsetDidChange", "reloadPage", "reloadAllPages", "scrollDisabled"]))
    }
}
