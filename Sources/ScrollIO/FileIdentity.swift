import Foundation
import ScrollSession

/// What a path names, for telling whether two arguments are the same file however they are spelled
/// (`r`, `./r`, `dir/../r`, a symbolic or hard link): the device and inode of an existing file, else
/// the resolved folder plus the name.
public enum FileIdentity: Hashable, Sendable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)

    public init(_ path: String) {
        var st = stat()
        if !path.isEmpty && stat(path, &st) == 0 {
            self = .inode(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
            return
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        if let resolved = realpath(dir, nil) {
            self = .path(String(cString: resolved) + "/" + url.lastPathComponent)
            free(resolved)
        } else {
            self = .path(url.standardized.path)
        }
    }

    /// Whether the file exists and is a device, FIFO or terminal (several outputs may share one).
    static func isSpecial(_ path: String) -> Bool {
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let kind = st.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// Refuses, before any work, an output that names an input (it would be destroyed) or another
    /// output (one would silently win). Several outputs may share a special file (`/dev/null`).
    /// - Parameters: `(flag, path)` pairs, e.g. `("--replay", "r")`; nil paths are skipped.
    /// - Throws: `UsageError` naming both flags and paths.
    public static func checkDistinct(inputs: [(String, String?)], outputs: [(String, String?)]) throws(UsageError) {
        let ins = inputs.compactMap { f, p in p.map { (flag: f, path: $0, id: FileIdentity($0)) } }
        let outs = outputs.compactMap { f, p in p.map { (flag: f, path: $0, id: FileIdentity($0)) } }
        for (k, o) in outs.enumerated() {
            if let i = ins.first(where: { $0.id == o.id }) {
                throw UsageError("\(o.flag) \(o.path) is the same file as \(i.flag) \(i.path); it would be overwritten")
            }
            if let other = outs[..<k].first(where: { $0.id == o.id }), !isSpecial(o.path) {
                throw UsageError("\(other.flag) \(other.path) and \(o.flag) \(o.path) are the same file")
            }
        }
    }
}
