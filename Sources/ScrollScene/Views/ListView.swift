import ScrollCore

/// A vertical list of fixed-height rows, virtualised: drawing cost follows the visible rows, never
/// the total. `boundsOrigin.y` is the list's content offset (negative while its top overscrolls).
/// Optional: sticky section headers every `sectionSize` rows; rows that are carousels (subviews, drawn
/// by themselves); a "Loading more…" footer.
public final class ListView: View {
    public var rowCount: Int
    public var rowHeight: Double
    public var rowTitle: String
    /// Text shown when the list has no rows.
    public var emptyText = "Nothing here yet"
    /// Rows per section (0: no sections). Sections have a 28 pt header that sticks at the top.
    public var sectionSize = 0
    public static let sectionHeaderHeight = 28.0
    /// Every n-th row (1-based: rows n, 2n, …) is a carousel subview rather than a drawn row.
    public var carouselEvery = 0
    public var showsLoadingFooter = false

    public init(id: String, rowCount: Int, rowHeight: Double, rowTitle: String, frame: Rect) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.rowTitle = rowTitle
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
        clipsToBounds = true
    }

    /// Content height, points (rows, section headers and footer).
    public var contentHeight: Double {
        var h = Double(rowCount) * rowHeight
        if sectionSize > 0 { h += Double((rowCount + sectionSize - 1) / sectionSize) * Self.sectionHeaderHeight }
        if showsLoadingFooter { h += 56 }
        return h
    }

    /// The top of row `i` in content coordinates.
    public func rowTop(_ i: Int) -> Double {
        var y = Double(i) * rowHeight
        if sectionSize > 0 { y += Double(i / sectionSize + 1) * Self.sectionHeaderHeight }
        return y
    }

    /// Indices of the rows that intersect the visible bounds.
    public var visibleRows: Range<Int> {
        guard rowCount > 0, rowHeight > 0 else { return 0..<0 }
        let top = boundsOrigin.y, bottom = top + frame.height
        let stride = rowHeight + (sectionSize > 0 ? Self.sectionHeaderHeight / Double(sectionSize) : 0)
        let first = max(0, Int((top / stride).rounded(.down)) - 1)
        let last = min(rowCount, Int((bottom / rowHeight).rounded(.up)) + 1)
        var lo = first, hi = last
        while lo < hi && rowTop(lo) + rowHeight <= top { lo += 1 }
        while hi > lo && rowTop(hi - 1) >= bottom { hi -= 1 }
        return lo < hi ? lo..<hi : 0..<0
    }

    public func isCarouselRow(_ i: Int) -> Bool { carouselEvery > 0 && (i + 1) % carouselEvery == 0 }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        if rowCount == 0 {
            list.text(emptyText, in: Rect(x: 0, y: 40 - boundsOrigin.y, width: w, height: 24), size: 15, Theme.secondaryText, alignment: .center)
            return
        }
        let rows = visibleRows
        list.translated(dx: 0, dy: -boundsOrigin.y) { list in
            for i in rows where !isCarouselRow(i) {
                let y = rowTop(i)
                let colour = Theme.palette[i % Theme.palette.count]
                let thumb = min(44, rowHeight - 16)
                let ty = y + (rowHeight - thumb) / 2
                list.roundedRect(Rect(x: 16, y: ty, width: thumb, height: thumb), radius: 10, colour)
                list.text("\(rowTitle) \(i + 1)", in: Rect(x: 72, y: y + rowHeight / 2 - 22, width: w - 88, height: 22), size: 16, Theme.text, weight: .bold)
                list.text("Row \(i + 1) of \(rowCount) · \(Int(rowHeight)) pt", in: Rect(x: 72, y: y + rowHeight / 2 + 1, width: w - 88, height: 20), size: 13, Theme.secondaryText)
                list.fill(Rect(x: 72, y: y + rowHeight - 0.5, width: w - 72, height: 0.5), Theme.separator)
            }
            if showsLoadingFooter {
                let y = contentHeight - 56
                list.text("Loading more…", in: Rect(x: 0, y: y, width: w, height: 56), size: 14, Theme.secondaryText, alignment: .center)
            }
        }
    }

    /// Section headers draw after the rows and carousels, so a stuck header covers them.
    public override func drawOverSubviews(into list: inout DisplayList) {
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
                list.text("Section \(section + 1)", in: Rect(x: 16, y: y, width: frame.width - 32, height: h), size: 13, Theme.secondaryText, weight: .bold)
                section += 1
            }
        }
    }
}
