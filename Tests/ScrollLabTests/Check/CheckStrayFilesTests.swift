import Foundation
import ScrollCheck
import TestSupport
import Testing

/// Assertion and expectation files in a checked folder whose trace is not beside them (audit 26,
/// finding 20: `old.assert.json` after its trace was renamed was silently ignored, so the rules a
/// person stated checked nothing and CI passed).
@Suite struct CheckStrayFilesTests {
    typealias T = CheckCommandTests

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    @Test func aFileWithoutItsTraceIsSaidAndFailsTheRun() throws {
        let dir = try T.folderWithBug()
        let rule = #"{"assertions": [{"name": "never past", "always": true, "that": "header.collapse <= header.maxCollapse"}]}"#
        try Self.write(rule, "traces/renamed.assert.json", in: dir)
        try Self.write("{}", "gone.ios-fast.expect.json", in: dir)
        // Beside their traces: the trace's own, a feel's, and one whose trace name has a dot.
        try Self.write(rule, "bug.assert.json", in: dir)
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("bug.expect.json"), to: dir.appendingPathComponent("bug.ios-fast.expect.json"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("bug.ndjson"), to: dir.appendingPathComponent("traces/v1.2.ndjson"))
        try Self.write(rule, "traces/v1.2.assert.json", in: dir)
        let r = try T.check(["traces", "."], in: dir)
        #expect(r.status == 1)
        #expect(
            r.stdout.split(separator: "\n").suffix(3)
                == [
                    "./gone.ios-fast.expect.json: its trace ./gone.ndjson is not there, so nothing checks it (rename it with its trace, or delete it)",
                    "traces/renamed.assert.json: its trace traces/renamed.ndjson is not there, so nothing checks it (rename it with its trace, or delete it)",
                    "1 passed, 1 failed, 2 files without a trace",
                ][...], "\(r.stdout)")
    }

    /// In JUnit each is a failing testcase of its own, so a CI report is not all green beside exit 1.
    @Test func junitHasAFailingTestcaseForEach() throws {
        let dir = try T.folderWithBug()
        try Self.write("{}", "old.expect.json", in: dir)
        let r = try T.check([".", "--junit", "j.xml"], in: dir)
        #expect(r.status == 1)
        let xml = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="scrolllab check" tests="2" failures="1" "#))
        #expect(xml.contains(#"<testcase classname="." name="old.expect.json (no trace)""#))
        #expect(xml.contains(#"<failure type="check" message="./old.expect.json: its trace ./old.ndjson is not there"#))
    }

    /// A trace named on its own is all that is checked: its folder's other files are not looked at.
    @Test func aTraceGivenByNameLooksAtNothingElse() throws {
        let dir = try T.folderWithBug()
        try Self.write("{}", "old.expect.json", in: dir)
        let r = try T.check(["bug.ndjson"], in: dir)
        #expect(r.stdout == "1 passed, 0 failed\n")
        #expect(r.status == 0)
    }

    /// With `--shard I/N` each file without a trace is said by one shard only, the one its trace
    /// would be in (outside audit: every shard said every one, so 4 runners said each 4 times).
    @Test func eachShardSaysOnlyItsOwnFilesWithoutATrace() throws {
        let dir = try T.folderWithBug()
        let names = (0..<9).map { "old\($0)" }
        for n in names { try Self.write("{}", "\(n).assert.json", in: dir) }
        var said: [String] = []
        for i in 1...3 {
            let r = try T.check(["--shard", "\(i)/3", "."], in: dir)
            let mine = r.stdout.split(separator: "\n").filter { $0.hasSuffix("(rename it with its trace, or delete it)") }.map {
                String($0.prefix { $0 != ":" })
            }
            let expected = names.filter { CheckCorpus.stableHash("./\($0).ndjson") % 3 == UInt64(i - 1) }.map { "./\($0).assert.json" }
            #expect(mine == expected, "shard \(i): \(r.stdout)")
            #expect(r.status == 1)
            said += mine
        }
        #expect(said.sorted() == names.map { "./\($0).assert.json" })
    }

    /// A folder holding only files without a trace is still "no traces" (exit 2), naming the first
    /// (outside audit: it named none, so the renamed trace was hard to tell).
    @Test func aFolderOfOnlyFilesWithoutATraceNamesOne() throws {
        let dir = Paths.temporaryDirectory()
        try Self.write("{}", "old/sub/b.expect.json", in: dir)
        try Self.write("{}", "old/a.assert.json", in: dir)
        let r = try T.check(["old"], in: dir)
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: old: no traces (*.ndjson) in this folder (it holds a.assert.json, whose trace a.ndjson is not there, and 1 more file without a trace)\n"
        )
        try FileManager.default.removeItem(at: dir.appendingPathComponent("old/sub"))
        let one = try T.check(["old/"], in: dir)
        #expect(
            one.stderr
                == "scrolllab: old/: no traces (*.ndjson) in this folder (it holds a.assert.json, whose trace a.ndjson is not there)\n")
        try Self.write("{}", "empty/.keep", in: dir)
        let empty = try T.check(["empty"], in: dir)
        #expect(empty.stderr == "scrolllab: empty: no traces (*.ndjson) in this folder\n")
    }
}
