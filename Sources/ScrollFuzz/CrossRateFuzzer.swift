import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession

/// `scrolllab fuzz --rates` (#46 class 8): DESIGN.md's contract that the same trace gives the same
/// state within 0.5 pt at 60 and 120 Hz, checked on generated traces (`CrossRateStream`: wheel and
/// catch, fling and catch, animation and touch, pull and drag, rotation mid-swipe). Each scene's trace
/// is replayed at both rates; every scroll view's offset is compared right after every event (the
/// state at the event's own time) and once both have settled. A difference is shrunk to a smaller
/// trace that still differs.
public struct CrossRateFuzzer {
    public let catalog: SceneCatalog
    public let seed: UInt64
    /// Events per scene, about (whole streams).
    public let eventsPerScene: Int
    /// A scene id, or nil for all.
    public let scene: String?

    public init(catalog: SceneCatalog, seed: UInt64, eventsPerScene: Int, scene: String?) {
        self.catalog = catalog
        self.seed = seed
        self.eventsPerScene = eventsPerScene
        self.scene = scene
    }
    /// How far two rates may differ, points.
    public static let tolerance = 0.5

    public struct Failure {
        public var sceneID: String
        public var events: [InputEvent]
        public var message: String
    }

    public struct Report {
        public var scenes = 0
        public var events = 0
        public var comparisons = 0
        public var failure: Failure?
    }

    public func run() -> Report {
        var report = Report()
        for (k, id) in (scene.map { [$0] } ?? catalog.scenes.map(\.id)).enumerated() {
            guard let sandbox = try? SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: id, hz: 120)) else { continue }
            let events = Self.trace(seed: seed &+ UInt64(k), viewport: sandbox.viewport, events: eventsPerScene)
            report.scenes += 1
            report.events += events.count
            report.comparisons += events.count + 1
            if let message = Self.difference(catalog: catalog, scene: id, events: events) {
                let small = Self.minimize(Failure(sceneID: id, events: events, message: message), catalog: catalog)
                report.failure = small
                return report
            }
        }
        return report
    }

    /// Streams one after another, 0.3–1.5 s apart, until `events` events.
    public static func trace(seed: UInt64, viewport: Size, events: Int) -> [InputEvent] {
        var rng = SplitMix(seed: seed)
        var out: [InputEvent] = []
        var t = 0.1
        while out.count < events {
            let stream = CrossRateStream.next(from: t, viewport: viewport, rng: &rng)
            out += stream
            t = (stream.last?.time ?? t) + 0.3 + rng.unit() * 1.2
        }
        return out
    }

    /// The first place the two rates differ by more than `tolerance`, as a line, or nil.
    public static func difference(catalog: SceneCatalog, scene: String, events: [InputEvent]) -> String? {
        let a = snapshots(catalog: catalog, scene: scene, hz: 60, events: events)
        let b = snapshots(catalog: catalog, scene: scene, hz: 120, events: events)
        for (i, (x, y)) in zip(a, b).enumerated() {
            let at = i < events.count ? "after event \(i + 1) (t=\(events[i].time))" : "at rest"
            guard x.count == y.count else { return "\(at): \(x.count) scroll views at 60 Hz, \(y.count) at 120 Hz" }
            for (p, q) in zip(x, y) {
                let d = max(abs(p.offset.x - q.offset.x), abs(p.offset.y - q.offset.y))
                if p.id != q.id || !(d <= tolerance) {
                    return "\(at): \(p.id) at (\(p.offset.x), \(p.offset.y)) at 60 Hz, (\(q.offset.x), \(q.offset.y)) at 120 Hz"
                }
            }
        }
        return a.count == b.count ? nil : "the replays stopped after \(a.count) and \(b.count) states"
    }

    /// Every scroll view's state right after each event, then once settled.
    public static func snapshots(catalog: SceneCatalog, scene: String, hz: Int, events: [InputEvent]) -> [[SceneState.ScrollViewState]] {
        guard let sandbox = try? SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: scene, hz: hz)) else { return [] }
        var out: [[SceneState.ScrollViewState]] = []
        ReplayDriver(settle: true).run(sandbox, events, eachEvent: { _ in out.append(sandbox.session.scrollViewStates()) })
        out.append(sandbox.session.scrollViewStates())
        return out
    }

    /// Drops chunks of events while the rates still differ (at most `budget` comparisons).
    public static func minimize(_ f: Failure, catalog: SceneCatalog, budget: Int = 200) -> Failure {
        EventShrinker.shrink(f, events: \.events, budget: budget) { candidate in
            difference(catalog: catalog, scene: f.sceneID, events: candidate).map {
                Failure(sceneID: f.sceneID, events: candidate, message: $0)
            }
        }
    }
}
