import ScrollCore
import ScrollDraw
import ScrollScene

/// The hot-zone legend (with H): each recognizer kind's colour, drawn as the zones are on the phone
/// (the outline colour and the lighter hatching), from the one table `HotZonesOverlay.kinds`.
public struct HotZoneLegendSection: PanelSection {
    public init() {}

    /// The section's height: a title and two columns of kinds.
    public static var height: Double { 30 + (Double(HotZonesOverlay.kinds.count) / 2).rounded(.up) * 18 }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let kinds = HotZonesOverlay.kinds
        let columns = 2.0
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: Self.height)
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        list.text(
            "Hot zones", in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16), size: 12, Color(hex: 0x64D2FF),
            weight: .bold)
        let colWidth = (box.width - 20) / columns
        for (i, kind) in kinds.enumerated() {
            let x = box.minX + 10 + Double(i % 2) * colWidth
            let y = box.minY + 28 + Double(i / 2) * 18
            let swatch = Rect(x: x, y: y + 2, width: 14, height: 12)
            list.fill(swatch, OverlayStyle.zoneHatch(kind.color))
            OverlayStyle.outline(swatch, width: 1.5, kind.color, into: &list)
            list.text(kind.name, in: Rect(x: x + 20, y: y, width: colWidth - 24, height: 16), size: 11, .white)
        }
        return box.height
    }
}
