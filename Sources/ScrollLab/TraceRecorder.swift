import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace

/// Records input as an NDJSON trace: into a temporary file beside the target (whole lines only, so
/// it is always a valid prefix), renamed into place by `finish()` — on Esc, window close, SIGINT or
/// SIGTERM. A crash leaves the temporary file, never a half-written target.
final class TraceRecorder {
    let path: String
    private let temporary: String
    private var handle: FileHandle?
    private var buffer = ""
    private var lastFlush = 0.0
    /// Sandbox time the recording started at; event times are written relative to it.
    let start: Double
    private(set) var eventCount = 0
    private(set) var lastTime = 0.0

    init(path: String, header: Trace.Header, start: Double) throws(UsageError) {
        self.path = path
        self.start = start
        let url = URL(fileURLWithPath: path)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data((Trace.headerLine(header) + "\n").utf8)),
            let h = FileHandle(forWritingAtPath: temporary)
        else {
            throw UsageError("--record \(path): cannot create a file in \(url.deletingLastPathComponent().path)")
        }
        h.seekToEndOfFile()
        handle = h
    }

    /// Appends an event (sandbox time, as `Sandbox.effective` gives it — never earlier than the last;
    /// written relative to the recording's start).
    func record(_ e: InputEvent) {
        let rel = e.shifted(by: -start)
        lastTime = rel.time
        buffer += Trace.line(rel) + "\n"
        eventCount += 1
        if lastTime - lastFlush > 0.25 || buffer.utf8.count > 64 * 1024 { flush() }
    }

    /// The first write error (a full disk), after which nothing more is written.
    private(set) var failure: String?

    func flush() {
        lastFlush = lastTime
        guard !buffer.isEmpty, let h = handle, failure == nil else { return }
        do {
            try h.write(contentsOf: Data(buffer.utf8))
        } catch {
            failure = "cannot write \(path): \((error as NSError).localizedFailureReason ?? error.localizedDescription)"
        }
        buffer = ""
    }

    /// Writes what is buffered, closes and renames into place. Returns an error message on failure.
    @discardableResult
    func finish() -> String? {
        flush()
        try? handle?.close()
        handle = nil
        if let failure {
            // Keep the previous file (if any) intact: the partial temporary file is removed.
            unlink(temporary)
            return failure
        }
        if rename(temporary, path) != 0 {
            return "cannot write \(path): \(String(cString: strerror(errno)))"
        }
        return nil
    }
}

/// SIGINT / SIGTERM set this; the window loop sees it and closes cleanly (finishing a recording).
nonisolated(unsafe) var terminationRequested: sig_atomic_t = 0

func installTerminationHandlers() {
    signal(SIGINT) { _ in terminationRequested = 1 }
    signal(SIGTERM) { _ in terminationRequested = 1 }
}
