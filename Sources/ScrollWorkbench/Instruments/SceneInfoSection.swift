import ScrollCore
import ScrollDraw
import ScrollScene

/// The panel's head: which scene (its title wrapped, never clipped), device and rate, then the
/// status lines (recording, slow motion, replay) and the last file message (saved where).
public struct SceneInfoSection: PanelSection {
    public var sceneTitle: String
    public var sceneIndex: Int
    public var sceneCount: Int
    public var device: String
    public var hz: Int
    /// The feel's name (shown after the rate when not the default `ios`; docs/FEEL.md).
    public var feel = Feel.ios.name
    /// Status lines in red (recording, pause…).
    public var status: [String] = []
    /// What the workbench last did with a file, in green.
    public var notice: String?

    public init(sceneTitle: String, sceneIndex: Int, sceneCount: Int, device: String, hz: Int) {
        self.sceneTitle = sceneTitle
        self.sceneIndex = sceneIndex
        self.sceneCount = sceneCount
        self.device = device
        self.hz = hz
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let x = rect.minX
        var y = rect.minY
        list.text("ScrollLab", in: Rect(x: x, y: y, width: rect.width, height: 28), size: 22, .white, weight: .bold)
        y += 34
        let dim = Color.white.withAlpha(0.6)
        list.text(
            "Scene \(sceneIndex + 1)/\(sceneCount) · Tab picks a scene", in: Rect(x: x, y: y, width: rect.width, height: 18), size: 13, dim)
        y += 20
        y = PanelLines.draw([sceneTitle], at: y, in: rect, size: 14, .white, into: &list)
        let feelPart = feel == Feel.ios.name ? "" : " · \(feel)"
        list.text("\(device) · \(hz) Hz\(feelPart)", in: Rect(x: x, y: y + 2, width: rect.width, height: 18), size: 13, dim)
        y += 24
        y = PanelLines.draw(status, at: y, in: rect, size: 13, Color(hex: 0xFF453A), into: &list)
        if let notice { y = PanelLines.draw([notice], at: y, in: rect, size: 13, Color(hex: 0x30D158), into: &list) }
        return y - rect.minY
    }
}

/// Wrapped lines of panel text.
public enum PanelLines {
    /// Draws each of `lines` wrapped to `rect`'s width (continuations indented `indent`), from `y`;
    /// returns the y below the last line.
    public static func draw(
        _ lines: [String], at y: Double, in rect: Rect, size: Double, _ color: Color, indent: Double = 0, weight: FontWeight = .regular,
        into list: inout DisplayList
    ) -> Double {
        var y = y
        let lineHeight = (size * 1.4).rounded()
        for line in lines {
            for (k, part) in PanelText.wrap(line, width: rect.width - indent, size: size, bold: weight == .bold).enumerated() {
                let dx = k == 0 ? 0 : indent
                list.text(
                    part, in: Rect(x: rect.minX + dx, y: y, width: rect.width - dx, height: lineHeight), size: size, color, weight: weight)
                y += lineHeight
            }
        }
        return y
    }
}
