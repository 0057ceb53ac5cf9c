import ScrollCore
import ScrollDraw

/// The tab strip: titles and an indicator that follows `progress` (the pager position in pages,
/// fractional while paging) continuously. Styles: `default` (underline), `pill` (a capsule behind
/// the title), `stretch` (an underline that stretches towards the next tab mid-swipe).
///
/// Tabs share the width equally when every title fits its share; otherwise each tab is as wide as
/// its title plus `tabPadding` either side (widened to fill when they all fit) and, when they do not
/// all fit, the strip scrolls: `contentWidth` > the frame's width, `boundsOrigin.x` is the scroll
/// offset (the controller drives it from a `ScrollView`, `TabStripController`).
public final class TabStripView: View {
    /// How the selected tab is marked (the scene file's `tabStrip.style`).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// An underline under the selected title.
        case `default`
        /// A capsule behind the selected title (custom 1).
        case pill
        /// An underline that stretches between tabs while paging (custom 2).
        case stretch
    }

    public var titles: [String] { didSet { measured = nil } }
    public var style: Style
    /// Pager position in pages: 0 = first page, 1.5 = halfway between the second and third.
    public var progress: Double = 0
    /// Title size, points (bold when selected; measured bold so a title keeps its width).
    public static let fontSize = 15.0
    /// Room either side of a title in a tab sized to it, points.
    public static let tabPadding = 16.0
    /// Room either side of a title in an equal share, points (today's fit rule).
    static let sharePadding = 4.0
    private var measured: (width: Double, tabs: [(x: Double, width: Double)])?
    /// How far the background and the bottom separator reach past the frame's left and right: a
    /// strip placed between the safe area's sides (landscape) still spans the screen.
    public var backgroundBleed = EdgeInsets()

    public init(id: String = "tabStrip", titles: [String], style: Style = .default, frame: Rect) {
        self.titles = titles
        self.style = style
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
    }

    /// Each tab's left edge and width for a strip `width` points wide (content coordinates).
    public static func tabFrames(titles: [String], width: Double) -> [(x: Double, width: Double)] {
        guard !titles.isEmpty, width > 0 else { return [] }
        let n = Double(titles.count)
        let words = titles.map { PanelText.width($0, size: fontSize, bold: true) }
        let share = width / n
        var widths: [Double]
        if (words.max() ?? 0) + 2 * sharePadding <= share {
            widths = Array(repeating: share, count: titles.count)
        } else {
            widths = words.map { $0 + 2 * tabPadding }
            let total = widths.reduce(0, +)
            if total < width { widths = widths.map { $0 + (width - total) / n } }
        }
        var x = 0.0
        return widths.map { w in
            defer { x += w }
            return (x, w)
        }
    }

    /// The tabs for the current frame width (content coordinates).
    public var tabs: [(x: Double, width: Double)] {
        if let m = measured, m.width == frame.width { return m.tabs }
        let t = Self.tabFrames(titles: titles, width: frame.width)
        measured = (frame.width, t)
        return t
    }

    /// The tabs' total width: more than the frame's when the strip scrolls.
    public var contentWidth: Double { tabs.last.map { $0.x + $0.width } ?? 0 }

    /// The tab under content x (local x plus `boundsOrigin.x`).
    public func tab(at x: Double) -> Int {
        let t = tabs
        guard !t.isEmpty else { return 0 }
        return t.lastIndex { $0.x <= x } ?? 0
    }

    /// The tab frame at fractional position `p` (interpolated between neighbours mid-swipe).
    func tabFrame(at p: Double) -> (x: Double, width: Double) {
        let t = tabs
        let p = min(max(p, 0), Double(t.count - 1))
        let i = Int(saturating: p.rounded(.down))
        let j = min(i + 1, t.count - 1)
        let f = p - Double(i)
        return (t[i].x + (t[j].x - t[i].x) * f, t[i].width + (t[j].width - t[i].width) * f)
    }

    public override func draw(into list: inout DisplayList) {
        guard !titles.isEmpty, !tabs.isEmpty else { return }
        let h = frame.height
        let (l, r) = (backgroundBleed.left, backgroundBleed.right)
        if l > 0 { list.fill(Rect(x: -l, y: 0, width: l, height: h), backgroundColor ?? Theme.surface) }
        if r > 0 { list.fill(Rect(x: frame.width, y: 0, width: r, height: h), backgroundColor ?? Theme.surface) }
        // A strip that scrolls clips its tabs (one that fits draws exactly as before).
        let scrolls = contentWidth > frame.width
        if scrolls { list.pushClip(Rect(x: 0, y: 0, width: frame.width, height: h)) }
        list.translated(dx: -boundsOrigin.x, dy: 0) { list in drawTabs(into: &list, height: h) }
        if scrolls { list.popClip() }
        list.fill(Rect(x: -l, y: h - 0.5, width: l + frame.width + r, height: 0.5), Theme.separator)
    }

    private func drawTabs(into list: inout DisplayList, height h: Double) {
        let t = tabs
        let p = min(max(progress, 0), Double(t.count - 1))
        let selected = Int(saturating: p.rounded())
        let tab = tabFrame(at: p)
        switch style {
        case .pill:
            list.roundedRect(
                Rect(x: tab.x + 8, y: 7, width: tab.width - 16, height: h - 14), radius: (h - 14) / 2, Theme.tint.withAlpha(0.14))
        case .stretch:
            // The underline's ends move at different speeds: it stretches mid-swipe, then contracts.
            let base = p.rounded(.down)
            let f = p - base
            let lead = tabFrame(at: base + min(1, f * 2))
            let trail = tabFrame(at: base + max(0, f * 2 - 1))
            let left = trail.x + 16
            list.roundedRect(Rect(x: left, y: h - 5, width: lead.x + lead.width - 16 - left, height: 4), radius: 2, Theme.tint)
        case .default:
            let indicator = min(tab.width * 0.5, 48)
            list.roundedRect(Rect(x: tab.x + (tab.width - indicator) / 2, y: h - 4, width: indicator, height: 3), radius: 1.5, Theme.tint)
        }
        for (i, title) in titles.enumerated() {
            let active = i == selected
            let color = active ? (style == .pill ? Theme.tint : Theme.text) : Theme.secondaryText
            list.text(
                title, in: Rect(x: t[i].x, y: 0, width: t[i].width, height: h - 2), size: Self.fontSize, color, alignment: .center,
                weight: active ? .bold : .regular)
        }
    }
}
