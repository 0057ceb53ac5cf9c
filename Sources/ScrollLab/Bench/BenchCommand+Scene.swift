import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession

extension BenchCommand {
    /// `bench --scene ID|FILE`: the headless frame (display list + software render at 393×852 @2x)
    /// and the core tick on one scene (iPhone 15, 120 Hz), driven by `sceneScript`, with the
    /// `profile` core tick beside them for comparison.
    func sceneFigures(_ id: String) throws -> [Figure] {
        var figures: [Figure] = []
        func add(_ key: String, _ label: String, _ value: Double, _ unit: String) {
            figures.append(Figure(key: key, label: label, value: value, unit: unit))
        }
        func sandbox() throws -> Sandbox { try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: id)) }
        let zooms = try Self.zooms(sandbox())
        let what = zooms ? "pinch, pan and fling a photo" : "the bench script"

        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        let frameScript = Self.sceneScript(cycles: 2, zooms: zooms)
        let frame = try frameTimes(lanes: [sandbox()], events: frameScript, library: library, fonts: fonts)[0]
        add("scene_frame_ms_median", "\(id): frame, \(what) (median)", frame.median / 1e6, "ms")
        add("scene_frame_ms_p99", "\(id): frame (p99)", frame.p99 / 1e6, "ms")
        add("scene_allocs_per_frame", "\(id): heap allocations per frame", frame.allocsPerFrame, "allocs")
        if zooms {
            let share = try Self.zoomedShare(sandbox(), events: frameScript, from: 120)
            add("scene_frames_zoomed_percent", "\(id): measured frames with a photo zoomed (drawn at its zoomed frame)", share * 100, "%")
        }
        let core = try coreTick(sandbox(), events: Self.sceneScript(cycles: 30, zooms: zooms))
        add("scene_core_tick_us_median", "\(id): core tick (median)", core.median / 1000, "µs")
        add("scene_core_tick_us_p99", "\(id): core tick (p99)", core.p99 / 1000, "µs")
        add("scene_allocs_per_core_tick", "\(id): heap allocations per steady-state core tick", core.allocsPerTick, "allocs")
        let profile = try coreTick()
        add("core_tick_us_median", "profile: core tick, for comparison (median)", profile.median / 1000, "µs")
        add("allocs_per_core_tick", "profile: heap allocations per steady-state core tick", profile.allocsPerTick, "allocs")
        return figures
    }

    /// Whether the scene has a scroll view that zooms (a photo browser's pages).
    static func zooms(_ sandbox: Sandbox) -> Bool {
        sandbox.session.advance(to: 0)
        return sandbox.session.scrollViewStates().contains { $0.zoomScale != nil }
    }

    /// The share of ticks from `from` on where a scroll view is zoomed in (scale > 1.01), replaying
    /// `events` as the frame figures do (the replay is deterministic: the same ticks).
    static func zoomedShare(_ sandbox: Sandbox, events: [InputEvent], from: Int) throws -> Double {
        var tick = 0
        var zoomed = 0
        var counted = 0
        ReplayDriver(until: (events.last?.time ?? 0) + 0.5, skippingIdle: false).run(sandbox, events) { _ in
            defer { tick += 1 }
            guard tick >= from else { return }
            counted += 1
            if sandbox.session.scrollViewStates().contains(where: { ($0.zoomScale ?? 1) > 1.01 }) { zoomed += 1 }
        }
        return Double(zoomed) / Double(max(1, counted))
    }

    /// The events of `bench --scene`: the bench script (`script(cycles:)`) on a scene that does not
    /// zoom; on one that does, a 4 s cycle about the middle of a 393×852 phone — a pinch open (fingers
    /// 100 → 280 pt apart in 0.3 s), a slow pan of the zoomed photo (0.8 s), a fling of it, and a pinch
    /// closed past the minimum (200 → 60 pt), which springs back to 1.
    static func sceneScript(cycles: Int, zooms: Bool) -> [InputEvent] {
        guard zooms else { return script(cycles: cycles) }
        var out: [InputEvent] = []
        func stroke(_ id: Int64, _ a: Point, _ b: Point, start: Double, duration: Double, easeIn: Bool = false) -> [InputEvent] {
            var events: [InputEvent] = [.pointer(PointerEvent(.down, id: id, at: a, time: start))]
            let steps = max(1, Int(duration * 120))
            for i in 1...steps {
                let u = Double(i) / Double(steps)
                events.append(.pointer(PointerEvent(.move, id: id, at: a + (b - a) * (easeIn ? u * u : u), time: start + duration * u)))
            }
            return events + [.pointer(PointerEvent(.up, id: id, at: b, time: start + duration))]
        }
        func pinch(from: Double, to: Double, start: Double) {
            let c = Point(x: 196, y: 426)
            let a = stroke(1, c - Point(x: from / 2, y: 0), c - Point(x: to / 2, y: 0), start: start, duration: 0.3)
            let b = stroke(2, c + Point(x: from / 2, y: 0), c + Point(x: to / 2, y: 0), start: start + 0.004, duration: 0.3)
            out += (a + b).sorted { $0.time < $1.time }
        }
        for k in 0..<cycles {
            let t = Double(k) * 4
            pinch(from: 100, to: 280, start: t + 0.1)
            out += stroke(1, Point(x: 200, y: 600), Point(x: 240, y: 350), start: t + 0.8, duration: 0.8)
            out += stroke(1, Point(x: 250, y: 500), Point(x: 150, y: 350), start: t + 1.9, duration: 0.12, easeIn: true)
            pinch(from: 200, to: 60, start: t + 3.0)
        }
        return out
    }
}
