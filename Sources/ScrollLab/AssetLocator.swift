import Foundation

/// Finds the `Assets` folder: `$SCROLLLAB_ASSETS`, else the nearest `Assets` holding `scenes/` in the
/// executable's folder or up to five folders above it (covers `.build/<config>/scrolllab` and
/// `build/scrolllab`), else `./Assets`.
public enum AssetLocator {
    public static func assetsDirectory() throws(UsageError) -> URL {
        let fm = FileManager.default
        func ok(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("scenes").path) }
        if let env = ProcessInfo.processInfo.environment["SCROLLLAB_ASSETS"], !env.isEmpty {
            let url = URL(fileURLWithPath: env)
            guard ok(url) else { throw UsageError("SCROLLLAB_ASSETS=\(env) has no scenes/ folder") }
            return url
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets")
            if ok(candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("Assets")
        if ok(cwd) { return cwd }
        throw UsageError("cannot find the Assets folder (with scenes/); set SCROLLLAB_ASSETS")
    }
}
