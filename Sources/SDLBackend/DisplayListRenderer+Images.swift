import CSDL2
import CSDL2Image
import Foundation
import ScrollCore
import ScrollDraw
import ScrollFileAccess

// A scene's images: a PNG measured before it is decoded (`PNGHeader`), cached as a texture, a magenta
// box when missing or too large.
extension DisplayListRenderer {
    func drawImage(_ name: String, _ frame: Rect, _ tf: RenderTransform) {
        var tex = images[name]
        if tex == nil, let dir = imageDirectory, !name.contains("/"), !name.contains("..") {
            let path = dir + "/" + name + ".png"
            // Measured before decoding: a PNG over `PNGHeader`'s limit stays magenta (scene loading
            // refuses it first; this holds for any draw list).
            if let size = Self.pngSize(path), PNGHeader.problem(width: size.width, height: size.height) == nil {
                tex = IMG_LoadTexture(renderer, path)
            }
            if let t = tex { images[name] = t }
        }
        let dst = pixelRect(frame, tf)
        guard !dst.isEmpty else { return }  // SDL would paint an empty fill as a 1-pixel line
        if let t = tex {
            queue.copy(t, nil, dst)
        } else {
            queue.fill(dst, Color(r: 255, g: 0, b: 255))  // a missing image: a magenta box, never a crash
        }
    }

    /// The size in a PNG file's header (its first 24 bytes), nil when it is not a readable PNG.
    /// Read by `InputFile` (a regular file only, without blocking); the scene's loading already noted
    /// the file (`SceneImages`, whose 64 MiB limit this repeats), so no ledger here.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let bytes = try? InputFile.read(path, limit: 64 << 20, what: "image", prefix: PNGHeader.length, ledger: false),
            bytes.count == PNGHeader.length
        else { return nil }
        return PNGHeader.size([UInt8](bytes))
    }
}
