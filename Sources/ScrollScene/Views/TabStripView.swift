import ScrollCore
import ScrollDraw

/// The tab strip: equal-width titles and an indicator that follows `progress` (the pager position in
/// pages, fractional while paging) continuously. Styles: `default` (underline), `pill` (a capsule
/// behind the title), `stretch` (an underline that stretches towards the next tab mid-swipe).
public final class TabStripView: View {
    public var titles: [String]
    public var style: String
    /// Pager position in pages: 0 = first page, 1.5 = halfway between the second and third.
    public var progress: Double = 0

    public init(id: String = "tabStrip", titles: [String], style: String = "default", frame: Rect) {
        self.titles = titles
        self.style = style
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
    }

    /// The tab under local x.
    public func tab(at x: Double) -> Int {
        guard !titles.isEmpty, frame.width > 0 else { return 0 }
        return min(titles.count - 1, max(0, Int(saturating: x / (frame.width / Double(titles.count)))))
    }

    public override func draw(into list: inout DisplayList) {
        guard !titles.isEmpty else { return }
        let w = frame.width / Double(titles.count)
        let h = frame.height
        let p = min(max(progress, 0), Double(titles.count - 1))
        let selected = Int(saturating: p.rounded())
        switch style {
        case "pill":
            list.roundedRect(Rect(x: p * w + 8, y: 7, width: w - 16, height: h - 14), radius: (h - 14) / 2, Theme.tint.withAlpha(0.14))
        case "stretch":
            // The underline's ends move at different speeds: it stretches mid-swipe, then contracts.
            let f = p - p.rounded(.down)
            let base = p.rounded(.down)
            let lead = (base + min(1, f * 2)) * w
            let trail = (base + max(0, f * 2 - 1)) * w
            list.roundedRect(Rect(x: trail + 16, y: h - 5, width: lead - trail + w - 32, height: 4), radius: 2, Theme.tint)
        default:
            let indicator = min(w * 0.5, 48)
            list.roundedRect(Rect(x: p * w + (w - indicator) / 2, y: h - 4, width: indicator, height: 3), radius: 1.5, Theme.tint)
        }
        // Titles shrink (never below 11 pt) to fit their tab with 4 pt either side, measured bold so a
        // title keeps its size when selected: five tabs on a 393 pt phone fit "Following".
        let widest = titles.map { PanelText.width($0, size: 15, bold: true) }.max() ?? 0
        let size = max(11, min(15, 15 * (w - 8) / max(1, widest)))
        for (i, title) in titles.enumerated() {
            let active = i == selected
            let color = active ? (style == "pill" ? Theme.tint : Theme.text) : Theme.secondaryText
            list.text(
                title, in: Rect(x: Double(i) * w, y: 0, width: w, height: h - 2), size: size, color, alignment: .center,
                weight: active ? .bold : .regular)
        }
        list.fill(Rect(x: 0, y: h - 0.5, width: frame.width, height: 0.5), Theme.separator)
    }
}
