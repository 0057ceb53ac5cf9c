import Foundation
import ScrollSession

/// Finds the installation's `Assets` folder — the nearest `Assets` holding `scenes/` in the
/// running executable's real folder (`executable`: `/proc/self/exe`, symlinks resolved, so a
/// `scrolllab` symlink on PATH typed by name from any folder finds them) or up to five folders above it (covers `.build/<config>/scrolllab` and
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
        var dir = executable().deletingLastPathComponent()
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

    /// The running executable's real path: `/proc/self/exe` (Linux; the kernel's own answer, symlinks
    /// resolved, whatever `argv[0]` and the working folder are). Where /proc is absent: `argv[0]` —
    /// a bare name looked up on `PATH`, a relative path against the working folder — symlinks resolved.
    public static func executable(
        procPath: String = "/proc/self/exe", argument0: String = CommandLine.arguments.first ?? "scrolllab",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: procPath), real.hasPrefix("/") {
            return URL(fileURLWithPath: real)
        }
        if !argument0.contains("/") {
            for dir in (environment["PATH"] ?? "").split(separator: ":") where !dir.isEmpty {
                let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(argument0)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
            }
        }
        return URL(fileURLWithPath: argument0).resolvingSymlinksInPath()
    }
}
