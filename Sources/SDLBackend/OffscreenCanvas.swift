import CSDL2
import CSDL2Image
import Foundation
import ScrollCore
import ScrollDraw

/// A render target in memory: an ARGB8888 surface drawn by SDL's software renderer. Needs no display
/// and no video subsystem, and gives byte-identical pixels for identical display lists.
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    private let library: SDLLibrary
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    /// Optional only so `deinit` can release it (textures, fonts) before the renderer and SDL_ttf go.
    private var painter: DisplayListRenderer!

    /// - Parameters:
    ///   - width, height: pixels.
    ///   - imageDirectory: folder holding `*.png` referenced by `.image` commands.
    public init(library: SDLLibrary, width: Int, height: Int, fonts: FontSet, imageDirectory: String?) throws(BackendError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw BackendError("canvas size \(width)x\(height) is out of range")
        }
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw BackendError("cannot create a \(width)x\(height) surface: \(SDLLibrary.lastError)")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw BackendError("cannot create the software renderer: \(SDLLibrary.lastError)")
        }
        self.library = library
        self.width = width
        self.height = height
        surface = s
        renderer = r
        painter = DisplayListRenderer(renderer: r, fonts: fonts, imageDirectory: imageDirectory)
    }

    deinit {
        // Order matters: text textures and fonts first, then the renderer, then SDL itself (library).
        painter = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        withExtendedLifetime(library) {}
    }

    /// Clears to `background` and draws each (list, transform) in order.
    public func render(_ layers: [(DisplayList, RenderTransform)], background: Color) {
        painter.draw(layers, background: background)
        SDL_RenderPresent(renderer)
    }

    /// The widest text run rasterised so far, pixels: never wider than the canvas (or the run's own
    /// box), however long the text.
    public var widestTextRun: Int { painter.widestTextRun }

    /// Clears to `background` and draws one list: no layer array to allocate (the bench's frames).
    public func render(_ list: DisplayList, _ tf: RenderTransform, background: Color) {
        painter.draw(list, tf, background: background)
        SDL_RenderPresent(renderer)
    }

    /// Whether a fill's pixels that a later opaque fill covers are skipped (`FillOcclusion`; the
    /// default). False draws every fill whole: the same pixels, for tests to compare.
    public var hidesCoveredFills: Bool {
        get { painter.hidesCoveredFills }
        set { painter.hidesCoveredFills = newValue }
    }

    /// Whether draws are recorded and sent regrouped by state (`DrawQueue`). Off by default here (the
    /// software renderer gains nothing from it); tests turn it on to compare the pixels both ways.
    public var regroupsDraws: Bool {
        get { painter.regroupsDraws }
        set { painter.regroupsDraws = newValue }
    }

    /// Changes of texture, blend mode or clip in the last frame: the draw calls SDL makes of it.
    public var drawStateChanges: Int { painter.stateChanges }

    /// Pixels this canvas has sent to rectangle fills so far (rounded rectangles' straight parts included).
    public var filledPixels: Int { painter.filledPixels }

    /// Text runs this canvas has rasterised so far: a frame that raised it drew new text.
    public var textRasterised: Int { painter.textRasterised }

    /// The pixels as RGBA bytes, row by row (width × height × 4).
    public func rgbaPixels() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let must = scrolllab_must_lock(surface) != 0
        if must { SDL_LockSurface(surface) }
        defer { if must { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return out }
        for y in 0..<height {
            let row = base + y * pitch
            for x in 0..<width {
                // ARGB8888 is a packed 32-bit value: B, G, R, A in memory on little-endian machines.
                let v = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                let o = (y * width + x) * 4
                out[o] = UInt8((v >> 16) & 0xFF)
                out[o + 1] = UInt8((v >> 8) & 0xFF)
                out[o + 2] = UInt8(v & 0xFF)
                out[o + 3] = UInt8((v >> 24) & 0xFF)
            }
        }
        return out
    }

    /// The canvas encoded as PNG.
    public func pngData() throws(BackendError) -> Data {
        try Self.encodePNG(surface)
    }

    /// The canvas encoded as JPEG (`quality` 1–100), in memory; the same pixels always give the same bytes.
    public func jpegData(quality: Int) throws(BackendError) -> Data {
        let capacity = width * height * 4 + 1 << 20
        var buffer = [UInt8](repeating: 0, count: capacity)
        let length: Int = buffer.withUnsafeMutableBytes { raw in
            guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(capacity)) else { return -1 }
            defer { SDL_RWclose(rw) }
            guard IMG_SaveJPG_RW(surface, rw, 0, Int32(max(1, min(100, quality)))) == 0 else { return -1 }
            return Int(SDL_RWtell(rw))
        }
        guard length > 0 else { throw BackendError("cannot encode JPEG: \(SDLLibrary.lastError)") }
        return Data(buffer[0..<length])
    }

    /// PNG bytes for `rgba` pixels (e.g. a diff image). The backend writes no file: whoever saves
    /// the bytes does (ScrollLab's `OutputFile`, atomically; a test's snapshot helper).
    public static func encodePNG(rgba: [UInt8], width: Int, height: Int) throws(BackendError) -> Data {
        var copy = rgba
        let data: Data? = copy.withUnsafeMutableBytes { buf in
            guard
                let s = SDL_CreateRGBSurfaceWithFormatFrom(
                    buf.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(s) }
            return try? encodePNG(s)
        }
        guard let data else { throw BackendError("cannot encode a \(width)x\(height) PNG: \(SDLLibrary.lastError)") }
        return data
    }

    static func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(BackendError) -> Data {
        // A PNG of w×h RGBA is never larger than the raw pixels plus zlib's and PNG's small overheads.
        let capacity = Int(surface.pointee.w) * Int(surface.pointee.h) * 4 + 1 << 20
        var buffer = [UInt8](repeating: 0, count: capacity)
        let length: Int = buffer.withUnsafeMutableBytes { raw in
            guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(capacity)) else { return -1 }
            defer { SDL_RWclose(rw) }
            guard IMG_SavePNG_RW(surface, rw, 0) == 0 else { return -1 }
            return Int(SDL_RWtell(rw))
        }
        guard length > 0 else { throw BackendError("cannot encode PNG: \(SDLLibrary.lastError)") }
        return Data(buffer[0..<length])
    }

    /// Reads a PNG as RGBA bytes; nil if it cannot be read.
    public static func loadPNG(_ path: String) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let conv = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(conv) }
        let w = Int(conv.pointee.w)
        let h = Int(conv.pointee.h)
        let pitch = Int(conv.pointee.pitch)
        guard let base = conv.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for i in 0..<(w * 4) { out[y * w * 4 + i] = base[y * pitch + i] }
        }
        return (w, h, out)
    }

}
