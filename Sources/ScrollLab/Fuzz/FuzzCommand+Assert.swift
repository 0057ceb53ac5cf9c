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
    /// while the same assertion still fails, and written as a trace `report` opens. An `at EVENT` or
    /// `between` whose event a run never makes holds vacuously there; one no run made is named at the end.
    func runAssertions(_ path: String, catalog: SceneCatalog, sceneID: String?) throws -> Int32 {
        guard let id = sceneID else { throw UsageError("fuzz: --assert needs one scene: --scene ID|FILE.json") }
        let setup = SessionSetup(scene: id, hz: 120)
        let header = Trace.Header(setup, definition: catalog.scene(withID: id).flatMap(TraceScene.value))
        let file = try Self.assertions(path, Trace(header: header, events: []), catalog: catalog)
        try checkTraceFolder("assert")
        let viewport = try SessionFactory.sandbox(catalog: catalog, setup: setup).viewport
        var done = 0
        var run = 0
        var judged = Set<Int>()
        var vacuous: [Int: String] = [:]
        while done < options.events {
            let n = min(Self.assertRunLength, options.events - done)
            let events = Self.generated(n, seed: options.seed &+ UInt64(run), viewport: viewport)
            let verdict = try Self.judged(file, header, events, catalog: catalog)
            if let failing = verdict.failure {
                let small = try Self.shrunk(file, header, events, failing, catalog: catalog)
                let out = try writeTrace(Trace(header: header, events: small.events), "assert")
                say(
                    "fuzz --assert: \(small.line) (scene \(id), seed \(options.seed), run \(run + 1)); reproducing trace (\(small.events.count) events) written to \(out); open it: scrolllab report \(out) --out report.html"
                )
                return 1
            }
            vacuous.merge(verdict.vacuous) { a, _ in a }
            judged.formUnion(file.assertions.indices.filter { verdict.vacuous[$0] == nil })
            done += n
            run += 1
        }
        let count = file.assertions.count
        let hold = count == 1 ? "the 1 assertion holds" : "all \(count) assertions hold"
        let never = vacuous.keys.filter { !judged.contains($0) }.sorted().map { i in
            let a = file.assertions[i]
            return "\(a.origin.map { "\($0) " } ?? "")assertion '\(a.name)' (\(vacuous[i] ?? ""))"
        }
        let unjudged = never.isEmpty ? "" : "; never judged, its event never happening in any run: " + never.joined(separator: ", ")
        try StandardOutput.print(
            "fuzz --assert: \(done) events over \(run) run\(run == 1 ? "" : "s") on \(id) (seed \(options.seed)): \(hold)\(unjudged)")
        return 0
    }

    /// `n` generated touch and wheel events (keys left out) from `seed`, times clamped as the sandbox uses them.
    static func generated(_ n: Int, seed: UInt64, viewport: Size) -> [InputEvent] {
        var generator = EventGenerator(seed: seed, viewport: viewport)
        var events: [InputEvent] = []
        while events.count < n {
            let e = generator.next()
            if case .key = e { continue }
            events.append(e)
        }
        return Fuzzer.clampedToNow(events, from: 0)
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
        let all = (scene?.assertions ?? []) + (own?.assertions ?? [])
        guard let first = own ?? scene, !all.isEmpty else {
            if own == nil {
                throw UsageError("fuzz --assert scene: scene '\(id)' states no assertions (its \"assertions\" field, docs/CHECK.md)")
            }
            throw UsageError("fuzz --assert \(path): states no assertions (its \"assertions\" list is empty); nothing to check")
        }
        return AssertionFile(path: first.path, assertions: all)
    }

    /// The first failing assertion's name and line for `events` (an event never made holds), or nil when all hold.
    static func failure(_ file: AssertionFile, _ header: Trace.Header, _ events: [InputEvent], catalog: SceneCatalog)
        throws(UsageError) -> (name: String, line: String)?
    {
        try judged(file, header, events, catalog: catalog).failure
    }

    /// `events` replayed and judged with an event that never happens holding vacuously: the first
    /// failure, and the assertions that held only so (by index, with the problem `check` would name).
    static func judged(_ file: AssertionFile, _ header: Trace.Header, _ events: [InputEvent], catalog: SceneCatalog)
        throws(UsageError) -> (failure: (name: String, line: String)?, vacuous: [Int: String])
    {
        let run = try AssertionRun.replay(
            Trace(header: header, events: events), catalog: catalog, rows: AssertionRows.names(file), keeping: AssertionKeep(file))
        let verdicts = AssertionVerdict.judge(file, run, missingEventHolds: true)
        var vacuous: [Int: String] = [:]
        for (i, strict) in AssertionVerdict.judge(file, run).enumerated() where verdicts[i].passed && !strict.passed {
            vacuous[i] = strict.failure?.problem ?? ""
        }
        guard let v = verdicts.first(where: { !$0.passed }), let line = v.line else { return (nil, vacuous) }
        return ((v.assertion.name, line), vacuous)
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
