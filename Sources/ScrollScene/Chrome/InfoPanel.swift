import ScrollCore
import ScrollDraw

/// The panel beside the phone: scene, device, tick rate, frame timing, and the key map (F1 or ?).
/// Drawn in window pixels (scale 1) inside `WindowLayout.panelRect`.
public struct InfoPanel {
    public var sceneTitle: String
    public var sceneIndex: Int
    public var sceneCount: Int
    public var device: String
    public var hz: Int
    public var showsKeyMap: Bool
    /// Extra status lines (recording, replay progress…).
    public var status: [String] = []

    public init(sceneTitle: String, sceneIndex: Int, sceneCount: Int, device: String, hz: Int, showsKeyMap: Bool) {
        self.sceneTitle = sceneTitle
        self.sceneIndex = sceneIndex
        self.sceneCount = sceneCount
        self.device = device
        self.hz = hz
        self.showsKeyMap = showsKeyMap
    }

    /// The keys, as shown in the key map (also docs/SANDBOX.md).
    public static let keys: [(String, String)] = [
        ("1 – 9", "switch to scene 1 – 9"),
        ("PgUp / PgDn", "previous / next scene"),
        ("R", "rotate (portrait / landscape)"),
        ("T", "tick rate 60 / 120 Hz"),
        ("Home", "scroll to top"),
        ("E", "change header height (runtime-header)"),
        ("P", "push the page again (back-gesture)"),
        ("H V B G L", "overlays: zones, velocity, bounds, graph, log"),
        ("S", "slow motion 1× / 0.5× / 0.25× / 0.1×"),
        ("Space / N", "pause / step one tick"),
        ("F9", "start / stop recording"),
        ("F1 or ?", "show / hide this key map"),
        ("Esc", "quit"),
    ]

    public func render(in rect: Rect) -> DisplayList {
        var list = DisplayList(size: Size(width: rect.maxX, height: rect.maxY))
        let x = rect.minX
        var y = rect.minY
        list.text("ScrollLab", in: Rect(x: x, y: y, width: rect.width, height: 28), size: 22, .white, weight: .bold)
        y += 34
        list.text(
            "Scene \(sceneIndex + 1)/\(sceneCount)", in: Rect(x: x, y: y, width: rect.width, height: 18), size: 13,
            Color.white.withAlpha(0.6))
        y += 20
        list.text(sceneTitle, in: Rect(x: x, y: y, width: rect.width, height: 20), size: 14, .white)
        y += 26
        list.text("\(device) · \(hz) Hz", in: Rect(x: x, y: y, width: rect.width, height: 18), size: 13, Color.white.withAlpha(0.6))
        y += 28
        for line in status {
            list.text(line, in: Rect(x: x, y: y, width: rect.width, height: 18), size: 13, Color(hex: 0xFF453A))
            y += 22
        }
        if showsKeyMap {
            list.roundedRect(
                Rect(x: x - 8, y: y, width: rect.width, height: Double(Self.keys.count) * 22 + 40), radius: 10, Color.white.withAlpha(0.08))
            y += 10
            list.text("Keys", in: Rect(x: x, y: y, width: rect.width, height: 20), size: 14, .white, weight: .bold)
            y += 26
            for (k, what) in Self.keys {
                list.text(k, in: Rect(x: x, y: y, width: 100, height: 18), size: 13, Color(hex: 0x64D2FF), weight: .bold)
                list.text(what, in: Rect(x: x + 104, y: y, width: rect.width - 112, height: 18), size: 13, Color.white.withAlpha(0.85))
                y += 22
            }
        } else {
            list.text("F1 or ? — keys", in: Rect(x: x, y: y, width: rect.width, height: 18), size: 13, Color.white.withAlpha(0.5))
        }
        return list
    }
}
