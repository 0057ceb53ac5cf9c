import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// `--headless`: simulated time, no window, no real-time waits. Renders with SDL's software renderer
/// into memory, so output is byte-identical from run to run.
struct HeadlessRunner {
    let options: Options
    let catalog: SceneCatalog
    let assets: URL

    func run() throws -> Int32 {
        let def = try ScrollLabMain.scene(options, catalog)
        // Check every output before doing any work: a bad path fails fast and writes nothing.
        if let s = options.screenshot { try OutputFile.checkWritable(s, flag: "--screenshot") }
        if let s = options.state { try OutputFile.checkWritable(s, flag: "--state") }
        let viewport = options.device.size(landscape: options.landscape)
        let session = SceneSession(definition: def, viewport: viewport, hz: options.hz)
        if let path = options.screenshot {
            let library = try SDLLibrary(video: false)
            let fonts = try FontLocator.locate()
            let scale = Double(options.scale)
            let canvas = try OffscreenCanvas(
                library: library, width: Int(viewport.width * scale), height: Int(viewport.height * scale), fonts: fonts,
                imageDirectory: assets.appendingPathComponent("images").path)
            canvas.render([(session.displayList(), RenderTransform(scale: scale))], background: Theme.background)
            do { try canvas.savePNG(to: path) } catch { throw UsageError(error.message) }
        }
        if let path = options.state {
            try OutputFile.write(OutputFile.encodeState(session.state()), to: path)
        }
        return 0
    }
}
