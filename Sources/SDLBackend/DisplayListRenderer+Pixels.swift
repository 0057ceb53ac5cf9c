import CSDL2
import CSDL2Image
import Foundation
import ScrollCore
import ScrollDraw

// Points to pixels: edges snapped to whole pixels (a headless render and the window agree), vertices,
// a rounded rectangle's parts.
extension DisplayListRenderer {
    func px(_ x: Double, _ origin: Double, _ scale: Double) -> Int32 {
        // Half-up (not away from zero): the same pixel edges whatever whole-pixel origin the list is
        // drawn at, so the window's phone is a headless render's pixels.
        let v = (x * scale + origin + 0.5).rounded(.down)
        return Int32(clamping: Int(v.isFinite ? max(min(v, 1e9), -1e9) : 0))
    }

    /// Snaps each edge to the nearest pixel; a non-empty rectangle never vanishes (a 0.5 pt hairline
    /// at scale 1 stays one pixel whatever its fractional position).
    func pixelRect(_ r: Rect, _ tf: RenderTransform) -> SDL_Rect {
        let x0 = px(r.minX, tf.originX, tf.scale)
        let y0 = px(r.minY, tf.originY, tf.scale)
        let x1 = px(r.maxX, tf.originX, tf.scale)
        let y1 = px(r.maxY, tf.originY, tf.scale)
        let w = r.width > 0 ? max(1, x1 - x0) : 0
        let h = r.height > 0 ? max(1, y1 - y0) : 0
        return SDL_Rect(x: x0, y: y0, w: w, h: h)
    }

    func vertex(_ x: Double, _ y: Double, _ c: Color) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: Float(x), y: Float(y)), color: SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a),
            tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// A rounded rectangle's pixels and corner radius, its centre column (full height, between the
    /// corners) and its middle band (full width, between the corners): together all but the corners.
    func roundedParts(_ r: Rect, radius: Double, _ tf: RenderTransform) -> (
        p: SDL_Rect, rad: Int32, centre: SDL_Rect, band: SDL_Rect
    ) {
        let p = pixelRect(r, tf)
        guard !p.isEmpty else { return (p, 0, p, p) }
        let rad = Int32(min(radius * tf.scale, Double(p.w) / 2, Double(p.h) / 2).rounded(.down))
        guard rad >= 1 else { return (p, 0, p, p) }
        return (
            p, rad, SDL_Rect(x: p.x + rad, y: p.y, w: p.w - 2 * rad, h: p.h), SDL_Rect(x: p.x, y: p.y + rad, w: p.w, h: p.h - 2 * rad)
        )
    }
}
