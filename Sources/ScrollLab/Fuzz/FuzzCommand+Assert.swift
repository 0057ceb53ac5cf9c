import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollFuzz
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

extension FuzzCommand {
    /// Generated events per run of `--assert`: each run starts the scene afresh, so a failure shrinks
    /// from at most this many.
    static let assertRunLength = 200

    /// `fuzz --assert FILE --scene ID|FILE`: the user's assertions as invariants over generated touch and
    /// wheel input on their scene (keys left out: they switch scenes and techniques), in runs of
    /// `assertRunLength` events from a fresh session; the first failing run is shrunk (`EventShrinker`)
    /// while the same assertion still fails, and written as a trace `report` opens.
    func runAssertions(_ path: String, catalog: SceneCatalog, sceneID: String?) throws -> Int32 {
        guard let id = sceneID else { throw UsageError("fuzz: --assert needs one scene: --scene ID|FILE.json") }
        let setup = SessionSetup(scene: id, hz: 120)
        let header = Trace.Header(setup, definition: catalog.scene(withID: id).flatMap(TraceScene.value))
        let file = try Self.assertions(path, Trace(header: header, events: []), catalog: catalog)
        let outDir = options.out ?? FileManager.default.currentDirectoryPath
        let out = URL(fileURLWithPath: outDir).appendingPathComponent("fuzz-assert-seed-\(options.seed).ndjson").path
        try OutputFile.checkWritable(out, flag: "fuzz --out")
        let viewport = try SessionFactory.sandbox(catalog: catalog, setup: setup).viewport
        var done = 0
        var run = 0
        while done < options.events {
            let n = min(Self.assertRunLength, options.events - done)
            var generator = EventGenerator(seed: options.seed &+ UInt64(run), viewport: viewport)
            var events: [InputEvent] = []
            while events.count < n {
                let e = generator.next()
                if case .key = e { continue }
                events.append(e)
            }
            events = Fuzzer.clampedToNow(events, from: 0)
            if let failing = try Self.failure(file, header, events, catalog: catalog) {
                let small = try Self.shrunk(file, header, events, failing, catalog: catalog)
                try OutputFile.write(Data(Trace(header: header, events: small.events).ndjson().utf8), to: out, flag: "fuzz --out")
                say(
                    "fuzz --assert: \(small.line) (scene \(id), seed \(options.seed), run \(run + 1)); reproducing trace (\(small.events.count) events) written to \(out); open it: scrolllab report \(out) --out report.html"
                )
                return 1
            }
            done += n
            run += 1
        }
        try StandardOutput.print(
            "fuzz --assert: \(done) events over \(run) runs on \(id) (seed \(options.seed)): all \(file.assertions.count) assertions hold")
        return 0
    }

    /// The scene's assertions (its `assertions` field) and then `path`'s — or the scene's alone when
    /// `path` is `scene` — each checked against the scene (docs/CHECK.md "Assertions in a scene").
    static func assertions(_ path: String, _ empty: Trace, catalog: SceneCatalog) throws(UsageError) -> AssertionFile {
        let id = empty.header.scene
        let scene = try AssertionFile.ofScene(empty, catalog: catalog, label: catalog.files[id] ?? "scene '\(id)'")
        var own: AssertionFile?
        if path != FuzzOptions.sceneAssertions {
            let file = try AssertionFile.load(path)
            try AssertionRun.check(file, names: try AssertionRun.initialValues(empty, catalog: catalog, rows: AssertionRows.names(file)))
            own = file
        }
        guard let first = own ?? scene else {
            throw UsageError("fuzz --assert scene: scene '\(id)' states no assertions (its \"assertions\" field, docs/CHECK.md)")
        }
        return AssertionFile(path: first.path, assertions: (scene?.assertions ?? []) + (own?.assertions ?? []))
    }

    /// The first failing assertion's name and line for `events`, or nil when all hold.
    static func failure(_ file: AssertionFile, _ header: Trace.Header, _ events: [InputEvent], catalog: SceneCatalog)
        throws(UsageError) -> (name: String, line: String)?
    {
        let run = try AssertionRun.replay(Trace(header: header, events: events), catalog: catalog, rows: AssertionRows.names(file))
        guard let v = AssertionVerdict.judge(file, run).first(where: { !$0.passed }), let line = v.line else { return nil }
        return (v.assertion.name, line)
    }

    /// `events` shrunk while the assertion `first` names still fails (at most 300 re-runs).
    static func shrunk(
        _ file: AssertionFile, _ header: Trace.Header, _ events: [InputEvent], _ first: (name: String, line: String),
        catalog: SceneCatalog
    ) throws(UsageError) -> AssertFailure {
        let only = AssertionFile(path: file.path, assertions: file.assertions.filter { $0.name == first.name })
        return EventShrinker.shrink(AssertFailure(events: events, line: first.line), events: \.events, budget: 300) { candidate in
            guard let f = try? failure(only, header, candidate, catalog: catalog) else { return nil }
            return AssertFailure(events: candidate, line: f.line)
        }
    }

    /// A run an assertion fails: its events and the failure line.
    struct AssertFailure {
        var events: [InputEvent]
        var line: String
    }
}
