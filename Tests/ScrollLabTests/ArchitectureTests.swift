import Foundation
import TestSupport
import Testing

/// The layering rules of DESIGN.md, checked on the source tree.
@Suite struct ArchitectureTests {
    func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let root = Paths.repoRoot.appendingPathComponent(folder)
        let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var out: [(String, String)] = []
        while let url = e?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            out.append((url.path.replacingOccurrences(of: Paths.repoRoot.path + "/", with: ""), text))
        }
        return out
    }

    @Test func sdlIsImportedOnlyBySDLBackend() {
        let offenders = swiftFiles(under: "Sources").filter { f in
            !f.path.hasPrefix("Sources/SDLBackend/")
                && f.text.range(of: #"(?m)^\s*import\s+(CSDL2|CSDL2TTF|CSDL2Image|CFontconfig)\b"#, options: .regularExpression) != nil
        }.map { $0.path }
        #expect(offenders.isEmpty, "SDL imported outside SDLBackend: \(offenders)")
    }

    @Test func theCoreReadsNoClockAndDoesNoIO() {
        let forbidden =
            #"Date\(\)|ContinuousClock|SuspendingClock|DispatchTime|clock_gettime|systemUptime|gettimeofday|FileManager|FileHandle|import ScrollScene|import SDLBackend"#
        let offenders = swiftFiles(under: "Sources/ScrollCore").filter { $0.text.range(of: forbidden, options: .regularExpression) != nil }
            .map { $0.path }
        #expect(offenders.isEmpty, "ScrollCore must take time as an argument and do no I/O: \(offenders)")
    }

    @Test func sceneLayerDoesNotReachUpwards() {
        let offenders = swiftFiles(under: "Sources/ScrollScene").filter {
            $0.text.contains("import SDLBackend") || $0.text.contains("import ScrollLab")
        }.map { $0.path }
        #expect(offenders.isEmpty)
    }
}
