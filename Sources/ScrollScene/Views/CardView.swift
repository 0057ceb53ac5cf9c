import ScrollCore
import ScrollDraw

/// A card in the `cards` scene: a rounded surface with a title; `lift` (0…1) while held for a drag
/// (scaled up to `liftedScale` over a soft layered shadow), `swipeOffset` while swiped open on its
/// Delete action or towards deletion.
public final class CardView: View {
    public var title: String
    /// Held by the long press (the subtitle says so).
    public var lifted = false
    /// 0 resting … 1 fully lifted.
    public var lift: Double = 0
    public var swipeOffset: Double = 0
    public let colorIndex: Int
    /// The scale of a fully lifted card (UIKit's reorder lifts the cell a few percent).
    public static let liftedScale = 1.03
    /// The Delete action's width, points (the label is centred in it).
    public var actionWidth = 88.0

    public init(id: String, title: String, colorIndex: Int, frame: Rect) {
        self.title = title
        self.colorIndex = colorIndex
        super.init(id: id, frame: frame)
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        let h = frame.height
        if swipeOffset < -1 {
            list.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: 14, Color(hex: 0xFF3B30))
            // The label sits in the revealed strip and follows the card's edge past the action width.
            let strip = max(actionWidth, -swipeOffset)
            list.text(
                "Delete", in: Rect(x: w - strip, y: 0, width: actionWidth, height: h), size: 16, .white, alignment: .center, weight: .bold)
        }
        let s = 1 + (Self.liftedScale - 1) * lift
        // Scales a rect given in the resting card's coordinates about the card's centre.
        func scaled(_ r: Rect) -> Rect {
            Rect(x: w / 2 + (r.minX - w / 2) * s + swipeOffset, y: h / 2 + (r.minY - h / 2) * s, width: r.width * s, height: r.height * s)
        }
        let card = scaled(Rect(x: 0, y: 0, width: w, height: h))
        if lift > 0.01 { drawShadow(under: card, into: &list) }
        list.roundedRect(card, radius: 14 * s, Theme.surface)
        list.roundedRect(scaled(Rect(x: 16, y: 16, width: 48, height: 48)), radius: 12 * s, Theme.palette[colorIndex % Theme.palette.count])
        list.text(title, in: scaled(Rect(x: 80, y: 16, width: w - 96, height: 24)), size: 17 * s, Theme.text, weight: .bold)
        list.text(
            lifted ? "Dragging — the list stays put" : "Hold to drag · swipe left to delete",
            in: scaled(Rect(x: 80, y: 42, width: w - 96, height: 20)), size: 13 * s, Theme.secondaryText)
    }

    /// A soft shadow: six translucent rounded rects, each wider and fainter, dropped a little lower —
    /// their overlap darkens towards the card and fades out over ~12 pt, scaled by `lift`.
    private func drawShadow(under card: Rect, into list: inout DisplayList) {
        for k in stride(from: 6, through: 1, by: -1) {
            let spread = Double(k) * 2
            let r = card.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 4 + Double(k))
            list.roundedRect(r, radius: 14 + spread, Color(hex: 0x000000, alpha: 0.035 * lift))
        }
    }
}
