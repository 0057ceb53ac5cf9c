import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollCheck
@testable import ScrollLab

/// `check --update`, edited expectation files, feels with their own files, shards and threads.
@Suite struct CheckUpdateTests {
    typealias T = CheckCommandTests

    /// Deleting fields, loosening a tolerance and adding a checkpoint at a chosen time all check;
    /// `--update` then keeps that shape and says which value it changed.
    @Test func anEditedExpectationChecksAndUpdateKeepsItsShape() throws {
        let dir = try T.folderWithBug()
        let path = dir.appendingPathComponent("bug.expect.json")
        var e = try Expectation.load(path.path)
        e.checkpoints[0].state = .object(["header": .object(["collapse": .number(141.4)])])  // fields deleted
        e.checkpoints[0].tolerance = 1  // loosened: 141.4 is within 1 of 141
        e.checkpoints.insert(.init(when: .time(0.4), state: .object(["pager": .object(["page": .number(0)])])), at: 0)
        try e.text.write(to: path, atomically: true, encoding: .utf8)
        let r = try T.check(["bug.ndjson"], in: dir)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout == "1 passed, 0 failed\n")

        e.checkpoints[1].tolerance = 0.25
        try e.text.write(to: path, atomically: true, encoding: .utf8)
        let strict = try T.check(["bug.ndjson"], in: dir)
        #expect(strict.stdout == "bug.ndjson @ 0.700 s: header.collapse 141.4 → 141 (±0.25)\n0 passed, 1 failed\n")

        let u = try T.check(["--update", "bug.ndjson"], in: dir)
        #expect(u.status == 0)
        #expect(
            u.stdout
                == "  bug.expect.json @ 0.700 s: header.collapse 141.4 → 141\nupdated bug.expect.json (1 value changed)\n1 passed, 0 failed\n"
        )
        let kept = try Expectation.load(path.path)
        #expect(kept.checkpoints.count == e.checkpoints.count)
        #expect(kept.checkpoints[0].when == .time(0.4))
        #expect(kept.checkpoints[1].tolerance == 0.25)
        #expect(kept.checkpoints[1].state == .object(["header": .object(["collapse": .number(141)])]))
        // Nothing changed: nothing written, nothing said.
        let again = try T.check(["--update", "bug.ndjson"], in: dir)
        #expect(again.stdout == "1 passed, 0 failed\n")
    }

    /// A trace without a lift has only the end checkpoint, and says so in the singular.
    @Test func aTraceWithoutALiftGetsOneCheckpoint() throws {
        let dir = Paths.temporaryDirectory()
        let trace = """
            {"trace":1,"device":"15","scene":"basic-scroll","hz":120}
            {"t":0,"kind":"down","id":1,"x":200,"y":600}
            {"t":0.1,"kind":"move","id":1,"x":200,"y":500}

            """
        try trace.write(to: dir.appendingPathComponent("held.ndjson"), atomically: true, encoding: .utf8)
        let r = try T.check(["--update", "held.ndjson"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "created held.expect.json (1 checkpoint)\n1 passed, 0 failed\n")
    }

    /// A feel that behaves differently gets `NAME.<feel>.expect.json`; one that behaves the same uses
    /// the shared file, which the trace's own feel (ios) keeps.
    @Test func aFeelThatBehavesDifferentlyGetsItsOwnFile() throws {
        let dir = try T.folderWithBug()
        let shared = try Data(contentsOf: dir.appendingPathComponent("bug.expect.json"))
        let u = try T.check(["--update", "--feel", "ios,android", "--hz", "60,120", "bug.ndjson"], in: dir)
        #expect(u.status == 0, "\(u.stdout)")
        #expect(u.stdout == "created bug.android.expect.json (3 checkpoints)\n4 passed, 0 failed\n")
        #expect(try Data(contentsOf: dir.appendingPathComponent("bug.expect.json")) == shared)
        let r = try T.check(["--feel", "ios,android", "bug.ndjson"], in: dir)
        #expect(r.stdout == "2 passed, 0 failed\n")
        // Without its own file android fails against the shared one.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("bug.android.expect.json"))
        let without = try T.check(["--feel", "android", "bug.ndjson"], in: dir)
        #expect(without.status == 1)
        #expect(without.stdout.hasPrefix("bug.ndjson (120 Hz · android) @ 0.700 s: "))
    }

    /// Every path lands in exactly one shard, the same one on every run (FNV-1a, not `Hasher`).
    @Test func shardsAreDisjointAndCoverTheSet() throws {
        let paths = (0..<500).map { "corpus/\($0 % 7)/trace-\($0).ndjson" }
        for n in 1...8 {
            let shards = (1...n).map { CheckCorpus.shard(paths, index: $0, count: n) }
            #expect(shards.map(\.count).reduce(0, +) == paths.count, "N=\(n)")
            #expect(Set(shards.flatMap { $0 }) == Set(paths), "N=\(n)")
            if n > 1 { #expect(shards.allSatisfy { !$0.isEmpty && $0.count < paths.count }, "N=\(n)") }
        }
        #expect(CheckCorpus.stableHash("check/bug.ndjson") == 0xeb1e_99cf_597a_a8e8)
        #expect(CheckCorpus.stableHash("./check/bug.ndjson") == CheckCorpus.stableHash("check/bug.ndjson"))
    }

    /// The same through the command line: the shards' failing traces (no expectation files) are
    /// disjoint and together every trace.
    @Test func shardsOnTheCommandLine() throws {
        let dir = Paths.temporaryDirectory()
        let names = (0..<12).map { "t\($0).ndjson" }
        for n in names { try FileManager.default.copyItem(at: T.bug, to: dir.appendingPathComponent(n)) }
        var seen: [String] = []
        for i in 1...3 {
            let r = try T.check(["--shard", "\(i)/3", "."], in: dir)
            seen += r.stdout.split(separator: "\n").filter { $0.hasPrefix("./") }.map { String($0.prefix { $0 != ":" }) }
        }
        #expect(seen.sorted() == names.map { "./" + $0 }.sorted())
        let bad = try T.check(["--shard", "4/3", "."], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr == "scrolllab: check: --shard must be I/N with 1 ≤ I ≤ N ≤ 100000 (got '4/3')\n")
    }

    /// Threads share nothing mutable: the corpus replayed on four threads at once gives exactly the
    /// states one thread gives.
    @Test func threadsGiveTheStatesOneThreadGives() throws {
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        let traces = try CheckCorpus.traces([T.fixtures.appendingPathComponent("hostile").path, T.bug.path]).map {
            try Trace.load($0)
        }
        let work: @Sendable (Trace) -> JSONValue = { trace in
            (try? CheckReplay.run(trace, catalog: catalog, hz: nil, feel: nil, times: CheckReplay.lifts(trace.events)))
                .map { .array($0.states + [$0.end]) } ?? .null
        }
        let one = CheckPool.map(traces + traces, jobs: 1, work)
        let four = CheckPool.map(traces + traces, jobs: 4, work)
        #expect(one == four)
        #expect(!one.contains(.null))
    }
}
