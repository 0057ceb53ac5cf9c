import ScrollCore
import ScrollDraw

/// The key map (F1 or ?), or a one-line hint when it is hidden, drawn from `KeyBinding.all`.
public struct KeyMapSection: PanelSection {
    public var shown: Bool

    public init(shown: Bool) {
        self.shown = shown
    }

    /// The rows shown: every listed row of `KeyBinding.all`, the one key table.
    public static let keys: [(String, String)] = KeyBinding.all.compactMap { b in b.label.map { ($0, b.help) } }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let x = rect.minX
        guard shown else {
            list.text("F1 or ? — keys", in: Rect(x: x, y: rect.minY, width: rect.width, height: 18), size: 13, Color.white.withAlpha(0.5))
            return 18
        }
        let what = Rect(x: x + 104, y: 0, width: rect.width - 112, height: 0)
        let lineHeight = (13 * 1.4).rounded()
        let rows = Self.keys.map { Double(PanelText.wrap($0.1, width: what.width, size: 13).count) * lineHeight + 2 }
        let height = 36 + rows.reduce(0, +) + 8
        list.roundedRect(Rect(x: x - 8, y: rect.minY, width: rect.width, height: height), radius: 10, Color(hex: 0x3A3C41))
        var y = rect.minY + 10
        list.text("Keys", in: Rect(x: x, y: y, width: rect.width, height: 20), size: 14, .white, weight: .bold)
        y += 26
        for (k, text) in Self.keys {
            list.text(k, in: Rect(x: x, y: y, width: 100, height: 18), size: 13, Color(hex: 0x64D2FF), weight: .bold)
            y = PanelLines.draw([text], at: y, in: what, size: 13, Color.white.withAlpha(0.85), into: &list) + 2
        }
        return height
    }
}
