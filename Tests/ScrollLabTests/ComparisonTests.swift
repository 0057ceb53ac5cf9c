import ScrollCore
import ScrollLab
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import TestSupport
import Testing

/// `--compare`'s lanes: the same events in every lane, each lane its own feel's run.
@Suite struct ComparisonTests {
    @Test func compareLanesEachMatchTheirOwnRun() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 420))
        let feels: [Feel] = [.ios, .android, .chromium]
        let comparison = try Comparison(feels: feels) { feel in
            try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: "basic-scroll", feel: feel))
        }
        comparison.replay(b.trace.events, settle: true)
        let state = comparison.state()
        let lanes = try #require(state.lanes)
        #expect(lanes.map(\.feel) == ["ios", "android", "chromium"])
        for (lane, feel) in zip(lanes, feels) {
            var t = b.trace
            t.header.feel = feel
            let alone = try SessionFactory.sandbox(catalog: catalog, trace: t)
            ReplayDriver(settle: true).run(alone, t.events)
            #expect(lane.scrollViews[0].offset.y == alone.session.state().scrollViews[0].offset.y, "\(feel.name)")
            #expect(lane.lanes == nil)
        }
        #expect(lanes[0].scrollViews[0].offset.y != lanes[1].scrollViews[0].offset.y)
        // Each lane kept its whole curve for the graph: from the touch to rest.
        let samples = comparison.lanes[0].session.history.samples
        #expect((samples.last?.time ?? 0) - (samples.first?.time ?? 0) > 3)
    }
}
