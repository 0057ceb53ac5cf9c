import Foundation
import ScrollDraw
import ScrollFileAccess
import ScrollScene

/// The images scenes name (`header.image`: `images/NAME.png` in the assets), checked when the scenes
/// are loaded: each one that exists is one of the run's inputs (`FileLedger`: no output may replace
/// it) and its size, read from its header, is within `PNGHeader`'s limit — before anything decodes
/// it. A missing image is no error (it draws magenta).
public enum SceneImages {
    /// The largest image file read, bytes.
    public static let maximumFileSize = 64 << 20

    /// - Parameter folder: the assets' `images/` folder.
    /// - Throws: `SceneCatalog.LoadError` naming the scene file, the image and the problem.
    public static func check(_ catalog: SceneCatalog, folder: URL) throws(SceneCatalog.LoadError) {
        for def in catalog.scenes {
            guard let name = def.header?.image, !name.contains("/"), !name.contains("..") else { continue }
            let path = folder.appendingPathComponent(name + ".png").path
            let label = "\(catalog.files[def.id] ?? def.id): header.image \"\(name)\": \(path)"
            let bytes: Data
            do {
                bytes = try InputFile.read(path, limit: maximumFileSize, what: "image", prefix: PNGHeader.length)
            } catch .missing {
                continue
            } catch {
                throw SceneCatalog.LoadError(message: "\(label): \(error.words("image", limit: maximumFileSize))")
            }
            guard let size = PNGHeader.size(Array(bytes)) else { throw SceneCatalog.LoadError(message: "\(label): not a PNG file") }
            if let problem = PNGHeader.problem(width: size.width, height: size.height) {
                throw SceneCatalog.LoadError(message: "\(label) \(problem)")
            }
        }
    }
}
