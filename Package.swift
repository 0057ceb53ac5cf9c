// swift-tools-version:6.0
// ScrollLab — a desktop laboratory for nested scrolling. Layers (dependencies point down only):
// scrolllab → ScrollLab (CLI, app loop) → SDLBackend (the only SDL importer) → ScrollScene → ScrollCore.
// CMakeLists.txt builds the same sources; keep both in step (scripts/test exercises both).
import PackageDescription

let package = Package(
    name: "ScrollLab",
    products: [
        .executable(name: "scrolllab", targets: ["scrolllab"]),
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        .library(name: "ScrollScene", targets: ["ScrollScene"]),
        // LD_PRELOAD shim that counts heap allocations for `scrolllab bench` (never linked in).
        .library(name: "AllocCounter", type: .dynamic, targets: ["CAllocCounter"]),
    ],
    targets: [
        // System libraries: pkg-config names, with the Debian packages that provide them.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "CAllocCounter"),

        // Pure Swift: geometry, physics, scroll view model, gestures, nesting. No SDL, no clock, no I/O.
        .target(name: "ScrollCore"),
        // View tree, layout, hit testing, scenes, overlays → DisplayList.
        .target(name: "ScrollScene", dependencies: ["ScrollCore"]),
        // The only module that imports SDL.
        .target(
            name: "SDLBackend",
            dependencies: ["ScrollScene", "ScrollCore", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig"]),
        // Command line, sessions (windowed and headless), record/replay, bench.
        .target(name: "ScrollLab", dependencies: ["SDLBackend", "ScrollScene", "ScrollCore"]),
        .executableTarget(name: "scrolllab", dependencies: ["ScrollLab"]),

        // Shared test support: approximate equality, pointer scripts, locating the binary and fixtures.
        .target(name: "TestSupport", dependencies: ["ScrollCore", "ScrollScene", "SDLBackend"], path: "Tests/TestSupport"),
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore", "TestSupport"]),
        .testTarget(
            name: "ScrollSceneTests", dependencies: ["ScrollScene", "ScrollCore", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SDLBackendTests", dependencies: ["SDLBackend", "ScrollScene", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ScrollLabTests", dependencies: ["ScrollLab", "ScrollScene", "ScrollCore", "TestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
