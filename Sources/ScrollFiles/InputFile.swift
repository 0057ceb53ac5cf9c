import Foundation

/// Reads an input file (a feel file, a scene file, a report) within a size limit, checked before
/// anything is read: only a regular file is read — a FIFO would block forever, a device (`/dev/zero`)
/// never end — and it is opened without blocking, then read no further than the limit (a file that
/// grows while it is read is refused, not read whole). docs/ROBUSTNESS.md lists every limit.
public enum InputFile {
    /// Why a file is not read.
    public enum Refusal: Error, Equatable, Sendable {
        case missing
        case folder
        /// A FIFO, a device or a socket.
        case notRegular
        /// Its size in bytes (more than the limit).
        case tooLarge(Int)
        /// The system's reason (permissions, I/O).
        case unreadable(String)

        /// The refusal in words, for `"PATH: " + words(...)`; `what` names the file (`feel file`).
        public func words(_ what: String, limit: Int) -> String {
            switch self {
            case .missing: return "no such \(what)"
            case .folder: return "is a folder, not a \(what)"
            case .notRegular: return "not a regular file (a FIFO, a device or a socket), not a \(what)"
            case .tooLarge(let size): return "\(what) is \(InputFile.size(size)); the limit is \(InputFile.size(limit))"
            case .unreadable(let why): return "cannot read \(what) (\(why))"
            }
        }
    }

    /// `64 KB`, `1 MB`, `100 MB` (1 KB = 1024 bytes; rounded down, at least 1).
    public static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(1, bytes >> 10)) KB"
    }

    /// The whole file, at most `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(Refusal) -> Data {
        var st = stat()
        guard stat(path, &st) == 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: throw .folder
        case S_IFREG: break
        default: throw .notRegular
        }
        if Int(st.st_size) > limit { throw .tooLarge(Int(st.st_size)) }
        // O_NONBLOCK: a FIFO put in its place since the stat still does not block the open.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason(errno)) }
        defer { close(fd) }
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        // Room for the size the stat saw and one byte more: a file that grew is noticed.
        var buffer = [UInt8](repeating: 0, count: min(limit, Int(st.st_size)) + 1)
        var done = 0
        while true {
            if done == buffer.count {
                guard buffer.count <= limit else { throw .tooLarge(done) }
                buffer += [UInt8](repeating: 0, count: min(limit + 1, buffer.count * 2) - buffer.count)
            }
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw .unreadable(reason(errno)) }
            if n == 0 { break }
            done += n
        }
        if done > limit { throw .tooLarge(done) }
        return Data(buffer[..<done])
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
