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
    /// Lines of text under the subtitle.
    public var lines: [String] = []
    /// A button's title, drawn beside the title (nil: none).
    public var button: String?
    public var avatarSize = 64.0
    public var avatarPosition = AvatarPosition.left
    /// An image's name (the assets' `images/NAME.png`), drawn over the cover.
    public var image: String?

    /// Where the avatar sits: beside the titles on the left or right, above them centred, or nowhere.
    public enum AvatarPosition: String, CaseIterable, Hashable, Sendable {
        case left, center, right, none
    }

    /// Height of one of `lines`, points.
    static let lineHeight = 18.0
    /// The button's size, points.
    static let buttonSize = Size(width: 96, height: 32)

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
        if let image { list.image(image, in: Rect(x: 0, y: 0, width: w, height: h)) }
        list.withAlpha(contentAlpha) { list in
            if avatarPosition == .center {
                drawCentred(into: &list)
            } else {
                drawBeside(into: &list)
            }
        }
    }

    /// The avatar (a white ring, a tinted disc, the title's initial) in `r`.
    private func drawAvatar(_ r: Rect, into list: inout DisplayList) {
        let s = r.width
        list.roundedRect(r, radius: s / 2, .white)
        let inner = Rect(x: r.minX + 3, y: r.minY + 3, width: s - 6, height: s - 6)
        list.roundedRect(inner, radius: s / 2 - 3, Theme.palette[0])
        list.text(String(title.prefix(1)), in: inner, size: 28 * s / 64, .white, alignment: .center, weight: .bold)
    }

    /// Avatar left (or right) of the titles, the block at the header's bottom, the lines under it.
    private func drawBeside(into list: inout DisplayList) {
        let (w, h, l, r) = (frame.width, frame.height, safeInsets.left, safeInsets.right)
        let avatar = avatarPosition == .none ? 0 : avatarSize
        let bottom = h - 20 - Double(lines.count) * Self.lineHeight
        let block = max(avatar, 64)
        let textX = avatarPosition == .left ? l + 20 + avatar + 16 : l + 20
        let buttonRoom = button == nil ? 0 : Self.buttonSize.width + 12
        let textWidth = w - textX - 20 - r - (avatarPosition == .right ? avatar + 16 : 0) - buttonRoom
        if avatarPosition == .left { drawAvatar(Rect(x: l + 20, y: bottom - avatar, width: avatar, height: avatar), into: &list) }
        if avatarPosition == .right {
            drawAvatar(Rect(x: w - r - 20 - avatar, y: bottom - avatar, width: avatar, height: avatar), into: &list)
        }
        list.text(title, in: Rect(x: textX, y: bottom - block + 4, width: textWidth, height: 30), size: 22, .white, weight: .bold)
        // The subtitle's line is below the button's, so it may run under it.
        let subtitleWidth = textWidth + buttonRoom
        list.text(
            subtitle, in: Rect(x: textX, y: bottom - 30, width: subtitleWidth, height: 22), size: subtitleSize(width: subtitleWidth),
            Color.white.withAlpha(0.85))
        if let button {
            let bx = w - r - 20 - (avatarPosition == .right ? avatar + 16 : 0) - Self.buttonSize.width
            drawButton(button, at: Point(x: bx, y: bottom - block + 3), into: &list)
        }
        drawLines(x: l + 20, top: bottom + 4, width: w - l - r - 40, alignment: .leading, into: &list)
    }

    /// A long subtitle shrinks to fit its line (to 11 pt at least), as tab titles do. The width
    /// estimate is generous (~5 %): a subtitle within it keeps 14 pt, a longer one is shrunk by the
    /// whole estimate, so it fits.
    private func subtitleSize(width: Double) -> Double {
        let estimate = PanelText.width(subtitle, size: 14)
        let fit = estimate * 0.95 <= width ? 14 : 14 * width / estimate
        return max(11, min(14, fit.rounded(.down)))
    }

    /// Avatar centred above the centred titles and lines; the button under the lines.
    private func drawCentred(into list: inout DisplayList) {
        let (w, h, l, r) = (frame.width, frame.height, safeInsets.left, safeInsets.right)
        let inner = Rect(x: l + 20, y: 0, width: w - l - r - 40, height: 0)
        let buttonRoom = button == nil ? 0 : Self.buttonSize.height + 10
        let textTop = h - 20 - buttonRoom - Double(lines.count) * Self.lineHeight - 52
        drawAvatar(Rect(x: w / 2 - avatarSize / 2, y: textTop - 8 - avatarSize, width: avatarSize, height: avatarSize), into: &list)
        list.text(
            title, in: Rect(x: inner.minX, y: textTop, width: inner.width, height: 30), size: 22, .white, alignment: .center, weight: .bold)
        list.text(
            subtitle, in: Rect(x: inner.minX, y: textTop + 30, width: inner.width, height: 22), size: subtitleSize(width: inner.width),
            Color.white.withAlpha(0.85), alignment: .center)
        drawLines(x: inner.minX, top: textTop + 52, width: inner.width, alignment: .center, into: &list)
        if let button {
            let y = textTop + 52 + Double(lines.count) * Self.lineHeight + 10
            drawButton(button, at: Point(x: w / 2 - Self.buttonSize.width / 2, y: y), into: &list)
        }
    }

    private func drawLines(x: Double, top: Double, width: Double, alignment: TextAlignment, into list: inout DisplayList) {
        for (i, line) in lines.enumerated() {
            let frame = Rect(x: x, y: top + Double(i) * Self.lineHeight, width: width, height: Self.lineHeight)
            list.text(line, in: frame, size: 13, Color.white.withAlpha(0.85), alignment: alignment)
        }
    }

    /// The button: a white capsule with its title in the tint.
    private func drawButton(_ title: String, at p: Point, into list: inout DisplayList) {
        let r = Rect(origin: p, size: Self.buttonSize)
        list.roundedRect(r, radius: r.height / 2, .white)
        list.text(title, in: r, size: 15, Theme.tint, alignment: .center, weight: .bold)
    }

    /// The top of the avatar and title block (it rests at the header's bottom), header coordinates: a
    /// banner above it must end higher (`header.carousel`).
    public var contentTop: Double {
        let h = frame.height
        let lines = Double(self.lines.count) * Self.lineHeight
        if avatarPosition == .center {
            let buttonRoom = button == nil ? 0 : Self.buttonSize.height + 10
            return h - 20 - buttonRoom - lines - 52 - 8 - avatarSize
        }
        return h - 20 - lines - max(avatarPosition == .none ? 0 : avatarSize, 64)
    }

    /// The button's frame in the header's coordinates (nil without one), for hit testing a tap.
    public var buttonFrame: Rect? {
        guard button != nil else { return nil }
        let (w, h, r) = (frame.width, frame.height, safeInsets.right)
        if avatarPosition == .center {
            let textTop = h - 20 - (Self.buttonSize.height + 10) - Double(lines.count) * Self.lineHeight - 52
            let y = textTop + 52 + Double(lines.count) * Self.lineHeight + 10
            return Rect(origin: Point(x: w / 2 - Self.buttonSize.width / 2, y: y), size: Self.buttonSize)
        }
        let avatar = avatarPosition == .none ? 0 : avatarSize
        let bottom = h - 20 - Double(lines.count) * Self.lineHeight
        let bx = w - r - 20 - (avatarPosition == .right ? avatar + 16 : 0) - Self.buttonSize.width
        return Rect(origin: Point(x: bx, y: bottom - max(avatar, 64) + 3), size: Self.buttonSize)
    }
}
