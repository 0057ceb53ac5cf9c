import ScrollCore
import ScrollDraw
import ScrollInput

// The desktop pinch's virtual fingers drawn on the phone (#43): Alt-drag's mirrored finger and
// Ctrl+wheel's pair are touches like any other, so the window, a screenshot and a replay all show them.
extension SceneSession {
    /// `MousePinch`'s pointers (−1 the mirror, −2 and −3 the wheel's pair).
    static let virtualFingerIDs: ClosedRange<Int64> = min(MousePinch.wheelIDs.1, MousePinch.wheelIDs.0)...MousePinch.mirrorID

    /// A grey disc with a ring at each virtual finger that is down.
    func drawVirtualFingers(into list: inout DisplayList) {
        for id in arena.activeTouchIDs where Self.virtualFingerIDs.contains(id) {
            guard let p = arena.participants(ofTouch: id).lazy.compactMap({ $0.touches[id]?.position }).first else { continue }
            list.roundedRect(Rect(x: p.x - 18, y: p.y - 18, width: 36, height: 36), radius: 18, Color(hex: 0xFFFFFF, alpha: 0.55))
            list.roundedRect(Rect(x: p.x - 12, y: p.y - 12, width: 24, height: 24), radius: 12, Color(hex: 0x8E8E93))
        }
    }
}
