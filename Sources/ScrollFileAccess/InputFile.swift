import Foundation
import ScrollCore

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
        /// It is one of the run's outputs (`FileLedger`): the flag and the path that name it.
        case output(flag: String, path: String)

        /// The refusal in words, for `"PATH: " + words(...)`; `what` names the file (`feel file`).
        public func words(_ what: String, limit: Int) -> String {
            // "an expectation file", "an image", "a scene file".
            let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            switch self {
            case .missing: return "no such \(what)"
            case .folder: return "is a folder, not \(article) \(what)"
            case .notRegular: return "not a regular file (a FIFO, a device or a socket), not \(article) \(what)"
            case .tooLarge(let size): return "\(what) is \(ByteCount.text(size)); the limit is \(ByteCount.text(limit))"
            case .unreadable(let why): return "cannot read \(what) (\(why))"
            case .output(let flag, let path): return "\(what) is also the output \(flag) \(path); it would be overwritten"
            }
        }
    }

    /// The whole file, at most `limit` bytes, noted as one of the run's inputs (`FileLedger`; `what`
    /// names it there: `scene file`).
    /// - Parameters:
    ///   - prefix: read only the first `prefix` bytes (a PNG's header); the size limit holds.
    ///   - ledger: false for a file the run may rewrite on purpose (`check --update`'s expectations) or
    ///     whose path the mode checks against its outputs itself (`--replay`'s trace, `FileIdentity`).
    public static func read(
        _ path: String, limit: Int, what: String = "input file", prefix: Int? = nil, ledger: Bool = true
    ) throws(Refusal) -> Data {
        var st = stat()
        guard stat(path, &st) == 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: throw .folder
        case S_IFREG: break
        default: throw .notRegular
        }
        if Int(st.st_size) > limit { throw .tooLarge(Int(st.st_size)) }
        if ledger, let output = FileLedger.noteInput(path, what: what) { throw .output(flag: output.flag, path: output.path) }
        // O_NONBLOCK: a FIFO put in its place since the stat still does not block the open.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason(errno)) }
        defer { close(fd) }
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        // Room for the size the stat saw and one byte more: a file that grew is noticed.
        var buffer = [UInt8](repeating: 0, count: min(limit, Int(st.st_size), prefix ?? .max) + 1)
        var done = 0
        while true {
            if let prefix, done >= prefix { return Data(buffer[..<prefix]) }
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

    /// A JSON file's bytes without the UTF-8 byte-order mark an editor may start it with (Notepad's
    /// "UTF-8 with BOM"): scene, technique and feel files read as they do without it, as a trace does
    /// (Foundation's decoder skips it). The mark alone is dropped; line numbers stay the file's.
    public static func droppingByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
