// swift-tools-version:6.0
// ScrollLab — a desktop laboratory for nested scrolling. Dependencies point one way only
// (docs/ARCHITECTURE.md draws them):
//   scrolllab → ScrollLab (one command per mode, the window loop) → ScrollSession, SDLBackend, ScrollScene, ScrollTrace
//   ScrollSession (sandbox, session factory, replay driver; no SDL, no files) → ScrollScene
//   ScrollSessionTrace (the session from a trace file) → ScrollSession, ScrollFiles, ScrollTrace
//   SDLBackend (the only SDL importer) → ScrollDraw, ScrollInput      — never ScrollScene
//   ScrollScene (views, scenes, overlays) → ScrollDraw, ScrollInput, ScrollCore   — no file I/O
//   ScrollWorkbench (the window's own UI as draw lists: layout, instrument panel) → ScrollScene, ScrollDraw, ScrollCore
//   ScrollFiles (reading input files: feel files, scene files and folders) → ScrollFileAccess, ScrollScene, ScrollDraw, ScrollCore
//   ScrollTrace (NDJSON file format) → ScrollFileAccess, ScrollInput;  ScrollDraw, ScrollInput → ScrollCore
//   ScrollFileAccess (the one bounded read of an input file, the run's file ledger, the feel file format; Foundation) → ScrollCore
//   ScrollLab → ScrollReport (report pages as text: SVG, HTML; Foundation only, nothing of ours)
//   ScrollLab (one command per mode, the window loop) → ScrollCLI → ScrollCheck, ScrollFuzz, ScrollFeelExport;
//   ScrollLab → ScrollWebPage (its compiled-in source stamp: SourceStampPlugin → ScrollSourceStampTool → ScrollSourceStamp);
//   ScrollCheck, ScrollFuzz, ScrollWebPage, ScrollCLI → ScrollIO (output files,
//   assets, scene sources) → ScrollSession, ScrollFiles — none of them sees SDL
// CMakeLists.txt, scripts/build-wasm, ArchitectureTests and docs/ARCHITECTURE.md's diagram read this graph from
// scripts/module-graph.json: after changing a target or a file run scripts/update-cmake-sources (scripts/test checks it).
import PackageDescription

let package = Package(
    name: "ScrollLab",
    products: [
        .executable(name: "scrolllab", targets: ["scrolllab"]),
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        .library(name: "ScrollScene", targets: ["ScrollScene"]),
        .library(name: "ScrollTrace", targets: ["ScrollTrace"]),
        // LD_PRELOAD shim that counts heap allocations for `scrolllab bench` (never linked in).
        .library(name: "AllocCounter", type: .dynamic, targets: ["CAllocCounter"]),
    ],
    targets: [
        // System libraries, with the Debian packages that provide them. The SDL shims include
        // <SDL2/…> by their system path and SDL's own headers include each other by quoted names
        // beside them, so no pkg-config flags are needed; pkg-config's `sdl2` adds `-D_REENTRANT`,
        // which SwiftPM refuses with a "prohibited flag" warning on every build (CMake still reads
        // pkg-config, where the flag is harmless).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "CAllocCounter"),

        // Pure Swift: geometry, physics, scroll view model, gestures, nesting. No SDL, no clock, no I/O.
        .target(name: "ScrollCore"),
        // The draw list: plain drawing commands for one frame (the contract between scenes and renderers).
        .target(name: "ScrollDraw", dependencies: ["ScrollCore"]),
        // Input events as a backend delivers them and a trace stores them: pointers, wheel, keys.
        .target(name: "ScrollInput", dependencies: ["ScrollCore"]),
        // The one bounded read of an input file (a regular file only, opened without blocking, no
        // further than its limit), the run's file ledger (inputs and outputs by inode) and the feel file
        // format (`FeelFile`: a trace header's feel is one): Foundation only, below every module that reads a file.
        .target(name: "ScrollFileAccess", dependencies: ["ScrollCore"]),
        // The trace file format (NDJSON): reading, validating, writing.
        .target(name: "ScrollTrace", dependencies: ["ScrollFileAccess", "ScrollInput", "ScrollCore"]),
        // View tree, layout, hit testing, scenes, overlays → a draw list.
        .target(name: "ScrollScene", dependencies: ["ScrollDraw", "ScrollInput", "ScrollCore"]),
        // The window's own UI without SDL: its layout (phone lanes, panel) and the instrument panel's
        // sections, drawn as draw lists.
        .target(name: "ScrollWorkbench", dependencies: ["ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"]),
        // Reading input files (Foundation): feel files, scene files and folders (through ScrollFileAccess),
        // a scene file's parse and check with line numbers (`SceneCatalog.parse`), SCENES.md's field table.
        .target(name: "ScrollFiles", dependencies: ["ScrollFileAccess", "ScrollScene", "ScrollDraw", "ScrollCore"]),
        // The only module that imports SDL: draws a draw list, turns SDL events into input events.
        .target(
            name: "SDLBackend",
            dependencies: [
                "ScrollFileAccess", "ScrollDraw", "ScrollInput", "ScrollCore", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig",
            ]),
        // The headless session: the sandbox (scene, device, orientation, rate, keys), the one factory
        // that builds it (from options or a trace's header) and the one replay driver. No SDL, no
        // window, no files: the whole module compiles for Embedded Swift (scripts/build-wasm).
        .target(name: "ScrollSession", dependencies: ["ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore"]),
        // The session from a trace file (Foundation, ScrollTrace): loading a trace, its scene (embedded
        // definition or catalogue), its header as a session's setup, a report's window of it. Native only.
        .target(
            name: "ScrollSessionTrace",
            dependencies: ["ScrollSession", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollInput", "ScrollCore"]),
        // Report pages as plain text: an SVG builder (nice ticks, bounded down-sampling), plots, the HTML
        // page. Foundation only: no SDL, no scene; ScrollLab hands it frames and samples.
        .target(name: "ScrollReport"),
        // What a run writes and where it looks (Foundation, no SDL): the one output-file policy
        // (OutputFile, StandardOutput, IOFailure), the run's file ledger (FileIdentity), the assets and
        // the executable (AssetLocator), scene sources (--scenes, --scene FILE), the version.
        .target(name: "ScrollIO", dependencies: ["ScrollFileAccess", "ScrollSession", "ScrollFiles", "ScrollScene"]),
        // `scrolllab check`: expectations, the corpus, replays against them, state differences, JUnit.
        .target(
            name: "ScrollCheck",
            dependencies: [
                "ScrollIO", "ScrollFileAccess", "ScrollReport", "ScrollSession", "ScrollSessionTrace", "ScrollScene", "ScrollTrace",
                "ScrollInput",
                "ScrollCore",
            ]),
        // `scrolllab fuzz`: generated and adversarial streams, invariants, cross-rate runs, the shrinker.
        .target(name: "ScrollFuzz", dependencies: ["ScrollIO", "ScrollSession", "ScrollScene", "ScrollInput", "ScrollCore"]),
        // `scrolllab feel export`: a feel as source code for other platforms (text only; ScrollCore's feel).
        .target(name: "ScrollFeelExport", dependencies: ["ScrollTrace", "ScrollCore"]),
        // The web module's source stamp (which sources a scrolllab.wasm was built from; Foundation only) and
        // the build step that compiles the binary's own into ScrollWebPage: a tool run by a local build-tool
        // plugin (nothing fetched; CMakeLists.txt runs the same tool). docs/WEB.md, "Which module is used".
        .target(name: "ScrollSourceStamp"),
        .executableTarget(name: "ScrollSourceStampTool", dependencies: ["ScrollSourceStamp"]),
        .plugin(name: "SourceStampPlugin", capability: .buildTool(), dependencies: ["ScrollSourceStampTool"]),
        // `scrolllab web`: the page around the wasm module (bundle, module lookup, HTML).
        .target(
            name: "ScrollWebPage",
            dependencies: [
                "ScrollIO", "ScrollReport", "ScrollSession", "ScrollSessionTrace", "ScrollFileAccess", "ScrollScene", "ScrollCore",
            ],
            plugins: ["SourceStampPlugin"]),
        // The command line: one options type per mode, flags, help, parsing into a `Command`.
        .target(
            name: "ScrollCLI",
            dependencies: [
                "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollSession", "ScrollSessionTrace", "ScrollFileAccess",
                "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollCore",
            ]),
        // One command per mode (headless, window, report, bench, fuzz, check, import, export, feel
        // export, web) and the window loop.
        .target(
            name: "ScrollLab",
            dependencies: [
                "ScrollCLI", "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollWebPage", "ScrollSession",
                "ScrollSessionTrace",
                "SDLBackend", "ScrollWorkbench", "ScrollFileAccess", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollDraw",
                "ScrollInput",
                "ScrollCore",
                "ScrollReport",
            ]),
        .executableTarget(name: "scrolllab", dependencies: ["ScrollLab"]),

        // Shared test support without SDL: approximate equality, pointer scripts, text snapshots,
        // locating the binary and fixtures. ScrollCoreTests build and run with no SDL installed.
        .target(
            name: "TestSupport", dependencies: ["ScrollCore", "ScrollDraw", "ScrollInput", "ScrollTrace"],
            path: "Tests/TestSupport"),
        // Test support that renders: offscreen SDL, golden images.
        .target(
            name: "SDLTestSupport", dependencies: ["TestSupport", "SDLBackend", "ScrollScene", "ScrollDraw", "ScrollCore"],
            path: "Tests/SDLTestSupport"),
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore", "TestSupport"], exclude: ["Support/Math/Fixtures"]),
        .testTarget(
            name: "ScrollSceneTests",
            dependencies: ["ScrollScene", "ScrollFiles", "ScrollDraw", "ScrollInput", "ScrollCore", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ScrollWorkbenchTests",
            dependencies: ["ScrollWorkbench", "ScrollScene", "ScrollFiles", "ScrollDraw", "ScrollCore", "TestSupport"]),
        .testTarget(name: "ScrollFileAccessTests", dependencies: ["ScrollFileAccess", "ScrollCore"]),
        .testTarget(
            name: "ScrollFilesTests", dependencies: ["ScrollFiles", "ScrollFileAccess", "ScrollScene", "ScrollCore", "TestSupport"]),
        .testTarget(
            name: "SDLBackendTests",
            dependencies: [
                "SDLBackend", "ScrollWorkbench", "ScrollFiles", "ScrollScene", "ScrollDraw", "ScrollInput", "ScrollCore", "TestSupport",
                "SDLTestSupport",
            ]),
        .testTarget(name: "ScrollReportTests", dependencies: ["ScrollReport"]),
        // The sandbox's scenes in process, the replay driver, the factory, the architecture's rules —
        // no SDL.
        .testTarget(
            name: "ScrollSessionTests",
            dependencies: [
                "ScrollSession", "ScrollSessionTrace", "ScrollWorkbench", "ScrollFileAccess", "ScrollFiles", "ScrollScene", "ScrollTrace",
                "ScrollDraw", "ScrollInput", "ScrollCore", "TestSupport",
            ]),
        // The session from a trace file: the factory's trace half, no SDL.
        .testTarget(
            name: "ScrollSessionTraceTests",
            dependencies: ["ScrollSessionTrace", "ScrollSession", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollCore", "TestSupport"]),
        // The trace format, the draw list and input events, each on its own (no SDL, no scene).
        .testTarget(name: "ScrollTraceTests", dependencies: ["ScrollTrace", "ScrollInput", "ScrollCore", "TestSupport"]),
        .testTarget(name: "ScrollDrawTests", dependencies: ["ScrollDraw", "ScrollCore"]),
        .testTarget(name: "ScrollInputTests", dependencies: ["ScrollInput", "ScrollCore"]),
        // Each module above the session has its own SDL-free test target.
        .testTarget(name: "ScrollIOTests", dependencies: ["ScrollIO", "ScrollFiles", "ScrollScene", "TestSupport"]),
        .testTarget(name: "ScrollCheckTests", dependencies: ["ScrollCheck", "ScrollCore"]),
        .testTarget(
            name: "ScrollFuzzTests",
            dependencies: [
                "ScrollFuzz", "ScrollIO", "ScrollSession", "ScrollSessionTrace", "ScrollScene", "ScrollTrace", "ScrollInput", "ScrollCore",
                "TestSupport",
            ]),
        .testTarget(
            name: "ScrollFeelExportTests", dependencies: ["ScrollFeelExport", "ScrollCore", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ScrollSourceStampTests", dependencies: ["ScrollSourceStamp", "TestSupport"]),
        .testTarget(name: "ScrollWebPageTests", dependencies: ["ScrollWebPage", "ScrollSourceStamp", "ScrollIO", "TestSupport"]),
        .testTarget(
            name: "ScrollCLITests",
            dependencies: ["ScrollCLI", "ScrollSession", "ScrollSessionTrace", "ScrollTrace", "ScrollInput", "ScrollCore", "TestSupport"]),
        .testTarget(
            name: "ScrollLabTests",
            dependencies: [
                "ScrollLab", "ScrollCLI", "ScrollIO", "ScrollCheck", "ScrollFuzz", "ScrollFeelExport", "ScrollWebPage", "ScrollSession",
                "ScrollSessionTrace", "ScrollWorkbench", "ScrollFileAccess", "ScrollFiles", "ScrollScene", "ScrollTrace", "ScrollDraw",
                "ScrollInput",
                "ScrollCore", "TestSupport", "SDLTestSupport",
            ],
            exclude: ["__Snapshots__", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
