import Foundation

/// Writes output files atomically (temporary file in the same folder, then rename), so a failed or
/// interrupted write never leaves a partial file and never destroys the previous one.
public enum OutputFile {
    /// Checks up front that `path` can be written (its folder exists and is writable), so a run fails
    /// before doing any work rather than after.
    public static func checkWritable(_ path: String, flag: String) throws(UsageError) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError("\(flag) \(path): folder \(dir) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: dir) else {
            throw UsageError("\(flag) \(path): folder \(dir) is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw UsageError("\(flag) \(path): is a folder")
        }
    }

    public static func write(_ data: Data, to path: String) throws(UsageError) {
        let url = URL(fileURLWithPath: path)
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try data.write(to: tmp)
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw UsageError("cannot write \(path): \(error.localizedDescription)")
        }
        if rename(tmp.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw UsageError("cannot write \(path): \(reason)")
        }
    }

    /// `<dir>/<stem>-N.<ext>` with the smallest N ≥ 1 that names no file yet (nor a recording's
    /// temporary file), as an absolute path: the window's F9, F10 and F11 never overwrite.
    public static func nextFree(stem: String, ext: String, in dir: String = FileManager.default.currentDirectoryPath) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        let taken = Set(
            names.map { $0.hasPrefix(".") ? String($0.dropFirst().prefix { $0 != "/" }.split(separator: ".tmp-").first ?? "") : $0 })
        var n = 1
        while taken.contains("\(stem)-\(n).\(ext)") { n += 1 }
        return URL(fileURLWithPath: dir).appendingPathComponent("\(stem)-\(n).\(ext)").path
    }

    /// The state JSON, pretty-printed with sorted keys (stable diffs).
    public static func encodeState<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
