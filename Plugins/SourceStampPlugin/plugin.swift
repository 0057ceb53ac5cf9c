import Foundation
import PackagePlugin

/// Gives ScrollWebPage the source stamp of the sources the binary is built from (docs/WEB.md, "Which
/// module is used"): ScrollSourceStampTool writes `CompiledSourceStamp.swift` (`WebModuleStamp.compiled`)
/// into the plugin's work folder, and SwiftPM compiles it into the module. Nothing is fetched.
///
/// Which files the stamp covers is ScrollSourceStamp's business (scripts/module-graph.json and three
/// folders); the command's inputs here are a superset that needs no copy of that rule — every file under
/// `Sources/` and `Assets/scenes/`, the graph and `scripts/wasm/support.c` — so a change to any of them
/// runs the tool again (a second or so), which rewrites the file only when the stamp moved.
@main struct SourceStampPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let out = context.pluginWorkDirectoryURL.appendingPathComponent("CompiledSourceStamp.swift")
        var inputs = ["Sources", "Assets/scenes"].flatMap { files(under: root.appendingPathComponent($0)) }
        inputs += ["scripts/module-graph.json", "scripts/wasm/support.c"].map { root.appendingPathComponent($0) }
        return [
            .buildCommand(
                displayName: "Source stamp of the web module for \(target.name)",
                executable: try context.tool(named: "ScrollSourceStampTool").url,
                arguments: [root.path, out.path], inputFiles: inputs, outputFiles: [out])
        ]
    }

    /// Every regular file below `folder`, hidden ones included.
    private func files(under folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (found?.allObjects as? [URL] ?? []).filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
