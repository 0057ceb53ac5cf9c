import Foundation
import ScrollCore
import ScrollDraw

/// The arbitration log: the arena's last decisions and their reasons, newest first, with times.
enum LogOverlay {
    static let lines = 14

    static func draw(_ c: OverlayContext, into list: inout DisplayList) {
        let h = Double(lines) * 15 + 30
        let box = Rect(x: 6, y: c.viewport.height - h - 6, width: c.viewport.width - 12, height: h)
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        list.text(
            "Arena — newest first", in: Rect(x: box.minX + 10, y: box.minY + 4, width: box.width - 20, height: 16), size: 11,
            Color(hex: 0x64D2FF), weight: .bold)
        let entries = c.arena.log.suffix(lines).reversed()
        for (i, e) in entries.enumerated() {
            let y = box.minY + 24 + Double(i) * 15
            let col = e.isWarning ? Color(hex: 0xFFD60A) : e.message.contains(" failed") ? Color(hex: 0xAEAEB2) : .white
            list.text(
                String(format: "%7.3f", e.time) + "  " + e.description, in: Rect(x: box.minX + 10, y: y, width: box.width - 20, height: 14),
                size: 10, col)
        }
        if c.arena.log.isEmpty {
            list.text(
                "no decisions yet — touch the screen", in: Rect(x: box.minX + 10, y: box.minY + 24, width: box.width - 20, height: 14),
                size: 10, Color(hex: 0xAEAEB2))
        }
    }
}
