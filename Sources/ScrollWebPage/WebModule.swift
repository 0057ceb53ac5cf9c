import Foundation
import ScrollFileAccess
import ScrollIO
import ScrollSession

/// The compiled core, `scrolllab.wasm` (scripts/build-wasm), found the way the installation's assets
/// are, with no variable needed: `$SCROLLLAB_WASM` when set (an override), else beside the running
/// executable's real path (`AssetLocator.executable`), else in the checkout's `.build/wasm/` (the
/// folder holding the installation's `Assets`: where `scripts/run` and scripts/build-wasm put it),
/// else in the installation's `Assets/web/`.
/// In a checkout (`WebModuleStamp.checkout`) a module counts only when its source stamp is the
/// checkout's (`WebModuleStamp`): a stale one is skipped for the next candidate, and when every module
/// found is stale the run stops naming them; `$SCROLLLAB_WASM` is held to the same rule. An
/// installation has no sources to compare with: its module is used as found.
/// It is a build product, never committed (docs/WEB.md, "How it is built", "Which module is used").
public enum WebModule {
    public static let fileName = "scrolllab.wasm"
    /// The largest module read, bytes (scripts/build-wasm's budget is 1.5 MiB).
    public static let maximumSize = 16 << 20

    /// The module's bytes.
    /// - Throws: `IOFailure` naming the file looked for and how to build it, or the stale modules found.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Data {
        try find(environment: environment).data
    }

    /// Where the module is looked for without `SCROLLLAB_WASM`, in order: beside the executable, the
    /// checkout's `.build/wasm/`, the installation's `Assets/web/`.
    public static func candidates() -> [URL] {
        var out = [AssetLocator.executable().deletingLastPathComponent().appendingPathComponent(fileName)]
        if let assets = try? AssetLocator.installationDirectory() {
            out.append(assets.deletingLastPathComponent().appendingPathComponent(".build/wasm").appendingPathComponent(fileName))
            out.append(assets.appendingPathComponent("web").appendingPathComponent(fileName))
        }
        return out
    }

    /// Where the module is (see the type).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        try find(environment: environment).url
    }

    /// The module used and its bytes: the override or the first candidate whose stamp is `checkout`'s
    /// (any readable one outside a checkout).
    static func find(
        environment: [String: String], candidates: [URL] = candidates(),
        checkout: URL? = (try? AssetLocator.installationDirectory()).flatMap(WebModuleStamp.checkout(assets:))
    ) throws -> (url: URL, data: Data) {
        let fm = FileManager.default
        if let env = environment["SCROLLLAB_WASM"], !env.isEmpty {
            guard fm.isReadableFile(atPath: env) else { throw IOFailure("web: SCROLLLAB_WASM=\(env): no such readable file") }
            let url = URL(fileURLWithPath: env)
            let data = try read(url)
            if let checkout, WebModuleStamp.stamp(of: Array(data)) != (try WebModuleStamp.current(checkout: checkout)) {
                throw IOFailure(staleMessage(["SCROLLLAB_WASM=\(env)"]))
            }
            return (url, data)
        }
        let readable = candidates.filter { fm.isReadableFile(atPath: $0.path) }
        guard !readable.isEmpty else {
            throw IOFailure(
                "web: \(fileName) not found (looked for \(candidates.map(\.path).joined(separator: ", "))); build it with scripts/build-wasm (scripts/run does), or set SCROLLLAB_WASM=FILE"
            )
        }
        let current = try checkout.map { (root) throws(IOFailure) in try WebModuleStamp.current(checkout: root) }
        var stale: [String] = []
        for url in readable {
            let data = try read(url)
            if current == nil || WebModuleStamp.stamp(of: Array(data)) == current { return (url, data) }
            stale.append(url.standardizedFileURL.path)
        }
        throw IOFailure(staleMessage(stale))
    }

    /// The one line for modules built from other sources than the checkout's.
    static func staleMessage(_ modules: [String]) -> String {
        modules.count == 1
            ? "web: \(modules[0]) was built from other sources than this checkout's (rebuild it with scripts/build-wasm)"
            : "web: \(modules.joined(separator: ", ")) were built from other sources than this checkout's (rebuild with scripts/build-wasm)"
    }

    /// A module's bytes, checked to be a WebAssembly module.
    private static func read(_ url: URL) throws -> Data {
        let data: Data
        do {
            data = try InputFile.read(url.path, limit: maximumSize, what: "wasm module")
        } catch .output(let flag, let path) {
            throw UsageError("web: \(flag) \(path) is the wasm module this run reads; it would be overwritten")
        } catch {
            throw IOFailure("web: \(url.path): \(error.words("wasm module", limit: maximumSize))")
        }
        // "\0asm", version 1: anything else is not a module the page can instantiate.
        guard data.starts(with: WasmCustomSection.header) else {
            throw IOFailure("web: \(url.path) is not a WebAssembly module (rebuild it with scripts/build-wasm)")
        }
        return data
    }
}
