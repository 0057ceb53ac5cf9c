import CSDL2
import CSDL2Image
import CSDL2TTF

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
        let flags: UInt32 = video ? UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS) : 0
        if SDL_Init(flags) != 0 {
            let reason = String(cString: SDL_GetError())
            throw BackendError("cannot start SDL video (\(reason)); no display? run with --headless, or set DISPLAY (e.g. under Xvfb)")
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

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    /// The last SDL error message.
    static var lastError: String { String(cString: SDL_GetError()) }
}
