import ScrollCore
import ScrollDraw

/// What covers the bottom of a nested page's lists while the container owns a bottom inset (seed 004's
/// `setContentBottomInset`): a toolbar or a keyboard, as tall as the inset. The lists scroll under it;
/// the inset lets their last rows come up above it.
public final class BottomInsetBarView: View {
    /// Shown in the bar (`Toolbar`, `Keyboard`).
    public var title = ""

    public init() {
        super.init(id: "bottomInsetBar", frame: .zero)
        backgroundColor = Color(hex: 0xD1D3D9)
        isHidden = true
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        list.fill(Rect(x: 0, y: 0, width: w, height: 0.5), Theme.separator)
        list.text(
            "\(title) · inset \(Int(frame.height)) pt (K)", in: Rect(x: 16, y: 10, width: w - 32, height: 20), size: 14, Theme.text,
            weight: .bold)
        // Key caps when there is room for a keyboard: three rows of ten.
        let rows = min(3, Int((frame.height - 44) / 52))
        guard rows > 0 else { return }
        let cap = (w - 8) / 10
        for r in 0..<rows {
            for k in 0..<10 {
                list.roundedRect(Rect(x: 4 + Double(k) * cap + 2, y: 40 + Double(r) * 52, width: cap - 4, height: 44), radius: 5, .white)
            }
        }
    }
}
