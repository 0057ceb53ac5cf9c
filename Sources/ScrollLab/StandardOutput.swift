import Foundation

/// Every write to stdout, checked, as coreutils does: a failed or short write (`> /dev/full`, a closed
/// pipe with SIGPIPE ignored) is one line, `write error: …`, and exit 1 — never lost output with
/// exit 0, never a trap (`FileHandle.write` traps on an error).
enum StandardOutput {
    /// Writes `data` to file descriptor 1, every byte checked.
    static func write(_ data: Data) throws(IOFailure) {
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
    static func print(_ text: String) throws(IOFailure) {
        try write(Data((text + "\n").utf8))
    }
}
