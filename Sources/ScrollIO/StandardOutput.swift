import Foundation

/// Every write to stdout, checked, as coreutils does: a failed or short write (`> /dev/full`, a closed
/// pipe with SIGPIPE ignored) is one line, `write error: …`, and exit 1 — never lost output with
/// exit 0, never a trap (`FileHandle.write` traps on an error).
public enum StandardOutput {
    /// Whether the program started with file descriptor 1 closed (`>&-`): every write then fails
    /// with `EBADF`, as it would have (`holdStandardDescriptors`).
    public nonisolated(unsafe) private(set) static var startedClosed = false

    /// A closed descriptor 0, 1 or 2 gets `/dev/null` in its place before any file is opened, so no
    /// file the program opens (an input, an output's temporary file) takes number 1 or 2 and receives
    /// what was meant for stdout or stderr. A closed stdout still fails every write (`startedClosed`).
    public static func holdStandardDescriptors() {
        for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { startedClosed = true }
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes `data` to file descriptor 1, every byte checked.
    public static func write(_ data: Data) throws(IOFailure) {
        if startedClosed { throw IOFailure("write error: \(String(cString: strerror(EBADF)))") }
        let failed: Int32? = data.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var done = 0
            while done < raw.count {
                let n = Foundation.write(1, base + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? errno : EIO }
                done += n
            }
            return nil
        }
        if let failed { throw IOFailure("write error: \(String(cString: strerror(failed)))") }
    }

    /// Writes `text` and a newline.
    public static func print(_ text: String) throws(IOFailure) {
        try write(Data((text + "\n").utf8))
    }
}
