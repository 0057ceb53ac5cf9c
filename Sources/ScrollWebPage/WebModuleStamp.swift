import Foundation

/// The web module's source stamp: which sources a `scrolllab.wasm` was built from, so `scrolllab web`
/// uses only the module built from the sources the binary was built from (`WebModule`; docs/WEB.md,
/// "Which module is used"). scripts/build-wasm writes it into the module as the custom section
/// `scrolllab.sources` (16 hex digits, 36 bytes in all); the binary's own, `compiled`, is computed when
/// the binary is built (ScrollSourceStamp's `SourceStamp`, by ScrollSourceStampTool: Package.swift's
/// SourceStampPlugin, CMakeLists.txt) and lives in a generated file of this module, so an installed
/// binary knows its module without the sources.
public enum WebModuleStamp {
    /// The custom section's name.
    public static let sectionName = "scrolllab.sources"
    /// The module graph, relative to the checkout root (a checkout has it).
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
    /// `Sources/` folder and `scripts/module-graph.json`. nil for an installation. It only changes what
    /// a refusal advises (rebuild with scripts/build-wasm, or install the module built with the binary).
    public static func checkout(assets: URL) -> URL? {
        let root = assets.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        let fm = FileManager.default
        guard fm.fileExists(atPath: root.appendingPathComponent("Sources").path, isDirectory: &isFolder), isFolder.boolValue,
            fm.fileExists(atPath: root.appendingPathComponent(graphPath).path)
        else { return nil }
        return root
    }
}
