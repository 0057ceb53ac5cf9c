import ScrollCore

/// Building a nested page's parts from its scene definition (docs/SCENES.md's fields).
extension NestedPageController {
    /// The scene file's nesting fields as a policy value; absent fields keep the policy's defaults.
    static func policy(for def: SceneDefinition) -> NestedPagePolicy {
        var policy = NestedPagePolicy()
        policy.headerIsFixed = def.header?.fixed ?? false
        policy.refresh = def.refresh ?? .none
        policy.bounces = def.bounces ?? true
        policy.preload = def.preload ?? []
        policy.keepsContentScrollPosition = def.keepsContentScrollPosition ?? true
        policy.extendsShortListScrollRange = def.extendsShortListScrollRange ?? true
        policy.headerDragInertia = def.headerDragInertia ?? true
        policy.headerDragPages = def.headerDragPages ?? false
        policy.snapThreshold = def.header?.snapThreshold
        policy.headerReturns = def.header?.quickReturn ?? false
        policy.loadDelay = def.loadDelay ?? 0
        if let v = def.refreshThreshold { policy.refreshThreshold = v }
        if let v = def.refreshHold { policy.refreshHoldHeight = v }
        if let v = def.refreshDuration { policy.refreshDuration = v }
        return policy
    }

    /// The page a back swipe reveals (`backGesture`): a plain list under the bars.
    static func previousPage(top: Double, viewport: Size) -> ListView {
        ListView(
            id: "previous", rowCount: 30, rowHeight: 60, rowTitle: "Message",
            frame: Rect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
    }

    /// An in-list refresh control above each list's content (refresh placed in the list).
    static func addRefreshControls(to lists: [ListView], width: Double) -> [RefreshControlView] {
        lists.enumerated().map { i, l in
            let r = RefreshControlView(id: "page.\(i).refresh")
            r.frame = Rect(x: 0, y: -64, width: width, height: 64)
            l.addSubview(r)
            return r
        }
    }

    /// The strip between the safe area's sides, its background to the screen's edges.
    static func stripView(_ s: SceneDefinition.TabStrip, width: Double, sides: EdgeInsets) -> TabStripView {
        let v = TabStripView(
            titles: s.titles, style: s.style ?? .default,
            frame: Rect(x: sides.left, y: 0, width: width - sides.left - sides.right, height: s.height))
        v.backgroundBleed = sides
        return v
    }

    static func headerView(_ h: SceneDefinition.Header, title: String, width: Double, id: String = "header") -> HeaderView {
        let hv = HeaderView(
            id: id, title: h.title ?? title, subtitle: h.subtitle ?? "", frame: Rect(x: 0, y: 0, width: width, height: h.height))
        hv.zoom = h.zoom ?? false
        hv.lines = h.lines ?? []
        hv.button = h.button
        hv.avatarSize = h.avatar?.size ?? 64
        hv.avatarPosition = h.avatar?.position ?? .left
        hv.image = h.image
        return hv
    }

    /// One list per page; their content heights (rows, with carousels a row each) size the nested page.
    static func pageLists(for def: SceneDefinition) -> [ListView] {
        let pageDefs = def.pages ?? [SceneDefinition.Page(rows: 100)]
        let titles = def.tabStrip?.titles ?? []
        return pageDefs.enumerated().map { i, p in
            let l = ListView(
                id: "page.\(i).list", rowCount: p.rows, heights: def.rowHeights(ofPage: i),
                rowTitle: p.rowTitle ?? (i < titles.count ? titles[i] : "Row"), frame: .zero)
            l.carouselEvery = p.rows <= 2000 ? (p.carouselEvery ?? 0) : 0
            l.sectionSize = def.sectionSize ?? 0
            if let s = p.sections { l.sections = ListSections(s.map { ($0.title, $0.rows) }) }
            if let e = p.empty { l.emptyText = e }
            return l
        }
    }

    /// A tap on the header's button logs `headerButton` (state `events`, id `header.button`). Only a
    /// header with a button has the recognizer, so every other scene's arena is as before.
    func wireHeaderButton(_ header: HeaderView) {
        let tap = TapGestureRecognizer(name: "header.button.tap")
        tap.onAction { [unowned self, unowned header] g in
            guard g.state == .recognized, let button = header.buttonFrame else { return }
            let origin = Point(x: header.frame.minX + self.container.frame.minX, y: header.frame.minY + self.container.frame.minY)
            let p = Point(x: g.location.x - origin.x, y: g.location.y - origin.y)
            guard button.contains(p) else { return }
            self.detailEvents.append(SceneState.Event(t: self.now, name: "headerButton", page: nil, id: "header.button"))
        }
        header.addGestureRecognizer(tap)
    }
}
