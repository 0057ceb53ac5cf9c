// Shim for SDL2: includes SDL and exposes the macros Swift cannot import as functions.
#ifndef SCROLLLAB_CSDL2_SHIM_H
#define SCROLLLAB_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

/// SDL_WINDOWPOS_CENTERED is a macro expression; Swift does not import it.
static inline int scrolllab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
/// SDL_TOUCH_MOUSEID: the `which` of mouse events synthesised from touches (we ignore those).
static inline Uint32 scrolllab_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
/// SDL_SaveBMP is a macro over SDL_SaveBMP_RW.
static inline int scrolllab_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
/// SDL_MUSTLOCK is a macro.
static inline int scrolllab_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

/// The X11 server time (milliseconds, wrapping at 2^32) of the X event an SDL_SYSWMEVENT carries,
/// and which kind it is: 1 key press, 2 button press, 3 button release, 4 motion — SDL posts this
/// just before the SDL event it makes from the same X event, which inherits the server's stamp —
/// or 5 for other stamped events (property changes, pointer crossings) that only calibrate the
/// mapping onto the app's clock; 0 for anything else (another window system, an unstamped event).
static inline int scrolllab_x11_input_time(const SDL_Event *e, Uint32 *time) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (e->type != SDL_SYSWMEVENT || e->syswm.msg == NULL || e->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &e->syswm.msg->msg.x11.event;
    switch (x->type) {
    case KeyPress: *time = (Uint32)x->xkey.time; return 1;
    case ButtonPress: *time = (Uint32)x->xbutton.time; return 2;
    case ButtonRelease: *time = (Uint32)x->xbutton.time; return 3;
    case MotionNotify: *time = (Uint32)x->xmotion.time; return 4;
    case PropertyNotify: *time = (Uint32)x->xproperty.time; return 5;
    case EnterNotify: case LeaveNotify: *time = (Uint32)x->xcrossing.time; return 5;
    default: return 0;
    }
#else
    (void)e; (void)time;
    return 0;
#endif
}
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xproto.h>
/// SDL 2.26 wakes its own event wait (SDL_WaitEventTimeout) by XSendEvent of a ClientMessage to the
/// app's window on a second X connection (`request_display`) and never reads that connection's
/// replies. When the server handles the main connection's XDestroyWindow first — it may, the two
/// connections are not ordered — the send fails with BadWindow, and the error is read only at
/// SDL_Quit's XCloseDisplay: SDL's handler hands it to Xlib's default one, which exits 1 after the
/// app has finished cleanly. An event to a window that is gone has nowhere to go, so this handler
/// drops exactly that error (BadWindow from X_SendEvent) and hands every other to the handler it
/// replaced. Installed before SDL_Init, it is the one SDL's safety net chains to.
/// These statics are per importing file: only X11ErrorGuard.swift may call these functions.
static int (*scrolllab_x11_previous_handler)(Display *, XErrorEvent *) = NULL;
static unsigned long scrolllab_x11_dropped = 0;
static int scrolllab_x11_installed = 0;
static inline int scrolllab_x11_error(Display *display, XErrorEvent *e) {
    if (e->error_code == BadWindow && e->request_code == X_SendEvent) {
        scrolllab_x11_dropped += 1;
        return 0;
    }
    return scrolllab_x11_previous_handler ? scrolllab_x11_previous_handler(display, e) : 0;
}
static inline void scrolllab_x11_guard_install(void) {
    if (scrolllab_x11_installed) return;
    scrolllab_x11_installed = 1;
    scrolllab_x11_previous_handler = XSetErrorHandler(scrolllab_x11_error);
}
static inline unsigned long scrolllab_x11_guard_dropped(void) { return scrolllab_x11_dropped; }
/// The race made certain, for a test: a window made and destroyed on one connection, then a
/// ClientMessage sent to it on a second one that is closed at once (as SDL_Quit closes its
/// `request_display`). Returns 0, or -1 when the display cannot be opened.
static inline int scrolllab_x11_send_to_destroyed_window(const char *name) {
    Display *owner = XOpenDisplay(name);
    Display *sender = owner ? XOpenDisplay(name) : NULL;
    if (!sender) { if (owner) XCloseDisplay(owner); return -1; }
    Window w = XCreateSimpleWindow(owner, DefaultRootWindow(owner), 0, 0, 1, 1, 0, 0, 0);
    XDestroyWindow(owner, w);
    XSync(owner, False);
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = w;
    event.xclient.format = 8;
    XSendEvent(sender, w, False, NoEventMask, &event);
    XCloseDisplay(sender);
    XCloseDisplay(owner);
    return 0;
}
#else
static inline void scrolllab_x11_guard_install(void) {}
static inline unsigned long scrolllab_x11_guard_dropped(void) { return 0; }
static inline int scrolllab_x11_send_to_destroyed_window(const char *name) { (void)name; return -1; }
#endif
#endif
