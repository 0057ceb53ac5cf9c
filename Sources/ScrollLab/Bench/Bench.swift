import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// `scrolllab bench [--json]`: deterministic workloads timed with the monotonic clock (the app layer
/// may read clocks; the core never does). Prints one line per figure, or one JSON object.
/// Build in release for meaningful numbers: `swift build -c release && .build/release/scrolllab bench`.
struct Bench {
    let json: Bool
    let assets: URL

    struct Figure {
        var key: String
        var label: String
        var value: Double
        var unit: String
    }

    func run() throws -> Int32 {
        var figures: [Figure] = []
        let tick = coreTick(scrollViews: 10)
        figures.append(Figure(key: "core_tick_10_scrollviews_ns_median", label: "core tick, 10 scroll views in motion (median)", value: tick.median, unit: "ns"))
        figures.append(Figure(key: "core_tick_10_scrollviews_ns_p99", label: "core tick, 10 scroll views in motion (p99)", value: tick.p99, unit: "ns"))
        let frame = try frameTimes()
        figures.append(Figure(key: "frame_ms_median", label: "frame: layout + display list + software render, 393×852 @2x (median)", value: frame.median / 1e6, unit: "ms"))
        figures.append(Figure(key: "frame_ms_p99", label: "frame (p99)", value: frame.p99 / 1e6, unit: "ms"))
        figures.append(Figure(key: "peak_rss_mb", label: "peak RSS", value: Self.peakRSSMegabytes(), unit: "MB"))
        if json {
            var parts: [String] = []
            for f in figures { parts.append("\"\(f.key)\": \(String(format: "%.3f", f.value))") }
            print("{" + parts.joined(separator: ", ") + "}")
        } else {
            for f in figures {
                print(String(format: "%-72@ %12.3f %@", f.label as NSString, f.value, f.unit as NSString))
            }
        }
        return 0
    }

    /// Nanoseconds per core tick: 10 scroll views flung with different velocities, each tick
    /// advancing all of them by 1/120 s; re-flung whenever they come to rest so all stay in motion.
    func coreTick(scrollViews count: Int) -> (median: Double, p99: Double) {
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
            if iteration >= 2_000 { samples.append(Self.nanoseconds(elapsed)) }  // warm-up discarded
            for (i, sv) in views.enumerated() where sv.state == .idle { fling(sv, i) }
        }
        return Self.stats(samples)
    }

    /// Nanoseconds per frame of `profile`: layout, display list, software render at 393×852 @2x.
    func frameTimes() throws -> (median: Double, p99: Double) {
        let catalog = try ScrollLabMain.loadCatalog()
        guard let def = catalog.scene(withID: "profile") else { throw UsageError("bench: scene 'profile' is missing") }
        let viewport = Size(width: 393, height: 852)
        let library = try SDLLibrary(video: false)
        let canvas = try OffscreenCanvas(
            library: library, width: 786, height: 1704, fonts: FontLocator.locate(),
            imageDirectory: assets.appendingPathComponent("images").path)
        let session = SceneSession(definition: def, viewport: viewport, hz: 120)
        var list = DisplayList(size: viewport)
        var samples: [Double] = []
        let clock = ContinuousClock()
        // A finger drags the list up and down continuously (header collapsing and expanding, rows
        // scrolling): every frame has new content.
        session.handle(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0)))
        for iteration in 0..<330 {
            let t = Double(iteration + 1) / 120
            let phase = Double(iteration % 120) / 60
            let y = 700 - 500 * (phase < 1 ? phase : 2 - phase)
            session.handle(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: t)))
            let start = clock.now
            session.render(into: &list)
            canvas.render([(list, RenderTransform(scale: 2))], background: Theme.background)
            let elapsed = clock.now - start
            if iteration >= 30 { samples.append(Self.nanoseconds(elapsed)) }
        }
        return Self.stats(samples)
    }

    static func nanoseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
    }

    static func stats(_ samples: [Double]) -> (median: Double, p99: Double) {
        let s = samples.sorted()
        guard !s.isEmpty else { return (0, 0) }
        return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.99))])
    }

    /// Peak resident set size (VmHWM from /proc/self/status), MB.
    static func peakRSSMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
            return kb / 1024
        }
        return 0
    }
}
