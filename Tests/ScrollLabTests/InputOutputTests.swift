import Foundation
import TestSupport
import Testing

/// The third pass (#26) on inputs and outputs: every write to stdout checked, no FIFO blocks, every
/// input read within its limit, a report's trace given back whatever its line endings.
@Suite struct InputOutputTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile/snap-finger-fling-12500.ndjson")

    /// A page holding `trace` the way a report does (the element `EmbeddedTrace` writes).
    static func page(_ trace: Data, lineEnd: String = "\n") -> Data {
        let b64 = trace.base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
            .replacingOccurrences(of: "\n", with: lineEnd)
        let html =
            "<!doctype html>\(lineEnd)<script type=\"application/x-ndjson;base64\" id=\"scrolllab-trace\">"
            + lineEnd + b64 + lineEnd + "</script>" + lineEnd
        return Data(html.utf8)
    }

    /// `> /dev/full`: one line `write error: …`, exit 1 (the extract trapped with SIGILL; the others
    /// exited 0 with the output lost).
    @Test func everyWriteToStdoutIsChecked() throws {
        let dir = Paths.temporaryDirectory()
        let html = dir.appendingPathComponent("r.html")
        try Self.page(try Data(contentsOf: Self.trace)).write(to: html)
        let commands: [[String]] = [
            ["report", "--extract-trace", html.path], ["--list-scenes"], ["--help"], ["fuzz", "--check", Self.trace.path],
            ["fuzz", "--events", "20", "--scene", "basic-scroll", "--out", dir.path],
        ]
        for args in commands {
            let r = try runProcess("/bin/sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", Paths.scrolllab] + args)
            #expect(r.status == 1, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: write error: No space left on device\n", "\(args)")
        }
    }

    /// Every input has a limit, checked before it is read: a 100 MB feel file (read whole: 337 MB),
    /// a 200 MB report, a page whose embedded "trace" is larger than a trace may be or is not a trace.
    @Test func everyInputIsReadWithinItsLimit() throws {
        let dir = Paths.temporaryDirectory()
        func sparse(_ name: String, _ size: UInt64) throws -> String {
            let path = dir.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
            let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try h.truncate(atOffset: size)
            try h.close()
            return path
        }
        let feel = try sparse("huge.json", 100 << 20)
        let report = try sparse("huge.html", 200 << 20)
        let fake = dir.appendingPathComponent("fake.html").path
        try Self.page(Data("not a trace\n".utf8)).write(to: URL(fileURLWithPath: fake))
        let big = dir.appendingPathComponent("big.html").path
        let line = Data((String(repeating: "QUFB", count: 19) + "\n").utf8)
        let body = Data("<script type=\"application/x-ndjson;base64\" id=\"scrolllab-trace\">\n".utf8)
        #expect(FileManager.default.createFile(atPath: big, contents: body))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try h.seekToEnd()
        let chunk = Data((0..<1000).flatMap { _ in line })
        for _ in 0..<(100_000_000 / chunk.count) { try h.write(contentsOf: chunk) }
        try h.write(contentsOf: Data("</script>\n".utf8))
        try h.close()
        let cases: [([String], String)] = [
            (["--headless", "--feel", feel], "--feel: feel file '\(feel)': feel file is 100 MiB; the limit is 64 KiB"),
            (["report", "--extract-trace", report], "\(report): report is 200 MiB; the limit is 128 MiB"),
            (
                ["report", "--extract-trace", fake, "--out", dir.path + "/t.ndjson"],
                "\(fake): the embedded trace is not valid (the trace:1: malformed JSON)"
            ),
            (
                ["report", "--extract-trace", big, "--out", dir.path + "/t.ndjson"],
                "\(big): the embedded trace is larger than a trace may be (64 MiB)"
            ),
        ]
        for (args, message) in cases {
            let r = try runScrollLab(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: \(message)\n", "\(args)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/t.ndjson"))
    }

    /// A report saved with CRLF line endings still gives its trace back, byte for byte.
    @Test func aCRLFReportGivesItsTraceBack() throws {
        let dir = Paths.temporaryDirectory()
        let original = try Data(contentsOf: Self.trace)
        let html = dir.appendingPathComponent("crlf.html")
        try Self.page(original, lineEnd: "\r\n").write(to: html)
        let out = dir.appendingPathComponent("t.ndjson")
        let r = try runScrollLab(["report", "--extract-trace", html.path, "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: out) == original)
    }
}
