import ScrollCore

/// The row carousels `appTechnique.tree.rowCarousel` asks for: a horizontal collection view in a row of
/// a list (`UICollectionView` in a `UITableViewCell`), a subview of the list at the row's frame, so it
/// moves with the list's offset; its own free-scrolling scroll view and pan, after every other view's.
extension TechniqueController {
    /// Tiles in a row carousel (120 pt each, as a nested page's carousel rows).
    static let rowCarouselTiles = 12

    /// Adds a carousel to the row of each list `TechniqueViews.rowCarouselPages` names, and its scroll view.
    func buildRowCarousels() {
        let views = program.views
        guard let row = views.carouselRow else { return }
        let paging = definition.appTechnique?.tree?.rowCarousel?.isPagingEnabled ?? false
        for p in views.rowCarouselPages {
            let l = lists[p]
            let id = "page.\(p).list.row.\(row).carousel"
            let v = CarouselView(id: id, tiles: Self.rowCarouselTiles, frame: l.rowFrame(row))
            l.addSubview(v)
            rowCarouselViews.append(v)
            let model = ScrollView(id: id, boundsSize: v.frame.size, contentSize: Size(width: v.contentWidth, height: v.frame.height))
            model.isPagingEnabled = paging
            model.bounces = definition.bounces ?? true
            scrollViews.append(model)
        }
        assert(scrollViews.count == views.names.count)
    }

    /// Each row carousel's content offset as its bounds.
    func layOutRowCarousels() {
        let first = program.views.firstRowCarousel
        for (k, v) in rowCarouselViews.enumerated() { v.boundsOrigin = Point(x: scrollViews[first + k].contentOffset.x, y: 0) }
    }

    /// The row carousels on screen, for the overlays: each where its row is now.
    func rowCarouselInfos() -> [ScrollViewInfo] {
        let screen = Rect(origin: .zero, size: viewport)
        let first = program.views.firstRowCarousel
        return rowCarouselViews.enumerated().compactMap { k, v in
            let f = v.frameInRoot.intersection(screen)
            return f.width > 0 && f.height > 0 ? ScrollViewInfo(scrollViews[first + k], frame: f, axis: .horizontal) : nil
        }
    }
}
