import Foundation
import ScrollCore
import ScrollFiles
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// The second adversarial pass (issue #20): traces that validate must replay and pass every invariant
/// (Fixtures/hostile), and fuzz arguments at their edges must work or fail with one line.
@Suite struct HostileCorpusTests {
    static let hostile = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile")

    static let traces = [
        "load-more-drag-ten-million-past-the-end",
        "wheel-and-pointer-1000000-at-1e300-profile",
        "wheel-and-pointer-1000000-at-1e300-carousel",
        "wheel-and-pointer-1000000-at-1e300-custom-tabs-1",
        "ids-at-range-edges-to-1e300",
        "snap-touchpad-swipe-one-second",
        "snap-finger-fling-12500",
        "a-two-hour-idle-gap",
        "drags-and-wheels-to-1e308-gallery-simultaneous",
        "drags-and-wheels-to-1e308-paging-android",
        "drags-and-wheels-to-1e308-profile-chromium",
        // #26: a second finger (or a touchpad scroll) on a caught scroll view left it `dragging` for good.
        "two-finger-catch-basic-scroll",
        "two-finger-catch-profile",
        "two-finger-catch-paging",
        "two-finger-catch-cards",
        "mouse-held-plus-touchpad-basic-scroll",
        "load-more-drags-far-past-the-end",
    ]

    /// #26: load more appended one batch per `didScroll`, so the rows a drag far past the end got
    /// depended on the ticks: 247 pt (ten million) and 674 pt (generated drags) apart at 60 and 120 Hz.
    @Test(arguments: ["load-more-drag-ten-million-past-the-end", "load-more-drags-far-past-the-end"])
    func loadMoreEndsTheSameAt60And120Hz(name: String) throws {
        let trace = Self.hostile.appendingPathComponent("\(name).ndjson").path
        var offsets: [Double] = []
        for hz in ["60", "120"] {
            let state = Paths.temporaryDirectory().appendingPathComponent("state.json")
            let r = try runScrollLab(["--headless", "--replay", trace, "--hz", hz, "--settle", "--state", state.path])
            #expect(r.status == 0, "\(r.stderr)")
            let parsed = try StateFile(contentsOf: state)
            offsets.append(try #require(parsed.scrollViews.first).offset.y)
        }
        #expect(abs(offsets[0] - offsets[1]) <= 0.5, "\(offsets)")
        #expect(offsets[0] > 10_000)
    }

    /// Each replays with `--settle` to a valid state and passes `fuzz --check` (which settles too).
    @Test(arguments: HostileCorpusTests.traces)
    func aHostileTraceReplaysAndBreaksNoInvariant(name: String) throws {
        let trace = Self.hostile.appendingPathComponent("\(name).ndjson").path
        let state = Paths.temporaryDirectory().appendingPathComponent("state.json")
        let r = try runScrollLab(["--headless", "--replay", trace, "--settle", "--state", state.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let parsed = try StateFile(contentsOf: state)
        #expect(!parsed.scrollViews.isEmpty)
        for s in parsed.scrollViews {
            #expect(s.offset.x.isFinite && s.offset.y.isFinite, "\(s.id)")
        }
        let check = try runScrollLab(["fuzz", "--check", trace])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasSuffix(" 0 invariant breaks\n"))
    }

    /// Every invariant holds at every tick, through the bounce after the last event (the snap
    /// traces went 874 pt past the edge against an 852 pt band, after their last event).
    @Test(arguments: ["snap-touchpad-swipe-one-second", "snap-finger-fling-12500", "ids-at-range-edges-to-1e300"])
    func everyTickKeepsTheInvariants(name: String) throws {
        let trace = try Trace.load(Self.hostile.appendingPathComponent("\(name).ndjson").path)
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        var pending = trace.events[...]
        var t = 0.0
        while t < trace.duration + 3 {
            t += 1.0 / Double(trace.header.hz)
            let due = pending.prefix { $0.time <= t }
            pending = pending.dropFirst(due.count)
            sandbox.replay(Array(due), settle: false, until: t)
            if let v = sandbox.session.firstInvariantViolation() {
                Issue.record("t=\(t): \(v)")
                break
            }
        }
        #expect(sandbox.session.isIdle)
    }

    /// Idle time is skipped: two hours between events cost a handful of ticks, and the check runs on
    /// the header's device and orientation (as the replay does).
    @Test func idleTimeIsSkippedAndTheHeaderDeviceIsUsed() throws {
        let trace = Self.hostile.appendingPathComponent("a-two-hour-idle-gap.ndjson").path
        let r = try runScrollLab(["fuzz", "--check", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let ticks = r.stdout.split(separator: ",").dropFirst().first.flatMap { Int($0.split(separator: " ").first ?? "") }
        #expect(r.stdout.hasPrefix("fuzz --check: \(trace): 3 events (profile on se landscape at 120 Hz), "))
        #expect((ticks ?? .max) < 2000, "\(r.stdout)")
    }

    /// `--replay` skips idle time too: the two-hour gap costs a few hundred ticks, not 864 000, and
    /// the replay still ends at rest at the last event's time.
    @Test func replaySkipsIdleTime() throws {
        let trace = try Trace.load(Self.hostile.appendingPathComponent("a-two-hour-idle-gap.ndjson").path)
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        var ticks = 0
        var last = 0.0
        sandbox.replay(trace.events, settle: true) { t in
            ticks += 1
            #expect(t >= last)
            last = t
        }
        #expect(ticks < 2000, "\(ticks) ticks")
        #expect(last >= trace.duration)
        #expect(sandbox.session.isIdle)
    }

    /// The synthetic wheel pointer lives outside the ids any input can use.
    @Test func internalPointersAreOutsideTheTraceIDSpace() throws {
        #expect(!PointerEvent.externalIDs.contains(SceneSession.wheelPointerID))
        #expect(PointerEvent.externalIDs.contains(1 + 0x7FFF_FFFF))  // the window's largest finger id
        #expect(Int(saturating: 1e300) == Int.saturationLimit)
        #expect(Int(saturating: -1e300) == -Int.saturationLimit)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: -2.7) == -2)
    }

    @Test(arguments: [1, 2, 5, 18, 19, 20, 37])
    func anyEventCountFuzzes(count: Int) throws {
        let r = try runScrollLab(["fuzz", "--events", "\(count)", "--out", Paths.temporaryDirectory().path])
        #expect(r.status == 0, "\(r.stderr)")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Paths.repoRoot.appendingPathComponent("Assets/scenes").path)
        let n = scenes.filter { $0.hasSuffix(".json") }.count
        #expect(r.stdout.hasPrefix("fuzz: \(count) events over all \(n) scenes (seed 1): 0 invariant breaks"))
    }

    /// A hundred million events would run for hours: a folder that cannot be made (a file is in the
    /// way; a missing one is made, issue #40) must be refused before the first.
    @Test func fuzzRefusesAnOutFolderItCannotMakeBeforeAnyWork() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("file")
        try Data().write(to: file)
        let out = file.appendingPathComponent("dir").path
        let r = try runProcess(
            "/usr/bin/timeout", ["120", Paths.scrolllab, "fuzz", "--events", "100000000", "--scene", "profile", "--out", out])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: fuzz --out \(out): cannot create the folder\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anEmptySceneFolderIsNamed() throws {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        for args in [["fuzz", "--events", "10"], ["--list-scenes"], ["--headless"]] {
            let r = try runScrollLab(args, environment: ["SCROLLLAB_SCENES": dir.appendingPathComponent("scenes").path])
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr == "scrolllab: \(dir.path)/scenes: no scene files (*.json)\n")
        }
    }

    /// Blank lines count against the line limit: 64 MB of them are refused at once (they took 20 s
    /// and 2.3 GB, then replayed as an empty trace).
    @Test func aTraceOfBlankLinesIsRefused() throws {
        let trace = Paths.temporaryDirectory().appendingPathComponent("blank.ndjson")
        var data = Data("{\"trace\":1,\"device\":\"15\",\"scene\":\"profile\",\"hz\":120}\n".utf8)
        data.append(Data(repeating: 0x0A, count: 64 * 1024 * 1024 - data.count))
        try data.write(to: trace)
        let r = try runScrollLab(["--headless", "--replay", trace.path])
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: \(trace.path): trace has more than \(Trace.maximumLineCount) lines (blank lines count); that is the limit\n")
    }

    @Test func aFolderIsNotATrace() throws {
        let dir = Paths.temporaryDirectory()
        let r = try runScrollLab(["--headless", "--replay", dir.path])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(dir.path): is a folder, not a trace file\n")
    }

    /// Titles are bounded and single-line: a 100 000-character row title, a tab in a tab title.
    @Test func sceneTitlesAreBoundedAndHaveNoControlCharacters() throws {
        let cases = [
            (
                "{\"id\":\"x\",\"title\":\"t\",\"pages\":[{\"rows\":3,\"rowTitle\":\"\(String(repeating: "W", count: 100_000))\"}]}",
                "line 1: pages[0].rowTitle is longer than 200 characters"
            ),
            (
                "{\"id\":\"x\",\"title\":\"t\",\"tabStrip\":{\"height\":44,\"titles\":[\"a\",\"b\\tc\"]}}",
                "line 1: tabStrip.titles[1] must not contain control characters (newlines, tabs, …)"
            ),
        ]
        for (json, message) in cases {
            let dir = Paths.temporaryDirectory()
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
            let file = dir.appendingPathComponent("scenes/x.json")
            try Data(json.utf8).write(to: file)
            let r = try runScrollLab(["--list-scenes"], environment: ["SCROLLLAB_SCENES": dir.appendingPathComponent("scenes").path])
            #expect(r.status == 2)
            #expect(r.stderr == "scrolllab: \(file.path): \(message)\n")
        }
    }

    /// Every bad case of every row of the scene field table (docs/SCENES.md), made from the table:
    /// one line naming the file and the JSON path, exit 2, and the `--state` file not written.
    @Test(arguments: BadSceneField.all)
    func everyBadFieldIsOneLineAndExitTwo(_ bad: BadSceneField) throws {
        let dir = Paths.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json")
        try Data(bad.json.utf8).write(to: file)
        let state = dir.appendingPathComponent("state.json")
        let r = try runScrollLab(["--headless", "--scene", file.path, "--state", state.path])
        #expect(r.status == 2, "\(bad.json)")
        #expect(r.stderr.hasPrefix("scrolllab: \(file.path): "), "\(r.stderr)")
        #expect(r.stderr.contains(bad.path), "\(r.stderr) for \(bad.json)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.hasSuffix("\n"))
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    /// A font that is not one fails with one line and exit 1, before anything is written (it gave
    /// pictures without text, or read /dev/zero).
    @Test func aGarbageFontIsRefused() throws {
        let dir = Paths.temporaryDirectory()
        let junk = dir.appendingPathComponent("junk.ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: junk)
        let shot = dir.appendingPathComponent("x.png").path
        let cases = [
            (junk.path, "not a font file (FreeType cannot read it; use a .ttf or .otf file)"),
            (dir.path, "is a folder, not a font file"),
            ("/dev/zero", "not a regular file (a device or a pipe), not a font file"),
        ]
        for (font, message) in cases {
            let r = try runProcess(
                "/usr/bin/timeout", ["60", Paths.scrolllab, "--headless", "--screenshot", shot], environment: ["SCROLLLAB_FONT": font])
            #expect(r.status == 1, "\(font)")
            #expect(r.stderr == "scrolllab: SCROLLLAB_FONT=\(font): \(message)\n")
            #expect(!FileManager.default.fileExists(atPath: shot))
        }
    }

    /// A display that cannot be opened is named (SDL fell back to an invisible driver and the app ran
    /// unseen at full CPU forever).
    @Test func aDisplayThatCannotBeOpenedIsNamed() throws {
        let display = try #require(Self.freeDisplay())
        let env: [String: String?] = ["DISPLAY": display, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]
        let r = try runProcess("/usr/bin/timeout", ["60", Paths.scrolllab], environment: env)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("scrolllab: cannot open display \(display) ("))
        #expect(r.stderr.hasSuffix("); run under X or Xvfb, or use --headless\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    /// A local display number no X server holds (no socket, no lock file): a developer's Xvfb on a
    /// fixed number (":77" once) made the app open a window there and wait.
    static func freeDisplay() -> String? {
        let fm = FileManager.default
        return (77..<200).first { n in
            !fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !fm.fileExists(atPath: "/tmp/.X\(n)-lock")
        }.map { ":\($0)" }
    }

    // MARK: - FIFOs (#26): never waited for, never read

    /// A FIFO as an output nothing reads is refused at once (`--state`, `--record`, `report --out`
    /// blocked forever); one that is read is written.
    @Test func aFIFONothingReadsIsRefusedNotWaitedFor() throws {
        let dir = Paths.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [([String], String, Int32)] = [
            (["--headless", "--state", fifo], "--state \(fifo): is a FIFO (named pipe) that nothing reads", 2),
            (["--record", fifo], "--record \(fifo): is a FIFO (named pipe) that nothing reads", 2),
            (
                ["report", Self.hostile.appendingPathComponent("snap-finger-fling-12500.ndjson").path, "--out", fifo],
                "--out \(fifo): is a FIFO (named pipe) that nothing reads", 1
            ),
        ]
        for (args, message, status) in cases {
            let r = try runScrollLab(args, environment: ["DISPLAY": nil])
            #expect(r.status == status, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: \(message)\n", "\(args)")
        }
        let read = try runProcess(
            "/bin/sh", ["-c", "cat \"$1\" > \"$1.out\" & exec \"$0\" --headless --state \"$1\"", Paths.scrolllab, fifo])
        #expect(read.status == 0, "\(read.stderr)")
    }

    /// Inputs that are not regular files are refused before they are opened (a FIFO blocked forever).
    @Test func aFIFOIsNeverReadAsAnInput() throws {
        let dir = Paths.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [([String], String)] = [
            (["--headless", "--replay", fifo], "\(fifo): not a regular file (a FIFO, a device or a socket), not a trace file"),
            (["fuzz", "--check", fifo], "\(fifo): not a regular file (a FIFO, a device or a socket), not a trace file"),
            (
                ["--headless", "--feel", fifo],
                "--feel: feel file '\(fifo)': not a regular file (a FIFO, a device or a socket), not a feel file"
            ),
            (["report", "--extract-trace", fifo], "\(fifo): not a regular file (a FIFO, a device or a socket), not a report"),
            (["report", "--extract-trace", "/dev/zero"], "/dev/zero: not a regular file (a FIFO, a device or a socket), not a report"),
        ]
        for (args, message) in cases {
            let r = try runScrollLab(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: \(message)\n", "\(args)")
        }
    }
}
