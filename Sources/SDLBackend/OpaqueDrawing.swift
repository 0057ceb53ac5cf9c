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

    /// At most this many rectangles per `SDL_RenderFillRects`: SDL converts them into a scratch
    /// array on the stack below 128 bytes (7 rectangles) and mallocs one above — a heap allocation
    /// per call (`DisplayListRenderer.fillsPerCall` says the same for its own batches).
    static let fillsPerCall = 7

    /// Fills `rects` in the current draw colour, `fillsPerCall` at a time (no allocation inside SDL).
    static func fill(_ renderer: OpaquePointer, _ rects: [SDL_Rect]) {
        rects.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let n = min(fillsPerCall, all.count - start)
                SDL_RenderFillRects(renderer, all.baseAddress! + start, Int32(n))
                start += n
            }
        }
    }
}
