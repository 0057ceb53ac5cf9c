import ScrollCore

/// The tab strip: equal-width titles and an indicator that follows `progress` (the pager position in
/// pages, fractional while paging).
public final class TabStripView: View {
    public var titles: [String]
    /// Pager position in pages: 0 = first page, 1.5 = halfway between the second and third.
    public var progress: Double = 0

    public init(id: String = "tabStrip", titles: [String], frame: Rect) {
        self.titles = titles
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
    }

    public override func draw(into list: inout DisplayList) {
        guard !titles.isEmpty else { return }
        let w = frame.width / Double(titles.count), h = frame.height
        let selected = Int(progress.rounded())
        for (i, title) in titles.enumerated() {
            let active = i == selected
            list.text(title, in: Rect(x: Double(i) * w, y: 0, width: w, height: h - 2), size: 15, active ? Theme.text : Theme.secondaryText, alignment: .center, weight: active ? .bold : .regular)
        }
        let indicator = min(w * 0.5, 48)
        list.roundedRect(Rect(x: progress * w + (w - indicator) / 2, y: h - 4, width: indicator, height: 3), radius: 1.5, Theme.tint)
        list.fill(Rect(x: 0, y: h - 0.5, width: frame.width, height: 0.5), Theme.separator)
    }
}
