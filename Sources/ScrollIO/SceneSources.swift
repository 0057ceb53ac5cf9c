import Foundation
import ScrollFiles
import ScrollScene
import ScrollSession

/// Where scenes come from, adding up (docs/SCENES.md, "Scene sources"): the built-in scenes (the
/// installation's `Assets/scenes`, always), the folders of `SCROLLLAB_SCENES` (`:`-separated), the
/// folders of `--scenes DIR` (repeatable), then the files of `--scene FILE.json`. An id defined twice
/// is an error naming both files, except that a `--scene` file replaces the built-in scene of its id.
public struct SceneSources: Equatable, Sendable {
    /// `--scenes DIR`, in the order given.
    public var folders: [String] = []
    /// `--scene FILE.json`.
    public var files: [String] = []

    public init(folders: [String] = [], files: [String] = []) {
        self.folders = folders
        self.files = files
    }

    /// Whether a `--scene` value names a file rather than an id (ids have no slashes; a file ends in
    /// `.json` or holds a slash).
    public static func isFile(_ spec: String) -> Bool { spec.hasSuffix(".json") || spec.contains("/") }

    /// The folders of `SCROLLLAB_SCENES` (empty parts skipped).
    static func environmentFolders(_ env: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        (env["SCROLLLAB_SCENES"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// Every scene of every source.
    /// - Throws: `UsageError` naming the first bad file or folder, or both files of a duplicate id.
    public func catalog() throws(UsageError) -> SceneCatalog {
        let builtIn = try AssetLocator.installationDirectory().appendingPathComponent("scenes")
        Self.warnAboutAssetsScenes(builtIn: builtIn)
        let folders = [builtIn] + (Self.environmentFolders() + folders).map { URL(fileURLWithPath: $0) }
        do {
            return try SceneCatalog(folders: folders, files: files.map { URL(fileURLWithPath: $0) }, builtIn: 0)
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The scene a `--scene` value names: an id as given, a file by the id it defines.
    public static func sceneID(_ spec: String?, in catalog: SceneCatalog) -> String? {
        guard let spec, isFile(spec) else { return spec }
        return catalog.sceneID(fromFile: URL(fileURLWithPath: spec))
    }

    nonisolated(unsafe) private static var warned = false

    /// `SCROLLLAB_ASSETS` no longer holds scenes: says so once per run when its `scenes/` has files
    /// (they used to replace the built-ins).
    static func warnAboutAssetsScenes(builtIn: URL) {
        guard !warned, let env = ProcessInfo.processInfo.environment["SCROLLLAB_ASSETS"], !env.isEmpty else { return }
        let scenes = URL(fileURLWithPath: env).appendingPathComponent("scenes")
        guard scenes.standardizedFileURL.path != builtIn.standardizedFileURL.path,
            let names = try? FileManager.default.contentsOfDirectory(atPath: scenes.path), names.contains(where: { $0.hasSuffix(".json") })
        else { return }
        warned = true
        FileHandle.standardError.write(
            Data(
                "scrolllab: warning: \(scenes.path) is not read: SCROLLLAB_ASSETS is for fonts and images; add scenes with SCROLLLAB_SCENES=\(scenes.path) or --scenes \(scenes.path)\n"
                    .utf8))
    }
}
