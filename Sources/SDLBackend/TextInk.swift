import CSDL2

/// The inked part of a rasterised text run: the rows and columns holding any texel with alpha. A run
/// is as tall as its font's line (ascent plus descent) and a label's glyphs rarely fill it, so only
/// the inked part is stored and copied — the texels left out have alpha 0, and a blended texel of
/// alpha 0 leaves the target as it was (the same pixels, fewer of them blended).
enum TextInk {
    /// The inked rectangle of a 32-bit surface with alpha; a blank run gives its top-left texel (a
    /// 1 × 1 rectangle, so it still has a place to draw from); a surface without alpha, all of it.
    static func bounds(of s: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect {
        let sf = s.pointee
        let all = SDL_Rect(x: 0, y: 0, w: sf.w, h: sf.h)
        guard let pixels = sf.pixels, let format = sf.format, format.pointee.BytesPerPixel == 4, format.pointee.Amask != 0 else {
            return all
        }
        let amask = format.pointee.Amask
        var (x0, y0, x1, y1) = (Int(sf.w), Int(sf.h), -1, -1)
        for y in 0..<Int(sf.h) {
            let row = (pixels + y * Int(sf.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(sf.w) where row[x] & amask != 0 {
                x0 = min(x0, x)
                x1 = max(x1, x)
                y0 = min(y0, y)
                y1 = y
            }
        }
        guard x1 >= 0 else { return SDL_Rect(x: 0, y: 0, w: min(1, sf.w), h: min(1, sf.h)) }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0 + 1), h: Int32(y1 - y0 + 1))
    }

    /// The first texel of alpha 0 in the top row of `region` of a 32-bit surface, else in its bottom
    /// row; relative to the region's corner.
    static func blankTexel(_ s: UnsafeMutablePointer<SDL_Surface>, in region: SDL_Rect) -> (x: Int32, y: Int32)? {
        let sf = s.pointee
        guard let pixels = sf.pixels, let format = sf.format, format.pointee.BytesPerPixel == 4, format.pointee.Amask != 0,
            region.w > 0, region.h > 0
        else { return nil }
        let amask = format.pointee.Amask
        for y in stride(from: 0, through: Int(region.h) - 1, by: max(1, Int(region.h) - 1)) {
            let row = (pixels + (Int(region.y) + y) * Int(sf.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(region.w) where row[Int(region.x) + x] & amask == 0 { return (Int32(x), Int32(y)) }
        }
        return nil
    }
}
