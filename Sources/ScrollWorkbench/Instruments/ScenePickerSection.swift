import ScrollCore
import ScrollDraw
import ScrollScene

/// The scene picker (Tab): every scene of the catalog, the selection highlighted. With the mouse a
/// click on a row opens that scene and the wheel scrolls the rows when they do not all fit; with the
/// keys ↑ ↓ move the selection (scrolled into view) and Return opens it. Both are recorded as keys
/// (Return, or `scene=ID` for a click), so a recording replays the same switch. Reaches all scenes,
/// where the number keys reach nine.
///
/// Geometry is in window pixels, like every panel section: a title line, then the rows, scrolled by
/// `scroll` pixels, clipped to as many whole rows as the panel's remaining space holds (at least 3).
public struct ScenePickerSection: PanelSection {
    public var titles: [(id: String, title: String)]
    public var selection: Int
    public var current: Int
    /// How far the rows are scrolled, pixels (0: the first row at the top); clamped when drawn.
    public var scroll: Double

    public static let lineHeight = 17.0
    /// The title line above the rows, and the room below them.
    static let head = 26.0
    static let foot = 8.0
    /// Pixels the rows scroll per point of wheel delta: one notch (`SceneSession.notchStep`) = one row.
    public static let wheelFactor = lineHeight / SceneSession.notchStep

    public init(titles: [(id: String, title: String)], selection: Int, current: Int, scroll: Double = 0) {
        self.titles = titles
        self.selection = selection
        self.current = current
        self.scroll = scroll
    }

    /// The height of the rows' window when the section is drawn in `rect`: every row, or the whole
    /// rows that fit (at least 3).
    public func rowsHeight(in rect: Rect) -> Double {
        let all = Double(titles.count) * Self.lineHeight
        let room = max(3 * Self.lineHeight, rect.height - Self.head - Self.foot)
        return min(all, (room / Self.lineHeight).rounded(.down) * Self.lineHeight)
    }

    /// `s` clamped to the scroll range in `rect`.
    public func clamped(_ s: Double, in rect: Rect) -> Double {
        let maxScroll = max(0, Double(titles.count) * Self.lineHeight - rowsHeight(in: rect))
        return min(max(s, 0), maxScroll)
    }

    /// The scroll that shows row `i` whole, moving as little as possible from `scroll`.
    public func revealing(_ i: Int, in rect: Rect) -> Double {
        let top = Double(i) * Self.lineHeight
        let window = rowsHeight(in: rect)
        var s = clamped(scroll, in: rect)
        if top < s { s = top }
        if top + Self.lineHeight > s + window { s = top + Self.lineHeight - window }
        return clamped(s, in: rect)
    }

    /// The box the section draws in `rect`.
    func box(in rect: Rect) -> Rect {
        Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: Self.head + rowsHeight(in: rect) + Self.foot)
    }

    /// The rows' visible window in `rect`.
    func rowsWindow(in rect: Rect) -> Rect {
        let b = box(in: rect)
        return Rect(x: b.minX + 4, y: b.minY + Self.head, width: b.width - 8, height: rowsHeight(in: rect))
    }

    /// The scene under `point` (window pixels) when the section was drawn in `rect`; nil outside the
    /// visible rows.
    public func row(at point: Point, in rect: Rect) -> Int? {
        let window = rowsWindow(in: rect)
        guard window.contains(point) else { return nil }
        let i = Int(((point.y - window.minY + clamped(scroll, in: rect)) / Self.lineHeight).rounded(.down))
        return titles.indices.contains(i) ? i : nil
    }

    /// The key a press at `point` (window pixels) makes when the section was drawn in `rect`: the
    /// `scene=ID` of the row under it; nil off the rows.
    public func openKey(at point: Point, in rect: Rect) -> String? {
        row(at: point, in: rect).map { KeyBinding.openScenePrefix + titles[$0].id }
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let lineHeight = Self.lineHeight
        let box = box(in: rect)
        let window = rowsWindow(in: rect)
        let s = clamped(scroll, in: rect)
        list.roundedRect(box, radius: 10, Color(hex: 0x3A3C41))
        list.text(
            "Scenes — click, or ↑ ↓ and Return · Tab closes",
            in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16),
            size: 12, Color(hex: 0x64D2FF), weight: .bold)
        list.pushClip(window)
        let first = Int((s / lineHeight).rounded(.down))
        let last = min(titles.count, first + Int((window.height / lineHeight).rounded(.up)) + 1)
        for i in first..<max(first, last) {
            let row = Rect(x: window.minX, y: window.minY + Double(i) * lineHeight - s, width: window.width, height: lineHeight)
            if i == selection { list.roundedRect(row, radius: 4, Theme.tint) }
            let head = "\(i + 1). \(titles[i].id)" + (i == current ? " (open)" : "")
            let room = row.width - 18
            let headWidth = PanelText.width(head, size: 12, bold: true)
            list.text(head, in: Rect(x: row.minX + 6, y: row.minY, width: room, height: lineHeight), size: 12, .white, weight: .bold)
            // The title after the id, dimmer, cut with "…" to the row.
            let title = PanelText.truncated(titles[i].title, width: room - headWidth - 10, size: 12)
            list.text(
                title, in: Rect(x: row.minX + 16 + headWidth, y: row.minY, width: max(0, room - headWidth - 10), height: lineHeight),
                size: 12,
                Color.white.withAlpha(i == selection ? 0.9 : 0.6))
        }
        list.popClip()
        let total = Double(titles.count) * lineHeight
        if total > window.height {
            // A scroll bar: the visible share of the rows, where it is.
            let thumb = max(12, window.height * window.height / total)
            let y = window.minY + (window.height - thumb) * s / (total - window.height)
            list.roundedRect(Rect(x: window.maxX - 4, y: y, width: 3, height: thumb), radius: 1.5, Color.white.withAlpha(0.45))
        }
        return box.height
    }
}
