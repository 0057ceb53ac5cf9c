import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation

/// Owns SDL's global initialisation: SDL (video only when a window is wanted), SDL_ttf and SDL_image.
/// Create one per process; everything SDL hangs off it and it quits SDL when released.
public final class SDLLibrary {
    public let hasVideo: Bool

    /// - Parameter video: initialise the video subsystem (a window). Offscreen rendering needs none.
    public init(video: Bool) throws(BackendError) {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        if video { X11ErrorGuard.install() }
        let flags: UInt32 = video ? UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS) : 0
        let env = ProcessInfo.processInfo.environment
        // With DISPLAY set (and no Wayland, no driver asked for), X11 is the only driver tried: SDL would
        // otherwise go on to Wayland (printing its own complaint) and then to an invisible driver.
        let x11Only = video && env["SDL_VIDEODRIVER"] == nil && !(env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty
        if x11Only { SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11") }
        if SDL_Init(flags) != 0 {
            let reason = String(cString: SDL_GetError())
            if x11Only, let display = env["DISPLAY"] {
                throw BackendError("cannot open display \(display) (\(reason)); run under X or Xvfb, or use --headless")
            }
            throw BackendError("cannot start SDL video (\(reason)); no display? run with --headless, or set DISPLAY (e.g. under Xvfb)")
        }
        if video, let problem = Self.silentFallback() {
            SDL_Quit()
            throw BackendError(problem)
        }
        if TTF_Init() != 0 {
            SDL_Quit()
            throw BackendError("cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
        }
        let imgFlags = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(imgFlags) & imgFlags == 0 {
            TTF_Quit()
            SDL_Quit()
            throw BackendError("cannot start SDL_image PNG support: \(String(cString: SDL_GetError()))")
        }
        hasVideo = video
    }

    /// When no display can be opened SDL falls back to a driver that shows nothing (`offscreen`,
    /// `dummy`): the app would run unseen, at full CPU, forever. Such a driver is fine only when asked
    /// for (`SDL_VIDEODRIVER`); otherwise this names the display that could not be opened.
    static func silentFallback() -> String? {
        guard let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), ["offscreen", "dummy", "evdev"].contains(driver)
        else { return nil }
        let env = ProcessInfo.processInfo.environment
        if let asked = env["SDL_VIDEODRIVER"], asked.split(separator: ",").contains(Substring(driver)) { return nil }
        let display = env["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "Wayland display \($0)" } ?? env["DISPLAY"] ?? "(none)"
        return "cannot open display \(display) (SDL found only its invisible \(driver) driver); run under X or Xvfb, or use --headless"
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    /// The last SDL error message.
    static var lastError: String { String(cString: SDL_GetError()) }
}
