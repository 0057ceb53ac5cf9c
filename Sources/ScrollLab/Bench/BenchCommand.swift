import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollInput
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollTrace

/// `scrolllab bench [--json]`: deterministic workloads timed with the monotonic clock (the app layer
/// may read clocks; the core never does), printing median and p99 per figure, or one JSON object.
/// Build in release for meaningful numbers: `swift build -c release && .build/release/scrolllab bench`.
///
/// Heap allocations are counted by `libAllocCounter.so` (Sources/CAllocCounter), a malloc shim the
/// bench loads by re-running itself with `LD_PRELOAD`; without it the allocation figures are -1.
struct BenchCommand {
    let json: Bool
    /// `--window`: the window figures only (`WindowBench`).
    var window = false
    let assets: URL
    let catalog: SceneCatalog
    /// `--scene`: the frame and core tick figures on this scene only (`BenchCommand+Scene`).
    var scene: String?

    struct Figure {
        var key: String
        var label: String
        var value: Double
        var unit: String
    }

    /// The allocation counter, if the shim is loaded.
    static let allocCount: (@convention(c) () -> UInt64)? = {
        guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "scrolllab_alloc_count") else { return nil }
        return unsafeBitCast(sym, to: (@convention(c) () -> UInt64).self)
    }()

    /// Re-runs this bench with the allocation counter preloaded, when it is not loaded yet and the
    /// shim sits next to the executable. Returns the child's exit status, or nil to run here.
    static func rerunWithCounter(arguments: [String]) -> Int32? {
        guard allocCount == nil, ProcessInfo.processInfo.environment["SCROLLLAB_BENCH_CHILD"] == nil else { return nil }
        let exe = AssetLocator.executable()
        let shim = exe.deletingLastPathComponent().appendingPathComponent("libAllocCounter.so")
        guard FileManager.default.fileExists(atPath: shim.path) else { return nil }
        let p = Process()
        p.executableURL = exe
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["LD_PRELOAD"] = shim.path
        env["SCROLLLAB_BENCH_CHILD"] = "1"
        p.environment = env
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        return p.terminationStatus
    }

    func run() throws -> Int32 {
        if let only = ProcessInfo.processInfo.environment["SCROLLLAB_BENCH_PROFILE"] {
            return try profileOnly(only)
        }
        if window || scene != nil {
            // `--scene` (one scene's figures) or `--window` (never both: BenchOptions.validate).
            try Self.emit(try scene.map(sceneFigures) ?? WindowBench(catalog: catalog, assets: assets).figures(), json: json)
            return 0
        }
        var figures = mathFigures() + jsonFigures()
        func add(_ key: String, _ label: String, _ value: Double, _ unit: String) {
            figures.append(Figure(key: key, label: label, value: value, unit: unit))
        }

        let views = coreTickScrollViews(count: 10)
        add("core_tick_10_scrollviews_ns_median", "ScrollView models: 10 flinging, one tick (median)", views.median, "ns")

        let core = try coreTick()
        add("core_tick_us_median", "core tick: arena + physics + nesting, profile with 6 pages (median)", core.median / 1000, "µs")
        add("core_tick_us_p99", "core tick (p99)", core.p99 / 1000, "µs")
        add("allocs_per_core_tick", "heap allocations per steady-state core tick (fling in flight)", core.allocsPerTick, "allocs")

        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        let frame = try frameTimes([(nil, [])], library: library, fonts: fonts)[0]
        add("frame_ms_median", "frame: layout + display list + software render, 393×852 @2x (median)", frame.median / 1e6, "ms")
        add("frame_ms_p99", "frame (p99)", frame.p99 / 1e6, "ms")
        add("allocs_per_frame", "heap allocations per frame (steady scrolling)", frame.allocsPerFrame, "allocs")
        add("allocs_per_frame_no_new_text", "heap allocations per frame that rasterises no new text", frame.allocsNoNewText, "allocs")
        let overlays = try frameTimes([(nil, Set(OverlayKind.allCases))], library: library, fonts: fonts)[0]
        add("frame_ms_median_overlays", "frame with every overlay on (median)", overlays.median / 1e6, "ms")
        add("frame_ms_p99_overlays", "frame with every overlay on (p99)", overlays.p99 / 1e6, "ms")
        var byRows: [Int: Double] = [:]
        let rowCounts = [100, 10_000, 100_000]
        for (rows, f) in zip(rowCounts, try frameTimes(rowCounts.map { ($0, []) }, library: library, fonts: fonts)) {
            byRows[rows] = f.median
            add("frame_ms_median_rows_\(rows)", "frame with \(rows) rows per page (median, interleaved)", f.median / 1e6, "ms")
        }
        add("rows_ratio_100k_vs_100", "frame cost, 100 000 vs 100 rows per page", byRows[100_000]! / byRows[100]!, "×")
        let compare = try compareFrameTimes(library: library, fonts: fonts)
        add("compare_frame_ms_median", "compare, 3 lanes: display lists + software render at scale 1 (median)", compare.median / 1e6, "ms")
        add("compare_frame_ms_p99", "compare, 3 lanes (p99)", compare.p99 / 1e6, "ms")
        add("latency_ticks", "input-to-frame latency (ticks until a frame shows an event)", try latencyTicks(), "ticks")
        let report = try reportSecondsPerTraceSecond()
        add("report_seconds_per_trace_second", "report: seconds to make a page per second of trace (12 s script)", report, "s/s")
        let long = try reportSecondsPerTraceSecond(Self.longReportScript())
        add("report_seconds_per_trace_second_long", "report: the same for 600 s of trace with a 60 s hold", long, "s/s")
        let check = try checkFigures()
        add(
            "check_traces_per_second_jobs_1", "check: 10 s traces per second, one process, --jobs 1 (200 traces)",
            check.tracesPerSecondJobs1, "/s")
        add("check_traces_per_second_jobs_2", "check: the same, --jobs 2", check.tracesPerSecondJobs2, "/s")
        add(
            "check_process_per_trace_ratio", "check: time per trace, a process each vs one process (--jobs 1)", check.processPerTraceRatio,
            "×")
        add("peak_rss_mb", "peak RSS", Self.peakRSSMegabytes(), "MB")

        try Self.emit(figures, json: json)
        return 0
    }

    /// Prints the figures: one JSON object, or a table.
    static func emit(_ figures: [Figure], json: Bool) throws {
        if json {
            let parts = figures.map { "\"\($0.key)\": \(String(format: "%.4f", $0.value))" }
            try StandardOutput.print("{" + parts.joined(separator: ", ") + "}")
        } else {
            try StandardOutput.print("scrolllab bench — release build recommended; \(ProcessInfo.processInfo.activeProcessorCount) cores")
            for f in figures {
                try StandardOutput.print(String(format: "%-76@ %12.3f %@", f.label as NSString, f.value, f.unit as NSString))
            }
            if allocCount == nil { try StandardOutput.print("(allocation counts need libAllocCounter.so next to the executable)") }
        }
    }

    /// `SCROLLLAB_BENCH_PROFILE=frame|overlays|swipe|swipe-overlays|compare`: renders 120 frames of one
    /// workload and nothing else, for a profiler (e.g. `valgrind --tool=callgrind`), whose numbers bench
    /// does not print: `frame` and `overlays` from 0.5 s of the script (a fling), `swipe` and
    /// `swipe-overlays` from 2.1 s (a page swipe, two lists on screen, then a slow drag: the frames
    /// that make `frame_ms_p99_overlays`).
    func profileOnly(_ what: String) throws -> Int32 {
        if what == "json" {  // the JSON figures alone (`jsonFigures`)
            try Self.emit(jsonFigures(), json: json)
            return 0
        }
        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        if what == "compare" {
            _ = try compareFrameTimes(library: library, fonts: fonts, frames: 120)
            try StandardOutput.print("profiled 120 frames of compare")
            return 0
        }
        let sandbox = try sandboxOnProfile(overlays: what.hasSuffix("overlays") ? Set(OverlayKind.allCases) : [])
        let canvas = try OffscreenCanvas(library: library, width: 786, height: 1704, fonts: fonts, imageDirectory: nil)
        var list = DisplayList(size: sandbox.viewport)
        // The script's ticks up to `from`, then 120 rendered.
        let from = Int((what.hasPrefix("swipe") ? 2.1 : 0.5) * 120)
        var tick = 0
        ReplayDriver(until: Double(from + 119) / 120, skippingIdle: false).run(sandbox, Self.script(cycles: 1)) { _ in
            defer { tick += 1 }
            guard tick >= from else { return }
            sandbox.session.render(into: &list)
            canvas.render(list, RenderTransform(scale: 2), background: Theme.background)
        }
        try StandardOutput.print("profiled 120 frames of \(what)")
        return 0
    }

    // MARK: - Workloads

    /// `profile` with six pages, as the targets in docs/PERFORMANCE.md are stated for.
    func profileDefinition(rows: Int? = nil) throws -> SceneDefinition {
        guard var def = catalog.scene(withID: "profile") else { throw UsageError("bench: scene 'profile' is missing") }
        let r = rows ?? 120
        def.pages = [r, r / 3, 3, 0, r, r].map { SceneDefinition.Page(rows: $0) }
        def.tabStrip?.titles = ["Posts", "Replies", "Media", "Likes", "Saved", "Lists"]
        return def
    }

    /// A sandbox on `profileDefinition(rows:)` (iPhone 15, portrait, 120 Hz) with `overlays`.
    func sandboxOnProfile(rows: Int? = nil, overlays: Set<OverlayKind> = []) throws -> Sandbox {
        let catalog = catalog.replacing(with: try profileDefinition(rows: rows), from: "bench")
        return try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: "profile", overlays: overlays))
    }

    /// A repeating 4 s script: fling up, fling down, page swipe, slow drag — pointer events at 120 Hz.
    static func script(cycles: Int) -> [InputEvent] {
        var out: [InputEvent] = []
        func drag(_ a: Point, _ b: Point, start: Double, duration: Double, easeIn: Bool) {
            out.append(.pointer(PointerEvent(.down, at: a, time: start)))
            let steps = max(1, Int(duration * 120))
            for i in 1...steps {
                let u = Double(i) / Double(steps)
                let f = easeIn ? u * u : u
                out.append(.pointer(PointerEvent(.move, at: a + (b - a) * f, time: start + duration * u)))
            }
            out.append(.pointer(PointerEvent(.up, at: b, time: start + duration)))
        }
        for c in 0..<cycles {
            let t = Double(c) * 4
            drag(Point(x: 200, y: 760), Point(x: 200, y: 420), start: t + 0.1, duration: 0.15, easeIn: true)
            drag(Point(x: 200, y: 300), Point(x: 200, y: 640), start: t + 1.1, duration: 0.15, easeIn: true)
            let forward = c % 4 < 2
            drag(Point(x: forward ? 330 : 60, y: 500), Point(x: forward ? 60 : 330, y: 505), start: t + 2.1, duration: 0.2, easeIn: true)
            drag(Point(x: 200, y: 700), Point(x: 200, y: 520), start: t + 3.0, duration: 0.6, easeIn: false)
        }
        return out
    }

    /// Seconds of `scrolllab report` work (both replays, frames, curves, the page in memory) per second
    /// of the page's time span, for 12 s of the script on `profile` (docs/REPORT.md).
    func reportSecondsPerTraceSecond(_ events: [InputEvent] = BenchCommand.script(cycles: 3)) throws -> Double {
        let trace = Trace(header: Trace.Header(device: "15", scene: "profile", hz: 120), events: events)
        let bytes = Data(trace.ndjson().utf8)
        let clock = ContinuousClock()
        let start = clock.now
        let doc = try ReportBuilder(catalog: catalog, assets: assets, scale: 1).document(trace: trace, bytes: bytes, command: "bench")
        let page = ReportPage.html(doc)
        let seconds = Self.nanoseconds(clock.now - start) / 1e9
        return page.isEmpty ? -1 : seconds / max(doc.duration, 1e-3)
    }

    /// 600 s for `report_seconds_per_trace_second_long` (a report must be linear in its ticks): 135
    /// cycles of the script (540 s), then a finger put down and held still for 60 s.
    static func longReportScript() -> [InputEvent] {
        let p = Point(x: 200, y: 600)
        return script(cycles: 135) + [
            .pointer(PointerEvent(.down, at: p, time: 540.5)), .pointer(PointerEvent(.move, at: p + Point(x: 0, y: -30), time: 540.6)),
            .pointer(PointerEvent(.up, at: p + Point(x: 0, y: -30), time: 600.6)),
        ]
    }

    /// Nanoseconds per tick of a whole scene's core (events of the tick + `advance`), and allocations
    /// per tick while a fling is in flight with no input (the steady state).
    func coreTick(_ sandbox: Sandbox? = nil, events script: [InputEvent]? = nil) throws -> (
        median: Double, p99: Double, allocsPerTick: Double
    ) {
        let sandbox = try sandbox ?? sandboxOnProfile()
        let events = script ?? Self.script(cycles: 30)
        var samples: [Double] = []
        samples.reserveCapacity(15_000)
        let clock = ContinuousClock()
        var handled = 0
        var tick = 0
        var steadyAllocs: UInt64 = 0
        var steadyTicks: UInt64 = 0
        // A tick's time: from the end of the tick before (its events, then `advance`) to its end.
        var start = clock.now
        var before: UInt64 = 0
        let driver = ReplayDriver(skippingIdle: false, pace: { _ in before = Self.allocCount?() ?? 0 })
        driver.run(sandbox, events) { t in
            let after = Self.allocCount?() ?? 0
            let session = sandbox.session
            if tick >= 240 { samples.append(Self.nanoseconds(clock.now - start)) }
            // Steady state: something moving, no finger down, no event this tick.
            if tick >= 240 && session.arena.activeTouchIDs.isEmpty && !session.isIdle
                && (handled == events.count || events[handled].time > t + 1.0 / 120)
            {
                steadyAllocs += after - before
                steadyTicks += 1
            }
            tick += 1
            start = clock.now
        } eachEvent: {
            handled = $0 + 1
        }
        let s = Self.stats(samples)
        let allocs = Self.allocCount == nil ? -1 : (steadyTicks > 0 ? Double(steadyAllocs) / Double(steadyTicks) : 0)
        return (s.median, s.p99, allocs)
    }

    /// Nanoseconds per tick for `count` bare ScrollView models, all flinging.
    func coreTickScrollViews(count: Int) -> (median: Double, p99: Double) {
        let views = (0..<count).map { i in
            ScrollView(id: "sv\(i)", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 100_000))
        }
        var t = 0.0
        func fling(_ sv: ScrollView, _ i: Int) {
            sv.beginDragging(at: t)
            sv.drag(toTranslation: Point(x: 0, y: -10), at: t)
            sv.endDragging(fingerVelocity: Point(x: 0, y: Double(i % 2 == 0 ? -1 : 1) * (1500 + Double(i) * 250)), at: t)
        }
        for (i, sv) in views.enumerated() {
            sv.setContentOffset(Point(x: 0, y: 50_000), animated: false, at: 0)
            fling(sv, i)
        }
        var samples: [Double] = []
        samples.reserveCapacity(20_000)
        let clock = ContinuousClock()
        for iteration in 0..<22_000 {
            t += 1.0 / 120
            let start = clock.now
            for sv in views { sv.advance(to: t) }
            let elapsed = clock.now - start
            if iteration >= 2_000 { samples.append(Self.nanoseconds(elapsed)) }
            for (i, sv) in views.enumerated() where sv.state == .idle { fling(sv, i) }
        }
        return Self.stats(samples)
    }

    /// Nanoseconds per frame (layout, display list, software render at 393×852 @2x) while the script
    /// runs; allocations per frame. Several workloads run interleaved, frame by frame in rotating
    /// order, so the machine's noise (a shared 2-core VM) falls on all of them alike and their ratio
    /// measures the workloads, not the minute each ran in.
    func frameTimes(
        _ configs: [(rows: Int?, overlays: Set<OverlayKind>)], library: SDLLibrary, fonts: FontSet
    ) throws -> [(median: Double, p99: Double, allocsPerFrame: Double, allocsNoNewText: Double)] {
        let lanes = try configs.map { try sandboxOnProfile(rows: $0.rows, overlays: $0.overlays) }
        return try frameTimes(lanes: lanes, events: Self.script(cycles: 2), library: library, fonts: fonts)
    }

    /// `frameTimes` of sandboxes driven by `events` in lockstep (the first 120 ticks unmeasured).
    func frameTimes(
        lanes: [Sandbox], events: [InputEvent], library: SDLLibrary, fonts: FontSet
    ) throws -> [(median: Double, p99: Double, allocsPerFrame: Double, allocsNoNewText: Double)] {
        let runs = try lanes.map { lane in
            let canvas = try OffscreenCanvas(
                library: library, width: 786, height: 1704, fonts: fonts, imageDirectory: assets.appendingPathComponent("images").path)
            return FrameRun(session: lane.session, canvas: canvas, viewport: lane.viewport)
        }
        var tick = 0
        // Every workload ticks in lockstep; the frames of a tick are rendered in rotating order.
        ReplayDriver(until: events.last!.time + 0.5, skippingIdle: false).run(lanes: lanes, events) { _ in
            for k in 0..<runs.count { runs[(tick + k) % runs.count].frame(tick: tick, measured: tick >= 120) }
            tick += 1
        }
        if ProcessInfo.processInfo.environment["SCROLLLAB_BENCH_DETAIL"] != nil {
            for run in runs { try run.printDetail() }
        }
        return runs.map { run in
            let s = Self.stats(run.samples)
            guard Self.allocCount != nil else { return (s.median, s.p99, -1, -1) }
            return (
                s.median, s.p99, Double(run.allocs) / Double(max(1, run.frames)),
                Double(run.allocsNoNewText) / Double(max(1, run.framesNoNewText))
            )
        }
    }

    /// Ticks between an event and the first frame whose display list shows it: events land between
    /// ticks; the next tick's frame must already differ.
    func latencyTicks() throws -> Double {
        let session = SceneSession(definition: try profileDefinition(), viewport: Size(width: 393, height: 852), hz: 120)
        var results: [Double] = []
        var t = 0.0
        var y = 700.0
        session.handle(.pointer(PointerEvent(.down, at: Point(x: 200, y: y), time: 0)))
        for k in 1...40 {
            // A move 0.3 of a tick after tick k−1; is it visible in tick k's frame?
            t = Double(k) / 120
            let before = session.displayList()
            y -= 6
            session.handle(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: t - 0.7 / 120)))
            var lag = 1.0
            session.advance(to: t)
            var after = session.displayList()
            while after == before && lag < 10 {
                lag += 1
                session.advance(to: t + (lag - 1) / 120)
                after = session.displayList()
            }
            if k > 3 { results.append(lag) }  // the first moves are inside the touch slop
        }
        session.handle(.pointer(PointerEvent(.up, at: Point(x: 200, y: y), time: t + 0.1)))
        return Self.stats(results).median
    }

    // MARK: - Helpers

    static func nanoseconds(_ d: Duration) -> Double { ProcessFigures.nanoseconds(d) }

    static func stats(_ samples: [Double]) -> (median: Double, p99: Double) {
        let s = samples.sorted()
        guard !s.isEmpty else { return (0, 0) }
        return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.99))])
    }

    /// Peak resident set size (VmHWM from /proc/self/status), MB.
    static func peakRSSMegabytes() -> Double { ProcessFigures.peakRSSMegabytes() }
}
