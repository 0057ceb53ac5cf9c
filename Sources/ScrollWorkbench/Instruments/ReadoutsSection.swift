import ScrollCore
import ScrollDraw
import ScrollScene

/// Numeric readouts (with G): every scroll view's offset, velocity and state, one row each.
public struct ReadoutsSection: PanelSection {
    public var context: OverlayContext

    public init(context: OverlayContext) {
        self.context = context
    }

    /// The section's height with `rows` scroll views.
    public static func height(rows: Int) -> Double { 34 + Double(rows) * 16 }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let rows = context.scrollViews
        let lineHeight = 16.0
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: Self.height(rows: rows.count))
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        list.text(
            "Scroll views · offset · velocity · state", in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16),
            size: 12, Color(hex: 0x64D2FF), weight: .bold)
        var y = box.minY + 26
        let w = box.width - 20
        for s in rows {
            let moving = s.state != .idle
            let col = moving ? Color.white : Color.white.withAlpha(0.6)
            list.text(s.id, in: Rect(x: box.minX + 10, y: y, width: w * 0.42, height: lineHeight), size: 11, col)
            list.text(
                "\(Int(saturating: s.offset.rounded())) pt",
                in: Rect(x: box.minX + 10 + w * 0.42, y: y, width: w * 0.18, height: lineHeight), size: 11,
                Color(hex: 0x30D158), alignment: .trailing)
            list.text(
                "\(Int(saturating: s.velocity.rounded())) pt/s",
                in: Rect(x: box.minX + 10 + w * 0.6, y: y, width: w * 0.2, height: lineHeight),
                size: 11, Color(hex: 0xFF9F0A), alignment: .trailing)
            list.text(
                "\(s.state)", in: Rect(x: box.minX + 14 + w * 0.8, y: y, width: w * 0.2 - 4, height: lineHeight), size: 11, col)
            y += lineHeight
        }
        return box.height
    }
}
