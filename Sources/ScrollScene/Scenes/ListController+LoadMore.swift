import ScrollCore

/// Load more (`loadMoreBatch`): rows are appended while the content shown, or a fling's landing,
/// lies within `loadMoreMargin` of the end.
extension ListController {
    /// Points before the end at which more rows are appended.
    static let loadMoreMargin = 600.0

    /// Appends batches until `sv`'s offset — and, at a release, the landing of the fling it starts —
    /// lies `loadMoreMargin` before the end (or the rows reach `loadMoreLimit`).
    ///
    /// As many batches as needed at once, never one per `didScroll`: one per callback made the rows
    /// depend on how many ticks ran (a drag far past the end ended 247 pt apart at 60 and 120 Hz,
    /// #26). At the release (`willBeginDecelerating`, an event time) the rows the fling will need are
    /// appended before it moves, so it is planned once against its final range and no tick changes it.
    func loadMore(_ sv: ScrollView, batch: Int, after event: ScrollEvent) {
        guard !appending else { return }
        var reach = sv.contentOffset.y
        switch event {
        case .didScroll: break
        case .willBeginDecelerating:
            if let (sim, _) = sv.simulation(.vertical), case .momentum(let fling) = sim {
                let landing = fling.fling.finalPosition
                if landing.isFinite { reach = max(reach, landing) }
            }
        default: return
        }
        appending = true
        defer { appending = false }
        while max(reach, sv.contentOffset.y) > sv.maxOffset(.vertical) - Self.loadMoreMargin && list.rowCount < Self.loadMoreLimit {
            list.rowCount = min(list.rowCount + batch, Self.loadMoreLimit)
            sv.contentSize = Size(width: sv.contentSize.width, height: list.contentHeight)
        }
    }
}
