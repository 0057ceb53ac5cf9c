import Foundation
import ScrollIO
import ScrollSession

/// The traces `check PATH…` takes: a file as it is, a folder's `*.ndjson` files at any depth (sorted,
/// through links to folders, hidden entries skipped), each once; and `--shard I/N`'s stable share of them.
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
            if isDir.boolValue && found.isEmpty { throw UsageError("\(path): no traces (*.ndjson) in this folder" + strayNote(path)) }
            for f in found where seen.insert(FileIdentity(f)).inserted { out.append(f) }
        }
        return out
    }

    /// The files of a folder and its subfolders whose names end with one of `suffixes`, spelled under
    /// `path` as given (outside audit: a link was neither walked nor followed, a folder `x.ndjson` was taken
    /// for a trace). Hidden entries are skipped; a symbolic link to a folder is walked as the folder,
    /// each folder once (by device and inode: a link to an ancestor does not loop), its names sorted;
    /// only regular files and links to them are taken. Paths are walked as bytes, so a name that is
    /// not UTF-8 is still found (with U+FFFD for its bytes, for `folder` to say); a link to nothing is
    /// taken by its name, for the loader to say what it is.
    private static func files(in path: String, endingWith suffixes: [String]) -> [String] {
        var walked: Set<FileIdentity> = []
        var found: [String] = []
        walk(Array(trimmed(path).utf8), suffixes.map { Array($0.utf8) }, &walked, &found)
        return found
    }

    private static func walk(_ dir: [UInt8], _ suffixes: [[UInt8]], _ walked: inout Set<FileIdentity>, _ found: inout [String]) {
        guard let (_, id) = look(dir), walked.insert(id).inserted else { return }
        for name in names(in: dir).sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
            let full = dir.last == UInt8(ascii: "/") ? dir + name : dir + [UInt8(ascii: "/")] + name
            let type = look(full)?.type
            if type == S_IFDIR {
                walk(full, suffixes, &walked, &found)
            } else if type == nil || type == S_IFREG,
                suffixes.contains(where: { name.count >= $0.count && name.suffix($0.count).elementsEqual($0) })
            {
                found.append(String(decoding: full, as: UTF8.self))
            }
        }
    }

    /// The names in the folder `dir` (`.` and `..` too), as bytes; none when it cannot be read.
    private static func names(in dir: [UInt8]) -> [[UInt8]] {
        guard let d = opendir(dir.map { CChar(bitPattern: $0) } + [0]) else { return [] }
        defer { closedir(d) }
        var out: [[UInt8]] = []
        while let entry = readdir(d) {
            out.append(withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) })
        }
        return out
    }

    /// The file type bits and identity of what the path names, through links; nil when it cannot be looked at.
    private static func look(_ path: [UInt8]) -> (type: mode_t, id: FileIdentity)? {
        var st = stat()
        guard stat(path.map { CChar(bitPattern: $0) } + [0], &st) == 0 else { return nil }
        return (st.st_mode & S_IFMT, .inode(device: UInt64(st.st_dev), inode: UInt64(st.st_ino)))
    }

    /// `path` without its trailing slashes (`/` stays `/`).
    private static func trimmed(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
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
                if !owners.contains(where: { look(Array(($0 + ".ndjson").utf8))?.type == S_IFREG }),
                    seen.insert(FileIdentity(file)).inserted
                {
                    out.append((file, owners[owners.count - 1] + ".ndjson"))
                }
            }
        }
        return out.sorted { $0.file < $1.file }
    }

    /// ` (it holds a.assert.json, whose trace a.ndjson is not there)`, named inside `folder`, when the
    /// folder holds files without their trace (outside audit: "no traces" named none of them); else "".
    private static func strayNote(_ folder: String) -> String {
        let strays = strays([folder])
        guard let first = strays.first else { return "" }
        let base = trimmed(folder).hasSuffix("/") ? trimmed(folder) : trimmed(folder) + "/"
        let inside = { (p: String) in p.hasPrefix(base) ? String(p.dropFirst(base.count)) : p }
        let more = strays.count - 1
        let also = more == 0 ? "" : ", and \(more) more file\(more == 1 ? "" : "s") without a trace"
        return " (it holds \(inside(first.file)), whose trace \(inside(first.trace)) is not there\(also))"
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
        shard(traces, index: index, count: count) { $0 }
    }

    /// The items of shard `index` of `count` by the path `key` gives each: a file without its trace
    /// goes to the shard its trace would be in, so N shards say it once between them (outside audit: every
    /// shard said every one).
    public static func shard<Item>(_ items: [Item], index: Int, count: Int, by key: (Item) -> String) -> [Item] {
        items.filter { Int(stableHash(key($0)) % UInt64(count)) == index - 1 }
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
