import Foundation
import ScrollCore
import ScrollFiles
import ScrollLab
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// Traces and reports carry their scene (issue #29): a header of version 2 embeds the definition, and
/// every mode resolves the scene through `TraceScene` — embedded first, the catalogue second.
@Suite struct TraceSceneTests {
    static let catalog = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))

    /// A scene in no folder, and a fling on it.
    static let mine = try! SceneCatalog.parse(
        Data(
            """
            {"id": "mine", "title": "Mine", "header": {"height": 260, "title": "Me"},
             "tabStrip": {"height": 44, "titles": ["A", "B", "C"]},
             "pages": [{"rows": 85}, {"rows": 12}, {"rows": 2}], "rowHeights": [60, 90]}
            """.utf8), label: "mine.json")

    func trace(_ definition: SceneDefinition?, scene: String = "mine") -> Trace {
        var b = TraceBuilder(scene: scene)
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
        var t = b.trace
        t.header.definition = definition.flatMap(TraceScene.value)
        t.header.version = definition == nil ? 1 : 2
        return t
    }

    func write(_ trace: Trace) throws -> URL {
        let url = Paths.temporaryDirectory().appendingPathComponent("t.ndjson")
        try Data(trace.ndjson().utf8).write(to: url)
        return url
    }

    @Test func theHeaderRoundTripsAndIsVersionTwoOnlyWithADefinition() throws {
        let t = trace(Self.mine)
        let line = Trace.headerLine(t.header)
        #expect(line.hasPrefix("{\"trace\":2,"))
        let back = try Trace.parse(Data(t.ndjson().utf8), path: "m")
        #expect(back == t)
        // Embedded with its inset adjustment stated (a replay tells it from a trace before the field).
        #expect(try TraceScene.embedded(back.header, path: "m") == Self.mine.forRecording)
        #expect(Self.mine.forRecording.contentInsetAdjustmentBehavior == .automatic)
        #expect(Trace.headerLine(trace(nil).header).hasPrefix("{\"trace\":1,"))
        // A definition well past the 4096-byte event line limit fits the header.
        var big = Self.mine
        big.tabStrip?.titles = (0..<50).map { "\($0)" + String(repeating: "t", count: 190) }
        big.pages = (0..<50).map { .init(rows: $0, rowTitle: String(repeating: "r", count: 200)) }
        let bigTrace = trace(big)
        #expect(Trace.headerLine(bigTrace.header).utf8.count > 20_000)
        #expect(try Trace.parse(Data(bigTrace.ndjson().utf8), path: "m") == bigTrace)
        #expect(Trace.maximumHeaderLength >= 4 * SceneCatalog.maximumFileSize)
    }

    @Test func theEmbeddedSceneWinsOverTheCatalogue() throws {
        var profile = try #require(Self.catalog.scene(withID: "profile"))
        profile.pages?[0].rows = 3
        let s = try SessionFactory.sandbox(catalog: Self.catalog, trace: trace(profile, scene: "profile"))
        #expect(s.session.state().pages?[0].contentHeight == Double(3 * 72))
        let old = try SessionFactory.sandbox(catalog: Self.catalog, trace: trace(nil, scene: "profile"))
        #expect(old.session.state().pages?[0].contentHeight == Double(120 * 72))
        #expect(throws: UsageError("trace:1: unknown scene 'mine'" + TraceFixtureTests.noDefinition)) {
            try SessionFactory.sandbox(catalog: Self.catalog, trace: trace(nil))
        }
    }

    /// With the scene in no folder, every mode runs the trace from its header alone; the state is the
    /// one the same trace gives with the scene's folder, byte for byte.
    @Test func everyModeNeedsNothingButTheTrace() throws {
        let dir = Paths.temporaryDirectory()
        let sceneDir = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: sceneDir, withIntermediateDirectories: true)
        // The folder's file states what a recording embeds (`automatic`): a version 1 trace replays a
        // file that does not say as from before the field (`never`, TraceScene.catalog).
        let file = Self.mine.forRecording
        try file.prettyFile().write(to: sceneDir.appendingPathComponent("mine.json"))
        let old = try write(trace(nil))
        let new = try write(trace(Self.mine))
        let a = dir.appendingPathComponent("a.json").path
        let b = dir.appendingPathComponent("b.json").path
        #expect(try runScrollLab(["--headless", "--replay", old.path, "--settle", "--scenes", sceneDir.path, "--state", a]).status == 0)
        let r = try runScrollLab(["--headless", "--replay", new.path, "--settle", "--state", b])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let check = try runScrollLab(["fuzz", "--check", new.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("(mine on 15 at 120 Hz)"))
        let html = dir.appendingPathComponent("r.html").path
        let report = try runScrollLab(["report", new.path, "--out", html])
        #expect(report.status == 0, "\(report.stderr)")
        let extracted = try runScrollLab(["report", "--extract-scene", html])
        #expect(extracted.status == 0)
        #expect(Data(extracted.stdout.utf8) == file.prettyFile())
        let back = try runScrollLab(["report", "--extract-trace", html])
        #expect(Data(back.stdout.utf8) == (try Data(contentsOf: new)))
        // An old trace's report embeds the catalogue's definition.
        let oldHTML = dir.appendingPathComponent("old.html").path
        #expect(try runScrollLab(["report", old.path, "--scenes", sceneDir.path, "--out", oldHTML]).status == 0)
        #expect(try runScrollLab(["report", "--extract-scene", oldHTML]).stdout == extracted.stdout)
    }

    /// A header of version 2 without a definition (the old "unsupported" fixture) replays from the
    /// catalogue.
    @Test func aVersionTwoHeaderWithoutADefinitionReplays() throws {
        let path = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/traces/version-2.ndjson").path
        let r = try runScrollLab(["--headless", "--replay", path])
        #expect(r.status == 0, "\(r.stderr)")
    }
    /// `--replay T --scene FILE.json` of a version-1 trace on a scene this machine lacks: `--scene`
    /// overrides the scene (TRACE.md); it used to fail on the trace's own id first ("unknown scene 'theirs'").
    @Test func sceneOverridesTheUnknownSceneOfAVersionOneTrace() throws {
        let dir = Paths.temporaryDirectory()
        let file = dir.appendingPathComponent("mine.json")
        try Self.mine.forRecording.prettyFile().write(to: file)
        let theirs = try write(trace(nil, scene: "theirs"))
        let mine = try write(trace(nil))
        let a = dir.appendingPathComponent("a.json").path
        let b = dir.appendingPathComponent("b.json").path
        let r = try runScrollLab(["--headless", "--replay", theirs.path, "--scene", file.path, "--settle", "--state", a])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try runScrollLab(["--headless", "--replay", mine.path, "--scene", file.path, "--settle", "--state", b]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let unknown = try runScrollLab(["--headless", "--replay", theirs.path, "--scene", "nope", "--state", a])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown scene"))
    }
}
