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
        // The one bounded read of an input file and the run's file ledger: below every reader.
        "Sources/ScrollFileAccess": ["Foundation", "ScrollCore"],
        "Sources/ScrollTrace": ["Foundation", "ScrollFileAccess", "ScrollInput", "ScrollCore"],
        "Sources/ScrollScene": ["Foundation", "ScrollDraw", "ScrollInput", "ScrollCore"],
        // The window's own UI as draw lists: no SDL, no files.
        "Sources/ScrollWorkbench": ["Foundation", "ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"],
        // Reading input files (the one place outside ScrollLab and ScrollTrace that touches the file system).
        "Sources/ScrollFiles": ["Foundation", "ScrollFileAccess", "ScrollScene", "ScrollDraw", "ScrollCore"],
        "Sources/SDLBackend": [
            "Foundation", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig", "ScrollFileAccess", "ScrollDraw", "ScrollInput", "ScrollCore",
        ],
        // Report pages are plain text: no SDL, no scene, nothing of ours.
        "Sources/ScrollReport": ["Foundation"],
        // The headless session: no SDL, no window, no files (`theSessionIsEmbeddable`).
        "Sources/ScrollSession": ["ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"],
        // The session from a trace file: the native half (Foundation, the trace format, scene files).
        "Sources/ScrollSessionTrace": [
            "Foundation", "ScrollSession", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollInput", "ScrollCore",
        ],
        // The native modules above the session: none of them sees SDL (`theModulesAboveTheSessionHaveNoSDL`).
        "Sources/ScrollIO": ["Foundation", "ScrollFileAccess", "ScrollSession", "ScrollFiles", "ScrollScene"],
        // Synchronization is the standard library's (`Mutex`, for `check --jobs`), like Foundation.
        "Sources/ScrollCheck": [
            "Foundation", "Synchronization", "ScrollIO", "ScrollFileAccess", "ScrollReport", "ScrollSession", "ScrollSessionTrace",
            "ScrollScene", "ScrollTrace", "ScrollInput", "ScrollCore",
        ],
        "Sources/ScrollFuzz": ["Foundation", "ScrollIO", "ScrollSession", "ScrollScene", "ScrollInput", "ScrollCore"],
        "Sources/ScrollFeelExport": ["Foundation", "ScrollTrace", "ScrollCore"],
        // The web module's source stamp and the build tool that compiles the binary's own into
        // ScrollWebPage (through Package.swift's SourceStampPlugin, not an import): Foundation only.
        "Sources/ScrollSourceStamp": ["Foundation"],
        "Sources/ScrollSourceStampTool": ["Foundation", "ScrollSourceStamp"],
        "Sources/ScrollWebPage": [
            "Foundation", "ScrollIO", "ScrollReport", "ScrollSession", "ScrollSessionTrace", "ScrollFileAccess", "ScrollScene",
            "ScrollCore",
        ],
        "Sources/ScrollCLI": [
            "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollSession", "ScrollSessionTrace", "ScrollFileAccess",
            "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollCore",
        ],
        // One command per mode and the window loop.
        "Sources/ScrollLab": [
            "Foundation", "ScrollCLI", "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollWebPage", "ScrollSession",
            "ScrollSessionTrace", "SDLBackend", "ScrollWorkbench", "ScrollFileAccess", "ScrollFiles", "ScrollScene", "ScrollTrace",
            "ScrollDraw", "ScrollInput",
            "ScrollCore", "ScrollReport",
        ],
        "Sources/scrolllab": ["Foundation", "ScrollLab"],
        "Tests/TestSupport": ["Foundation", "Testing", "ScrollCore", "ScrollDraw", "ScrollInput", "ScrollTrace"],
        "Tests/ScrollCoreTests": ["Foundation", "Testing", "TestSupport", "ScrollCore"],
        "Tests/ScrollReportTests": ["Foundation", "Testing", "ScrollReport"],
        "Tests/ScrollFileAccessTests": ["Foundation", "Testing", "ScrollFileAccess", "ScrollCore"],
        "Tests/ScrollIOTests": ["Foundation", "Testing", "TestSupport", "ScrollIO", "ScrollFiles", "ScrollScene"],
        "Tests/ScrollCheckTests": ["Foundation", "Testing", "ScrollCheck", "ScrollCore"],
        "Tests/ScrollFuzzTests": [
            "Foundation", "Testing", "TestSupport", "ScrollFuzz", "ScrollIO", "ScrollSession", "ScrollSessionTrace", "ScrollScene",
            "ScrollTrace", "ScrollInput", "ScrollCore",
        ],
        "Tests/ScrollFeelExportTests": ["Foundation", "Testing", "TestSupport", "ScrollFeelExport", "ScrollCore"],
        "Tests/ScrollSourceStampTests": ["Foundation", "Testing", "TestSupport", "ScrollSourceStamp"],
        "Tests/ScrollWebPageTests": ["Foundation", "Testing", "TestSupport", "ScrollWebPage", "ScrollSourceStamp", "ScrollIO"],
        "Tests/ScrollCLITests": [
            "Foundation", "Testing", "TestSupport", "ScrollCLI", "ScrollSession", "ScrollSessionTrace", "ScrollTrace", "ScrollInput",
            "ScrollCore",
        ],
        "Tests/ScrollSessionTests": [
            "Foundation", "Testing", "TestSupport", "ScrollSession", "ScrollSessionTrace", "ScrollWorkbench", "ScrollFileAccess",
            "ScrollFiles",
            "ScrollScene", "ScrollTrace", "ScrollDraw", "ScrollInput", "ScrollCore",
        ],
        "Tests/ScrollSessionTraceTests": [
            "Foundation", "Testing", "TestSupport", "ScrollSessionTrace", "ScrollSession", "ScrollFiles", "ScrollScene", "ScrollTrace",
            "ScrollCore",
        ],
    ]

    /// The SDL modules.
    static let sdl: Set = ["SDLBackend", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig"]

    /// Package.swift's targets and the dependencies each names, as scripts/module-graph.json holds
    /// them (`swift package describe`, written by scripts/module-graph; scripts/check-cmake-sources
    /// fails when it is stale) — the file CMake and scripts/build-wasm read too.
    static func packageTargets() throws -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: try graph().map { ($0.name, Set($0.dependencies)) })
    }

    struct Module: Decodable {
        var name: String
        /// `library`, `executable`, `test`, `system` (a system library) or `c`.
        var kind: String
        var path: String
        var dependencies: [String]
    }

    static func graph() throws -> [Module] {
        struct Graph: Decodable { var modules: [Module] }
        let data = try Data(contentsOf: Paths.repoRoot.appendingPathComponent("scripts/module-graph.json"))
        return try JSONDecoder().decode(Graph.self, from: data).modules
    }

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

    /// The arrows are Package.swift's dependencies (plus the system's Foundation, Testing and
    /// Synchronization), so the import check above checks what the package builds.
    @Test func theArrowsArePackageSwiftsDependencies() throws {
        let package = try Self.packageTargets()
        for (folder, allowed) in Self.arrows {
            let name = String(folder.split(separator: "/").last!)
            let deps = try #require(package[name], "Package.swift has no target \(name)")
            #expect(deps == allowed.subtracting(["Foundation", "Testing", "Synchronization"]), "\(name): \(deps.sorted())")
        }
    }

    /// Every Swift module under Sources/ has its arrows here (a new module cannot skip the import check).
    @Test func everySourceModuleHasItsArrows() throws {
        let swift = try Self.graph().filter { ["library", "executable"].contains($0.kind) && $0.path.hasPrefix("Sources/") }
        #expect(Set(swift.map(\.path)) == Set(Self.arrows.keys.filter { $0.hasPrefix("Sources/") }))
    }

    /// #28: the session builds and replays with no SDL anywhere in what it links.
    @Test func theSessionsDependencyClosureHasNoSDL() throws {
        let package = try Self.packageTargets()
        var seen: Set<String> = []
        var todo = ["ScrollSession", "ScrollSessionTests"]
        while let m = todo.popLast() {
            for next in package[m] ?? [] where seen.insert(next).inserted { todo.append(next) }
        }
        #expect(seen.contains("ScrollScene"))
        #expect(seen.isDisjoint(with: Self.sdl), "ScrollSession reaches \(seen.intersection(Self.sdl).sorted())")
        #expect(Self.closure("ScrollSession").isDisjoint(with: Self.sdl))
    }

    /// A call of `Sandbox`'s initializer (not `SessionFactory.sandbox(`, not `ScrollSession.Sandbox`).
    static let sandboxInit = #"(?<![\w.])Sandbox\("#

    /// #28: one factory builds every sandbox — the initializer is called only in Sources/ScrollSession.
    @Test func onlyTheSessionModuleBuildsASandbox() {
        let offenders = (swiftFiles(under: "Sources") + swiftFiles(under: "Tests")).filter { f in
            !f.path.hasPrefix("Sources/ScrollSession/") && !f.path.hasSuffix("/ArchitectureTests.swift")  // its own examples
                && f.text.split(separator: "\n").contains { line in
                    !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                        && line.range(of: Self.sandboxInit, options: .regularExpression) != nil
                }
        }.map(\.path)
        #expect(offenders.isEmpty, "Sandbox( outside Sources/ScrollSession: \(offenders)")
    }

    @Test(arguments: [
        ("let s = Sandbox(catalog: c, sceneIndex: 0)", true), ("return Sandbox(", true),
        ("SessionFactory.sandbox(catalog: c, setup: s)", false), ("let s: Sandbox = x", false), ("MySandbox(", false),
    ])
    func theSandboxPatternCatches(_ line: String, _ caught: Bool) {
        #expect((line.range(of: Self.sandboxInit, options: .regularExpression) != nil) == caught)
    }

    /// Issue #31 compiles the sandbox, the replay driver and the device table for Embedded Swift, and #45
    /// the whole module (scripts/build-wasm has no file list): the session imports neither Foundation nor
    /// ScrollTrace (a trace file's session is ScrollSessionTrace's), and the device table nothing.
    @Test func theSessionIsEmbeddable() {
        let allowed: Set = ["ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"]
        for file in swiftFiles(under: "Sources/ScrollSession") {
            let extra = imports(file.text).subtracting(allowed)
            #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted()): ScrollSessionTrace may")
        }
        for file in swiftFiles(under: "Sources/ScrollCore/Device") {
            #expect(imports(file.text).isEmpty, "\(file.path)")
        }
    }

    /// ScrollWeb, the browser module's exports, is no SwiftPM or CMake target (it defines C symbols a
    /// native link already has: `fputs`, `arc4random_buf`), so Package.swift cannot check its imports:
    /// it imports only what scripts/build-wasm compiles before it — ScrollSession and every module
    /// ScrollSession reaches in the package description — and no Foundation.
    @Test func theBrowserModuleImportsOnlyTheEmbeddableSet() throws {
        let package = try Self.packageTargets()
        var embeddable: Set = ["ScrollSession"]
        var todo = ["ScrollSession"]
        while let m = todo.popLast() {
            for d in package[m] ?? [] where embeddable.insert(d).inserted { todo.append(d) }
        }
        #expect(embeddable == ["ScrollSession", "ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"])
        let files = swiftFiles(under: "Sources/ScrollWeb")
        #expect(files.count >= 6)
        for file in files {
            let extra = imports(file.text).subtracting(embeddable)
            #expect(extra.isEmpty, "\(file.path) imports \(extra.sorted()): build-wasm does not compile it before ScrollWeb")
        }
    }

    /// One device table: `Device(rawValue:)` (and its fallback) is written once, in the table.
    @Test func theDeviceFallbackIsWrittenOnce() {
        let uses = swiftFiles(under: "Sources").filter { $0.text.contains("Device(rawValue:") }.map(\.path)
        #expect(uses == ["Sources/ScrollCore/Device/Device.swift"])
    }

    @Test func theRendererAndTheCoreTestsKnowOnlyWhatTheyUse() {
        #expect(!Self.closure("SDLBackend").contains("ScrollScene"))
        #expect(Self.closure("ScrollCoreTests").isDisjoint(with: Self.sdl))
        #expect(Self.closure("ScrollCore") == ["Foundation"])
        #expect(!Self.closure("ScrollWorkbench").contains("SDLBackend"))
    }

    /// #45: only ScrollLab (the commands and the window loop) links SDL; the features it runs — check,
    /// fuzz, feel export, the web page, the command line, output files — and their tests do not.
    @Test(arguments: [
        "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollWebPage", "ScrollCLI", "ScrollIOTests", "ScrollCheckTests",
        "ScrollFuzzTests", "ScrollFeelExportTests", "ScrollWebPageTests", "ScrollCLITests",
    ])
    func theModulesAboveTheSessionHaveNoSDL(_ module: String) {
        #expect(!Self.closure(module).isEmpty)
        #expect(
            Self.closure(module).isDisjoint(with: Self.sdl), "\(module) reaches \(Self.closure(module).intersection(Self.sdl).sorted())")
    }

    /// Ways to touch the file system; ScrollScene (and so the wasm build of it) has none — files are
    /// read in ScrollFiles (#28).
    static let fileIO = #"FileManager|FileHandle|Data\(contentsOf|String\(contentsOf|fopen|\bstat\(|InputFile"#

    /// Ways to read a file's bytes other than the one bounded read.
    static let rawRead = #"FileManager\.default\.contents\(atPath|Data\(contentsOf|String\(contentsOfFile|O_RDONLY"#

    /// #45: every input file (traces, expectations, assertions, scenes, techniques, feel files, images,
    /// reports, recordings, the wasm module) is read by `InputFile.read`, the one bounded read. The
    /// rest read what is not a user's file: /proc, /dev/null, the installation's web assets and, at build
    /// time, the checkout's own sources (the source stamp's build tool: Foundation only).
    @Test func everyInputFileIsReadByTheOneBoundedRead() {
        let others: Set = [
            "Sources/ScrollFileAccess/InputFile.swift", "Sources/ScrollIO/StandardOutput.swift", "Sources/ScrollIO/ProcessFigures.swift",
            "Sources/ScrollLab/Bench/WindowMemory.swift", "Sources/ScrollWebPage/WebBundle.swift", "Sources/ScrollWebPage/WebPage.swift",
            "Sources/ScrollSourceStamp/SourceStamp.swift", "Sources/ScrollSourceStampTool/main.swift",
        ]
        let readers = swiftFiles(under: "Sources").filter { $0.text.range(of: Self.rawRead, options: .regularExpression) != nil }
        #expect(Set(readers.map(\.path)) == others)
    }

    /// #45: `unowned(unsafe)` only where Embedded Swift needs it. Captures are `[unowned x]` (the wasm
    /// build reads them as `unowned(unsafe)`: scripts/wasm/embedded-captures.py); a stored back-pointer
    /// is `unowned(unsafe)` only in the `#if hasFeature(Embedded)` branch (natively `weak`).
    @Test func unownedUnsafeIsOnlyTheEmbeddedBranchOfAStoredReference() {
        for file in swiftFiles(under: "Sources") {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() where line.contains("unowned(unsafe)") {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                let embedded = i > 0 && lines[i - 1].trimmingCharacters(in: .whitespaces) == "#if hasFeature(Embedded)"
                #expect(embedded && !code.contains("["), "\(file.path):\(i + 1): \(code)")
            }
        }
    }

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

    /// Ways to write a file. SDLBackend returns image data (`pngData()`, `present(capture:)`) and
    /// writes nothing: ScrollIO's `OutputFile` is the one output policy (#28).
    static let fileWrites = #"\.write\(to:|\brename\(|\bunlink\(|FileHandle\(forWriting|\bfopen\(|createFile\("#

    @Test func theBackendWritesNoFile() {
        let offenders = swiftFiles(under: "Sources/SDLBackend").filter {
            $0.text.range(of: Self.fileWrites, options: .regularExpression) != nil
        }.map { $0.path }
        #expect(offenders.isEmpty, "SDLBackend must return bytes, not write files (OutputFile does): \(offenders)")
        #expect(swiftFiles(under: "Sources/ScrollIO").contains { $0.text.range(of: Self.fileWrites, options: .regularExpression) != nil })
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
