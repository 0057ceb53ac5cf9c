/// A list's row texts (title and subtitle lines), made once per row while the row stays on screen.
/// Building them in every frame cost two heap strings per visible row per frame — most of the bench's
/// `allocs_per_frame` (docs/PERFORMANCE.md); now only a row that scrolls in makes its strings.
///
/// Fixed slots indexed by row number modulo the capacity: no dictionary growth, no eviction pass.
/// A slot remembers what its strings were made from, so a changed row count, height or title is
/// never shown stale (nor an old reload generation).
struct RowTextCache {
    private struct Slot {
        var row = -1
        var rowCount = 0
        var height = 0
        var generation = 0
        var title = ""
        var subtitle = ""
    }

    private var slots: [Slot]
    /// The list title the slots were made with (a change empties every slot).
    private var rowTitle = ""

    /// `capacity` slots: more than a list ever shows rows at once.
    init(capacity: Int = 64) {
        slots = Array(repeating: Slot(), count: max(1, capacity))
    }

    /// Row `row`'s title ("Posts 12") and subtitle ("Row 12 of 120 · 64 pt", plus " · reload 2" after
    /// reloads).
    mutating func texts(row: Int, rowCount: Int, height: Int, rowTitle: String, generation: Int) -> (title: String, subtitle: String) {
        if rowTitle != self.rowTitle {
            self.rowTitle = rowTitle
            for k in slots.indices { slots[k].row = -1 }
        }
        let k = row % slots.count
        let s = slots[k]
        if s.row == row && s.rowCount == rowCount && s.height == height && s.generation == generation { return (s.title, s.subtitle) }
        let made = Slot(
            row: row, rowCount: rowCount, height: height, generation: generation, title: "\(rowTitle) \(row + 1)",
            subtitle: "Row \(row + 1) of \(rowCount) · \(height) pt" + (generation > 0 ? " · reload \(generation)" : ""))
        slots[k] = made
        return (made.title, made.subtitle)
    }
}
