import CSDL2

/// Fills drawn without blending by helpers that sit beside `DisplayListRenderer` (corner plans,
/// gradient rows): the renderer's draw blend mode and colour are saved, the mode set to none (an
/// opaque fill is then a plain store), and both put back afterwards, so the renderer's own record of
/// its blend mode stays true.
enum OpaqueDrawing {
    static func with(_ renderer: OpaquePointer, _ body: () -> Void) {
        var mode = SDL_BLENDMODE_NONE
        var old: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        SDL_GetRenderDrawColor(renderer, &old.r, &old.g, &old.b, &old.a)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        body()
        SDL_SetRenderDrawBlendMode(renderer, mode)
        SDL_SetRenderDrawColor(renderer, old.r, old.g, old.b, old.a)
    }
}
