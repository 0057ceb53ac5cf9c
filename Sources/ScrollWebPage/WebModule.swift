import Foundation
import ScrollFileAccess
import ScrollIO
import ScrollSession

/// The compiled core, `scrolllab.wasm` (scripts/build-wasm), found the way the installation's assets
/// are, with no variable needed: `$SCROLLLAB_WASM` when set (an override), else beside the running
/// executable's real path (`AssetLocator.executable`), else in the checkout's `.build/wasm/` (the
/// folder holding the installation's `Assets`: where `scripts/run` and scripts/build-wasm put it),
/// else in the installation's `Assets/web/`.
/// A module counts only when its source stamp is the binary's own (`WebModuleStamp.compiled`, computed
/// when the binary was built), in a checkout or an installation alike: a stale one is skipped for the
/// next candidate, and when every module found is stale the run stops naming them; `$SCROLLLAB_WASM` is
/// held to the same rule. Every line starts with the asking command's name (`web`, `report`).
/// It is a build product, never committed (docs/WEB.md, "How it is built", "Which module is used").
public enum WebModule {
    public static let fileName = "scrolllab.wasm"
    /// The largest module read, bytes (scripts/build-wasm's budget is 1.5 MiB).
    public static let maximumSize = 16 << 20

    /// Who asks, and what the module must carry.
    struct Lookup {
        /// The command whose errors these are (`web`, `report`): every line starts with it.
        var command: String
        /// The stamp the module must carry: the binary's own.
        var expected = WebModuleStamp.compiled
        /// The checkout the binary runs from; nil for an installation. Only the advice depends on it.
        var checkout: URL? = (try? AssetLocator.installationDirectory()).flatMap(WebModuleStamp.checkout(assets:))
    }

    /// The module's bytes, for `command` (`web`, `report`).
    /// - Throws: `IOFailure` naming the file looked for and how to build it, or the stale modules found.
    public static func load(command: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Data {
        try find(Lookup(command: command), environment: environment).data
    }

    /// Where the module is (see the type).
    public static func locate(command: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        try find(Lookup(command: command), environment: environment).url
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

    /// The module used and its bytes: the override, or the first candidate whose stamp is the binary's.
    static func find(_ lookup: Lookup, environment: [String: String], candidates: [URL] = candidates()) throws -> (url: URL, data: Data) {
        if let env = environment["SCROLLLAB_WASM"], !env.isEmpty { return try override(env, lookup) }
        let readable = candidates.filter { FileManager.default.isReadableFile(atPath: $0.path) }
        guard !readable.isEmpty else {
            let advice =
                lookup.checkout == nil
                ? "put the \(fileName) built with this scrolllab beside it (scripts/build-wasm in the checkout it was built from)"
                : "build it with scripts/build-wasm (scripts/run does)"
            let looked = candidates.map(\.path).joined(separator: ", ")
            throw IOFailure("\(lookup.command): \(fileName) not found (looked for \(looked)); \(advice), or set SCROLLLAB_WASM=FILE")
        }
        var stale: [String] = []
        for url in readable {
            let data = try read(url, lookup, named: "\(lookup.command): \(url.path)", advice: "rebuild it with scripts/build-wasm")
            if WebModuleStamp.stamp(of: Array(data)) == lookup.expected { return (url, data) }
            stale.append(url.standardizedFileURL.path)
        }
        throw IOFailure(staleMessage(stale, lookup))
    }

    /// `$SCROLLLAB_WASM`'s module, held to the candidates' rule; every line names the variable and the
    /// absolute path, and says what fixes it.
    private static func override(_ env: String, _ lookup: Lookup) throws -> (url: URL, data: Data) {
        let url = URL(fileURLWithPath: env).standardizedFileURL
        let named = "\(lookup.command): SCROLLLAB_WASM=\(url.path)"
        let advice = overrideAdvice(lookup)
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw IOFailure("\(named): no such readable file (\(advice))") }
        let data = try read(url, lookup, named: named, advice: advice)
        guard let stamp = WebModuleStamp.stamp(of: Array(data)) else {
            throw IOFailure("\(named) carries no source stamp: a module from before stamps, or a damaged one (\(advice))")
        }
        guard stamp == lookup.expected else { throw IOFailure("\(named) was built from other sources than this scrolllab (\(advice))") }
        return (url, data)
    }

    /// What fixes a wrong `$SCROLLLAB_WASM`.
    static func overrideAdvice(_ lookup: Lookup) -> String {
        guard let root = lookup.checkout else { return "point SCROLLLAB_WASM at the \(fileName) built with this scrolllab, or unset it" }
        let fresh = root.appendingPathComponent(".build/wasm").appendingPathComponent(fileName).standardizedFileURL.path
        return "point SCROLLLAB_WASM at a fresh build, e.g. \(fresh) after scripts/build-wasm, or unset it"
    }

    /// The one line for modules built from other sources than the binary's: in a checkout, rebuild the
    /// module (and the binary first when the checkout changed since it was built); in an installation,
    /// install the module built with the binary.
    static func staleMessage(_ modules: [String], _ lookup: Lookup) -> String {
        let advice =
            lookup.checkout == nil
            ? "put the \(fileName) built with it beside it: scripts/build-wasm in the checkout it was built from"
            : "rebuild \(modules.count == 1 ? "it " : "")with scripts/build-wasm, after swift build if the checkout changed since scrolllab was built"
        return modules.count == 1
            ? "\(lookup.command): \(modules[0]) was built from other sources than this scrolllab (\(advice))"
            : "\(lookup.command): \(modules.joined(separator: ", ")) were built from other sources than this scrolllab (\(advice))"
    }

    /// A module's bytes, checked to be a WebAssembly module; `named` begins a line about it (the command,
    /// and the variable for an override), `advice` says what fixes a file that is not one.
    private static func read(_ url: URL, _ lookup: Lookup, named: String, advice: String) throws -> Data {
        let data: Data
        do {
            data = try InputFile.read(url.path, limit: maximumSize, what: "wasm module")
        } catch .output(let flag, let path) {
            throw UsageError("\(lookup.command): \(flag) \(path) is the wasm module this run reads; it would be overwritten")
        } catch {
            throw IOFailure("\(named): \(error.words("wasm module", limit: maximumSize)) (\(advice))")
        }
        // "\0asm", version 1: anything else is not a module the page can instantiate.
        guard data.starts(with: WasmCustomSection.header) else { throw IOFailure("\(named) is not a WebAssembly module (\(advice))") }
        return data
    }
}
