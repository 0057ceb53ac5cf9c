import Foundation

/// The web module's source stamp: which sources a `scrolllab.wasm` was built from (docs/WEB.md, "Which
/// module is used"). scripts/build-wasm writes it into the module (the custom section
/// `scrolllab.sources`); the binary carries its own, computed when it was built (`ScrollSourceStampTool`,
/// run by Package.swift's `SourceStampPlugin` and by CMakeLists.txt), and `scrolllab web` uses only a
/// module whose stamp is the binary's.
///
/// The mirror of scripts/wasm/source-stamp.py — the same files, order and hash; change both together
/// (scripts/web-stamp-test compares the two on the real checkout). The files, as paths relative to the
/// checkout root: the sources scripts/module-graph.json (the module graph's one place) lists for every
/// module of the embeddable set (ScrollSession and every module it reaches), `Sources/ScrollWeb/**/*.swift`,
/// `Assets/scenes/*.json` (names starting with `.` are not) and `scripts/wasm/support.c`. The stamp:
/// FNV-1a 64 over `path NUL bytes NUL` of each file in path order (UTF-8 bytes), as 16 lowercase hex digits.
/// Foundation only: the build tool links nothing else.
public enum SourceStamp {
    /// The module graph, relative to the checkout root.
    public static let graphPath = "scripts/module-graph.json"
    /// The largest source file read, bytes.
    static let maximumFileSize = 16 << 20

    /// Why a stamp cannot be computed, in words (`F cannot be read`, the graph lacking ScrollSession).
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// The stamp of the checkout at `root` as its files are now.
    /// - Throws: `Failure` naming a file that cannot be read (the module graph, a source it lists).
    public static func stamp(checkout root: URL) throws(Failure) -> String {
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
    public static func files(checkout root: URL) throws(Failure) -> [String] {
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
    static func embeddableSources(graph: [UInt8]) throws(Failure) -> [String] {
        let object = (try? JSONSerialization.jsonObject(with: Data(graph))) as? [String: Any]
        let modules = (object?["modules"] as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        var byName: [String: [String: Any]] = [:]
        for module in modules { if let name = module["name"] as? String { byName[name] = module } }
        guard byName["ScrollSession"] != nil else { throw Failure("\(graphPath) has no module ScrollSession") }
        var embedded: Set<String> = []
        var todo = ["ScrollSession"]
        while let name = todo.popLast() {
            guard embedded.insert(name).inserted else { continue }
            todo += byName[name]?["dependencies"] as? [String] ?? []
        }
        return embedded.flatMap { byName[$0]?["sources"] as? [String] ?? [] }
    }

    /// The bytes of `path` (relative to `root`): a regular file of at most `maximumFileSize` bytes (the
    /// checkout's own files, not a user's).
    private static func contents(_ path: String, in root: URL) throws(Failure) -> [UInt8] {
        let file = root.appendingPathComponent(path).path
        let type = (try? FileManager.default.attributesOfItem(atPath: file))?[.type] as? FileAttributeType
        guard type == .typeRegular, let data = FileManager.default.contents(atPath: file), data.count <= maximumFileSize else {
            throw Failure("\(file) cannot be read")
        }
        return Array(data)
    }

    /// The Swift file that gives ScrollWebPage the stamp it was built with (`WebModuleStamp.compiled`).
    public static func swiftFile(stamp: String) -> String {
        """
        // Generated when the binary is built by ScrollSourceStampTool (Package.swift's SourceStampPlugin,
        // CMakeLists.txt) from this checkout's sources: do not edit, never committed.
        extension WebModuleStamp {
            /// The source stamp of the sources this binary was built from: the module it pairs with carries it.
            public static let compiled = "\(stamp)"
        }

        """
    }
}
