import Foundation
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace

/// Records input as an NDJSON trace through `OutputFile`: into a temporary file beside the target
/// (whole lines only, so it is always a valid prefix), renamed into place by `finish()` — on Esc,
/// window close, SIGINT, SIGTERM, SIGHUP, or at exit (a lost X connection: xkill, a destroyed window).
/// A crash leaves the temporary file, never a half-written target.
/// A special file (`/dev/null`, a FIFO) is written in place; a symbolic link is written through.
/// Events later than `Trace.maximumTime`, or past `Trace.maximumLineCount` lines or `Trace.maximumSize`
/// bytes, are not recorded (a replay would refuse them).
final class TraceRecorder {
    let path: String
    private let stream: OutputFile.Stream
    private var open = true
    private var buffer = ""
    private var lastFlush = 0.0
    /// Sandbox time the recording started at; event times are written relative to it.
    let start: Double
    private(set) var eventCount = 0
    private(set) var lastTime = 0.0
    /// Bytes of the file so far (header included).
    private var byteCount = 0

    init(path: String, header: Trace.Header, start: Double) throws(UsageError) {
        self.path = path
        self.start = start
        stream = try OutputFile(path, flag: "--record").open()
        buffer = Trace.headerLine(header) + "\n"
        byteCount = buffer.utf8.count
        flush()
        Self.register(self)
    }

    /// Appends an event (sandbox time, as `Sandbox.effective` gives it — never earlier than the last;
    /// written relative to the recording's start).
    func record(_ e: InputEvent) {
        let rel = e.shifted(by: -start)
        let line = Trace.line(rel) + "\n"
        // A replay refuses what lies past the trace's limits, so recording stops at them.
        guard rel.time <= Trace.maximumTime, eventCount + 2 <= Trace.maximumLineCount,
            byteCount + line.utf8.count <= Trace.maximumSize
        else { return }
        lastTime = rel.time
        byteCount += line.utf8.count
        buffer += line
        eventCount += 1
        if lastTime - lastFlush > 0.25 || buffer.utf8.count > 64 * 1024 { flush() }
    }

    /// The first write error (a full disk), after which nothing more is written.
    private(set) var failure: String?

    func flush() {
        lastFlush = lastTime
        guard !buffer.isEmpty, open, failure == nil else { return }
        do {
            try stream.write(Data(buffer.utf8))
        } catch {
            failure = error.message
        }
        buffer = ""
    }

    /// Writes what is buffered, closes and puts the file in place. Returns an error message on failure.
    @discardableResult
    func finish() -> String? {
        flush()
        guard open else { return failure }
        open = false
        if let failure {
            // Keep the previous file (if any) intact: the partial temporary file is removed.
            stream.abandon()
            return failure
        }
        do {
            try stream.commit()
        } catch {
            return error.message
        }
        return nil
    }
}

/// SIGINT, SIGTERM and SIGHUP (the terminal closed) set this; the window loop sees it and closes
/// cleanly (finishing a recording).
nonisolated(unsafe) var terminationRequested: sig_atomic_t = 0

func installTerminationHandlers() {
    signal(SIGINT) { _ in terminationRequested = 1 }
    signal(SIGTERM) { _ in terminationRequested = 1 }
    signal(SIGHUP) { _ in terminationRequested = 1 }
    // The ways out that skip the loop's end: Xlib's handler for a lost X connection (xkill, a
    // destroyed window, the X server gone) calls exit(), and so may SDL. Whatever is still recording
    // is put in place then, so every way a window ends leaves a valid trace.
    atexit { TraceRecorder.finishAll() }
}

extension TraceRecorder {
    /// The recordings still open, weakly (a finished one drops out).
    nonisolated(unsafe) private static var live: [WeakRecorder] = []

    private struct WeakRecorder { weak var value: TraceRecorder? }

    /// Registers `r` for `finishAll()`.
    static func register(_ r: TraceRecorder) {
        live.removeAll { $0.value == nil }
        live.append(WeakRecorder(value: r))
    }

    /// Finishes every recording still open (at exit).
    static func finishAll() {
        for r in live.compactMap(\.value) { r.finish() }
        live.removeAll()
    }
}
