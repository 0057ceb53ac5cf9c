import ScrollCore
import ScrollDraw

/// A navigation bar over the header: transparent while the header is expanded, fading in as it
/// collapses (`alpha` set by the controller), with the status bar area above its 44 pt bar.
public final class NavigationBarView: View {
    public static let barHeight = 44.0
    public var title: String
    /// The status bar area above the bar (the safe area's top), points.
    public let top: Double

    /// - Parameter title: a scene title; only the part before a colon is shown ("Cards: hold…" → "Cards").
    public init(title: String, width: Double, top: Double) {
        self.title = String(title.split(separator: ":", maxSplits: 1).first ?? Substring(title))
        self.top = top
        super.init(id: "navigationBar", frame: Rect(x: 0, y: 0, width: width, height: top + Self.barHeight))
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        list.fill(Rect(origin: .zero, size: frame.size), Theme.surface)
        list.text(
            title, in: Rect(x: 60, y: top, width: frame.width - 120, height: Self.barHeight), size: 17, Theme.text,
            alignment: .center, weight: .bold)
        list.fill(Rect(x: 0, y: frame.height - 0.5, width: frame.width, height: 0.5), Theme.separator)
    }
}
