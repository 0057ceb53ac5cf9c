/// Where a plot's legend entries go: rows above the plot area, each row right-aligned, series in
/// reading order (left to right, then the next row). The first row shares its line with the title and
/// starts only after the title's end; entries that do not fit wrap into further rows, which the plot
/// moves down for (`extraHeight`). So the legend never overlaps the title, nor itself, however many
/// series there are.
///
/// Text widths are estimates (no font metrics in an SVG writer): `legendCharWidth` and
/// `titleCharWidth` pixels a character at the style sheet's 11 px, on the generous side.
public struct PlotLegend: Equatable, Sendable {
    /// One entry: its swatch starts at `x` (the name at `x + 20`), `width` including the gap after it.
    public struct Entry: Equatable, Sendable {
        public var x: Double
        public var row: Int
        public var width: Double
    }

    /// In series order.
    public var entries: [Entry]
    public var rows: Int

    public static let rowHeight = 16.0
    /// The first row's swatch line and text baseline (a row `rowHeight` lower each).
    public static let swatchY = 10.0
    public static let baseline = 14.0
    public static let legendCharWidth = 6.6
    public static let titleCharWidth = 7.0
    /// Room kept between the title's end and the first row's first entry.
    public static let titleGap = 16.0

    /// An entry's width: a 16 px swatch, 4 px, the name, 6 px before the next entry.
    public static func entryWidth(_ name: String) -> Double { Double(name.count) * legendCharWidth + 26 }

    /// - Parameters:
    ///   - title: the text drawn at `left` on the first row.
    ///   - left, right: the horizontal extent the legend may use (the title starts at `left`).
    public init(names: [String], title: String, left: Double, right: Double) {
        let titleEnd = left + Double(title.count) * Self.titleCharWidth + Self.titleGap
        var rowsOfEntries: [[(index: Int, width: Double)]] = [[]]
        var room = right - titleEnd
        for (i, name) in names.enumerated() {
            let w = Self.entryWidth(name)
            // A row takes an entry while it fits; a row with nothing yet takes it anyway, unless it is
            // the title's row (the entry then starts the next row, with the whole width).
            let isTitleRow = rowsOfEntries.count == 1
            if w > room && !(rowsOfEntries[rowsOfEntries.count - 1].isEmpty && !isTitleRow) {
                rowsOfEntries.append([])
                room = right - left
            }
            rowsOfEntries[rowsOfEntries.count - 1].append((i, w))
            room -= w
        }
        var placed = [Entry](repeating: Entry(x: 0, row: 0, width: 0), count: names.count)
        for (row, items) in rowsOfEntries.enumerated() {
            var x = right - items.reduce(0) { $0 + $1.width }
            for item in items {
                placed[item.index] = Entry(x: x, row: row, width: item.width)
                x += item.width
            }
        }
        entries = placed
        // An empty title row (everything wrapped) still holds the title.
        rows = rowsOfEntries.count
    }

    /// How much lower the plot area starts than with a one-row legend, pixels.
    public var extraHeight: Double { Double(max(0, rows - 1)) * Self.rowHeight }
}
