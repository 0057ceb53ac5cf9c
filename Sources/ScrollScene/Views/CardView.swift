import ScrollCore
import ScrollDraw

/// A card in the `cards` scene: a rounded surface with a title; `lifted` while long-press dragged,
/// `swipeOffset` while swiped towards deletion.
public final class CardView: View {
    public var title: String
    public var lifted = false
    public var swipeOffset: Double = 0
    public let colorIndex: Int

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
            list.text("Delete", in: Rect(x: w - 100, y: 0, width: 84, height: h), size: 16, .white, alignment: .trailing, weight: .bold)
        }
        let r = Rect(x: swipeOffset, y: 0, width: w, height: h)
        if lifted { list.roundedRect(r.offsetBy(dx: 0, dy: 6), radius: 14, Color(hex: 0x000000, alpha: 0.18)) }
        list.roundedRect(r, radius: 14, Theme.surface)
        list.roundedRect(Rect(x: r.minX + 16, y: 16, width: 48, height: 48), radius: 12, Theme.palette[colorIndex % Theme.palette.count])
        list.text(title, in: Rect(x: r.minX + 80, y: 16, width: w - 96, height: 24), size: 17, Theme.text, weight: .bold)
        list.text(
            lifted ? "Dragging — the list stays put" : "Hold to drag · swipe left to delete",
            in: Rect(x: r.minX + 80, y: 42, width: w - 96, height: 20), size: 13, Theme.secondaryText)
    }
}
