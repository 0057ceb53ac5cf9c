import ScrollCore
import ScrollDraw

/// The label layout pass for on-phone overlays: labels are collected while the overlays draw, then
/// placed so that none overlaps another and none runs off the viewport, and drawn last (on top of
/// every zone and line). A label that cannot stay where it asked moves down (then up) in steps of
/// its own height; if no free place exists it keeps its clamped place.
public struct LabelLayout {
    public let bounds: Rect
    public private(set) var placed: [(text: String, frame: Rect, size: Double, color: Color)] = []
    /// Gap kept between labels and from the viewport's edge, points.
    static let gap = 2.0

    public init(bounds: Rect) {
        self.bounds = bounds
    }

    /// Adds a text tag (on a dark pill) that would like its top-left corner at `p`.
    public mutating func add(_ s: String, at p: Point, size: Double = 10, color: Color) {
        let w = min(PanelText.width(s, size: size) + 10, bounds.width - 2 * Self.gap)
        let h = size + 6
        let r = place(Rect(x: p.x, y: p.y, width: w, height: h))
        placed.append((s, r, size, color))
    }

    private func clamp(_ r: Rect) -> Rect {
        let x = max(bounds.minX + Self.gap, min(r.minX, bounds.maxX - Self.gap - r.width))
        let y = max(bounds.minY + Self.gap, min(r.minY, bounds.maxY - Self.gap - r.height))
        return Rect(x: x, y: y, width: r.width, height: r.height)
    }

    private func isFree(_ r: Rect) -> Bool {
        !placed.contains { $0.frame.insetBy(dx: -Self.gap / 2, dy: -Self.gap / 2).intersects(r) }
    }

    private func place(_ wanted: Rect) -> Rect {
        let r = clamp(wanted)
        if isFree(r) { return r }
        let step = r.height + Self.gap
        for k in 1...24 {
            for dir in [1.0, -1.0] {
                let c = clamp(r.offsetBy(dx: 0, dy: dir * Double(k) * step))
                if isFree(c) { return c }
            }
        }
        return r
    }

    /// Draws every label.
    public func draw(into list: inout DisplayList) {
        for l in placed {
            list.roundedRect(l.frame, radius: 4, l.color)
            list.text(
                l.text, in: Rect(x: l.frame.minX + 5, y: l.frame.minY, width: l.frame.width - 10, height: l.frame.height), size: l.size,
                .white)
        }
    }
}
