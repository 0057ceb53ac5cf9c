import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// `LiveReplay`: input taken as it arrives (late, out of step with the frames, as a browser delivers
/// it) and the replay of what it recorded end in the same state, every number equal.
@Suite struct LiveReplayTests {
    /// Every fixture trace a replay accepts (the hostile ones included: two-hour gaps, 1e308 deltas).
    static func fixtures() throws -> [(String, Trace)] {
        let root = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".ndjson") } ?? []
        return files.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path),
                let trace = try? Trace.parse(data, path: name), (try? SessionFactory.sandbox(catalog: catalog, trace: trace)) != nil
            else { return nil }
            return (name, trace)
        }
    }

    /// Plays `trace` live: each event arrives up to `lag` seconds after its own time (in order), frames
    /// pump the loop 60 times a second from `phase`, then frames run until the loop is held.
    static func live(_ trace: Trace, seed: UInt64, lag: Double, phase: Double) throws -> LiveReplay {
        var rng = SeededRandom(seed: seed)
        var live = LiveReplay(sandbox: try SessionFactory.sandbox(catalog: catalog, trace: trace))
        let frame = 1.0 / 60
        var now = phase
        var arrival = 0.0
        for e in trace.events {
            arrival = max(arrival, e.time + rng.double(0...lag))
            while now < arrival {
                live.pump(to: now)
                // Held: nothing happens until the next event, so the frames in between are skipped.
                now = live.isHeld ? max(now + frame, phase + ((arrival - phase) / frame).rounded(.up) * frame) : now + frame
            }
            live.push(e, now: arrival)
        }
        let stop = now + Sandbox.settleLimit + 1
        while !live.isHeld && now < stop {
            live.pump(to: now)
            now += frame
        }
        return live
    }

    /// With `--settle` when the live loop is at rest (nothing is left to settle); a touch never lifted
    /// keeps a scene moving, and then the replay without settling ends where the page is.
    @Test func theReplayOfALiveRecordingEndsInTheLiveState() throws {
        let traces = try Self.fixtures()
        #expect(traces.count >= 30, "fixture traces replayed: \(traces.count)")
        var late = 0
        var held = 0
        var differing: [String] = []
        for (name, trace) in traces {
            for (seed, lag) in [(UInt64(1), 0.0), (2, 0.012), (3, 0.04)] {
                let live = try Self.live(trace, seed: seed, lag: lag, phase: 0.004 * Double(seed))
                held += live.isHeld ? 1 : 0
                let shifted = zip(live.recorded, trace.events).filter { $0.time != $1.time }.count
                #expect(live.lateCount == shifted, "\(name) lag \(lag): events counted late")
                late += shifted
                let replay = try SessionFactory.sandbox(catalog: catalog, trace: trace)
                replay.replay(live.recording, settle: live.isHeld)
                if replay.time != live.sandbox.time || replay.session.state() != live.sandbox.session.state() {
                    differing.append("\(name) lag \(lag): t \(replay.time) vs live \(live.sandbox.time)")
                }
            }
        }
        #expect(differing.isEmpty, "replays that differ from the live run: \(differing)")
        #expect(held > traces.count * 2, "runs at rest at the end: \(held)")
        // The lagging runs do take events late (after the loop passed their time): they are recorded so.
        #expect(late > 100, "events taken late: \(late)")
    }

    @Test func anEventThatArrivesAfterItsTimeIsRecordedAtTheSandboxsTime() throws {
        let b = TraceBuilder(scene: "profile")
        var live = LiveReplay(sandbox: try SessionFactory.sandbox(catalog: catalog, trace: b.trace))
        // A finger down keeps the loop ticking: by 0.5 s it has advanced past 0.3 s.
        live.push(.pointer(PointerEvent(.down, id: 0, at: Point(x: 200, y: 600), time: 0.1)), now: 0.1)
        live.pump(to: 0.5)
        let before = live.sandbox.time
        let taken = live.push(.pointer(PointerEvent(.move, id: 0, at: Point(x: 200, y: 560), time: 0.3)), now: 0.5)
        #expect(before > 0.49 && before <= 0.5)
        #expect(taken.time == before)
        #expect(live.lateCount == 1)
        #expect(live.endMarker == .key("f9", time: taken.time))
    }

    @Test func theLoopIsHeldAtRestAndTicksAgainWhenTouched() throws {
        let empty = Trace(header: .init(device: "15", scene: "profile", hz: 120), events: [])
        var live = LiveReplay(sandbox: try SessionFactory.sandbox(catalog: catalog, trace: empty))
        #expect(live.pump(to: 5) == 1)
        #expect(live.isHeld)
        live.push(.pointer(PointerEvent(.down, id: 0, at: Point(x: 200, y: 600), time: 6)), now: 6.1)
        #expect(!live.isHeld)
        // The replay skips the idle second as `nextTick` does: a few ticks, not 6 s × 120.
        #expect(live.pump(to: 6.2) < 40)
    }
}
