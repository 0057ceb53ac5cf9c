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
}
