import ScrollCore
import ScrollDraw

/// The profile header ("cover"): a smooth gradient, an avatar, a name and a subtitle. Pulled down
/// past the top it stretches (`stretch` points taller, pinned to the viewport top); with `zoom` its
/// cover scales up instead, like a zooming header image.
public final class HeaderView: View {
    public var title: String
    public var subtitle: String
    public var zoom = false
    /// How far the header is pulled past its natural height, points.
    public var stretch: Double = 0
    /// Opacity of the avatar and titles (the controller fades them out as the header collapses, so
    /// the sliver left under the status bar shows no clipped text).
    public var contentAlpha: Double = 1
    /// The safe area's sides (landscape): the avatar and titles stay inside them; the cover fills
    /// the whole width. Top and bottom are ignored.
    public var safeInsets = EdgeInsets()

    public init(id: String = "header", title: String, subtitle: String, frame: Rect) {
        self.title = title
        self.subtitle = subtitle
        super.init(id: id, frame: frame)
        clipsToBounds = true
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        let h = frame.height
        // A smooth vertical gradient (the renderer interpolates per pixel row).
        list.gradient(Rect(x: 0, y: 0, width: w, height: h), top: Theme.headerTop, bottom: Theme.headerBottom)
        if zoom {
            // The "cover image": hills that scale with the pull.
            let s = h / max(1, h - stretch)
            for k in 0..<3 {
                let r = (70 + Double(k) * 40) * s
                let cx = w * (0.2 + 0.35 * Double(k))
                list.roundedRect(
                    Rect(x: cx - r, y: h - r * 0.6, width: 2 * r, height: 2 * r), radius: r,
                    Color.white.withAlpha(0.10 + 0.05 * Double(k)))
            }
        }
        let avatar = 64.0
        let bottom = h - 20
        let l = safeInsets.left
        let textWidth = w - 120 - l - safeInsets.right
        list.withAlpha(contentAlpha) { list in
            list.roundedRect(
                Rect(x: l + 20, y: bottom - avatar, width: avatar, height: avatar), radius: avatar / 2, .white)
            list.roundedRect(
                Rect(x: l + 23, y: bottom - avatar + 3, width: avatar - 6, height: avatar - 6),
                radius: avatar / 2 - 3, Theme.palette[0])
            list.text(
                String(title.prefix(1)),
                in: Rect(x: l + 23, y: bottom - avatar + 3, width: avatar - 6, height: avatar - 6), size: 28,
                .white, alignment: .center, weight: .bold)
            list.text(
                title, in: Rect(x: l + 100, y: bottom - avatar + 4, width: textWidth, height: 30), size: 22,
                .white, weight: .bold)
            // A long subtitle shrinks to fit its line (to 11 pt at least), as tab titles do. The width
            // estimate is generous (~5 %): a subtitle within it keeps 14 pt, a longer one is shrunk by
            // the whole estimate, so it fits.
            let estimate = PanelText.width(subtitle, size: 14)
            let fit = estimate * 0.95 <= textWidth ? 14 : 14 * textWidth / estimate
            list.text(
                subtitle, in: Rect(x: l + 100, y: bottom - 30, width: textWidth, height: 22), size: max(11, min(14, fit.rounded(.down))),
                Color.white.withAlpha(0.85))
        }
    }
}
