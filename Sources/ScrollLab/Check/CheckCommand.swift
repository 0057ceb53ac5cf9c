import Foundation
import ScrollCLI
import ScrollCheck
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// `scrolllab check`: every trace under the paths (this shard's), loaded and validated first — a bad
/// trace or expectation file is one line naming it, exit 2, nothing run or written — then replayed
/// at each rate × feel on `--jobs` threads and compared with its expectation file (docs/CHECK.md).
/// Prints, per trace, the line saying it runs on a changed scene (`CurrentScenes`), its first differing
/// value and how many more (`--verbose`: every one), then `N passed, N failed`; exit 0, or 1 when any
/// failed.
struct CheckCommand {
    let options: CheckOptions
    let catalog: SceneCatalog
    /// The scenes that replace the ones traces embed (`--scene`, `--scenes`, `SCROLLLAB_SCENES`).
    var scenes = CurrentScenes(current: [:])
    var environment = ProcessInfo.processInfo.environment
    /// Where the lines go: stdout, every write checked (`StandardOutput`: a full or closed stdout is
    /// exit 1, never a pass that printed nothing).
    var say: (String) throws(IOFailure) -> Void = StandardOutput.print

    /// `--update` is refused when `CI` is set to anything but empty, `0` or `false` (a record mode
    /// never runs in CI: a job would pass by rewriting what it checks).
    func run() throws -> Int32 {
        if options.update, let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            throw UsageError("check --update is refused when CI is set: expectations are written by a person, then reviewed")
        }
        var paths = try CheckCorpus.traces(options.paths)
        if let s = options.shard { paths = CheckCorpus.shard(paths, index: s.index, count: s.count) }
        let runner = CheckRunner(
            catalog: catalog, rates: options.rates.isEmpty ? [nil] : options.rates,
            feels: options.feels.isEmpty ? [nil] : options.feels, update: options.update)
        if let junit = options.junit {
            let inputs =
                options.feelFiles.map { ("--feel", $0) }
                + paths.flatMap { p in [("trace", p)] + runner.expectationPaths(p).map { ("expectation", $0) } }
            try FileIdentity.checkDistinct(inputs: inputs.map { ($0.0, Optional($0.1)) }, outputs: [("--junit", junit)])
            try OutputFile.checkWritable(junit, flag: "--junit")
        }
        let cases = try paths.map { (p) throws(UsageError) in try load(p, runner) }
        let start = ContinuousClock.now
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let results = CheckPool.map(cases, jobs: jobs) { c in Result { () throws(UsageError) in try runner.run(c) } }
        // Every trace ran (or one was refused: nothing is written) before any expectation file is.
        let perTrace = try results.map { (r) throws(UsageError) in try r.get() }
        let outcomes = perTrace.flatMap { $0 }
        for file in outcomes.flatMap(\.files) {
            try OutputFile.write(Data(file.text.utf8), to: file.path, flag: "check --update")
        }
        for o in perTrace {
            for line in Self.lines(o, verbose: options.verbose) { try say(line) }
        }
        let failed = outcomes.filter { !$0.passed }.count
        // A file without its trace is a failing testcase of its own in JUnit (`NAME (no trace)`), so a
        // CI report does not show all green beside exit 1; the tally counts traces only.
        var traceless = CheckCorpus.strays(options.paths)
        // Said by one shard only: the one its trace would be in (outside audit: every shard said each).
        if let s = options.shard { traceless = CheckCorpus.shard(traceless, index: s.index, count: s.count) { $0.trace } }
        let strays = traceless.map { s in
            (s.file, "\(s.file): its trace \(s.trace) is not there, so nothing checks it (rename it with its trace, or delete it)")
        }
        if let junit = options.junit {
            let lost = strays.map { CheckRunner.Outcome(path: $0.0, variant: "no trace", failures: [$0.1]) }
            let xml = CheckJUnit.xml(outcomes + lost, seconds: CheckRunner.seconds(ContinuousClock.now - start))
            try OutputFile.write(Data(xml.utf8), to: junit, flag: "--junit")
        }
        for s in strays { try say(s.1) }
        let stray = strays.isEmpty ? "" : ", \(strays.count) file\(strays.count == 1 ? "" : "s") without a trace"
        try say("\(outcomes.count - failed) passed, \(failed) failed" + stray + (paths.isEmpty ? " (this shard holds no traces)" : ""))
        return failed == 0 && strays.isEmpty ? 0 : 1
    }

    /// The trace (as `--headless --replay` loads it) and the expectation files beside it that exist.
    private func load(_ path: String, _ runner: CheckRunner) throws(UsageError) -> CheckRunner.Case {
        let (trace, note) = scenes.applied(to: try SessionFactory.load(path, catalog: catalog).trace, path: path)
        var expectations: [String: Expectation] = [:]
        for e in runner.expectationPaths(path) where FileManager.default.fileExists(atPath: e) {
            expectations[e] = try Expectation.load(e)
        }
        let id = trace.header.scene
        let sceneLabel =
            scenes.current[id] != nil || trace.header.definition == nil ? catalog.files[id] ?? "scene '\(id)'" : "\(path):1: definition"
        let assertions = try AssertionFile.forCheck(path, trace, catalog: catalog, sceneLabel: sceneLabel)
        let notes = [note.map { "\(path): \($0)" }, TraceScene.unknownSceneKey(trace, catalog: catalog, path: path)].compactMap { $0 }
        return CheckRunner.Case(
            path: path, trace: trace, expectations: expectations, note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
            assertions: assertions)
    }

    /// What one trace's outcomes print: its note, the first differing value of all its variants and
    /// `  … and N more` (every one with `verbose`), and what `--update` wrote.
    static func lines(_ outcomes: [CheckRunner.Outcome], verbose: Bool) -> [String] {
        var out = outcomes.first?.note.map { [$0] } ?? []
        let differing = outcomes.map { Array($0.failures.dropLast($0.assertionLines)) }
        let failures = differing.flatMap { $0 }
        if verbose || failures.count <= 1 {
            out += failures
        } else {
            let variants = differing.filter { !$0.isEmpty }.count
            let spread = variants > 1 ? " (in \(variants) runs)" : ""
            out += [failures[0], "  … and \(failures.count - 1) more\(spread); --verbose prints every one"]
        }
        // Every failing assertion: a person stated each one (audit 26: they hid behind `… and 1 more`).
        out += outcomes.flatMap { $0.failures.suffix($0.assertionLines) }
        return out + outcomes.flatMap(\.written)
    }
}
