import Foundation
import ScrollFileAccess
import ScrollScene
import ScrollSession

/// One output file named on the command line, checked when it is made (before any work) and written
/// by one policy (docs/ROBUSTNESS.md, "How files are written"):
/// - a regular file, or a name not taken yet: written to a temporary file in the same folder
///   (`.scrolllab-PID-RANDOM.tmp`, short whatever the name's length), every write checked, then
///   renamed over it — atomic; a failed write keeps the old file; the old file's permissions stay;
/// - a symbolic link: written through — the file it points to is replaced as above and the link
///   stays a link; a link to nothing (or a loop) is refused;
/// - a special file (`/dev/null`, a FIFO, a terminal): written in place, never replaced; a FIFO that
///   nothing reads is refused (opening it would block forever);
/// - a folder or a socket, an empty name, a missing or read-only folder: refused.
///
/// `OutputFile(path, flag:)` does every check; `write(_:)` writes a whole file; `open()` gives a
/// stream for writers that append as they go (the trace recorder).
public struct OutputFile: Sendable {
    /// The option that named it (`--state`), for messages.
    public let flag: String
    /// The path as given.
    public let path: String
    /// The file actually written: `path` with symbolic links resolved.
    public let target: String
    /// A device, FIFO or terminal: written in place.
    public let isSpecial: Bool
    /// Permission bits of the regular file being replaced, if any.
    let mode: mode_t?

    /// Checks that `path` can be written (see the type's policy).
    /// - Throws: `UsageError` naming the flag, the path and the problem.
    public init(_ path: String, flag: String) throws(UsageError) {
        self.flag = flag
        self.path = path
        func fail(_ what: String) -> UsageError { UsageError("\(flag) \(path): \(what)") }
        guard !path.isEmpty else { throw UsageError("\(flag) needs a file name (got an empty one)") }
        var target = path
        var link = stat()
        if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw fail("symbolic link to a missing file") }
            target = String(cString: resolved)
            free(resolved)
        }
        self.target = target
        var st = stat()
        if stat(target, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFDIR: throw fail("is a folder")
            case S_IFSOCK: throw fail("is a socket")
            case S_IFREG:
                isSpecial = false
                mode = st.st_mode & 0o7777
            default:
                guard access(target, W_OK) == 0 else { throw fail("not writable") }
                // Opening a FIFO nobody reads blocks forever: refused now, with a word (#26).
                if st.st_mode & S_IFMT == S_IFIFO {
                    let fd = Foundation.open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                    guard fd >= 0 else { throw fail(errno == ENXIO ? "is a FIFO (named pipe) that nothing reads" : "not writable") }
                    // Kept open for `open()`: closing it would give the reader its end of file.
                    Self.holdFIFO(fd, for: target)
                }
                isSpecial = true
                mode = nil
                return
            }
        } else {
            isSpecial = false
            mode = nil
        }
        let dir = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw fail("folder \(dir) does not exist")
        }
        guard access(dir, W_OK) == 0 else { throw fail("folder \(dir) is not writable") }
    }

    /// Writes `data` as the whole file (atomically, or in place for a special file).
    public func write(_ data: Data) throws(UsageError) {
        let stream = try open()
        do {
            try stream.write(data)
            try stream.commit()
        } catch {
            stream.abandon()
            throw error
        }
    }

    /// A file being written piece by piece: to the temporary file (renamed by `commit()`), or to the
    /// special file itself.
    public final class Stream {
        let file: OutputFile
        /// The temporary file, nil when writing a special file in place.
        let temporary: String?
        private var fd: Int32

        init(file: OutputFile, temporary: String?, fd: Int32) {
            self.file = file
            self.temporary = temporary
            self.fd = fd
        }

        deinit { if fd >= 0 { abandon() } }

        /// Appends `data`, every byte checked (a full disk is an error, never a short file).
        public func write(_ data: Data) throws(UsageError) {
            let failed: Int32? = data.withUnsafeBytes { raw -> Int32? in
                var done = 0
                while done < raw.count {
                    let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return n < 0 ? errno : ENOSPC }
                    done += n
                }
                return nil
            }
            if let failed { throw file.failure(failed) }
        }

        /// Closes and puts the file in place (renames the temporary file over the target).
        public func commit() throws(UsageError) {
            let closed = close(fd)
            fd = -1
            if closed != 0 {
                let e = errno
                abandon()
                throw file.failure(e)
            }
            guard let temporary else { return }
            if rename(temporary, file.target) != 0 {
                let e = errno
                unlink(temporary)
                throw file.failure(e)
            }
        }

        /// Gives up: closes, removes the temporary file; the target is untouched.
        public func abandon() {
            if fd >= 0 { close(fd) }
            fd = -1
            if let temporary { unlink(temporary) }
        }
    }

    /// Opens the file for writing (see `Stream`).
    public func open() throws(UsageError) -> Stream {
        // A file this run read (however it was found: `FileLedger`) is never replaced.
        if let input = FileLedger.input(at: target) {
            throw UsageError("\(flag) \(path) is the \(input) this run reads; it would be overwritten")
        }
        if isSpecial {
            // Without blocking (a FIFO whose reader went away fails with ENXIO instead of waiting
            // forever), then blocking writes as usual.
            let fd = Self.takeFIFO(target) ?? Foundation.open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { throw failure(errno) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            return Stream(file: self, temporary: nil, fd: fd)
        }
        let dir = URL(fileURLWithPath: target).deletingLastPathComponent().path
        for _ in 0..<8 {
            let tmp = dir + "/.scrolllab-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
            let fd = Foundation.open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0 && errno == EEXIST { continue }
            guard fd >= 0 else { throw failure(errno) }
            if let mode { fchmod(fd, mode) }
            return Stream(file: self, temporary: tmp, fd: fd)
        }
        throw failure(EEXIST)
    }

    /// FIFOs opened by the check in `init`, by path, until `open()` takes them.
    nonisolated(unsafe) private static var heldFIFOs: [String: Int32] = [:]
    private static let heldLock = NSLock()

    private static func holdFIFO(_ fd: Int32, for path: String) {
        heldLock.lock()
        defer { heldLock.unlock() }
        if let old = heldFIFOs[path] { close(old) }
        heldFIFOs[path] = fd
    }

    private static func takeFIFO(_ path: String) -> Int32? {
        heldLock.lock()
        defer { heldLock.unlock() }
        return heldFIFOs.removeValue(forKey: path)
    }

    func failure(_ code: Int32) -> UsageError {
        UsageError("cannot write \(path): \(String(cString: strerror(code)))")
    }

    /// Checks up front that `path` can be written (see `init`).
    public static func checkWritable(_ path: String, flag: String) throws(UsageError) {
        _ = try OutputFile(path, flag: flag)
    }

    /// Checks and writes `data` to `path` in one go.
    public static func write(_ data: Data, to path: String, flag: String = "output") throws(UsageError) {
        try OutputFile(path, flag: flag).write(data)
    }

    /// `<dir>/<stem>-N.<ext>` with the smallest N ≥ 1 that names no file yet, as an absolute path,
    /// claimed at once: created empty with `O_EXCL`, so two windows pressing F9 in one folder get two
    /// numbers (#26: both looked for an old temporary-file pattern, found none, and wrote `-1`). The
    /// window's F9, F10, F11 and F12 never overwrite; the empty file is replaced when written.
    /// `plainFirst` names the first `<stem>.<ext>`, then `-2`, `-3`, … (fuzz's failure traces).
    public static func nextFree(
        stem: String, ext: String, in dir: String = FileManager.default.currentDirectoryPath, plainFirst: Bool = false
    ) -> String {
        var n = 1
        while true {
            let name = plainFirst && n == 1 ? "\(stem).\(ext)" : "\(stem)-\(n).\(ext)"
            let path = URL(fileURLWithPath: dir).appendingPathComponent(name).path
            let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                close(fd)
                return path
            }
            // Taken (or a name nothing can claim, e.g. a read-only folder: the write then says why).
            if errno != EEXIST || n >= 1_000_000 { return path }
            n += 1
        }
    }

    /// The state JSON, pretty-printed with sorted keys (stable diffs): ScrollScene's own value
    /// (`SceneState.json`), written by the one JSON writer the wasm build uses too — the bytes
    /// JSONEncoder gave (`.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`), without it.
    public static func encodeState(_ state: SceneState) -> Data { Data((state.json.prettyText() + "\n").utf8) }
}
