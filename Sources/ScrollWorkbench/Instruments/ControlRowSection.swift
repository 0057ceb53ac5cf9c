import ScrollCore
import ScrollDraw
import ScrollScene

/// The panel's control row: buttons for what the keys do most — the scene (opens the picker), the
/// device, the feel, the tick rate, recording, a window screenshot, the key map, and one toggle per
/// overlay, lit while it is on. A press is the button's key (looked up in `KeyBinding.all`, so keys
/// stay declared once), handed to `onKey`: the window feeds it like a typed key, recorded alike.
public struct ControlRowSection: PanelSection {
    /// One button: its text, the key it presses, lit (an overlay that is on, recording).
    public struct Button: Equatable, Sendable {
        public var title: String
        public var key: String
        public var lit: Bool
    }

    public var buttons: [Button]
    /// Called with a button's key when it is pressed.
    public var onKey: ((String) -> Void)?

    public static let height = 24.0
    static let gap = 6.0
    static let textSize = 12.0

    public init(
        scene: String, device: String, feel: String, hz: Int, overlays: Set<OverlayKind>, recording: Bool, pickerOpen: Bool,
        zoneOutlines: Bool = false
    ) {
        func b(_ title: String, _ command: KeyCommand, lit: Bool = false) -> Button? {
            KeyBinding.key(for: command).map { Button(title: title, key: $0, lit: lit) }
        }
        let main = [
            b("Scene: \(scene) ▾", .togglePicker, lit: pickerOpen), b("Device: \(device)", .nextDevice), b("Feel: \(feel)", .nextFeel),
            b("\(hz) Hz", .toggleRate), b(recording ? "■ Stop" : "● Rec", .record, lit: recording), b("Screenshot", .windowShot),
            b("Keys", .toggleKeyMap),
        ]
        let toggles = OverlayKind.allCases.map { b($0.buttonTitle, .toggleOverlay($0), lit: overlays.contains($0)) }
        let outline = overlays.contains(.hotzones) ? [b("Outlines", .toggleZoneOutlines, lit: zoneOutlines)] : []
        buttons = (main + toggles + outline).compactMap { $0 }
    }

    /// Each button's box when the section is drawn in `rect`: left to right, wrapped to the width.
    public func frames(in rect: Rect) -> [Rect] {
        var x = rect.minX
        var y = rect.minY
        var out: [Rect] = []
        for button in buttons {
            let w = (PanelText.width(button.title, size: Self.textSize) + 16).rounded(.up)
            if x > rect.minX && x + w > rect.maxX - 8 {
                x = rect.minX
                y += Self.height + Self.gap
            }
            out.append(Rect(x: x, y: y, width: w, height: Self.height))
            x += w + Self.gap
        }
        return out
    }

    /// The key of the button at `point` (window pixels) when drawn in `rect`; nil between buttons.
    public func key(at point: Point, in rect: Rect) -> String? {
        zip(buttons, frames(in: rect)).first { $0.1.contains(point) }?.0.key
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let frames = frames(in: rect)
        for (button, f) in zip(buttons, frames) {
            list.roundedRect(f, radius: 6, button.lit ? Theme.tint : Color(hex: 0x3A3C41))
            list.text(
                button.title, in: f, size: Self.textSize, button.lit ? .white : Color.white.withAlpha(0.85), alignment: .center)
        }
        return (frames.map(\.maxY).max() ?? rect.minY) - rect.minY
    }

    public func press(at point: Point, in rect: Rect) -> Bool {
        guard let key = key(at: point, in: rect) else { return false }
        onKey?(key)
        return true
    }
}

extension OverlayKind {
    /// The overlay's name on its control-row toggle.
    public var buttonTitle: String {
        switch self {
        case .hotzones: return "Zones"
        case .velocity: return "Velocity"
        case .bounds: return "Bounds"
        case .graph: return "Graph"
        case .log: return "Log"
        }
    }
}
