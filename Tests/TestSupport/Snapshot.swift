import Foundation
import Testing

/// Golden-file assertions in the manner of swift-snapshot-testing: references live next to the test
/// in `__Snapshots__/<TestFile>/<name>.<ext>`; `SCROLLLAB_RECORD=1` (re)records them (refused when
/// `CI` is set); a mismatch writes the actual output (and, for images, a difference image) to
/// `artifacts/snapshots/<TestFile>/` and says how to re-record. Images: `Snapshot.assertImage` in
/// SDLTestSupport.
public enum Snapshot {
    public static var recording: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["SCROLLLAB_RECORD"] == "1" && (env["CI"] ?? "").isEmpty
    }

    public static func referenceURL(_ name: String, ext: String, file: String) -> URL {
        let test = URL(fileURLWithPath: file)
        let base = test.deletingPathExtension().lastPathComponent
        return test.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(base)/\(name).\(ext)")
    }

    public static func artifactsURL(_ name: String, file: String) -> URL {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let root =
            ProcessInfo.processInfo.environment["SCROLLLAB_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? Paths.repoRoot.appendingPathComponent("artifacts")
        let dir = root.appendingPathComponent("snapshots/\(base)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    public static let howToRecord =
        "re-record with SCROLLLAB_RECORD=1 scripts/test (or SCROLLLAB_RECORD=1 swift test), then review the diff"

    /// Compares `text` with the reference `<name>.txt`.
    public static func assertText(
        _ text: String, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ref = referenceURL(name, ext: "txt", file: file)
        if recording {
            try? FileManager.default.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: ref)
            Issue.record("recorded \(ref.path); run again without SCROLLLAB_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: ref.path) else {
            Issue.record("no reference \(ref.path); \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != text {
            let actual = artifactsURL(name + ".actual.txt", file: file)
            try? Data(text.utf8).write(to: actual)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = text.split(separator: "\n", omittingEmptySubsequences: false)
            var line = 0
            while line < min(e.count, a.count) && e[line] == a[line] { line += 1 }
            let want = line < e.count ? String(e[line]) : "<end>"
            let got = line < a.count ? String(a[line]) : "<end>"
            Issue.record(
                "snapshot \(name) differs at line \(line + 1): expected «\(want)», got «\(got)»; actual written to \(actual.path); \(howToRecord)",
                sourceLocation: sourceLocation)
        }
    }
}
