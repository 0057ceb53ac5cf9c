import ScrollCore
import ScrollDraw

/// The home indicator of a phone without a home button: a 134 × 5 pt capsule 8 pt above the screen's
/// bottom, centred (`homeIndicator`, #40 item 6). It draws over the content and takes no touches (a
/// touch on it reaches the list under it, as the system gesture area is not ScrollLab's).
/// `BottomTabBarView` draws the same capsule at the bottom of its bar.
public final class HomeIndicatorView: View {
    public static let size = Size(width: 134, height: 5)
    /// From the capsule's bottom to the screen's bottom, points.
    public static let bottomMargin = 8.0

    /// The capsule's frame in a box `width` wide whose bottom is the screen's bottom.
    public static func frame(width: Double, bottom: Double) -> Rect {
        Rect(
            x: width / 2 - size.width / 2, y: bottom - bottomMargin - size.height, width: size.width, height: size.height)
    }

    /// Draws the capsule at `rect`.
    static func draw(_ rect: Rect, into list: inout DisplayList) { list.roundedRect(rect, radius: size.height / 2, Theme.text) }

    /// Nil on a device with no home indicator (a safe area bottom of 0: the SE's home button).
    public init?(viewport: Size, safeBottom: Double) {
        guard safeBottom > 0 else { return nil }
        super.init(id: "homeIndicator", frame: Self.frame(width: viewport.width, bottom: viewport.height))
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        Self.draw(Rect(origin: .zero, size: frame.size), into: &list)
    }
}
