import ScrollCore
import ScrollDraw

/// What covers the bottom of a nested page's lists while the container owns a bottom inset (seed 004's
/// `setContentBottomInset`): a toolbar or a keyboard, as tall as the inset. The lists scroll under it;
/// the inset lets their last rows come up above it.
public final class BottomInsetBarView: View {
    /// Shown in the bar (`Toolbar`, `Keyboard`).
    public var title = ""
    /// The inset it stands for (its height once it has sprung there), points.
    public var inset = 0.0
    /// How it comes and goes: critically damped, settled in about 0.3 s (UIKit's keyboard takes
    /// 0.25 s on its own curve).
    public static let spring = SpringParameters(mass: 1, stiffness: 400, dampingRatio: 1)

    public init() {
        super.init(id: "bottomInsetBar", frame: .zero)
        backgroundColor = Color(hex: 0xD1D3D9)
        isHidden = true
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        list.fill(Rect(x: 0, y: 0, width: w, height: 0.5), Theme.separator)
        list.text(
            "\(title) · inset \(Int(inset)) pt (K)", in: Rect(x: 16, y: 10, width: w - 32, height: 20), size: 14, Theme.text,
            weight: .bold)
        // Key caps when there is room for a keyboard: three rows of ten.
        // (From the inset, not the frame: the caps slide up with the bar; the screen clips them.)
        let rows = min(3, Int((inset - 44) / 52))
        guard rows > 0 else { return }
        let cap = (w - 8) / 10
        for r in 0..<rows {
            for k in 0..<10 {
                list.roundedRect(Rect(x: 4 + Double(k) * cap + 2, y: 40 + Double(r) * 52, width: cap - 4, height: 44), radius: 5, .white)
            }
        }
    }
}
