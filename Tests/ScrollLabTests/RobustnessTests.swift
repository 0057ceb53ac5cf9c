import Foundation
import ScrollCore
import ScrollInput
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// Hostile files, environment faults, fuzzing and a one-hour soak: one clear error line, the right
/// exit code, nothing overwritten or left behind — never a crash, never a hang.
@Suite struct RobustnessTests {
    static let fixtures = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures")

    /// An Assets folder whose scenes/ holds just `file`.
    func assets(with file: URL) throws -> URL {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: file, to: dir.appendingPathComponent("scenes/\(file.lastPathComponent)"))
        return dir
    }

    @Test(arguments: [
        ("absurd-rows", "line 1: pages[0].rows must be between 0 and 10000000"),
        ("absurd-strip", "line 1: tabStrip.height must be between 0 and 500 points"),
        ("deeply-nested", "line 1: nesting too deep (more than 32 levels)"),
        ("malformed", "line 2: malformed JSON"),
        ("missing-id", "line 1: missing field \"id\""),
        ("negative-header", "line 1: header.height must be between 0 and 2000 points"),
        ("not-an-object", "line 1: expected a JSON object"),
        ("not-utf8", "not UTF-8 text"),
        ("truncated", "line 6: malformed JSON (unexpected end of file)"),
        ("zero-row-height", "line 1: rowHeight must be between 8 and 2000 points"),
        ("number-too-large", "rowHeight: 1e400 is out of range (not a finite number)"),
        ("fractional-rows", "rows: expected a whole number, found 1.5"),
        ("rows-two-to-the-63", "rows: 9223372036854775808 is out of range for a whole number"),
        ("control-character-title", "line 1: title must not contain control characters (newlines, tabs, …)"),
        ("ten-million-cards", "rows: a cards scene holds at most 1000 cards (each is a view with its own gestures)"),
    ])
    func hostileSceneFilesGiveOneLineAndExitTwo(name: String, message: String) throws {
        let dir = try assets(with: Self.fixtures.appendingPathComponent("scenes/\(name).json"))
        let r = try runScrollLab(["--list-scenes"], environment: ["SCROLLLAB_SCENES": dir.appendingPathComponent("scenes").path])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(dir.path)/scenes/\(name).json: \(message)\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func hugeFilesAreRefusedBeforeTheyAreRead() throws {
        let dir = Paths.temporaryDirectory()
        let trace = dir.appendingPathComponent("huge.ndjson")
        _ = FileManager.default.createFile(atPath: trace.path, contents: nil)
        let h = try FileHandle(forWritingTo: trace)
        try h.truncate(atOffset: 100 * 1024 * 1024)  // sparse: 100 MB without writing them
        try h.close()
        let r = try runScrollLab(["--headless", "--replay", trace.path])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(trace.path): trace file is 100 MiB; the limit is 64 MiB\n")
        let scenes = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("scenes/huge.json")
        _ = FileManager.default.createFile(atPath: scene.path, contents: nil)
        let s = try FileHandle(forWritingTo: scene)
        try s.truncate(atOffset: 100 * 1024 * 1024)
        try s.close()
        let r2 = try runScrollLab(["--list-scenes"], environment: ["SCROLLLAB_SCENES": scenes.appendingPathComponent("scenes").path])
        #expect(r2.status == 2)
        #expect(r2.stderr == "scrolllab: \(scene.path): scene file is 100 MiB; the limit is 1 MB\n")
    }

    @Test func aFixedSeedFuzzOfAHundredThousandEventsBreaksNothing() throws {
        let r = try runScrollLab(["fuzz", "--seed", "1", "--events", "100000", "--scene", "all", "--out", Paths.temporaryDirectory().path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("fuzz: 100000 events over all 50 scenes (seed 1): 0 invariant breaks"))
    }

    @Test func earlierFuzzFindingsStayFixed() throws {
        let dir = Self.fixtures.appendingPathComponent("regressions")
        // Every trace (the folder also holds their `check` expectation files, docs/CHECK.md).
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".ndjson") {
            let r = try runScrollLab(["fuzz", "--check", dir.appendingPathComponent(name).path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
    }

    @Test func missingFontsAreNamed() throws {
        let dir = Paths.temporaryDirectory()
        let shot = dir.appendingPathComponent("x.png").path
        let r = try runScrollLab(["--headless", "--screenshot", shot], environment: ["SCROLLLAB_FONT": "/nonexistent/font.ttf"])
        #expect(r.status == 1)
        #expect(r.stderr == "scrolllab: SCROLLLAB_FONT=/nonexistent/font.ttf: no such readable font file\n")
        let conf = dir.appendingPathComponent("fonts.conf")
        try Data(
            "<?xml version=\"1.0\"?><fontconfig><dir>\(dir.path)/nofonts</dir><cachedir>\(dir.path)/cache</cachedir></fontconfig>".utf8
        ).write(to: conf)
        let r2 = try runScrollLab(["--headless", "--screenshot", shot], environment: ["FONTCONFIG_FILE": conf.path])
        #expect(r2.status == 1)
        #expect(
            r2.stderr
                == "scrolllab: no font found: install Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core) or set SCROLLLAB_FONT\n"
        )
        #expect(!FileManager.default.fileExists(atPath: shot))
    }

    @Test func anSDLThatCannotStartIsReported() throws {
        let r = try runScrollLab([], environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "no-such-driver"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("scrolllab: cannot start SDL video ("))
        #expect(r.stderr.hasSuffix("no display? run with --headless, or set DISPLAY (e.g. under Xvfb)\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func aFullDiskLeavesNoPartialFileAndKeepsTheOldOne() throws {
        let dir = Paths.temporaryDirectory()
        let shot = dir.appendingPathComponent("shot.png")
        let state = dir.appendingPathComponent("state.json")
        try Data("old picture".utf8).write(to: shot)
        try Data("old state".utf8).write(to: state)
        // A 16 KB file-size limit makes writes fail as on a full disk (SIGXFSZ ignored: EFBIG instead).
        let r = try runProcess(
            "/bin/bash", ["-c", "ulimit -f 16; trap '' XFSZ; exec \"$0\" --headless --screenshot \"$1\"", Paths.scrolllab, shot.path])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: cannot write \(shot.path)"))
        #expect(try String(contentsOf: shot, encoding: .utf8) == "old picture")
        let big = try runProcess(
            "/bin/bash",
            [
                "-c", "ulimit -f 1; trap '' XFSZ; exec \"$0\" --headless --replay \"$2\" --state \"$1\"", Paths.scrolllab, state.path,
                Self.fixtures.appendingPathComponent("regressions/wheel-flick-released-past-the-top.ndjson").path,
            ])
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("scrolllab: cannot write \(state.path)"))
        #expect(try String(contentsOf: state, encoding: .utf8) == "old state")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["shot.png", "state.json"])
    }

    /// An hour of simulated use at 120 Hz: the same gestures every 12 s; the rest state after each
    /// cycle is identical (no drift) and every buffer stays bounded (no growth).
    @Test func anHourOfSimulatedUseNeitherDriftsNorGrows() throws {
        var b = TraceBuilder(scene: "profile")
        let cycle = 12.0
        var restStates: [SceneState] = []
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: b.trace)
        var events: [InputEvent] = []
        for k in 0..<Int(3600 / cycle) {
            b = TraceBuilder(scene: "profile", start: Double(k) * cycle + 0.1)
            b.fling(from: Point(x: 200, y: 760), to: Point(x: 200, y: 420))
            b.wait(2)
            b.fling(from: Point(x: 330, y: 500), to: Point(x: 80, y: 505))
            b.wait(1.5)
            b.fling(from: Point(x: 80, y: 500), to: Point(x: 330, y: 505))
            b.wait(1.5)
            b.fling(from: Point(x: 200, y: 300), to: Point(x: 200, y: 800), duration: 0.1)
            b.wait(1.5)
            b.fling(from: Point(x: 200, y: 300), to: Point(x: 200, y: 800), duration: 0.1)
            events = b.trace.events
            sandbox.replay(events, settle: false, until: Double(k + 1) * cycle)
            var s = sandbox.session.state()
            s.time = 0
            s.events = []
            s.arena.log = []
            restStates.append(s)
            // The arena's log is bounded by construction; what can fail is that it keeps the newest
            // decisions: the last one is from this cycle.
            #expect((sandbox.session.arena.log.last?.time ?? 0) >= Double(k) * cycle)
        }
        #expect(sandbox.time >= 3600)
        let first = restStates[0]
        #expect(first.header?.collapse == 0)
        for (k, s) in restStates.enumerated() where s != first {
            Issue.record(
                "cycle \(k) rests differently: \(String(describing: s.pages?.map(\.contentOffset))) vs \(String(describing: first.pages?.map(\.contentOffset)))"
            )
            break
        }
        // The event lists are bounded too and keep the newest: the last is from the last cycle.
        #expect((sandbox.session.state().events.last?.t ?? 0) >= 3600 - cycle)
        #expect(sandbox.session.invariantViolations().isEmpty)
    }
}
