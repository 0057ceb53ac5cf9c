import Foundation
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport

/// The recorded traces of #34's bug-class scenes (`Fixtures/bug-classes/<name>.ndjson`): written from
/// the gestures in code when missing or with `SCROLLLAB_RECORD=1`, then replayed as files (so the
/// trace format is exercised and `--replay` reproduces the test's run).
enum SceneFixtures {
    static func trace(_ name: String, _ gestures: () -> Trace) throws -> Trace {
        let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/\(name).ndjson")
        if Snapshot.recording || !FileManager.default.fileExists(atPath: url.path) {
            try gestures().ndjson().write(to: url, atomically: true, encoding: .utf8)
        }
        return try Trace.parse(try Data(contentsOf: url), path: url.path)
    }

    /// Replays `trace` tick by tick at its rate, calling `sample` after every tick, until
    /// `after` seconds past its last event. Its grid is `k / hz` exactly (the tests read samples at
    /// those times), not `ReplayDriver`'s running sum of `1 / hz` — so this stays a loop of its own.
    static func replay(
        _ trace: Trace, after: Double = 1.5, in scenes: SceneCatalog = catalog, _ sample: (Double, Sandbox) -> Void
    ) throws -> Sandbox {
        let s = try SessionFactory.sandbox(catalog: scenes, trace: trace)
        let hz = Double(trace.header.hz)
        var i = 0
        var k = 0
        while Double(k) / hz <= trace.duration + after {
            let tick = Double(k) / hz
            while i < trace.events.count && trace.events[i].time <= tick {
                s.handle(trace.events[i])
                i += 1
            }
            s.advance(to: tick)
            sample(tick, s)
            k += 1
        }
        return s
    }
}
