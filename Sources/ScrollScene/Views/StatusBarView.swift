import ScrollCore
import ScrollDraw

/// The iOS status bar: the time on the left, signal and battery on the right, in the safe area's top
/// (59 pt beside a Dynamic Island, 20 pt on an SE; none in landscape). Drawn over the header.
public final class StatusBarView: View {
    public var tint: Color = .white

    /// - Parameter height: the safe area's top; 0 hides the bar (landscape).
    public init(width: Double, height: Double) {
        super.init(id: "statusBar", frame: Rect(x: 0, y: 0, width: width, height: height))
        isHidden = height <= 0
    }

    public override func draw(into list: inout DisplayList) {
        let h = frame.height
        // The items' centre line: level with the island on tall bars, the middle of a 20 pt bar.
        let compact = h < 40
        let cy = compact ? h / 2 : 29.5
        let size = compact ? 12.0 : 16.0
        list.text("9:41", in: Rect(x: 24, y: cy - 10, width: 80, height: 20), size: size, tint, alignment: .center, weight: .bold)
        let k = compact ? 0.75 : 1.0
        // Signal bars.
        let right = frame.width - (compact ? 8 : 24)
        for i in 0..<4 {
            let bh = (4.0 + Double(i) * 2.5) * k
            list.roundedRect(Rect(x: right - 72 * k + Double(i) * 5 * k, y: cy + 5 * k - bh, width: 3.5 * k, height: bh), radius: 1, tint)
        }
        // Battery.
        list.roundedRect(Rect(x: right - 30 * k, y: cy - 6 * k, width: 26 * k, height: 12 * k), radius: 3 * k, tint.withAlpha(0.4))
        list.roundedRect(Rect(x: right - 28 * k, y: cy - 4 * k, width: 19 * k, height: 8 * k), radius: 2 * k, tint)
        list.fill(Rect(x: right - 3 * k, y: cy - 2 * k, width: 2 * k, height: 4 * k), tint.withAlpha(0.4))
    }
}
