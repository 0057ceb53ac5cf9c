import ScrollCore

/// A vertical list of fixed-height rows, virtualised: drawing cost follows the visible rows, never
/// the total. `boundsOrigin.y` is the list's content offset.
public final class ListView: View {
    public var rowCount: Int
    public var rowHeight: Double
    public var rowTitle: String
    /// Text shown when the list has no rows.
    public var emptyText = "Nothing here yet"

    public init(id: String, rowCount: Int, rowHeight: Double, rowTitle: String, frame: Rect) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.rowTitle = rowTitle
        super.init(id: id, frame: frame)
        backgroundColor = Theme.surface
        clipsToBounds = true
    }

    public var contentHeight: Double { Double(rowCount) * rowHeight }

    /// Indices of the rows that intersect the visible bounds.
    public var visibleRows: Range<Int> {
        guard rowCount > 0, rowHeight > 0 else { return 0..<0 }
        let top = boundsOrigin.y, bottom = top + frame.height
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let last = min(rowCount, Int((bottom / rowHeight).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }

    public override func draw(into list: inout DisplayList) {
        let w = frame.width
        if rowCount == 0 {
            list.text(emptyText, in: Rect(x: 0, y: 40, width: w, height: 24), size: 15, Theme.secondaryText, alignment: .center)
            return
        }
        list.translated(dx: 0, dy: -boundsOrigin.y) { list in
            for i in visibleRows {
                let y = Double(i) * rowHeight
                let colour = Theme.palette[i % Theme.palette.count]
                let thumb = min(44, rowHeight - 16)
                let ty = y + (rowHeight - thumb) / 2
                list.roundedRect(Rect(x: 16, y: ty, width: thumb, height: thumb), radius: 10, colour)
                list.text("\(rowTitle) \(i + 1)", in: Rect(x: 72, y: y + rowHeight / 2 - 22, width: w - 88, height: 22), size: 16, Theme.text, weight: .bold)
                list.text("Row \(i + 1) of \(rowCount) · \(Int(rowHeight)) pt", in: Rect(x: 72, y: y + rowHeight / 2 + 1, width: w - 88, height: 20), size: 13, Theme.secondaryText)
                list.fill(Rect(x: 72, y: y + rowHeight - 0.5, width: w - 72, height: 0.5), Theme.separator)
            }
        }
    }
}
