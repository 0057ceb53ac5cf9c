import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// `--headless --workbench-screenshot FILE`: what the window would show — every phone in its bezel
/// and the instrument panel with the read overlays — rendered offscreen by the software renderer, at
/// the scale the window opens at on a 1440×900 display (or `--scale`). Deterministic: the panel's
/// frame-time graph says "headless" instead of timing anything.
enum WorkbenchShot {
    /// The display the window is fitted to when no `--scale` is given (a new user's laptop).
    static let display = (x: 0, y: 0, width: 1440, height: 900)

    /// The layout the window would open with for `lanes` phones of `viewport`.
    static func layout(viewport: Size, lanes: Int, scale: Double?) -> WindowLayout {
        WorkbenchFit(usable: display, fixedScale: scale, lanes: lanes).layout(for: viewport)
    }

    /// The PNG of the workbench showing `lanes` (lane 0 first) at their current moment.
    static func png(_ lanes: [Sandbox], scale: Double?, images: String) throws -> Data {
        guard let first = lanes.first else { throw UsageError("--workbench-screenshot: nothing to draw") }
        let layout = layout(viewport: first.viewport, lanes: lanes.count, scale: scale)
        let frame = WorkbenchFrame(lanes: lanes, layout: layout)
        let rendered = InstrumentPanel(sections: frame.sections()).render(in: layout.panelRect, size: layout.windowSize)
        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        let size = layout.windowSize
        let canvas = try OffscreenCanvas(
            library: library, width: Int(size.width), height: Int(size.height), fonts: fonts, imageDirectory: images)
        canvas.render(frame.layers(panel: rendered.list), background: Theme.desk)
        return try canvas.pngData()
    }
}
