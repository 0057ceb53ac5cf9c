import Foundation
import SDLBackend
import Testing

/// Golden-file assertions in the manner of swift-snapshot-testing: references live next to the test
/// in `__Snapshots__/<TestFile>/<name>.<ext>`; `SCROLLLAB_RECORD=1` (re)records them (refused when
/// `CI` is set); a mismatch writes the actual output (and, for images, a difference image) to
/// `artifacts/snapshots/<TestFile>/` and says how to re-record.
public enum Snapshot {
    static var recording: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["SCROLLLAB_RECORD"] == "1" && (env["CI"] ?? "").isEmpty
    }

    static func referenceURL(_ name: String, ext: String, file: String) -> URL {
        let test = URL(fileURLWithPath: file)
        let base = test.deletingPathExtension().lastPathComponent
        return test.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(base)/\(name).\(ext)")
    }

    static func artifactsURL(_ name: String, file: String) -> URL {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let root =
            ProcessInfo.processInfo.environment["SCROLLLAB_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? Paths.repoRoot.appendingPathComponent("artifacts")
        let dir = root.appendingPathComponent("snapshots/\(base)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    static let howToRecord = "re-record with SCROLLLAB_RECORD=1 scripts/test (or SCROLLLAB_RECORD=1 swift test), then review the diff"

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

    /// Compares RGBA pixels with the reference `<name>.png`. `tolerance` is the largest per-channel
    /// difference ignored (0: exact, the default — the software renderer is deterministic).
    public static func assertImage(
        rgba: [UInt8], width: Int, height: Int, named name: String, tolerance: UInt8 = 0, file: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ref = referenceURL(name, ext: "png", file: file)
        if recording {
            try? FileManager.default.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? OffscreenCanvas.savePNG(rgba: rgba, width: width, height: height, to: ref.path)
            Issue.record("recorded \(ref.path); run again without SCROLLLAB_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let reference = OffscreenCanvas.loadPNG(ref.path) else {
            Issue.record("no reference \(ref.path); \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        let actualURL = artifactsURL(name + ".actual.png", file: file)
        guard reference.width == width, reference.height == height else {
            try? OffscreenCanvas.savePNG(rgba: rgba, width: width, height: height, to: actualURL.path)
            Issue.record(
                "snapshot \(name): size \(width)x\(height), reference \(reference.width)x\(reference.height); actual written to \(actualURL.path); \(howToRecord)",
                sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        var diff = [UInt8](repeating: 0, count: rgba.count)
        var i = 0
        while i < rgba.count {
            var worst: UInt8 = 0
            for c in 0..<4 {
                let a = rgba[i + c]
                let b = reference.rgba[i + c]
                worst = max(worst, a > b ? a - b : b - a)
            }
            if worst > tolerance {
                differing += 1
                diff[i] = 255
                diff[i + 1] = 0
                diff[i + 2] = 255
                diff[i + 3] = 255
            } else {
                // Faded actual image, so the magenta differences stand out in context.
                diff[i] = rgba[i] / 4 + 160
                diff[i + 1] = rgba[i + 1] / 4 + 160
                diff[i + 2] = rgba[i + 2] / 4 + 160
                diff[i + 3] = 255
            }
            i += 4
        }
        if differing > 0 {
            let diffURL = artifactsURL(name + ".diff.png", file: file)
            try? OffscreenCanvas.savePNG(rgba: rgba, width: width, height: height, to: actualURL.path)
            try? OffscreenCanvas.savePNG(rgba: diff, width: width, height: height, to: diffURL.path)
            Issue.record(
                "snapshot \(name): \(differing) of \(width * height) pixels differ; actual \(actualURL.path), difference \(diffURL.path); \(howToRecord)",
                sourceLocation: sourceLocation)
        }
    }
}
