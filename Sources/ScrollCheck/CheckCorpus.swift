import Foundation
import ScrollIO
import ScrollSession

/// The traces `check PATH…` takes: a file as it is, a folder's `*.ndjson` at any depth (sorted, hidden
/// folders skipped), each once; and `--shard I/N`'s stable share of them.
public enum CheckCorpus {
    /// Every trace under `paths`, in order: the arguments' order, then each folder's sorted paths.
    public static func traces(_ paths: [String]) throws(UsageError) -> [String] {
        var out: [String] = []
        var seen: Set<FileIdentity> = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw UsageError("\(path): no such trace file or folder")
            }
            let found = isDir.boolValue ? try folder(path) : [path]
            if isDir.boolValue && found.isEmpty { throw UsageError("\(path): no traces (*.ndjson) in this folder") }
            for f in found where seen.insert(FileIdentity(f)).inserted { out.append(f) }
        }
        return out
    }

    /// The files of a folder and its subfolders (hidden ones skipped) whose names end with one of
    /// `suffixes`, in walk order.
    private static func files(in path: String, endingWith suffixes: [String]) -> [String] {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let rel = walker.nextObject() as? String {
            let name = (rel as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if suffixes.contains(where: name.hasSuffix) { found.append(base + "/" + rel) }
        }
        return found
    }

    /// The assertion and expectation files in the folders of `paths` whose trace is not beside them
    /// (`old.assert.json` after `old.ndjson` was renamed): nothing checks them, so `check` says so and
    /// fails (audit 26, finding 20: they were silently ignored). `NAME.FEEL.expect.json` belongs to
    /// `NAME.ndjson`; a name with dots may also be a trace's own (`a.b.expect.json` to `a.b.ndjson`).
    /// - Returns: each such file with the trace it is for (`NAME.ndjson`), sorted.
    public static func strays(_ paths: [String]) -> [(file: String, trace: String)] {
        var out: [(file: String, trace: String)] = []
        var seen: Set<FileIdentity> = []  // folders that overlap (`traces` and `.`) say a file once
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            for file in files(in: path, endingWith: [".assert.json", ".expect.json"]) {
                let stem = String(file.dropLast(".assert.json".count))  // as long as ".expect.json"
                let owners =
                    [stem] + (file.hasSuffix(".expect.json") && stem.contains(".") ? [(stem as NSString).deletingPathExtension] : [])
                if !owners.contains(where: { FileManager.default.fileExists(atPath: $0 + ".ndjson") }),
                    seen.insert(FileIdentity(file)).inserted
                {
                    out.append((file, owners[owners.count - 1] + ".ndjson"))
                }
            }
        }
        return out.sorted { $0.file < $1.file }
    }

    private static func folder(_ path: String) throws(UsageError) -> [String] {
        let found = files(in: path, endingWith: [".ndjson"])
        // A name that is not UTF-8 comes back with U+FFFD for its bytes and names no file (#46: it
        // was "no such trace file"): said as what it is.
        if let bad = found.first(where: { $0.contains("\u{FFFD}") && !FileManager.default.fileExists(atPath: $0) }) {
            throw UsageError("\(bad): a file name in this folder is not UTF-8 text (shown with \u{FFFD} for its bytes); rename it")
        }
        return found.sorted()
    }

    /// `I/N` → (I, N), 1 ≤ I ≤ N.
    public static func parseShard(_ text: String) throws(UsageError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, (1...n).contains(i) else {
            throw UsageError("--shard must be I/N with 1 ≤ I ≤ N ≤ 100000 (got '\(text)')")
        }
        return (i, n)
    }

    /// The traces of shard `index` of `count`: those whose path hashes there. The same path always
    /// lands in the same shard, on any machine and in any run (FNV-1a of its UTF-8 bytes, not Swift's
    /// per-process seeded `Hasher`); every path lands in exactly one shard.
    public static func shard(_ traces: [String], index: Int, count: Int) -> [String] {
        traces.filter { Int(stableHash($0) % UInt64(count)) == index - 1 }
    }

    /// 64-bit FNV-1a of the path with any leading `./` removed.
    public static func stableHash(_ path: String) -> UInt64 {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in p.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }
}
