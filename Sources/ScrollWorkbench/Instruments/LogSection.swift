import Foundation
import ScrollCore
import ScrollDraw
import ScrollScene

/// The arbitration log (L): the arena's decisions and their reasons, newest first, with times, each
/// line whole — wrapped, never cut. Fills the rest of the panel; older lines fall off the bottom.
public struct LogSection: PanelSection {
    public var context: OverlayContext
    public static let textSize = 11.0
    /// The least height the log is drawn in (the graph leaves this much below it): its title and three lines.
    public static let minimumHeight = 96.0

    public init(context: OverlayContext) {
        self.context = context
    }

    /// The log's entries as shown, newest first: time, then the decision and its reason.
    public var lines: [(text: String, color: Color)] {
        context.arena.log.suffix(200).reversed().map { e in
            let col = e.isWarning ? Color(hex: 0xFFD60A) : e.message.contains(" failed") ? Color(hex: 0xAEAEB2) : .white
            return (String(format: "%7.3f", e.time) + "  " + e.description, col)
        }
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: rect.height)
        guard box.height > 60 else { return 0 }
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        list.text(
            "Arena — newest first", in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16), size: 12,
            Color(hex: 0x64D2FF), weight: .bold)
        let text = Rect(x: box.minX + 10, y: 0, width: box.width - 20, height: 0)
        var y = box.minY + 28
        let lineHeight = (Self.textSize * 1.4).rounded()
        if lines.isEmpty {
            list.text(
                "no decisions yet — touch the screen", in: Rect(x: text.minX, y: y, width: text.width, height: lineHeight),
                size: Self.textSize, Color(hex: 0xAEAEB2))
        }
        for (line, col) in lines {
            let parts = PanelText.wrap(line, width: text.width - 56, size: Self.textSize)
            guard y + Double(parts.count) * lineHeight <= box.maxY - 6 else { break }
            y = PanelLines.draw([line], at: y, in: text, size: Self.textSize, col, indent: 56, into: &list)
        }
        return box.height
    }
}
