import ScrollCore

/// The tree `appTechnique.tree` asks for (`TechniqueViews`): the pages' lists, side by side in a
/// horizontal paging scroll view (`pager`) when there are two or more, and a paging banner in the
/// header (`carousel`).
extension TechniqueController {
    /// One list per page, `page.N.list`, as tall as the area under the strip; rows from `pages[N]`
    /// (else the first page's, else 100).
    static func makeLists(_ def: SceneDefinition, views: TechniqueViews, size: Size, safeArea: EdgeInsets) -> [ListView] {
        (0..<views.pageCount).map { i in
            let page = def.techniquePage(i)
            let titles = def.tabStrip?.titles ?? []
            let l = ListView(
                id: "page.\(i).list", rowCount: page.rows, heights: def.resolvedRowHeights,
                rowTitle: page.rowTitle ?? (i < titles.count ? titles[i] : "Row"),
                frame: Rect(x: Double(i) * size.width, y: 0, width: size.width, height: size.height))
            l.safeInsets = EdgeInsets(left: safeArea.left, right: safeArea.right)
            return l
        }
    }

    /// The carousel's height: 120 pt, less in a header too short for it.
    static let carouselHeight = 120.0

    /// Adds the lists (in the pager when there is one), the header, the strip and the carousel to the
    /// content, and the pager's and the carousel's scroll views after the lists'.
    func buildTree(safeArea: EdgeInsets) {
        let w = viewport.width
        if let p = program.views.pager {
            let size = lists[0].frame.size
            let pager = View(id: "pager", frame: Rect(origin: .zero, size: size))
            pager.clipsToBounds = true
            for l in lists { pager.addSubview(l) }
            content.addSubview(pager)
            pagerView = pager
            let model = ScrollView(id: "pager", boundsSize: size, contentSize: Size(width: Double(lists.count) * w, height: size.height))
            model.isPagingEnabled = true
            model.bounces = definition.bounces ?? true
            scrollViews.append(model)
            assert(scrollViews.count == p + 1)
        } else {
            content.addSubview(lists[0])
        }
        content.addSubview(header)
        content.addSubview(strip)
        if let c = program.views.carousel {
            let h = max(1, min(Self.carouselHeight, headerHeight - safeArea.top - 16))
            let v = CarouselView(id: "carousel", banners: 5, inset: 16, frame: Rect(x: 0, y: safeArea.top + 8, width: w, height: h))
            header.addSubview(v)
            carouselView = v
            let model = ScrollView(id: "carousel", boundsSize: v.frame.size, contentSize: Size(width: v.contentWidth, height: h))
            model.isPagingEnabled = true
            scrollViews.append(model)
            assert(scrollViews.count == c + 1)
        }
        if let pagerView { buildNestedPager(in: pagerView) }
        buildRowCarousels()
    }
}
