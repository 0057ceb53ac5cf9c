import Foundation

/// Locations the tests need: the repository root and the built `scrolllab` binary.
public enum Paths {
    /// The repository root (this file is `Tests/TestSupport/Paths.swift`).
    public static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `scrolllab` executable under test: `$SCROLLLAB_BIN` (set by CTest), else next to the test
    /// bundle (SwiftPM puts both in `.build/<config>/`), else `.build/debug/scrolllab`.
    public static var scrolllab: String {
        if let env = ProcessInfo.processInfo.environment["SCROLLLAB_BIN"], !env.isEmpty { return env }
        let fm = FileManager.default
        var candidates: [URL] = []
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("scrolllab"))
        candidates.append(exe.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scrolllab"))
        for config in ["debug", "release"] {
            candidates.append(repoRoot.appendingPathComponent(".build/\(config)/scrolllab"))
        }
        for c in candidates where fm.isExecutableFile(atPath: c.path) { return c.path }
        return candidates.last!.path
    }

    /// A fresh temporary folder.
    public static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
