import ScrollCore
import ScrollDraw

/// Drawn over a list with pressable rows (#41): the pressed row's highlight, the selected row's tint and
/// each button row's button. Laid over the list's frame; it takes no touches.
final class PressOverlayView: View {
    private let list: ListView
    let buttonRows: Set<Int>
    var highlighted: Int?
    var selected: Int?

    init(list: ListView, buttonRows: Set<Int>) {
        self.list = list
        self.buttonRows = buttonRows
        super.init(id: "main.presses", frame: list.frame)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    override func draw(into out: inout DisplayList) {
        frame = list.frame
        let rows = list.visibleRows
        out.translated(dx: 0, dy: -list.boundsOrigin.y) { out in
            if let s = selected, rows.contains(s), highlighted != s {
                out.fill(list.rowFrame(s), Color(hex: 0x007AFF).withAlpha(0.14))
            }
            for i in buttonRows where rows.contains(i) {
                let r = list.rowFrame(i)
                let pressed = highlighted == i
                let button = Rect(x: r.maxX - 104, y: r.midY - 16, width: 88, height: 32)
                out.roundedRect(button, radius: 16, pressed ? Color(hex: 0x0051A8) : Color(hex: 0x007AFF))
                out.text("Button", in: button, size: 15, Color(hex: 0xFFFFFF), alignment: .center, weight: .bold)
            }
            if let h = highlighted, rows.contains(h), !buttonRows.contains(h) {
                out.fill(list.rowFrame(h), Color(hex: 0x000000).withAlpha(0.12))
            }
        }
    }
}
