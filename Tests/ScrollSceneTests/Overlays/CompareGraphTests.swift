import ScrollCore
import ScrollDraw
import Testing

@testable import ScrollScene

/// `--compare`'s legend names where each lane came to rest, and "moving" while it moves: a number
/// changing every frame was a new text run to rasterise every frame, per lane.
@Suite struct CompareGraphTests {
    func lane(_ samples: [(Double, Double, Double)]) -> CompareGraph.Lane {
        CompareGraph.Lane(name: "ios", samples: samples.map { OverlayHistory.Sample(time: $0.0, offset: $0.1, velocity: $0.2) })
    }

    @Test func aLaneAtRestShowsWhereItRests() {
        #expect(CompareGraph.legend(lane([(0, 0, 0), (0.5, 120, 900), (1.5, 412.6, 0)])) == "ios · rests at 413 pt")
    }

    @Test func aMovingLaneSaysSoInsteadOfAChangingNumber() {
        let moving = [lane([(0, 0, 0), (0.5, 120, 900)]), lane([(0, 0, 0), (0.5, 121.5, 880)])]
        #expect(moving.map(CompareGraph.legend) == ["ios · moving", "ios · moving"])
        #expect(CompareGraph.legend(lane([])) == "ios")
    }

    @Test func theGraphDrawsTheLegendOncePerLane() {
        var list = DisplayList(size: Size(width: 400, height: 300))
        CompareGraph.draw(
            [lane([(0, 0, 0), (1, 50, 0)]), lane([(0, 0, 0), (1, 60, 300)])], in: Rect(x: 0, y: 0, width: 400, height: 260), into: &list)
        let texts = list.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _, _) = c { return s }
            return nil
        }
        #expect(texts.filter { $0.hasPrefix("ios ·") } == ["ios · rests at 50 pt", "ios · moving"])
    }
}
