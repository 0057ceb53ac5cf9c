import Foundation
import ScrollCLI
import ScrollCore
import ScrollSession
import TestSupport
import Testing

/// The `scrolllab` command line, run as a user would: a child process, exit codes, stderr lines.
@Suite struct CommandLineTests {
    @Test func helpPrintsUsageAndExitsZero() throws {
        let r = try runScrollLab(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Usage:"))
        #expect(r.stdout.contains("--headless"))
        #expect(r.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--frobnicate"], "scrolllab: unknown option '--frobnicate'; see scrolllab --help"),
        (["--hz", "90"], "scrolllab: --hz must be 60 or 120 (got '90')"),
        (["--device", "pixel"], "scrolllab: --device must be se, 15 or promax (got 'pixel')"),
        (["--scale", "5"], "scrolllab: --scale must be a number from 0.5 to 4 (got '5')"),
        (["--scale", "0.4"], "scrolllab: --scale must be a number from 0.5 to 4 (got '0.4')"),
        (["--scale", "nan"], "scrolllab: --scale must be a number from 0.5 to 4 (got 'nan')"),
        (["--scene"], "scrolllab: --scene needs a value"),
        (["--overlay", "hotzones,xray"], "scrolllab: --overlay: unknown overlay 'xray' (known: hotzones,velocity,bounds,graph,log)"),
        (["--screenshot", "x.png"], "scrolllab: --screenshot needs --headless"),
        (["--headless", "--scene", "nope"], "scrolllab: unknown scene 'nope'; scrolllab --list-scenes lists them"),
        (["stray"], "scrolllab: unexpected argument 'stray'; see scrolllab --help"),
        (
            ["--headless", "--feel", "androidd"],
            "scrolllab: --feel: unknown feel 'androidd' (presets: \(Feel.presets.map(\.name).joined(separator: ", ")), or a FILE.json)"
        ),
        (["--headless", "--feel", "/nonexistent/f.json"], "scrolllab: --feel: cannot read feel file '/nonexistent/f.json'"),
        (["--headless", "--compare", "ios"], "scrolllab: --compare takes 2 to 6 feels (got 1)"),
        (
            ["--headless", "--compare", "ios,webkit"],
            "scrolllab: --compare: unknown feel 'webkit' (presets: \(Feel.presets.map(\.name).joined(separator: ", ")), or a FILE.json)"
        ),
        (
            ["--headless", "--compare", "ios,android", "--feel", "ios"],
            "scrolllab: --feel and --compare cannot be used together (--compare names every lane's feel)"
        ),
    ])
    func badArgumentsGiveOneLineAndExitTwo(arguments: [String], message: String) throws {
        let r = try runScrollLab(arguments)
        #expect(r.status == 2)
        #expect(r.stderr == message + "\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func listScenesPrintsIdTabTitle() throws {
        let r = try runScrollLab(["--list-scenes"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "profile\tProfile: header, sticky tab strip, paged lists")
        for line in lines { #expect(line.split(separator: "\t").count == 2) }
    }

    @Test func headlessScreenshotIsViewportTimesScaleAndByteIdentical() throws {
        let dir = Paths.temporaryDirectory()
        let a = dir.appendingPathComponent("a.png").path
        let b = dir.appendingPathComponent("b.png").path
        #expect(try runScrollLab(["--headless", "--scene", "profile", "--screenshot", a]).status == 0)
        #expect(try runScrollLab(["--headless", "--scene", "profile", "--screenshot", b], environment: ["DISPLAY": nil]).status == 0)
        let da = try Data(contentsOf: URL(fileURLWithPath: a))
        let db = try Data(contentsOf: URL(fileURLWithPath: b))
        #expect(da == db)
        // PNG IHDR: width and height, big-endian, at bytes 16…23.
        func be(_ d: Data, _ o: Int) -> Int { d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be(da, 16) == 786)
        #expect(be(da, 20) == 1704)
        let se = dir.appendingPathComponent("se.png").path
        #expect(try runScrollLab(["--headless", "--device", "se", "--scale", "1", "--landscape", "--screenshot", se]).status == 0)
        let ds = try Data(contentsOf: URL(fileURLWithPath: se))
        #expect(be(ds, 16) == 667)
        #expect(be(ds, 20) == 375)
        // Any scale from 0.5 to 4: the canvas is the viewport times it, whole pixels (truncated).
        let frac = dir.appendingPathComponent("frac.png").path
        #expect(try runScrollLab(["--headless", "--scale", "0.75", "--screenshot", frac]).status == 0)
        let df = try Data(contentsOf: URL(fileURLWithPath: frac))
        #expect(be(df, 16) == 294)
        #expect(be(df, 20) == 639)
    }

    @Test func headlessStateFollowsTheContract() throws {
        let dir = Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--scene", "profile", "--hz", "60", "--state", path])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(json["scene"] as? String == "profile")
        #expect(json["hz"] as? Int == 60)
        let viewport = try #require(json["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 393)
        let header = try #require(json["header"] as? [String: Any])
        #expect(header["height"] as? Double == 200)
        #expect(header["collapse"] as? Double == 0)
        let pager = try #require(json["pager"] as? [String: Any])
        #expect(pager["pageCount"] as? Int == 4)
        let views = try #require(json["scrollViews"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["header", "pager", "page.0.list", "page.1.list", "page.2.list", "page.3.list"])
    }

    @Test func badOutputPathsFailBeforeWritingAnything() throws {
        let dir = Paths.temporaryDirectory()
        let state = dir.appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--state", state, "--screenshot", "/nonexistent/dir/x.png"])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: --screenshot /nonexistent/dir/x.png: folder /nonexistent/dir does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: state))
        // An existing file is left untouched when a run fails.
        try Data("keep".utf8).write(to: URL(fileURLWithPath: state))
        let r2 = try runScrollLab(["--headless", "--scene", "nope", "--state", state])
        #expect(r2.status == 2)
        #expect(try String(contentsOfFile: state, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["state.json"])
    }

    @Test func noDisplaySuggestsHeadless() throws {
        let r = try runScrollLab([], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(r.status == 1)
        #expect(r.stderr == "scrolllab: no display (DISPLAY is not set); use --headless, or run under Xvfb\n")
    }

    @Test func optionsParseValuesInBothSpellings() throws {
        guard
            case .headless(let o) = try Command.parse(["--headless", "--scene=snap", "--hz", "60", "--overlay", "log,graph", "--landscape"])
        else {
            Issue.record("--headless did not give the headless mode")
            return
        }
        #expect(o.session.scene == "snap")
        #expect(o.session.hz == 60)
        #expect(o.session.overlays == [.log, .graph])
        #expect(o.session.landscape)
        #expect(throws: UsageError("--landscape takes no value")) { try Command.parse(["--landscape=yes"]) }
    }

    @Test func eachFormGetsItsOwnOptions() throws {
        #expect(try Command.parse([]) == .window(WindowOptions()))
        #expect(try Command.parse(["--list-scenes"]) == .listScenes(ListScenesOptions()))
        var list = ListScenesOptions()
        list.scenes = ["a", "b"]
        list.files = ["c.json"]
        #expect(try Command.parse(["--list-scenes", "--scenes", "a", "--scenes=b", "--scene", "c.json"]) == .listScenes(list))
        #expect(try Command.parse(["--version"]) == .version)
        var bench = BenchOptions()
        bench.json = true
        #expect(try Command.parse(["bench", "--json"]) == .bench(bench))
        var fuzz = FuzzOptions()
        fuzz.seed = 7
        fuzz.events = 20
        fuzz.out = "x"
        fuzz.sceneGiven = true
        #expect(try Command.parse(["fuzz", "--seed", "7", "--events=20", "--scene", "all", "--out", "x"]) == .fuzz(fuzz))
        var window = WindowOptions()
        window.record = "r.ndjson"
        window.session.device = .se
        window.session.scale = 1
        #expect(try Command.parse(["--record", "r.ndjson", "--device", "se", "--scale", "1"]) == .window(window))
    }

    @Test(arguments: [
        (["bench", "--frob"], "bench: unknown option '--frob' (bench takes --json, --window, --scene)"),
        (["fuzz", "--events", "0"], "fuzz: --events must be between 1 and 100000000 (got '0')"),
        (["fuzz", "--seed", "-1"], "fuzz: --seed must be a whole number ≥ 0 (got '-1')"),
        (["fuzz", "--out"], "fuzz: --out needs a value"),
        (["fuzz", "--seed", "x"], "fuzz: --seed must be a whole number ≥ 0 (got 'x')"),
        // The flag table's --scene is one scene or all: a second is refused, never silently the winner.
        (
            ["fuzz", "--scene", "nope", "--scene", "basic-scroll"],
            "fuzz: --scene is given twice (fuzz runs one scene, or all of them); keep one"
        ),
        (["fuzz", "--scene", "all", "--scene=all"], "fuzz: --scene is given twice (fuzz runs one scene, or all of them); keep one"),
        (
            ["fuzz", "--nope"],
            "fuzz: unknown option '--nope' (fuzz takes --seed, --events, --scene, --scenes, --out, --check, --rates, --assert)"
        ),
        (["--settle"], "--settle needs --headless"),
        (["--headless", "--record", "r"], "--record is for the window; it cannot be used with --headless"),
        (["--headless=1"], "--headless takes no value"),
    ])
    func modeErrorsNameTheProblem(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Command.parse(arguments) }
    }

    @Test func helpListsEveryFlagOfEveryTable() {
        guard case .help(let text) = try? Command.parse(["--help"]) else {
            Issue.record("--help did not give help")
            return
        }
        let tables =
            SessionOptions.flags.map(\.name) + WindowOptions.flags.map(\.name) + HeadlessOptions.flags.map(\.name)
            + BenchOptions.flags.map(\.name) + FuzzOptions.flags.map(\.name)
        for name in tables { #expect(text.contains("  \(name) "), "\(name) missing from --help") }
        guard case .help(let fuzz) = try? Command.parse(["fuzz", "--help"]) else {
            Issue.record("fuzz --help did not give help")
            return
        }
        #expect(fuzz.contains("--events N"))
        #expect(!fuzz.contains("--screenshot"))
    }

    @Test func headlessHelpShowsThatModeOnly() {
        guard case .help(let text) = try? Command.parse(["--headless", "--help"]) else {
            Issue.record("--headless --help did not give help")
            return
        }
        for name in HeadlessOptions.flags.map(\.name) { #expect(text.contains("  \(name) "), "\(name) missing") }
        for name in ["--record", "--software"] + FuzzOptions.flags.map(\.name) where name != "--scene" && name != "--scenes" {
            #expect(!text.contains("  \(name) "), "\(name) is not a --headless flag")
        }
        #expect(text.hasPrefix("Usage: scrolllab --headless [options]"))
    }
}
