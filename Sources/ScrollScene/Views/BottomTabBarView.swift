import ScrollCore
import ScrollDraw

/// An iOS bottom tab bar: 49 pt of bar plus the safe area's bottom (the home indicator's 34 pt on
/// an iPhone 15; 0 on an SE, which has a home button).
public final class BottomTabBarView: View {
    public static let barHeight = 49.0
    /// The bar's whole height over a safe area bottom of `safeBottom`.
    public static func height(safeBottom: Double) -> Double { barHeight + safeBottom }
    public var titles = ["Home", "Search", "Inbox", "Profile"]
    public var selected = 3

    private let safeBottom: Double

    /// The safe area's sides (landscape): the items share the width between them.
    public var safeInsets = EdgeInsets()

    public init(viewport: Size, safeBottom: Double) {
        self.safeBottom = safeBottom
        let h = Self.height(safeBottom: safeBottom)
        super.init(id: "bottomTabBar", frame: Rect(x: 0, y: viewport.height - h, width: viewport.width, height: h))
        backgroundColor = Color(hex: 0xF9F9F9)
    }

    public override func draw(into list: inout DisplayList) {
        list.fill(Rect(x: 0, y: 0, width: frame.width, height: 0.5), Theme.separator)
        let w = (frame.width - safeInsets.left - safeInsets.right) / Double(titles.count)
        for (i, t) in titles.enumerated() {
            let c = i == selected ? Theme.tint : Theme.secondaryText
            let x = safeInsets.left + Double(i) * w
            list.roundedRect(Rect(x: x + w / 2 - 12, y: 7, width: 24, height: 22), radius: 6, c)
            list.text(t, in: Rect(x: x, y: 31, width: w, height: 14), size: 10, c, alignment: .center)
        }
        if safeBottom > 0 {
            HomeIndicatorView.draw(HomeIndicatorView.frame(width: frame.width, bottom: frame.height), into: &list)
        }
    }
}
