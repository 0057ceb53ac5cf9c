import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollFeelExport
import ScrollFileAccess
import ScrollIO
import ScrollScene
import ScrollSession

/// The files the window writes on a key (docs/SANDBOX.md, "Files the window writes"): each next to
/// the others with the first free name, each returning the line the panel shows.
struct WorkbenchFiles {
    /// What an offscreen phone screenshot (F10) needs.
    let library: SDLLibrary
    let fonts: FontSet
    let images: String

    /// F10: the phone as a PNG, rendered offscreen at `scale` (the pixels of `--headless --scale S
    /// --screenshot` at this moment).
    func saveScreenshot(of sandbox: Sandbox, scale: Double) -> String {
        let path = OutputFile.nextFree(stem: "scrolllab-screenshot", ext: "png")
        let vp = sandbox.viewport
        do {
            let c = try OffscreenCanvas(
                library: library, width: Int(vp.width * scale), height: Int(vp.height * scale), fonts: fonts, imageDirectory: images)
            c.render([(sandbox.session.displayList(), RenderTransform(scale: scale))], background: Theme.background)
            try OutputFile.write(c.pngData(), to: path, flag: "F10")
            return "Screenshot saved: \(path)"
        } catch {
            return "Screenshot not saved: \(error)"
        }
    }

    /// F12: the window's captured frame (`Window.present(capture:)`) written through the one output
    /// policy; the panel's notice.
    func saveWindowShot(_ shot: Result<Data, BackendError>?, to path: String) -> String {
        do {
            guard let shot else { return "Window not saved: the frame was not captured" }
            try OutputFile.write(try shot.get(), to: path, flag: "F12")
            return "Window saved: \(path)"
        } catch {
            return "Window not saved: \(error)"
        }
    }

    /// W: the feel as a feel file, named after it (scrolllab-feel-android-tuned-1.json).
    func saveFeel(_ feel: Feel) -> String {
        let path = OutputFile.nextFree(stem: "scrolllab-feel-" + ExportLiteral.cssName(feel.name), ext: "json")
        do {
            try OutputFile.write(FeelFile.encode(feel), to: path)
            return "Feel saved: \(path)"
        } catch { return "Feel not saved: \(error)" }
    }

    /// F11: the state JSON, written by `write`.
    func dumpState(_ write: (String) throws -> Void) -> String {
        let path = OutputFile.nextFree(stem: "scrolllab-state", ext: "json")
        do {
            try write(path)
            return "State saved: \(path)"
        } catch { return "State not saved: \(error)" }
    }

    /// F12: where the next drawn frame is saved, whole window.
    func windowShotPath() -> String { OutputFile.nextFree(stem: "scrolllab-workbench", ext: "png") }
}
