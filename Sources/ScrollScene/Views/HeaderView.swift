import ScrollCore

/// The profile header ("cover"): a banded gradient, an avatar, a name and a subtitle.
public final class HeaderView: View {
    public var title: String
    public var subtitle: String

    public init(id: String = "header", title: String, subtitle: String, frame: Rect) {
        self.title = title
        self.subtitle = subtitle
        super.init(id: id, frame: frame)
        clipsToBounds = true
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width, h = frame.height
        // A vertical gradient in 8 bands (a display list has no gradient primitive on purpose).
        let bands = 8
        for i in 0..<bands {
            let t = Double(i) / Double(bands - 1)
            let y0 = h * Double(i) / Double(bands)
            list.fill(Rect(x: 0, y: y0, width: w, height: h / Double(bands) + 1), Theme.headerTop.mixed(with: Theme.headerBottom, t))
        }
        let avatar = 64.0
        let bottom = h - 20
        list.roundedRect(Rect(x: 20, y: bottom - avatar, width: avatar, height: avatar), radius: avatar / 2, .white)
        list.roundedRect(Rect(x: 23, y: bottom - avatar + 3, width: avatar - 6, height: avatar - 6), radius: avatar / 2 - 3, Theme.palette[0])
        list.text(String(title.prefix(1)), in: Rect(x: 23, y: bottom - avatar + 3, width: avatar - 6, height: avatar - 6), size: 28, .white, alignment: .center, weight: .bold)
        list.text(title, in: Rect(x: 100, y: bottom - avatar + 4, width: w - 120, height: 30), size: 22, .white, weight: .bold)
        list.text(subtitle, in: Rect(x: 100, y: bottom - 30, width: w - 120, height: 22), size: 14, Color.white.withAlpha(0.85))
    }
}
