import ScrollCore

/// A scene definition read from a `JSONValue`, field by field (absent optionals stay nil; `pages[].rows`
/// defaults to the sum of its sections): the one reader of the scene model, on both targets
/// (`SceneDefinition.json` is the one writer). It does not validate: files reach it checked
/// (`SceneCatalog.parse`, the field table).
extension SceneDefinition {
    /// Nil when a required field is missing or has the wrong type.
    public init?(json: JSONValue) {
        guard let o = json.object, let id = o.text("id"), let title = o.text("title") else { return nil }
        self.init(id: id, title: title)
        order = o.int("order")
        if let k = o.text("kind") {
            guard let kind = Kind(rawValue: k) else { return nil }
            self.kind = kind
        }
        if let h = o["header"] {
            guard let header = Header(json: h) else { return nil }
            self.header = header
        }
        if let t = o["tabStrip"]?.object {
            guard let height = t.number("height"), let titles = t.texts("titles") else { return nil }
            var style: TabStripView.Style?
            if let n = t.text("style") {
                guard let v = TabStripView.Style(rawValue: n) else { return nil }
                style = v
            }
            tabStrip = TabStrip(height: height, titles: titles, style: style)
        }
        if let ps = o["pages"]?.array {
            var out: [Page] = []
            for p in ps {
                guard let page = Page(json: p) else { return nil }
                out.append(page)
            }
            pages = out
        }
        readNumbers(o)
        readFlags(o)
        if let bs = o["bottomInsets"]?.array {
            bottomInsets = bs.compactMap {
                $0.object.flatMap { b in b.number("height").map { BottomInset(height: $0, title: b.text("title")) } }
            }
        }
        if let s = o["selfSizing"]?.object {
            guard let h = s.number("estimatedHeight") else { return nil }
            selfSizing = SelfSizing(estimatedHeight: h, startRow: s.int("startRow"), anchoring: s.flag("anchoring"))
        }
        guard readTechniqueAndLists(o) else { return nil }
        assertions = o["assertions"]?.array
        if let p = o["outerPager"] {
            guard let outer = OuterPager(json: p) else { return nil }
            outerPager = outer
        }
    }

    /// The app technique and the list and pager scenes' objects (`chat`, `quickReturn`, `pagerLock`,
    /// `pagerCarousel`); false when
    /// one has the wrong shape.
    private mutating func readTechniqueAndLists(_ o: [String: JSONValue]) -> Bool {
        techniqueFile = o.text("techniqueFile")
        if let t = o["appTechnique"] {
            guard let technique = AppTechnique(json: t) else { return false }
            appTechnique = technique
        }
        if let c = o["chat"] {
            guard let chat = Chat(json: c) else { return false }
            self.chat = chat
        }
        if let q = o["quickReturn"] {
            guard let bar = QuickReturn(json: q) else { return false }
            quickReturn = bar
        }
        if let t = o["contentTouches"] {
            guard let touches = ContentTouches(json: t) else { return false }
            contentTouches = touches
        }
        stretchHeader = o["stretchHeader"].flatMap { StretchHeader(json: $0) }
        if o["stretchHeader"] != nil && stretchHeader == nil { return false }
        if let l = o["pagerLock"] {
            guard let lock = PagerLock(json: l) else { return false }
            pagerLock = lock
        }
        pagerCarousel = o["pagerCarousel"].flatMap { PagerCarousel(json: $0) }
        if o["pagerCarousel"] != nil && pagerCarousel == nil { return false }
        return true
    }

    private mutating func readNumbers(_ o: [String: JSONValue]) {
        rows = o.int("rows")
        rowHeight = o.number("rowHeight")
        rowHeights = o.numbers("rowHeights")
        refresh = o.text("refresh").flatMap { NestedPagePolicy.RefreshPlacement(rawValue: $0) }
        refreshThreshold = o.number("refreshThreshold")
        refreshHold = o.number("refreshHold")
        refreshDuration = o.number("refreshDuration")
        stickyOffset = o.number("stickyOffset")
        preload = o.numbers("preload").map { $0.map { Int($0) } }
        initialPage = o.int("initialPage")
        snapInterval = o.number("snapInterval")
        sectionSize = o.int("sectionSize")
        loadMoreBatch = o.int("loadMoreBatch")
        feel = o.text("feel")
        loadDelay = o.number("loadDelay")
        technique = o.text("technique").flatMap { GalleryTechnique(rawValue: $0) }
        wrongTechnique = o.text("wrongTechnique").flatMap { NestedPageTechnique(rawValue: $0) }
        contentInsetAdjustmentBehavior = o.text("contentInsetAdjustmentBehavior").flatMap { ContentInsetAdjustment(rawValue: $0) }
        edgePolicy = o.text("edgePolicy").flatMap { PhotoEdgePolicy(rawValue: $0) }
    }

    private mutating func readFlags(_ o: [String: JSONValue]) {
        navigationBar = o.flag("navigationBar")
        bottomTabBar = o.flag("bottomTabBar")
        homeIndicator = o.flag("homeIndicator")
        bounces = o.flag("bounces")
        keepsContentScrollPosition = o.flag("keepsContentScrollPosition")
        extendsShortListScrollRange = o.flag("extendsShortListScrollRange")
        headerDragInertia = o.flag("headerDragInertia")
        headerDragPages = o.flag("headerDragPages")
        backGesture = o.flag("backGesture")
        dependsOnNeverFailing = o.flag("dependsOnNeverFailing")
    }
}

extension SceneDefinition.Header {
    init?(json: JSONValue) {
        guard let o = json.object, let height = o.number("height") else { return nil }
        self.init(height: height)
        title = o.text("title")
        subtitle = o.text("subtitle")
        zoom = o.flag("zoom")
        fixed = o.flag("fixed")
        alternateHeights = o.numbers("alternateHeights")
        lines = o.texts("lines")
        button = o.text("button")
        if let a = o["avatar"]?.object {
            avatar = SceneDefinition.Avatar(
                size: a.number("size"), position: a.text("position").flatMap { HeaderView.AvatarPosition(rawValue: $0) })
        }
        image = o.text("image")
        snapThreshold = o.number("snapThreshold")
        quickReturn = o.flag("quickReturn")
        if let b = o.flag("carousel") {
            carousel = SceneDefinition.Carousel(isShown: b)
        } else if let c = o["carousel"]?.object {
            carousel = SceneDefinition.Carousel(
                count: c.int("count"), height: c.number("height"), fullWidth: c.flag("fullWidth"),
                autoScrollInterval: c.number("autoScrollInterval"))
        }
    }
}

extension SceneDefinition.OuterPager {
    init?(json: JSONValue) {
        guard let o = json.object, let headerHeight = o.number("headerHeight"), let stripHeight = o.number("stripHeight"),
            let titles = o.texts("titles"), let nestedPage = o.int("nestedPage")
        else { return nil }
        self.init(
            headerHeight: headerHeight, title: o.text("title"), stripHeight: stripHeight, titles: titles, nestedPage: nestedPage,
            rows: o.int("rows"), initialPage: o.int("initialPage"), handoff: o.flag("handoff"))
    }
}

extension SceneDefinition.Page {
    init?(json: JSONValue) {
        guard let o = json.object else { return nil }
        var sections: [SceneDefinition.Section]?
        if let ss = o["sections"]?.array {
            sections = ss.compactMap {
                $0.object.flatMap { s in s.int("rows").map { SceneDefinition.Section(title: s.text("title"), rows: $0) } }
            }
        }
        guard let rows = o.int("rows") ?? sections.map({ $0.reduce(0) { $0 + $1.rows } }) else { return nil }
        self.init(rows: rows, rowTitle: o.text("rowTitle"), carouselEvery: o.int("carouselEvery"))
        rowHeights = o.numbers("rowHeights")
        self.sections = sections
        empty = o.text("empty")
    }
}

extension [String: JSONValue] {
    fileprivate func text(_ k: String) -> String? {
        if case .string(let s)? = self[k] { return s }
        return nil
    }
    fileprivate func number(_ k: String) -> Double? {
        if case .number(let n)? = self[k] { return n }
        return nil
    }
    fileprivate func int(_ k: String) -> Int? { number(k).flatMap { Int(exactly: $0) } }
    fileprivate func flag(_ k: String) -> Bool? {
        if case .bool(let b)? = self[k] { return b }
        return nil
    }
    fileprivate func numbers(_ k: String) -> [Double]? {
        guard case .array(let a)? = self[k] else { return nil }
        return a.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
    }
    fileprivate func texts(_ k: String) -> [String]? {
        guard case .array(let a)? = self[k] else { return nil }
        return a.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }
}
