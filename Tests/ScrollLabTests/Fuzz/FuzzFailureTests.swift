import Foundation
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollCLI
@testable import ScrollFuzz
@testable import ScrollLab

/// The fuzzer's failure path — the line naming scene, event and seed, the shrunk trace that
/// replays — exercised with an invariant broken on purpose (the session's own never break).
@Suite struct FuzzFailureTests {
    /// Breaks once `n` events have been handled, in any scene.
    static func breaks(after n: Int) -> Fuzzer.Invariants {
        { _, handled in handled >= n ? "made-up violation" : nil }
    }

    /// `--out DIR` is made when missing, parents too (issue #40), and the failure's trace lands in it.
    @Test func outCreatesItsFolder() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("a/b")
        var options = FuzzOptions()
        options.seed = 3
        options.events = 200
        options.scene = "basic-scroll"
        options.out = out.path
        var lines: [String] = []
        #expect(try FuzzCommand(options: options, invariants: Self.breaks(after: 10), say: { lines.append($0) }).run() == 1)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("fuzz-failure-seed-3.ndjson").path))
        let file = Paths.temporaryDirectory().appendingPathComponent("f")
        try Data().write(to: file)
        options.out = file.path
        #expect(throws: UsageError("fuzz --out \(file.path): is a file, not a folder")) {
            try FuzzCommand(options: options, invariants: Self.breaks(after: 10), say: { _ in }).run()
        }
    }

    /// A second failure in the same `--out` takes a fresh name (claimed with `O_EXCL`, as F9 does): the
    /// earlier trace is never replaced, and the line names the file written.
    @Test func aSecondFailureTakesAFreshName() throws {
        let out = Paths.temporaryDirectory()
        var options = FuzzOptions()
        options.seed = 5
        options.events = 100
        options.scene = "basic-scroll"
        options.out = out.path
        var lines: [String] = []
        let command = FuzzCommand(options: options, invariants: Self.breaks(after: 3), say: { lines.append($0) })
        #expect(try command.run() == 1)
        let first = out.appendingPathComponent("fuzz-failure-seed-5.ndjson").path
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: first))
        #expect(try command.run() == 1)
        let second = out.appendingPathComponent("fuzz-failure-seed-5-2.ndjson").path
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("written to \(second); replay: scrolllab --headless --replay \(second)") == true, "\(lines)")
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "kept\n")
        #expect(try Trace.load(second).header.scene == "basic-scroll")
    }

    @Test func aFailureNamesItsSeedAndWritesAShrunkTraceThatReplays() throws {
        let out = Paths.temporaryDirectory()
        var options = FuzzOptions()
        options.seed = 7
        options.events = 2000
        options.scene = "profile"
        options.out = out.path
        var lines: [String] = []
        let status = try FuzzCommand(options: options, invariants: Self.breaks(after: 40), say: { lines.append($0) }).run()
        let trace = out.appendingPathComponent("fuzz-failure-seed-7.ndjson").path
        #expect(status == 1)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("fuzz: invariant broken in scene profile at event 40 (seed 7): made-up violation; reproducing trace ("))
        #expect(line.hasSuffix("written to \(trace); replay: scrolllab --headless --replay \(trace)"))
        let parsed = try Trace.load(trace)
        #expect(parsed.events.count <= 40)  // shrunk as far as the (count-based) failure allows
        #expect(parsed.header.scene == "profile")
        #expect(try runScrollLab(["--headless", "--replay", trace, "--settle"]).status == 0)
        // `fuzz --check` runs the same check over the trace and reports where it broke.
        var check = FuzzOptions()
        check.check = trace
        lines = []
        let n = parsed.events.count
        #expect(try FuzzCommand(options: check, invariants: Self.breaks(after: n), say: { lines.append($0) }).run() == 1)
        #expect(lines.first?.contains("invariant broken after event \(n + 1)") == true)
        #expect(try FuzzCommand(options: check, invariants: Self.breaks(after: n + 1), say: { lines.append($0) }).run() == 0)
    }
}
