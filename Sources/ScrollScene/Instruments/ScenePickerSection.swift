import ScrollCore
import ScrollDraw

/// The scene picker (Tab): every scene of the catalog, the selection highlighted; ↑ ↓ move it,
/// Return opens it (keys, so a recording replays the same switch). Reaches all scenes, where the
/// number keys reach nine.
public struct ScenePickerSection: PanelSection {
    public var titles: [(id: String, title: String)]
    public var selection: Int
    public var current: Int

    public init(titles: [(id: String, title: String)], selection: Int, current: Int) {
        self.titles = titles
        self.selection = selection
        self.current = current
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let lineHeight = 17.0
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: 34 + Double(titles.count) * lineHeight)
        list.roundedRect(box, radius: 10, Color(hex: 0x3A3C41))
        list.text(
            "Scenes — ↑ ↓ choose · Return opens · Tab closes",
            in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16),
            size: 12, Color(hex: 0x64D2FF), weight: .bold)
        var y = box.minY + 26
        for (i, t) in titles.enumerated() {
            let row = Rect(x: box.minX + 4, y: y, width: box.width - 8, height: lineHeight)
            if i == selection { list.roundedRect(row, radius: 4, Theme.tint) }
            let label = "\(i + 1). \(t.id)" + (i == current ? "  (open)" : "")
            list.text(label, in: Rect(x: row.minX + 6, y: y, width: row.width - 12, height: lineHeight), size: 12, .white)
            y += lineHeight
        }
        return box.height
    }
}
