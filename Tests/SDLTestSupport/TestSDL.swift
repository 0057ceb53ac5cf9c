import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollScene
import TestSupport

/// One SDL for the whole test process, and offscreen rendering serialised behind a lock (SDL_ttf and
/// FreeType are not thread-safe, and Swift Testing runs suites in parallel).
public enum TestSDL {
    nonisolated(unsafe) private static var shared: SDLLibrary?
    private static let lock = NSLock()

    /// Renders `list` at `scale` on the software renderer; returns RGBA pixels.
    public static func render(_ list: DisplayList, scale: Double, background: Color = Theme.background) throws -> (
        width: Int, height: Int, rgba: [UInt8]
    ) {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try SDLLibrary(video: false) }
        let canvas = try OffscreenCanvas(
            library: shared!, width: Int(list.size.width * scale), height: Int(list.size.height * scale), fonts: FontLocator.locate(),
            imageDirectory: Paths.repoRoot.appendingPathComponent("Assets/images").path)
        canvas.render([(list, RenderTransform(scale: scale))], background: background)
        return (canvas.width, canvas.height, canvas.rgbaPixels())
    }

    /// Renders `layers` on a `width` × `height` pixel canvas, hiding covered fills or not, regrouping
    /// draws or not: the RGBA pixels, the pixels sent to fills and the draw state changes.
    public static func render(
        _ layers: [(DisplayList, RenderTransform)], width: Int, height: Int, hidingCoveredFills: Bool, regroupingDraws: Bool = false,
        background: Color = Theme.background
    ) throws -> (rgba: [UInt8], filled: Int, stateChanges: Int) {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try SDLLibrary(video: false) }
        let canvas = try OffscreenCanvas(
            library: shared!, width: width, height: height, fonts: FontLocator.locate(),
            imageDirectory: Paths.repoRoot.appendingPathComponent("Assets/images").path)
        canvas.hidesCoveredFills = hidingCoveredFills
        canvas.regroupsDraws = regroupingDraws
        canvas.render(layers, background: background)
        return (canvas.rgbaPixels(), canvas.filledPixels, canvas.drawStateChanges)
    }

    /// Renders one list at scale 1 on a canvas its size (as the layers variant does).
    public static func render(_ list: DisplayList, hidingCoveredFills: Bool, regroupingDraws: Bool = false) throws -> (
        rgba: [UInt8], filled: Int, stateChanges: Int
    ) {
        try render(
            [(list, RenderTransform())], width: Int(list.size.width), height: Int(list.size.height), hidingCoveredFills: hidingCoveredFills,
            regroupingDraws: regroupingDraws)
    }

    /// Renders `lists` one after another on one canvas at `scale`: the last frame's RGBA pixels and
    /// the text runs rasterised in all.
    public static func renderInOrder(_ lists: [DisplayList], scale: Double) throws -> (rgba: [UInt8], rasterised: Int) {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try SDLLibrary(video: false) }
        let size = lists.first?.size ?? Size(width: 1, height: 1)
        let canvas = try OffscreenCanvas(
            library: shared!, width: Int(size.width * scale), height: Int(size.height * scale), fonts: FontLocator.locate(),
            imageDirectory: nil)
        for l in lists { canvas.render(l, RenderTransform(scale: scale), background: Theme.background) }
        return (canvas.rgbaPixels(), canvas.textRasterised)
    }

    /// Runs `body` with SDL and SDL_ttf started (the shared library), behind the lock.
    public static func withSDL<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try SDLLibrary(video: false) }
        return try body()
    }

    /// Bytes that differ between two renders (a count, not the arrays: a failure must not print
    /// megabytes).
    public static func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a == b { return 0 }
        return a.count == b.count ? zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } : max(a.count, b.count)
    }

    /// The widest text run, pixels, that rendering `list` at `scale` rasterised.
    public static func widestTextRun(_ list: DisplayList, scale: Double) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try SDLLibrary(video: false) }
        let canvas = try OffscreenCanvas(
            library: shared!, width: Int(list.size.width * scale), height: Int(list.size.height * scale), fonts: FontLocator.locate(),
            imageDirectory: nil)
        canvas.render([(list, RenderTransform(scale: scale))], background: Theme.background)
        return canvas.widestTextRun
    }
}
