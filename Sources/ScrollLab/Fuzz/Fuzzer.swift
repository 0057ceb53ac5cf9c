import Foundation
import ScrollCore
import ScrollInput
import ScrollScene

/// `scrolllab fuzz`: feeds generated input through a sandbox and checks every invariant after every
/// event and every tick: no NaN or infinite offsets or velocities, overscroll within the rubber band,
/// at most one exclusive owner per touch, no recognizer active without a touch, only legal state
/// transitions, no tab strip covering a list and no blank gap (nested scenes). A failure is shrunk to
/// a minimal reproducing trace that `--replay` re-runs.
struct Fuzzer {
    let catalog: SceneCatalog
    let seed: UInt64
    let eventCount: Int
    /// A scene id, or nil for all (each scene in turn; the stream also switches scenes by key).
    let scene: String?
    /// What is checked after each event and every fourth tick.
    var invariants: Invariants = Self.sessionInvariants

    /// The first broken invariant of a sandbox after `handled` events, or nil. The fuzzer checks the
    /// session's own (`sessionInvariants`); tests pass a check that breaks on purpose to exercise the
    /// failure path (report, shrink, trace) without a real bug.
    typealias Invariants = @Sendable (_ sandbox: Sandbox, _ handled: Int) -> String?

    static let sessionInvariants: Invariants = { sandbox, _ in sandbox.session.firstInvariantViolation() }

    struct Failure {
        var violation: String
        var eventIndex: Int
        var events: [InputEvent]
        var sceneID: String
        var hz: Int
        var device = Device.fifteen
        var landscape = false
    }

    struct Report {
        var events: Int
        var ticks: Int
        var seconds: Double
        var failure: Failure?
        var rssGrowthMB: Double
    }

    func run() -> Report {
        let clock = ContinuousClock()
        let start = clock.now
        let scenes = scene.map { [$0] } ?? catalog.scenes.map(\.id)
        var done = 0
        var ticks = 0
        var rssMid = 0.0
        for (k, id) in scenes.enumerated() {
            // Scene k gets events [N·k/S, N·(k+1)/S): every count adds up, even below one per scene.
            let n = eventCount * (k + 1) / scenes.count - eventCount * k / scenes.count
            let result = Self.check(
                catalog: catalog, scene: id, seed: seed &+ UInt64(k), count: n, hz: k % 2 == 0 ? 120 : 60, events: nil,
                invariants: invariants)
            ticks += result.ticks
            if let f = result.failure {
                let elapsed = clock.now - start
                return Report(
                    events: done + f.eventIndex + 1, ticks: ticks, seconds: Bench.nanoseconds(elapsed) / 1e9, failure: f, rssGrowthMB: 0)
            }
            done += n
            if k == scenes.count / 2 { rssMid = Bench.peakRSSMegabytes() }
        }
        let elapsed = clock.now - start
        let growth = rssMid > 0 ? max(0, Bench.peakRSSMegabytes() - rssMid) : 0
        return Report(events: done, ticks: ticks, seconds: Bench.nanoseconds(elapsed) / 1e9, failure: nil, rssGrowthMB: growth)
    }

    /// Runs `count` generated events (or the given `events`) on a fresh sandbox; returns the first
    /// failure and the number of ticks run. Events are recorded with their effective (clamped) times.
    static func check(
        catalog: SceneCatalog, scene: String, seed: UInt64, count: Int, hz: Int, events given: [InputEvent]?,
        device: Device = .fifteen, landscape: Bool = false, feel: Feel? = nil, invariants: Invariants = sessionInvariants
    ) -> (failure: Failure?, ticks: Int) {
        guard let index = catalog.scenes.firstIndex(where: { $0.id == scene }) else { return (nil, 0) }
        let sandbox = Sandbox(catalog: catalog, sceneIndex: index, device: device, landscape: landscape, hz: hz, feel: feel)
        var generator = EventGenerator(seed: seed, viewport: sandbox.viewport)
        var recorded: [InputEvent] = []
        func failure(_ v: String, _ i: Int) -> Failure {
            Failure(violation: v, eventIndex: i, events: recorded, sceneID: scene, hz: hz, device: device, landscape: landscape)
        }
        recorded.reserveCapacity(given?.count ?? count)
        var tick = 0.0
        var ticks = 0
        let total = given?.count ?? count
        var handled = 0
        func violation() -> String? { invariants(sandbox, handled) }
        for i in 0..<total {
            let e = sandbox.effective(given?[i] ?? generator.next())
            recorded.append(e)
            // Ticks up to the event.
            while sandbox.nextTick(after: tick, toward: e.time) <= e.time {
                tick = sandbox.nextTick(after: tick, toward: e.time)
                sandbox.advance(to: tick)
                ticks += 1
                if ticks % 4 == 0, let v = violation() {
                    // Keep event i: a replay ticks up to its time, which is where this broke.
                    return (failure(v, i), ticks)
                }
            }
            sandbox.handle(e)
            handled += 1
            if let v = violation() { return (failure(v, i), ticks) }
        }
        // Then until everything rests (as `--settle`): a release's bounce happens after the last event.
        let end = tick + Sandbox.settleLimit
        while !sandbox.session.isIdle && tick < end {
            tick += 1.0 / Double(sandbox.hz)
            sandbox.advance(to: tick)
            ticks += 1
            if let v = violation() { return (failure(v, max(0, total - 1)), ticks) }
        }
        return (nil, ticks)
    }

    /// Shrinks a failing event list (delta debugging: drop chunks while it still fails), at most
    /// `budget` re-runs. Returns the smaller list (always still failing).
    static func minimize(
        _ f: Failure, catalog: SceneCatalog, budget: Int = 300, invariants: Invariants = sessionInvariants
    ) -> Failure {
        var best = f
        var runs = 0
        var chunk = max(1, best.events.count / 2)
        while chunk >= 1 && runs < budget {
            var i = 0
            var removed = false
            while i < best.events.count && runs < budget {
                var candidate = best.events
                candidate.removeSubrange(i..<min(i + chunk, candidate.count))
                runs += 1
                let g = check(
                    catalog: catalog, scene: best.sceneID, seed: 0, count: 0, hz: best.hz, events: candidate, device: best.device,
                    landscape: best.landscape, invariants: invariants
                ).failure
                if let g {
                    best = g
                    removed = true
                } else {
                    i += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }
}
