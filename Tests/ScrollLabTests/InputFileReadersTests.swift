import Foundation
import ScrollCheck
import ScrollFiles
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// #45: every reader of an input file goes through the one bounded read (`InputFile`), so each says
/// the same line for a FIFO and for a file one byte over its limit — the trace reader too, which had
/// a reader of its own (no O_NONBLOCK, no growth check).
@Suite struct InputFileReadersTests {
    /// Each reader, as `PATH: problem` or the error it throws, and the kind its messages name.
    static var readers: [(kind: String, limit: Int, words: String, read: (String) -> String?)] {
        [
            ("trace file", Trace.maximumSize, "64 MiB", { p in message { () throws(Trace.ParseError) in _ = try Trace.bytes(of: p) } }),
            (
                "expectation file", Expectation.maximumSize, "16 MiB",
                { p in message { () throws(UsageError) in _ = try Expectation.load(p) } }
            ),
            (
                "assertion file", AssertionFile.maximumSize, "1 MiB",
                { p in message { () throws(UsageError) in _ = try AssertionFile.load(p) } }
            ),
            (
                "scene file", SceneCatalog.maximumFileSize, "1 MB",
                { p in message { () throws(SceneCatalog.LoadError) in _ = try SceneCatalog.load(URL(fileURLWithPath: p)) } }
            ),
        ]
    }

    static func message<E: Error & CustomStringConvertible>(_ body: () throws(E) -> Void) -> String? {
        do { try body() } catch { return error.description }
        return nil
    }

    @Test func aFIFOIsTheSameLineForEveryReader() throws {
        let fifo = Paths.temporaryDirectory().appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for r in Self.readers {
            let article = r.kind.first == "e" || r.kind.first == "a" ? "an" : "a"
            #expect(r.read(fifo) == "\(fifo): not a regular file (a FIFO, a device or a socket), not \(article) \(r.kind)")
        }
    }

    @Test func oneByteOverTheLimitIsTheSameLineForEveryReader() throws {
        let dir = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for r in Self.readers {
            let path = dir.appendingPathComponent("big-\(r.kind.split(separator: " ")[0]).json").path
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            try #require(truncate(path, off_t(r.limit + 1)) == 0)  // sparse: never written
            #expect(r.read(path) == "\(path): \(r.kind) is \(r.limit + 1) bytes; the limit is \(r.words)")
        }
    }
}
