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

    /// What each module may import (Package.swift's dependencies, and CMakeLists.txt's): the one-way
    /// arrows of docs/ARCHITECTURE.md. SwiftPM lets a file import any module its target reaches
    /// transitively, so the arrows are checked on the sources.
    static let arrows: [String: Set<String>] = [
        "Sources/ScrollCore": ["Foundation"],
        "Sources/ScrollDraw": ["ScrollCore"],
        "Sources/ScrollInput": ["ScrollCore"],
        "Sources/ScrollTrace": ["Foundation", "ScrollInput", "ScrollCore"],
        "Sources/ScrollScene": ["Foundation", "ScrollDraw", "ScrollInput", "ScrollCore"],
        // The window's own UI as draw lists: no SDL, no files.
        "Sources/ScrollWorkbench": ["Foundation", "ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"],
        // Reading input files (the one place outside ScrollLab and ScrollTrace that touches the file system).
        "Sources/ScrollFiles": ["Foundation", "ScrollScene", "ScrollCore"],
        "Sources/SDLBackend": [
            "Foundation", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig", "ScrollDraw", "ScrollInput", "ScrollCore",
        ],
        // Report pages are plain text: no SDL, no scene, nothing of ours.
        "Sources/ScrollReport": ["Foundation"],
        // Synchronization is the standard library's (`Mutex`, for `check --jobs`), like Foundation.
        "Sources/ScrollLab": [
            "Foundation", "Synchronization", "SDLBackend", "ScrollWorkbench", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollDraw",
            "ScrollInput", "ScrollCore", "ScrollReport",
        ],
        "Sources/scrolllab": ["Foundation", "ScrollLab"],
        "Tests/TestSupport": ["Foundation", "Testing", "ScrollCore", "ScrollDraw", "ScrollInput", "ScrollTrace"],
        "Tests/ScrollCoreTests": ["Foundation", "Testing", "TestSupport", "ScrollCore"],
        "Tests/ScrollReportTests": ["Foundation", "Testing", "ScrollReport"],
    ]

    /// Every module `module` reaches through `arrows`.
    static func closure(_ module: String) -> Set<String> {
        var seen: Set<String> = []
        var todo = [module]
        while let m = todo.popLast() {
            for next in arrows[m] ?? arrows["Sources/" + m] ?? arrows["Tests/" + m] ?? [] where seen.insert(next).inserted {
                todo.append(next)
            }
        }
        return seen
    }

    func imports(_ text: String) -> Set<String> {
        let pattern = #/(?m)^\s*(?:@\w+\s+)*import\s+(\w+)/#
        return Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    @Test func eachModuleImportsOnlyAlongItsArrows() {
        for (folder, allowed) in Self.arrows {
            for file in swiftFiles(under: folder) {
                let extra = imports(file.text).subtracting(allowed)
                #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted()), not an arrow of \(folder)")
            }
        }
    }

    @Test func theRendererAndTheCoreTestsKnowOnlyWhatTheyUse() {
        #expect(!Self.closure("SDLBackend").contains("ScrollScene"))
        let sdl: Set = ["SDLBackend", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig"]
        #expect(Self.closure("ScrollCoreTests").isDisjoint(with: sdl))
        #expect(Self.closure("ScrollCore") == ["Foundation"])
        #expect(!Self.closure("ScrollWorkbench").contains("SDLBackend"))
    }

    /// Ways to touch the file system; ScrollScene (and so the wasm build of it) has none — files are
    /// read in ScrollFiles (#28).
    static let fileIO = #"FileManager|FileHandle|Data\(contentsOf|String\(contentsOf|fopen|\bstat\(|InputFile"#

    @Test func theSceneModuleDoesNoFileIO() {
        let offenders = swiftFiles(under: "Sources/ScrollScene").filter {
            $0.text.range(of: Self.fileIO, options: .regularExpression) != nil
        }.map { $0.path }
        #expect(offenders.isEmpty, "ScrollScene must not read files (ScrollFiles does): \(offenders)")
        #expect(swiftFiles(under: "Sources/ScrollFiles").contains { $0.text.range(of: Self.fileIO, options: .regularExpression) != nil })
    }

    @Test func sdlIsImportedOnlyBySDLBackend() {
        let offenders = swiftFiles(under: "Sources").filter { f in
            !f.path.hasPrefix("Sources/SDLBackend/")
                && f.text.range(of: #"(?m)^\s*import\s+(CSDL2|CSDL2TTF|CSDL2Image|CFontconfig)\b"#, options: .regularExpression) != nil
        }.map { $0.path }
        #expect(offenders.isEmpty, "SDL imported outside SDLBackend: \(offenders)")
    }

    /// Ways to read a clock, the environment or a file; none may appear in the core.
    static let forbiddenInCore =
        #"Date\(|Date\.now|\.now\b|ContinuousClock|SuspendingClock|DispatchTime|clock_gettime|systemUptime|gettimeofday|ProcessInfo|FileManager|FileHandle|contentsOf|contentsOfFile|fopen|getenv"#

    @Test func theCoreReadsNoClockAndDoesNoIO() {
        let offenders = swiftFiles(under: "Sources/ScrollCore").filter {
            $0.text.range(of: Self.forbiddenInCore, options: .regularExpression) != nil
        }.map { $0.path }
        #expect(offenders.isEmpty, "ScrollCore must take time as an argument and do no I/O: \(offenders)")
    }

    @Test(arguments: [
        "let t = Date.now", "let t = Date()", "ProcessInfo.processInfo.environment", "try Data(contentsOf: url)",
        "String(contentsOfFile: p)", "let c = ContinuousClock.now", "getenv(\"X\")",
    ])
    func theForbiddenPatternCatches(_ line: String) {
        #expect(line.range(of: Self.forbiddenInCore, options: .regularExpression) != nil)
    }
}
