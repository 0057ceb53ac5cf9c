import Foundation
import ScrollFileAccess
import ScrollIO
import ScrollSession

/// The compiled core, `scrolllab.wasm` (scripts/build-wasm), found the way the installation's assets
/// are, with no variable needed: `$SCROLLLAB_WASM` when set (an override), else beside the running
/// executable's real path (`AssetLocator.executable`), else in the checkout's `.build/wasm/` (the
/// folder holding the installation's `Assets`: where `scripts/run` and scripts/build-wasm put it),
/// else in the installation's `Assets/web/`.
/// It is a build product, never committed (docs/WEB.md, "How it is built").
public enum WebModule {
    public static let fileName = "scrolllab.wasm"
    /// The largest module read, bytes (scripts/build-wasm's budget is 1 MiB).
    public static let maximumSize = 16 << 20

    /// The module's bytes.
    /// - Throws: `IOFailure` naming the file looked for and how to build it.
    public static func load() throws -> Data {
        let url = try locate()
        let data: Data
        do {
            data = try InputFile.read(url.path, limit: maximumSize, what: "wasm module")
        } catch .output(let flag, let path) {
            throw UsageError("web: \(flag) \(path) is the wasm module this run reads; it would be overwritten")
        } catch {
            throw IOFailure("web: \(url.path): \(error.words("wasm module", limit: maximumSize))")
        }
        // "\0asm", version 1: anything else is not a module the page can instantiate.
        guard data.starts(with: [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]) else {
            throw IOFailure("web: \(url.path) is not a WebAssembly module (rebuild it with scripts/build-wasm)")
        }
        return data
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
        let fm = FileManager.default
        if let env = environment["SCROLLLAB_WASM"], !env.isEmpty {
            guard fm.isReadableFile(atPath: env) else { throw IOFailure("web: SCROLLLAB_WASM=\(env): no such readable file") }
            return URL(fileURLWithPath: env)
        }
        let candidates = candidates()
        if let found = candidates.first(where: { fm.isReadableFile(atPath: $0.path) }) { return found }
        throw IOFailure(
            "web: \(fileName) not found (looked for \(candidates.map(\.path).joined(separator: ", "))); build it with scripts/build-wasm (scripts/run does), or set SCROLLLAB_WASM=FILE"
        )
    }
}
