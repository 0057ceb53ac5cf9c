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

    /// The 50-rule technique fixture of the bench (`Assets/bench/technique-50-rules.json`, #42) loads as
    /// a scene file, and the bench script's 4 s fires its rules: the pinning, the bands, the collapse
    /// steps, the direction and the bookkeeping.
    @Test func theFiftyRuleFixtureLoadsAndItsRulesFire() throws {
        let file = Paths.repoRoot.appendingPathComponent("Assets/bench/technique-50-rules.json")
        let catalog = try SceneCatalog(
            folders: [Paths.repoRoot.appendingPathComponent("Assets/scenes")], files: [file])
        let sandbox = try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: "technique-50-rules"))
        let script = BenchCommand.sceneScript(cycles: 1, zooms: BenchCommand.zooms(sandbox))
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, script) { _ in }
        let technique = try #require(sandbox.session.state().technique)
        #expect(technique.rules.count == 50)
        let fired = Dictionary(uniqueKeysWithValues: technique.rules.map { ($0.name, $0.fired) })
        let want = [
            // The pins act on decelerations that now go on from the pinned offset (audit finding 1):
            // list-pinned 9 → 94, outer-pinned 20 → 89, outer-no-bounce 49 → 268, track 762 → 738, list-rests 2 → 1.
            "both-pans": 9, "list-pinned-until-stuck": 94, "outer-pinned-while-list-scrolled": 89, "outer-no-bounce": 268, "list-locked": 0,
            "list-band-3": 1, "list-band-4": 0, "collapse-120": 1, "scrolling-down": 2, "scrolling-up": 1, "track-last-offset": 738,
            "list-drag-count": 4, "outer-drag-count": 3, "list-rests": 1, "outer-rests": 1,
        ]
        for (name, count) in want { #expect(fired[name] == count, "\(name): \(String(describing: fired[name]))") }
        let variables = Dictionary(uniqueKeysWithValues: technique.variables.map { ($0.name, $0.value) })
        #expect(variables["band"] == 3 && variables["collapse"] == 12 && variables["dir"] == 1 && variables["rests"] == 2, "\(variables)")
    }
}
