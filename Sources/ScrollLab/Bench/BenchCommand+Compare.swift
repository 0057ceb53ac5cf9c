import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollSession

extension BenchCommand {
    /// The feels of the three-lane comparison the bench renders.
    static let compareFeels: [Feel] = [.ios, .android, .flutterBouncing]
    /// Pixels per point of the comparison row: three phones side by side fit a 1440-pixel-wide display
    /// at about this scale (the window fits its scale to the display, `WorkbenchFit`).
    static let compareScale = 1.0

    /// Nanoseconds per frame of `--compare` with three lanes: the script drives every lane (`profile`,
    /// iPhone 15, 120 Hz); each frame builds the row's display lists (captions, three phones, the
    /// overlaid offset graph) and renders them offscreen with the software renderer.
    func compareFrameTimes(library: SDLLibrary, fonts: FontSet, frames: Int? = nil) throws -> (median: Double, p99: Double) {
        let comparison = try Comparison(feels: Self.compareFeels) { feel in
            try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: "profile", feel: feel))
        }
        let viewport = comparison.lanes[0].viewport
        let size = comparison.rowSize(viewport: viewport)
        let scale = Self.compareScale
        let canvas = try OffscreenCanvas(
            library: library, width: Int(size.width * scale), height: Int(size.height * scale), fonts: fonts,
            imageDirectory: assets.appendingPathComponent("images").path)
        let events = Self.script(cycles: 2)
        let clock = ContinuousClock()
        var samples: [Double] = []
        // `frames` (a profile): only that many frames, from 0.5 s (a fling in every lane).
        let ticks = frames.map { 60..<(60 + $0) } ?? 0..<(Int(events.last!.time * 120) + 60)
        var tick = 0
        let driver = ReplayDriver(until: Double(ticks.upperBound - 1) / 120, skippingIdle: false)
        driver.run(lanes: comparison.lanes, events) { _ in
            defer { tick += 1 }
            guard ticks.contains(tick) else { return }
            let start = clock.now
            canvas.render(comparison.layers(viewport: viewport, scale: scale), background: Comparison.background)
            if tick >= 120 { samples.append(Self.nanoseconds(clock.now - start)) }
        }
        return Self.stats(samples)
    }
}
