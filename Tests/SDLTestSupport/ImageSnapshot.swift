import Foundation
import SDLBackend
import TestSupport
import Testing

extension Snapshot {
    /// Compares RGBA pixels with the reference `<name>.png`. `tolerance` is the largest per-channel
    /// difference ignored (0: exact, the default — the software renderer is deterministic).
    public static func assertImage(
        rgba: [UInt8], width: Int, height: Int, named name: String, tolerance: UInt8 = 0, file: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ref = referenceURL(name, ext: "png", file: file)
        if recording {
            try? FileManager.default.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? OffscreenCanvas.encodePNG(rgba: rgba, width: width, height: height).write(to: ref)
            Issue.record("recorded \(ref.path); run again without SCROLLLAB_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let reference = OffscreenCanvas.loadPNG(ref.path) else {
            Issue.record("no reference \(ref.path); \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        let actualURL = artifactsURL(name + ".actual.png", file: file)
        guard reference.width == width, reference.height == height else {
            try? OffscreenCanvas.encodePNG(rgba: rgba, width: width, height: height).write(to: actualURL)
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
            try? OffscreenCanvas.encodePNG(rgba: rgba, width: width, height: height).write(to: actualURL)
            try? OffscreenCanvas.encodePNG(rgba: diff, width: width, height: height).write(to: diffURL)
            Issue.record(
                "snapshot \(name): \(differing) of \(width * height) pixels differ; actual \(actualURL.path), difference \(diffURL.path); \(howToRecord)",
                sourceLocation: sourceLocation)
        }
    }
}
