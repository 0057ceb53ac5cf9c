import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import TestSupport
import Testing

@testable import ScrollLab

/// `bench --scene ID|FILE` (#43): which script a scene gets and that a zooming scene's frames are
/// mostly zoomed ones; bad values are one line, exit 2. (The figures themselves are timed by `bench`,
/// never in tests.)
@Suite struct BenchSceneTests {
    static func catalog() throws -> SceneCatalog {
        try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
    }

    static func sandbox(_ id: String) throws -> Sandbox {
        try SessionFactory.sandbox(catalog: catalog(), setup: SessionSetup(scene: id))
    }

    @Test func aZoomingSceneGetsThePinchScriptAndIsMostlyZoomed() throws {
        #expect(BenchCommand.zooms(try Self.sandbox("photo-browser")))
        #expect(!BenchCommand.zooms(try Self.sandbox("basic-scroll")))
        let script = BenchCommand.sceneScript(cycles: 2, zooms: true)
        let ids = Set(script.compactMap { e -> Int64? in if case .pointer(let p) = e { p.id } else { nil } })
        #expect(ids == [1, 2], "two fingers")
        #expect(script.count == 2 * (2 * (2 + 36) + (2 + 96) + (2 + 14) + 2 * (2 + 36)))
        // The frames measured (from tick 120) show a zoomed photo 79.5 % of the time: the scaled image is
        // what the frame figures time.
        let share = try BenchCommand.zoomedShare(Self.sandbox("photo-browser"), events: script, from: 120)
        #expect(abs(share - 0.79462) < 1e-5, "\(share)")
        #expect(BenchCommand.sceneScript(cycles: 2, zooms: false).count == BenchCommand.script(cycles: 2).count)
    }

    @Test func badValuesAreOneLine() throws {
        let unknown = try runScrollLab(["bench", "--scene", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "scrolllab: unknown scene 'nope'; scrolllab --list-scenes lists them\n")
        let missing = try runScrollLab(["bench", "--scene", "/nonexistent/scene.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("scrolllab: ") && missing.stderr.contains("/nonexistent/scene.json"), "\(missing.stderr)")
        let window = try runScrollLab(["bench", "--scene", "photo-browser", "--window"])
        #expect(window.status == 2)
        #expect(window.stderr.contains("--scene and --window cannot be combined"), "\(window.stderr)")
    }
}
