import Foundation
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession

/// `scrolllab fuzz`: feeds generated input through a sandbox and checks every invariant after every
/// event and every tick: no NaN or infinite offsets or velocities, overscroll within the rubber band,
/// at most one exclusive owner per touch, no recognizer active without a touch, only legal state
/// transitions, no tab strip covering a list and no blank gap (nested scenes). A failure is shrunk to
/// a minimal reproducing trace that `--replay` re-runs.
public struct Fuzzer {
    public let catalog: SceneCatalog
    public let seed: UInt64
    public let eventCount: Int
    /// A scene id, or nil for all (each scene in turn; the stream also switches scenes by key).
    public let scene: String?
    /// What is checked after each event and every fourth tick.
    public var invariants: Invariants = Self.sessionInvariants

    public init(catalog: SceneCatalog, seed: UInt64, eventCount: Int, scene: String?) {
        self.catalog = catalog
        self.seed = seed
        self.eventCount = eventCount
        self.scene = scene
    }

    /// The first broken invariant of a sandbox after `handled` events, or nil. The fuzzer checks the
    /// session's own (`sessionInvariants`); tests pass a check that breaks on purpose to exercise the
    /// failure path (report, shrink, trace) without a real bug.
    public typealias Invariants = @Sendable (_ sandbox: Sandbox, _ handled: Int) -> String?

    public static let sessionInvariants: Invariants = { sandbox, _ in sandbox.session.firstInvariantViolation() }

    public struct Failure {
        public var violation: String
        public var eventIndex: Int
        public var events: [InputEvent]
        /// The session it broke in (scene, device, orientation, rate, feel): a trace's header.
        public var setup: SessionSetup
        public var sceneID: String { setup.scene }
        public var hz: Int { setup.hz }
    }

    public struct Report {
        public var events: Int
        public var ticks: Int
        public var seconds: Double
        public var failure: Failure?
        public var rssGrowthMB: Double
    }

    public func run() -> Report {
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
                catalog: catalog, setup: SessionSetup(scene: id, hz: k % 2 == 0 ? 120 : 60), seed: seed &+ UInt64(k), count: n,
                events: nil, invariants: invariants)
            ticks += result.ticks
            if let f = result.failure {
                let elapsed = clock.now - start
                return Report(
                    events: done + f.eventIndex + 1, ticks: ticks, seconds: ProcessFigures.nanoseconds(elapsed) / 1e9, failure: f,
                    rssGrowthMB: 0)
            }
            done += n
            if k == scenes.count / 2 { rssMid = ProcessFigures.peakRSSMegabytes() }
        }
        let elapsed = clock.now - start
        let growth = rssMid > 0 ? max(0, ProcessFigures.peakRSSMegabytes() - rssMid) : 0
        return Report(events: done, ticks: ticks, seconds: ProcessFigures.nanoseconds(elapsed) / 1e9, failure: nil, rssGrowthMB: growth)
    }

    /// Runs `count` generated events (or the given `events`) on a fresh sandbox of `setup` with
    /// `ReplayDriver` — the tick grid `--replay` runs, settling after the last event — checking the
    /// invariants after every event and every fourth tick; returns the first failure and the number of
    /// ticks run. Events are recorded with the times the sandbox takes them (`Sandbox.clampedToNow`).
    public static func check(
        catalog: SceneCatalog, setup: SessionSetup, seed: UInt64, count: Int, events given: [InputEvent]?,
        invariants: @escaping Invariants = sessionInvariants
    ) -> (failure: Failure?, ticks: Int) {
        guard let sandbox = try? SessionFactory.sandbox(catalog: catalog, setup: setup) else { return (nil, 0) }
        var generator = EventGenerator(seed: seed, viewport: sandbox.viewport)
        let events = Self.clampedToNow(given ?? (0..<count).map { _ in generator.next() }, from: sandbox.time)
        let outcome = ReplayDriver(settle: true, invariants: invariants).run(sandbox, events)
        guard let v = outcome.violation else { return (nil, outcome.ticks) }
        let failure = Failure(
            violation: v, eventIndex: outcome.eventIndex, events: Array(events.prefix(outcome.eventIndex + 1)), setup: setup)
        return (failure, outcome.ticks)
    }

    /// `events` at the times a sandbox at `start` takes them: none earlier than one before it (time
    /// never runs backwards, `Sandbox.clampedToNow`).
    public static func clampedToNow(_ events: [InputEvent], from start: Double) -> [InputEvent] {
        var now = start
        return events.map { e in
            let taken = e.time < now ? e.shifted(by: now - e.time) : e
            now = max(now, taken.time)
            return taken
        }
    }

    /// Shrinks a failing event list (delta debugging: drop chunks while it still fails), at most
    /// `budget` re-runs. Returns the smaller list (always still failing).
    public static func minimize(
        _ f: Failure, catalog: SceneCatalog, budget: Int = 300, invariants: @escaping Invariants = sessionInvariants
    ) -> Failure {
        EventShrinker.shrink(f, events: \.events, budget: budget) { candidate in
            check(catalog: catalog, setup: f.setup, seed: 0, count: 0, events: candidate, invariants: invariants).failure
        }
    }
}
