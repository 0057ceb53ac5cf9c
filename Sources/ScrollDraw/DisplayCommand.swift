import ScrollCore

/// Horizontal placement of a text run inside its frame (it is always centred vertically).
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// The weight of a text run.
public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
}

/// One drawing instruction. Coordinates are viewport points (origin top-left); the backend maps
/// them to pixels with the window's scale. Colours are straight-alpha sRGB and blend "over".
public enum DisplayCommand: Hashable, Sendable, CustomStringConvertible {
    /// Fill a rectangle.
    case fill(Rect, Color)
    /// Fill each rectangle, all in one colour: a run of fills as one command (a plotted curve's
    /// columns, `PlotColumns`), so a thousand of them cost the renderer one dispatch, not a thousand.
    case fills([Rect], Color)
    /// Fill a rectangle with rounded corners (radius in points, clamped to half the shorter side).
    case roundedRect(Rect, radius: Double, Color)
    /// A straight line `width` points wide.
    case line(from: Point, to: Point, width: Double, Color)
    /// A single line of text, `size` points high (font size), clipped to nothing but the current clip.
    /// Text that does not fit the frame's width is drawn anyway (the frame only positions it).
    case text(String, frame: Rect, size: Double, Color, alignment: TextAlignment, weight: FontWeight)
    /// Intersect the clip with `rect` until the matching `popClip`.
    case pushClip(Rect)
    /// Restore the clip in force before the matching `pushClip`.
    case popClip
    /// Draw the PNG `Assets/images/<name>.png` scaled into `frame`.
    case image(name: String, frame: Rect)
    /// Fill a rectangle with a smooth vertical gradient from `top` to `bottom` (per pixel row).
    case gradient(Rect, top: Color, bottom: Color)
    /// Paint what lies outside a rounded rectangle in its four corner squares: a phone's rounded
    /// screen corners over square content (radius in points).
    case cornerMask(Rect, radius: Double, Color)

    /// One line of text, stable across runs: the display-list snapshot format.
    public var description: String {
        switch self {
        case .fill(let r, let c): return "fill \(r) \(c)"
        case .fills(let rs, let c): return "fills \(rs.map { $0.description }.joined(separator: " ")) \(c)"
        case .roundedRect(let r, let radius, let c): return "rrect \(r) r\(radius.pointString) \(c)"
        case .line(let a, let b, let w, let c): return "line \(a)-\(b) w\(w.pointString) \(c)"
        case .text(let s, let f, let size, let c, let al, let w):
            return "text \"\(s)\" \(f) \(size.pointString)pt \(c) \(al.rawValue)\(w == .bold ? " bold" : "")"
        case .pushClip(let r): return "clip \(r)"
        case .popClip: return "unclip"
        case .image(let n, let f): return "image \(n) \(f)"
        case .gradient(let r, let top, let bottom): return "gradient \(r) \(top)-\(bottom)"
        case .cornerMask(let r, let radius, let c): return "cornermask \(r) r\(radius.pointString) \(c)"
        }
    }
}
