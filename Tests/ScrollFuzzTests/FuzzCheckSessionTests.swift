import Foundation
import ScrollCore
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollFuzz
@testable import ScrollIO

/// #28: `fuzz --check` checks the run `--replay` makes — the header's feel, device, orientation and
/// rate, the same tick grid — not another one.
@Suite struct FuzzCheckSessionTests {
    /// The last sandbox an invariant check saw.
    final class Seen: @unchecked Sendable { var sandbox: Sandbox? }

    @Test func fuzzCheckAndReplayRunTheSameSessionUnderEachHeaderFeel() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1)
        var distances: [Double] = []
        for feel in [Feel.ios, .android, .chromium] {
            var trace = b.trace
            trace.header.feel = feel
            let replayed = try SessionFactory.sandbox(catalog: catalog, trace: trace)
            ReplayDriver(settle: true).run(replayed, trace.events)
            let seen = Seen()
            let r = Fuzzer.check(
                catalog: catalog, setup: SessionSetup(trace.header), seed: 0, count: 0, events: trace.events,
                invariants: { s, _ in
                    seen.sandbox = s
                    return nil
                })
            #expect(r.failure == nil)
            let checked = try #require(seen.sandbox)
            #expect(checked.session.feel == feel)
            #expect(checked.time == replayed.time)
            #expect(OutputFile.encodeState(checked.session.state()) == OutputFile.encodeState(replayed.session.state()))
            distances.append(try #require(replayed.session.scrollViewStates().first).offset.y)
        }
        // The fling lands somewhere else under each feel: the header's feel was honoured.
        #expect(Set(distances).count == 3, "\(distances)")
        #expect(distances.allSatisfy { $0 > 300 })
    }
}
