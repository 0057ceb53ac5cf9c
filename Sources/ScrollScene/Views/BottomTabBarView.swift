import ScrollCore
import ScrollDraw

/// An iOS bottom tab bar (49 pt of bar + 34 pt home-indicator area).
public final class BottomTabBarView: View {
    public static let height = 83.0
    public var titles = ["Home", "Search", "Inbox", "Profile"]
    public var selected = 3

    public init(viewport: Size) {
        super.init(id: "bottomTabBar", frame: Rect(x: 0, y: viewport.height - Self.height, width: viewport.width, height: Self.height))
        backgroundColor = Color(hex: 0xF9F9F9)
    }

    public override func draw(into list: inout DisplayList) {
        list.fill(Rect(x: 0, y: 0, width: frame.width, height: 0.5), Theme.separator)
        let w = frame.width / Double(titles.count)
        for (i, t) in titles.enumerated() {
            let c = i == selected ? Theme.tint : Theme.secondaryText
            list.roundedRect(Rect(x: Double(i) * w + w / 2 - 12, y: 7, width: 24, height: 22), radius: 6, c)
            list.text(t, in: Rect(x: Double(i) * w, y: 31, width: w, height: 14), size: 10, c, alignment: .center)
        }
        list.roundedRect(Rect(x: frame.width / 2 - 67, y: frame.height - 13, width: 134, height: 5), radius: 2.5, Theme.text)
    }
}
