import Foundation
import ScrollCore
import ScrollScene
import ScrollTrace
import ScrollWorkbench
import TestSupport
import Testing

/// Scenes that show the arena's reasoning: a dependency that can never fail (seed 002's pitfall)
/// and two recognizers running at once by `shouldRecognizeSimultaneously` (seed 000 / 002).
@Suite struct ArenaScenesTests {
    @Test func aNeverFailingDependencyIsReportedNamingBothAndTheListStillScrolls() throws {
        var b = TraceBuilder(scene: "never-failing-dependency")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.4, hold: 0.1)
        let s = try replay(b.trace)
        let warning =
            "WARNING main.pan required navigationBar.doubleTap to fail, but navigationBar.doubleTap never receives this touch and can never fail; main.pan released"
        let st = s.session.state()
        #expect(st.arena.log.contains { $0.hasSuffix(warning) })
        #expect(LogSection(context: s.session.overlayContext()).lines.contains { $0.text.hasSuffix(warning) })
        // Released, the pan scrolled the list: 300 pt of finger less the slop it crossed first.
        let main = try #require(st.scrollViews.first { $0.id == "main" })
        #expect(main.offset.y > 280 && main.offset.y <= 300)
    }

    @Test func simultaneousRecognitionIsExplainedInTheLog() throws {
        var b = TraceBuilder(scene: "gallery-simultaneous")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 600), duration: 0.3, hold: 0.1)
        let log = try replay(b.trace).session.state().arena.log
        // The answer is the technique file's rule, named beside it (simultaneous.json's `both-pans`).
        let named = "shouldRecognizeSimultaneously said yes (rule `both-pans` (simultaneous outer.pan list.pan)), neither cancels the other"
        #expect(
            log.contains {
                $0.hasSuffix("outer.pan runs alongside list.pan: \(named)") || $0.hasSuffix("list.pan runs alongside outer.pan: \(named)")
            })
        #expect(log.contains { $0.contains("may still begin alongside") })
        #expect(!log.contains { $0.contains("won the touch") })
    }
}
