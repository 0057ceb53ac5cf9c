import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollIO

/// The web module's source stamp: which sources a `scrolllab.wasm` was built from, so `scrolllab web`
/// in a checkout uses only a module built from the checkout's sources as they are (`WebModule`;
/// docs/WEB.md, "Which module is used"). scripts/build-wasm writes it into the module as the custom
/// section `scrolllab.sources` (16 hex digits, 36 bytes in all).
///
/// The mirror of scripts/wasm/source-stamp.py — the same files, order and hash; change both together
/// (scripts/web-browser-test compares the two on the real checkout). The files, as paths relative to the
/// checkout root: the sources scripts/module-graph.json lists for every module of the embeddable set
/// (ScrollSession and every module it reaches), `Sources/ScrollWeb/**/*.swift`, `Assets/scenes/*.json`
/// (names starting with `.` are not) and `scripts/wasm/support.c`. The stamp: FNV-1a 64 over
/// `path NUL bytes NUL` of each file in path order (UTF-8 bytes), as 16 lowercase hex digits.
public enum WebModuleStamp {
    /// The custom section's name.
    public static let sectionName = "scrolllab.sources"
    /// The module graph, relative to the checkout root.
    static let graphPath = "scripts/module-graph.json"

    /// The stamp `module` carries; nil when it has none (built before stamps) or is malformed.
    public static func stamp(of module: [UInt8]) -> String? {
        WasmCustomSection.payload(named: sectionName, in: module).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The custom section carrying `stamp`, to append to a module.
    public static func section(_ stamp: String) -> [UInt8] {
        WasmCustomSection.encode(name: sectionName, payload: Array(stamp.utf8))
    }

    /// The checkout root when `assets` (the installation's `Assets`) is a checkout's: a sibling
    /// `Sources/` folder and `scripts/module-graph.json`. nil for an installation.
    public static func checkout(assets: URL) -> URL? {
        let root = assets.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        let fm = FileManager.default
        guard fm.fileExists(atPath: root.appendingPathComponent("Sources").path, isDirectory: &isFolder), isFolder.boolValue,
            fm.fileExists(atPath: root.appendingPathComponent(graphPath).path)
        else { return nil }
        return root
    }

    /// The stamp of the checkout at `root` as its files are now.
    /// - Throws: `IOFailure` naming a file that cannot be read (the module graph, a source it lists).
    public static func current(checkout root: URL) throws(IOFailure) -> String {
        var hash = FNV1a64()
        for path in try files(checkout: root) {
            let data = try contents(path, in: root)
            hash.add(Array(path.utf8) + [0])
            hash.add(data)
            hash.add([0])
        }
        return hash.hex
    }

    /// The files the stamp covers, relative to `root`, in hashing order (see the type).
    static func files(checkout root: URL) throws(IOFailure) -> [String] {
        var out = Set(try embeddableSources(graph: contents(graphPath, in: root)))
        let fm = FileManager.default
        let glue = root.appendingPathComponent("Sources/ScrollWeb")
        let below = (fm.enumerator(atPath: glue.path)?.allObjects as? [String]) ?? []
        for path in below where path.hasSuffix(".swift") {
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: glue.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                out.insert("Sources/ScrollWeb/" + path)
            }
        }
        let scenes = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent("Assets/scenes").path)) ?? []
        out.formUnion(scenes.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { "Assets/scenes/" + $0 })
        out.insert("scripts/wasm/support.c")
        return out.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The sources of every module of the embeddable set — ScrollSession and every module it reaches
    /// through the graph's dependencies — as `module-graph.json` (its bytes) lists them.
    static func embeddableSources(graph: [UInt8]) throws(IOFailure) -> [String] {
        let modules = (try? JSONValue.read(Data(graph)))?.object?["modules"]?.array?.compactMap(\.object) ?? []
        func strings(_ value: JSONValue?) -> [String] {
            (value?.array ?? []).compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        var byName: [String: [String: JSONValue]] = [:]
        for module in modules { if case .string(let name)? = module["name"] { byName[name] = module } }
        guard byName["ScrollSession"] != nil else { throw IOFailure("web: \(graphPath) has no module ScrollSession") }
        var embedded: Set<String> = []
        var todo = ["ScrollSession"]
        while let name = todo.popLast() {
            guard embedded.insert(name).inserted else { continue }
            todo += strings(byName[name]?["dependencies"])
        }
        return embedded.flatMap { strings(byName[$0]?["sources"]) }
    }

    /// The largest source file read, bytes (the checkout's own files, not a user's: no ledger entry).
    static let maximumFileSize = 16 << 20

    /// The bytes of `path` (relative to `root`), by the one bounded read.
    private static func contents(_ path: String, in root: URL) throws(IOFailure) -> [UInt8] {
        do {
            return Array(
                try InputFile.read(root.appendingPathComponent(path).path, limit: maximumFileSize, what: "source file", ledger: false))
        } catch {
            throw IOFailure("web: cannot compute the checkout's source stamp: \(root.appendingPathComponent(path).path) cannot be read")
        }
    }
}
