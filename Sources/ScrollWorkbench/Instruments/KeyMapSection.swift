import ScrollCore
import ScrollDraw
import ScrollScene

/// The key map (F1 or ?), or a one-line hint when it is hidden, drawn from `KeyBinding.all`: only the
/// rows whose keys do something here (`acts`: the sandbox asks the scene; E is listed on
/// `runtime-header`, not on `profile`).
public struct KeyMapSection: PanelSection {
    public var shown: Bool
    /// Whether a command acts in the current scene; rows none of whose keys act are left out.
    public var acts: (KeyCommand) -> Bool

    public init(shown: Bool, acts: @escaping (KeyCommand) -> Bool = { _ in true }) {
        self.shown = shown
        self.acts = acts
    }

    /// The last rows of the table kept when the panel is too short for every row (F12, F1, Esc).
    public static let kept = 3

    /// Every listed row of `KeyBinding.all`, the one key table.
    public static let keys: [(String, String)] = KeyBinding.all.compactMap { b in b.label.map { ($0, b.help) } }

    /// The rows shown: the listed rows with a key that acts here.
    public var rows: [(String, String)] {
        KeyBinding.all.compactMap { b in
            guard let label = b.label, b.keys.indices.contains(where: { acts(b.command($0)) }) else { return nil }
            return (label, b.help)
        }
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let x = rect.minX
        guard shown else {
            list.text(
                "F1 or ? — every key that acts here", in: Rect(x: x, y: rect.minY, width: rect.width, height: 18), size: 13,
                Color.white.withAlpha(0.5))
            return 18
        }
        let what = Rect(x: x + 104, y: 0, width: rect.width - 112, height: 0)
        let lineHeight = (13 * 1.4).rounded()
        var rows = rows
        var heights = rows.map { Double(PanelText.wrap($0.1, width: what.width, size: 13).count) * lineHeight + 2 }
        // Rows that do not fit the panel are left out whole, and a last line says how many. The last
        // rows (F12, F1, Esc: how to save, close this map and quit) always stay: the rows above them go.
        var more = 0
        while rows.count > Self.kept && 36 + heights.reduce(0, +) + 8 + (more > 0 ? lineHeight : 0) > rect.height {
            rows.remove(at: rows.count - Self.kept - 1)
            heights.remove(at: heights.count - Self.kept - 1)
            more += 1
        }
        let height = 36 + heights.reduce(0, +) + 8 + (more > 0 ? lineHeight : 0)
        list.roundedRect(Rect(x: x - 8, y: rect.minY, width: rect.width, height: height), radius: 10, Color(hex: 0x3A3C41))
        var y = rect.minY + 10
        list.text("Keys (this scene)", in: Rect(x: x, y: y, width: rect.width, height: 20), size: 14, .white, weight: .bold)
        y += 26
        for (k, text) in rows {
            list.text(k, in: Rect(x: x, y: y, width: 100, height: 18), size: 13, Color(hex: 0x64D2FF), weight: .bold)
            y = PanelLines.draw([text], at: y, in: what, size: 13, Color.white.withAlpha(0.85), into: &list) + 2
        }
        if more > 0 {
            list.text(
                "+ \(more) more — docs/SANDBOX.md lists every key", in: Rect(x: x, y: y, width: rect.width - 8, height: lineHeight),
                size: 13, Color.white.withAlpha(0.6))
        }
        return height
    }
}
