import ScrollCore

/// The nested pager `appTechnique.tree.nestedPager` asks for: page P of the pager holds its own
/// horizontal paging scroll view (`page.P.pager`) of lists — the page's own list first, then
/// `page.P.page.K.list` — its pan on it, innermost of the two pagers'.
extension TechniqueController {
    /// Moves page P's list into a pager of its own at the page's place in `pager`, adds the nested
    /// lists beside it, and their scroll views (the nested pager's, then its lists') after the others'.
    func buildNestedPager(in pager: View) {
        let views = program.views
        guard let p = views.nestedPage else { return }
        let size = lists[p].frame.size
        let inner = View(id: "page.\(p).pager", frame: Rect(x: Double(p) * size.width, y: 0, width: size.width, height: size.height))
        inner.clipsToBounds = true
        lists[p].frame.origin = .zero
        inner.addSubview(lists[p])
        let page = definition.techniquePage(p)
        for k in 1..<views.nestedCount {
            let l = ListView(
                id: "page.\(p).page.\(k).list", rowCount: page.rows, heights: definition.resolvedRowHeights,
                rowTitle: "\(lists[p].rowTitle) (\(k + 1))",
                frame: Rect(x: Double(k) * size.width, y: 0, width: size.width, height: size.height))
            l.safeInsets = lists[p].safeInsets
            inner.addSubview(l)
            nestedLists.append(l)
        }
        pager.addSubview(inner)
        nestedPagerView = inner
        let model = ScrollView(
            id: inner.id, boundsSize: size, contentSize: Size(width: Double(views.nestedCount) * size.width, height: size.height))
        model.isPagingEnabled = true
        model.bounces = definition.bounces ?? true
        scrollViews.append(model)
        for l in nestedLists {
            let sv = ScrollView(id: l.id, boundsSize: size, contentSize: Size(width: size.width, height: l.contentHeight))
            sv.bounces = definition.bounces ?? true
            sv.alwaysBounceVertical = sv.bounces
            scrollViews.append(sv)
        }
    }

    /// The nested pager's and its lists' offsets as their bounds.
    func layOutNestedPager() {
        guard let n = program.views.nestedPager else { return }
        nestedPagerView?.boundsOrigin = Point(x: scrollViews[n].contentOffset.x, y: 0)
        for (k, l) in nestedLists.enumerated() { l.boundsOrigin = scrollViews[n + 1 + k].contentOffset }
    }

    /// The scroll view index of the list shown on page `page`: the nested pager's shown list on its page.
    func shownList(page: Int) -> Int {
        let views = program.views
        guard page == views.nestedPage, let n = views.nestedPager else { return views.list(page) }
        let k = Int(saturating: (scrollViews[n].contentOffset.x / max(1, viewport.width)).rounded())
        return views.nestedList(min(max(0, k), views.nestedCount - 1))
    }
}
