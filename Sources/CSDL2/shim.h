// Shim for SDL2: includes SDL and exposes the macros Swift cannot import as functions.
#ifndef SCROLLLAB_CSDL2_SHIM_H
#define SCROLLLAB_CSDL2_SHIM_H
#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_CENTERED is a macro expression; Swift does not import it.
static inline int scrolllab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
/// SDL_TOUCH_MOUSEID: the `which` of mouse events synthesised from touches (we ignore those).
static inline Uint32 scrolllab_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
/// SDL_SaveBMP is a macro over SDL_SaveBMP_RW.
static inline int scrolllab_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
/// SDL_MUSTLOCK is a macro.
static inline int scrolllab_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }
#endif
