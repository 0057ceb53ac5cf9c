import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollWorkbench

/// `--headless --workbench-screenshot FILE`: what the window would show — every phone in its bezel
/// and the instrument panel with the read overlays — rendered offscreen by the software renderer, at
/// the scale the window opens at on a 1440×900 display (or `--scale`). Deterministic: the panel's
/// frame-time graph says "headless" instead of timing anything.
public struct WorkbenchShot {
    /// The display the window is fitted to when no `--scale` is given (a new user's laptop).
    static let display = (x: 0, y: 0, width: 1440, height: 900)

    public let layout: WindowLayout
    /// The instrument panel as drawn (window pixels) and its sections' frames.
    public let panel: DisplayList
    public let frames: [Rect]
    /// Everything to render, back to front, on a `layout.windowSize` canvas cleared to `Theme.desk`.
    public let layers: [(DisplayList, RenderTransform)]

    /// The picture of `lanes` (lane 0 first) at their current moment, at `scale` (nil: fitted).
    public init(_ lanes: [Sandbox], scale: Double?) {
        let first = lanes[0]
        layout = WorkbenchFit(usable: Self.display, fixedScale: scale, lanes: lanes.count).layout(for: first.viewport)
        let frame = WorkbenchFrame(lanes: lanes, layout: layout)
        let rendered = InstrumentPanel(sections: frame.sections()).render(in: layout.panelRect, size: layout.windowSize)
        panel = rendered.list
        frames = rendered.frames
        layers = frame.layers(panel: rendered.list)
    }

    /// The PNG of the picture.
    func png(images: String) throws -> Data {
        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        let size = layout.windowSize
        let canvas = try OffscreenCanvas(
            library: library, width: Int(size.width), height: Int(size.height), fonts: fonts, imageDirectory: images)
        canvas.render(layers, background: Theme.desk)
        return try canvas.pngData()
    }
}
