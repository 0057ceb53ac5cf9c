import Foundation
import ScrollSession

/// Finds the installation's `Assets` folder — the nearest `Assets` holding `scenes/` in the
/// executable's folder or up to five folders above it (covers `.build/<config>/scrolllab` and
/// `build/scrolllab`), else `./Assets`, else `$SCROLLLAB_ASSETS` when it has one — whose `scenes/` are the
/// built-in scenes. `SCROLLLAB_ASSETS`
/// names another folder for fonts and images only: scenes are never read from it (they come from the
/// built-ins, `--scenes DIR`, `SCROLLLAB_SCENES` and `--scene FILE.json`; docs/SCENES.md).
public enum AssetLocator {
    /// The folder images are read from: `$SCROLLLAB_ASSETS` when set, else the installation's.
    public static func assetsDirectory() throws(UsageError) -> URL {
        if let env = ProcessInfo.processInfo.environment["SCROLLLAB_ASSETS"], !env.isEmpty {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: env, isDirectory: &isDir), isDir.boolValue else {
                throw UsageError("SCROLLLAB_ASSETS=\(env) is not a folder")
            }
            return URL(fileURLWithPath: env)
        }
        return try installationDirectory()
    }

    /// The installation's `Assets` folder (the built-in scenes are its `scenes/`).
    public static func installationDirectory() throws(UsageError) -> URL {
        let fm = FileManager.default
        func ok(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("scenes").path) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets")
            if ok(candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("Assets")
        if ok(cwd) { return cwd }
        // Last: an installation's Assets named by SCROLLLAB_ASSETS (a build outside the source tree,
        // as CMake's tests run it); its scenes are then the built-ins, and no warning is given.
        if let env = ProcessInfo.processInfo.environment["SCROLLLAB_ASSETS"], !env.isEmpty, ok(URL(fileURLWithPath: env)) {
            return URL(fileURLWithPath: env)
        }
        throw UsageError("cannot find the built-in scenes (an Assets/scenes folder beside or above the executable, or in ./Assets)")
    }
}
