import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollLab

/// `import … --scene FILE.json|ID` and `--scenes DIR` (issue #40): the imported trace embeds the
/// scene's definition exactly as a recording does, so a gesture from a real phone replays on a
/// machine that never had the scene.
@Suite struct ImportSceneTests {
    static let samples = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures")
    static let getevent = [
        "getevent", samples.appendingPathComponent("flick.getevent.txt").path, "--props",
        samples.appendingPathComponent("flick.getevent-props.txt").path,
    ]

    /// A folder holding `scenes/shop.json`, a page that is no built-in.
    static func folder() throws -> URL {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Data(CurrentScenesTests.shop().utf8).write(to: dir.appendingPathComponent("scenes/shop.json"))
        return dir
    }

    @Test(arguments: [["--scene", "scenes/shop.json"], ["--scenes", "scenes", "--scene", "shop"]])
    func theTraceEmbedsTheDefinitionAndReplaysWhereTheSceneIsUnknown(_ scene: [String]) throws {
        let dir = try Self.folder()
        let out = dir.appendingPathComponent("flick.ndjson").path
        let r = try runProcess(Paths.scrolllab, ["import"] + Self.getevent + ["--out", out] + scene, currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let trace = try Trace.load(out)
        #expect(trace.header.version == 2 && trace.header.scene == "shop")
        let file = try SceneCatalog.load(dir.appendingPathComponent("scenes/shop.json"))
        #expect(trace.header.definition == TraceScene.value(of: file))
        // Replayed in another folder with no scene source at all: the embedded definition runs.
        let elsewhere = Paths.temporaryDirectory()
        let replay = try runProcess(
            Paths.scrolllab, ["--headless", "--replay", out, "--settle", "--state", "s.json"],
            environment: ["SCROLLLAB_SCENES": nil], currentDirectory: elsewhere)
        #expect(replay.status == 0, "\(replay.stderr)")
        let state = try JSONValue.read(Data(contentsOf: elsewhere.appendingPathComponent("s.json")))
        #expect(state["scene"] == .string("shop"))
        #expect(state["header"]?["height"] == .number(220))
        #expect(state["pager"]?["pageCount"] == .number(4))
    }

    @Test func anUnknownSceneIsOneLineWithAHint() throws {
        let dir = try Self.folder()
        let out = dir.appendingPathComponent("flick.ndjson").path
        let r = try runProcess(Paths.scrolllab, ["import"] + Self.getevent + ["--out", out, "--scene", "shop"], currentDirectory: dir)
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: unknown scene 'shop' (scrolllab --list-scenes lists them; a scene of your own: --scene FILE.json or --scenes DIR)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
