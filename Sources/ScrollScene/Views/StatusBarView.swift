import ScrollCore
import ScrollDraw

/// The iOS status bar: the time on the left, signal and battery on the right. Drawn over the header.
public final class StatusBarView: View {
    public var tint: Color = .white

    public init(width: Double) {
        super.init(id: "statusBar", frame: Rect(x: 0, y: 0, width: width, height: Theme.statusBarHeight))
    }

    public override func draw(into list: inout DisplayList) {
        let h = frame.height
        list.text("9:41", in: Rect(x: 24, y: 14, width: 80, height: h - 20), size: 16, tint, alignment: .center, weight: .bold)
        // Signal bars.
        let right = frame.width - 24
        for i in 0..<4 {
            let bh = 4.0 + Double(i) * 2.5
            list.roundedRect(Rect(x: right - 72 + Double(i) * 5, y: 30 - bh, width: 3.5, height: bh), radius: 1, tint)
        }
        // Battery.
        list.roundedRect(Rect(x: right - 30, y: 19, width: 26, height: 12), radius: 3, tint.withAlpha(0.4))
        list.roundedRect(Rect(x: right - 28, y: 21, width: 19, height: 8), radius: 2, tint)
        list.fill(Rect(x: right - 3, y: 23, width: 2, height: 4), tint.withAlpha(0.4))
    }
}
