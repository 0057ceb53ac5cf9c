import ScrollCore
import ScrollDraw

/// A vertical list of rows (fixed or patterned heights), virtualised: drawing cost follows the visible
/// rows, never the total (row lookups are O(log n) binary searches over closed-form row tops). `boundsOrigin.y` is the list's content offset (negative while its top overscrolls).
/// Optional: sticky section headers every `sectionSize` rows; rows that are carousels (subviews, drawn
/// by themselves); a "Loading more…" footer.
public final class ListView: View {
    public var rowCount: Int
    /// Row heights (fixed, or a repeating pattern).
    public var heights: RowHeights
    /// The height of a uniform list's rows, or of the pattern's first row.
    public var rowHeight: Double { heights.pattern[0] }
    public var rowTitle: String
    /// Text shown when the list has no rows.
    public var emptyText = "Nothing here yet"
    /// Rows per section (0: no sections). Sections have a 28 pt header that sticks at the top.
    public var sectionSize = 0
    public static let sectionHeaderHeight = 28.0
    /// Titled sections of given sizes (a page's `sections`); over `sectionSize` when set.
    public var sections: ListSections?
    /// Every n-th row (1-based: rows n, 2n, …) is a carousel subview rather than a drawn row.
    public var carouselEvery = 0
    public var showsLoadingFooter = false
    /// The safe area's sides (landscape, beside the sensor housing): rows, section titles and the
    /// footer lay out inside them, as UITableView's content views do; backgrounds, section header
    /// bands and separators reach the edges. Top and bottom are ignored.
    public var safeInsets = EdgeInsets()
    /// Reloads of the list's content so far (shown in each row's subtitle when > 0).
    public var generation = 0
    /// Added to a row's index in its title and subtitle: a chat numbers its messages from the oldest
    /// there is, so rows inserted above keep the numbers of the rows below them.
    public var rowNumberBase = 0
    /// The count the subtitles say "of" (default: `rowCount`).
    public var numberedCount: Int?
    /// The visible rows' texts, made once per row on screen (no strings built per frame).
    private var rowTexts = RowTextCache()

    public convenience init(id: String, rowCount: Int, rowHeight: Double, rowTitle: String, frame: Rect) {
        self.init(id: id, rowCount: rowCount, heights: RowHeights(fixed: rowHeight), rowTitle: rowTitle, frame: frame)
    }

    public init(id: String, rowCount: Int, heights: RowHeights, rowTitle: String, frame: Rect) {
        self.rowCount = rowCount
        self.heights = heights
        self.rowTitle = rowTitle
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
        clipsToBounds = true
    }

    /// Content height, points (rows, section headers and footer).
    public var contentHeight: Double {
        var h = heights.top(rowCount)
        if let sections, rowCount > 0 {
            h += Double(sections.count) * Self.sectionHeaderHeight
        } else if sectionSize > 0 {
            h += Double((rowCount + sectionSize - 1) / sectionSize) * Self.sectionHeaderHeight
        }
        if showsLoadingFooter { h += 56 }
        return h
    }

    /// The top of row `i` in content coordinates.
    public func rowTop(_ i: Int) -> Double {
        var y = heights.top(i)
        if let sections {
            y += Double(sections.index(ofRow: i) + 1) * Self.sectionHeaderHeight
        } else if sectionSize > 0 {
            y += Double(i / sectionSize + 1) * Self.sectionHeaderHeight
        }
        return y
    }

    /// Row `i`'s frame in content coordinates: between the side insets, from its top, its height.
    public func rowFrame(_ i: Int) -> Rect {
        Rect(x: safeInsets.left, y: rowTop(i), width: frame.width - safeInsets.left - safeInsets.right, height: heights.height(i))
    }

    /// Indices of the rows that intersect the visible bounds (two binary searches: O(log rows)).
    public var visibleRows: Range<Int> {
        guard rowCount > 0 else { return 0..<0 }
        let top = boundsOrigin.y
        let bottom = top + frame.height
        // First row whose bottom is below the top edge; first row whose top is at or below the bottom.
        func firstRow(where predicate: (Int) -> Bool) -> Int {
            var lo = 0
            var hi = rowCount
            while lo < hi {
                let mid = (lo + hi) / 2
                if predicate(mid) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let first = firstRow { rowTop($0) + heights.height($0) > top }
        let last = firstRow { rowTop($0) >= bottom }
        return first < last ? first..<last : 0..<0
    }

    public func isCarouselRow(_ i: Int) -> Bool { carouselEvery > 0 && (i + 1) % carouselEvery == 0 }

    public override func draw(into list: inout DisplayList) {
        let inner = Rect(x: safeInsets.left, y: 0, width: frame.width - safeInsets.left - safeInsets.right, height: frame.height)
        if rowCount == 0 {
            list.text(
                emptyText, in: Rect(x: inner.minX, y: 40 - boundsOrigin.y, width: inner.width, height: 24), size: 15, Theme.secondaryText,
                alignment: .center)
            return
        }
        let rows = visibleRows
        list.translated(dx: 0, dy: -boundsOrigin.y) { list in
            for i in rows where !isCarouselRow(i) {
                let r = rowFrame(i)
                let (x, y, w, rowHeight) = (r.minX, r.minY, r.width, r.height)
                let colour = Theme.palette[i % Theme.palette.count]
                let thumb = min(44, rowHeight - 16)
                let ty = y + (rowHeight - thumb) / 2
                list.roundedRect(Rect(x: x + 16, y: ty, width: thumb, height: thumb), radius: 10, colour)
                // A row whose text lies wholly outside what can show (its edge just scrolled in, or
                // its page is still beside the screen) shows no text yet: its strings are made in the
                // frame its text first shows.
                let textTop = y + rowHeight / 2 - 22
                if list.visibleRect.intersects(Rect(x: x + 72, y: textTop, width: w - 88, height: 43)) {
                    let texts = rowTexts.texts(
                        row: i + rowNumberBase, rowCount: numberedCount ?? rowCount, height: Int(rowHeight), rowTitle: rowTitle,
                        generation: generation)
                    list.text(texts.title, in: Rect(x: x + 72, y: textTop, width: w - 88, height: 22), size: 16, Theme.text, weight: .bold)
                    list.text(
                        texts.subtitle, in: Rect(x: x + 72, y: y + rowHeight / 2 + 1, width: w - 88, height: 20), size: 13,
                        Theme.secondaryText)
                }
                // The separator starts under the text and runs to the edge.
                list.fill(Rect(x: x + 72, y: y + rowHeight - 0.5, width: frame.width - x - 72, height: 0.5), Theme.separator)
            }
            if showsLoadingFooter {
                let y = contentHeight - 56
                list.text(
                    "Loading more…", in: Rect(x: inner.minX, y: y, width: inner.width, height: 56), size: 14, Theme.secondaryText,
                    alignment: .center)
            }
        }
    }

    /// Section headers draw after the rows and carousels, so a stuck header covers them.
    public override func drawOverSubviews(into list: inout DisplayList) {
        if let sections { return drawSectionHeaders(sections, into: &list) }
        guard sectionSize > 0, rowCount > 0 else { return }
        let rows = visibleRows
        guard !rows.isEmpty else { return }
        let top = boundsOrigin.y
        let h = Self.sectionHeaderHeight
        do {
            var section = rows.lowerBound / sectionSize
            while section * sectionSize < rows.upperBound {
                let natural = rowTop(section * sectionSize) - h
                let nextTop = section * sectionSize + sectionSize < rowCount ? rowTop((section + 1) * sectionSize) - h : .infinity
                // Sticks at the top until the next section's header pushes it up.
                let y = max(natural, min(top, nextTop - h)) - top
                list.fill(Rect(x: 0, y: y, width: frame.width, height: h), Color(hex: 0xE5E5EA))
                let title = Rect(x: safeInsets.left + 16, y: y, width: frame.width - safeInsets.left - safeInsets.right - 32, height: h)
                list.text("Section \(section + 1)", in: title, size: 13, Theme.secondaryText, weight: .bold)
                section += 1
            }
        }
    }

    /// The headers of titled sections: each sticks at the top until the next one pushes it up.
    private func drawSectionHeaders(_ sections: ListSections, into list: inout DisplayList) {
        let rows = visibleRows
        guard rowCount > 0, !rows.isEmpty else { return }
        let top = boundsOrigin.y
        let h = Self.sectionHeaderHeight
        func sectionTop(_ k: Int) -> Double { heights.top(sections.starts[k]) + Double(k) * h }
        var k = sections.index(ofRow: rows.lowerBound)
        // An empty section before the first visible row shares its start: begin at the first of those.
        while k > 0 && sections.starts[k - 1] == sections.starts[k] { k -= 1 }
        while k < sections.count && sectionTop(k) < top + frame.height {
            let nextTop = k + 1 < sections.count ? sectionTop(k + 1) : .infinity
            let y = max(sectionTop(k), min(top, nextTop - h)) - top
            list.fill(Rect(x: 0, y: y, width: frame.width, height: h), Color(hex: 0xE5E5EA))
            let title = Rect(x: safeInsets.left + 16, y: y, width: frame.width - safeInsets.left - safeInsets.right - 32, height: h)
            list.text(sections.title(k), in: title, size: 13, Theme.secondaryText, weight: .bold)
            k += 1
        }
    }
}
