import SDLBackend
import TestSupport
import Testing

/// Input timestamps: the window system's own stamps, mapped onto the app clock (seconds).
@Suite struct EventClockTests {
    /// Feeds one poll's batch the way `Window.pollEvents` does: observe every stamp, then time each.
    func times(_ clock: inout EventClock, _ batch: [(received: Double, server: UInt32?)]) -> [Double] {
        let servers = batch.map { e in e.server.map { clock.observe(server: $0, received: e.received) } }
        return zip(batch, servers).map { e, s in clock.time(received: e.received, server: s) }
    }

    @Test func aBatchPumpedAfterASlowFrameKeepsTheSpacingTheServerSaw() {
        // Five motions 10 ms apart, all pumped at 2.000 s by one late poll (SDL would stamp them alike).
        var clock = EventClock()
        let t = times(&clock, [(2.0, 5000), (2.0, 5010), (2.0, 5020), (2.0, 5030), (2.0, 5040)])
        #expect(t.count == 5)
        for (i, v) in t.enumerated() { expectClose(v, 1.96 + 0.01 * Double(i), within: 1e-9) }
    }

    @Test func aPromptDeliveryTeachesTheLatencySoLaterLateBatchesLandInThePast() {
        var clock = EventClock()
        // Delivered promptly: this sets the mapping (app = server + 0.001 s).
        let first = times(&clock, [(1.001, 1000)])
        expectClose(first[0], 1.001, within: 1e-9)
        // Then a frame took 60 ms: the two motions of 3.000 and 3.010 s (server) arrive at 3.071.
        let late = times(&clock, [(3.071, 3000), (3.071, 3010)])
        expectClose(late[0], 3.001, within: 1e-9)
        expectClose(late[1], 3.011, within: 1e-9)
    }

    @Test func neverLaterThanReceivedAndNeverBeforeThePreviousEvent() {
        var clock = EventClock()
        _ = times(&clock, [(1.050, 1000)])  // 50 ms latency assumed at first
        // A faster delivery lowers the mapping; the result is its own receive time, not later.
        let faster = times(&clock, [(1.060, 1050)])
        expectClose(faster[0], 1.060, within: 1e-9)
        // An unstamped event (a touchscreen finger) keeps SDL's stamp; a stamped one after it never
        // goes before it, even if the server says it happened earlier.
        let mixed = times(&clock, [(1.200, nil), (1.201, 1100)])
        expectClose(mixed[0], 1.200, within: 1e-9)
        expectClose(mixed[1], 1.200, within: 1e-9)
    }

    @Test func serverMillisecondsWrapAroundAt32Bits() {
        var clock = EventClock()
        let t = times(&clock, [(5.0, UInt32.max - 5), (5.0, 6)])  // 12 ms apart across the wrap
        expectClose(t[1] - t[0], 0.012, within: 1e-9)
        expectClose(t[1], 5.0, within: 1e-9)
    }

    @Test func aServerClockThatRunsBackwardsStartsANewMapping() {
        var clock = EventClock()
        _ = times(&clock, [(10.0, 900_000)])
        // The server's clock is reset: its stamps restart near zero. Events must not all be pinned to
        // 10.0 s (the last time handed out) until the server catches up 900 s later.
        let after = times(&clock, [(11.0, 100), (11.02, 120), (11.04, 140)])
        expectClose(after[0], 11.0, within: 1e-9)
        expectClose(after[1], 11.02, within: 1e-9)
        expectClose(after[2], 11.04, within: 1e-9)
    }

    @Test func withoutServerStampsTheReceiveTimesPassThrough() {
        var clock = EventClock()
        #expect(times(&clock, [(0.5, nil), (0.75, nil), (0.75, nil), (1.0, nil)]) == [0.5, 0.75, 0.75, 1.0])
    }
}
