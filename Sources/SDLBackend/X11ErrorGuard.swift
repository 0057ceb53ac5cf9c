import CSDL2

/// Keeps SDL 2's own X11 wake-up race from ending the app with exit 1 (see `scrolllab_x11_error` in
/// Sources/CSDL2/shim.h): SDL wakes its event wait with a ClientMessage sent to the window on a second
/// X connection, and when the window is already destroyed at the server the error surfaces at
/// SDL_Quit, through Xlib's default handler, which exits 1. Seen once in CI (stop 53: a window closed
/// with Esc exited 1 after printing `BadWindow … X_SendEvent`). Only that error is dropped; every
/// other X error still reaches SDL's handler and Xlib's, as before.
///
/// The C side keeps its state in statics of a header, one copy per Swift file that calls it: every
/// call to it lives in this file.
public enum X11ErrorGuard {
    /// Installs the handler once per process. Call before SDL_Init, so SDL's handler chains to it.
    public static func install() { scrolllab_x11_guard_install() }

    /// How many undeliverable sends were dropped so far in this process.
    public static var dropped: Int { Int(scrolllab_x11_guard_dropped()) }

    /// Makes SDL's race happen on purpose on `display` (a test's own X server): a window destroyed on
    /// one connection, then an event sent to it on another that is closed at once. False when the
    /// display cannot be opened.
    public static func sendToDestroyedWindow(display: String) -> Bool {
        scrolllab_x11_send_to_destroyed_window(display) == 0
    }
}
