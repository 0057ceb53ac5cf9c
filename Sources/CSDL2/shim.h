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
#endif
