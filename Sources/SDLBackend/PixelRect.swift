import CSDL2

/// Whole-pixel rectangle arithmetic shared by the renderer, `FillOcclusion` and `DrawQueue`.
extension SDL_Rect {
    /// The common part (width or height 0 when none).
    func intersection(_ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(x, b.x)
        let y0 = max(y, b.y)
        let x1 = min(x + w, b.x + b.w)
        let y1 = min(y + h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// The smallest rectangle holding both.
    func union(_ b: SDL_Rect) -> SDL_Rect {
        let x0 = min(x, b.x)
        let y0 = min(y, b.y)
        return SDL_Rect(x: x0, y: y0, w: max(x + w, b.x + b.w) - x0, h: max(y + h, b.y + b.h) - y0)
    }

    /// Whether the two share a pixel.
    func overlaps(_ b: SDL_Rect) -> Bool {
        x < b.x + b.w && b.x < x + w && y < b.y + b.h && b.y < y + h
    }

    var isEmpty: Bool { w <= 0 || h <= 0 }

    /// Same position and size (SDL_Rect is a C struct, not Equatable).
    func same(as b: SDL_Rect) -> Bool { x == b.x && y == b.y && w == b.w && h == b.h }
}
