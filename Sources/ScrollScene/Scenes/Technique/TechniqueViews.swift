/// The names a technique's rules give the views and recognizers of its tree (`AppTechnique.Tree`), and
/// the scroll views' order in the scene: 0 `outer`, 1 `list` (also `page.0.list`), 2 … `page.1.list` …,
/// then `pager` (with 2 pages or more), then `carousel`, then the row carousels (`list.row.R.carousel`,
/// `page.N.list.row.R.carousel` …). Each view's pan is `NAME.pan` (the same index); `list.longPress`,
/// `tabStrip.tap` and `tabStrip.pan` (the strip's scroll pan) follow the pans.
struct TechniqueViews: Equatable {
    let pageCount: Int
    let hasCarousel: Bool
    /// The row holding a row carousel in each of `rowCarouselPages`' lists (`AppTechnique.RowCarousel`).
    let carouselRow: Int?
    /// The pages whose lists hold a row carousel, in order.
    let rowCarouselPages: [Int]
    /// The outer page holding a nested pager (`AppTechnique.NestedPager`), else nil.
    let nestedPage: Int?
    /// The nested pager's lists (0: none); the first is the page's own list.
    let nestedCount: Int
    /// The canonical names, by scroll view index.
    let names: [String]
    /// Names of an existing controller's recognizers (`TechniqueAttachment`): each name's pan is
    /// `NAME.pan`, no view aliases, no long press, no view quantities.
    let isHost: Bool
    /// A host's own boolean settables (`pager.handoff` on nested-pages), by index.
    let hostSettables: [String]
    /// Whether the host's `header` has a collapse release (`willEndDragging` of `header`, setting
    /// `target.y`) and the header's quantities (`header.collapse` …): a nested page's.
    let hostHeader: Bool

    init(_ tree: AppTechnique.Tree?) {
        pageCount = min(max(1, tree?.pages ?? 1), AppTechnique.maximumPages)
        hasCarousel = tree?.carousel ?? false
        var names = ["outer", "list"]
        if pageCount > 1 {
            for i in 1..<pageCount { names.append("page.\(i).list") }
            names.append("pager")
        }
        if hasCarousel { names.append("carousel") }
        if let n = tree?.nestedPager, pageCount > 1, n.page < pageCount, n.pages >= 2 {
            nestedPage = n.page
            nestedCount = min(n.pages, AppTechnique.maximumPages)
            names.append("page.\(n.page).pager")
            for k in 1..<nestedCount { names.append("page.\(n.page).page.\(k).list") }
        } else {
            nestedPage = nil
            nestedCount = 0
        }
        let rc = tree?.rowCarousel
        carouselRow = rc?.row
        let count = pageCount
        let pages = rc.map { r in r.page.map { $0 < count ? [$0] : [] } ?? Array(0..<count) } ?? []
        rowCarouselPages = pages
        for p in pages { names.append(Self.rowCarouselName(page: p, row: rc?.row ?? 0)) }
        self.names = names
        isHost = false
        hostSettables = []
        hostHeader = false
    }

    /// An existing controller's names (`header`, `tabStrip`, `pager`, `page.0.list` …): rules name
    /// `NAME.pan`, in this order.
    init(host names: [String], settables: [String] = [], header: Bool = false) {
        pageCount = 1
        hasCarousel = false
        carouselRow = nil
        rowCarouselPages = []
        nestedPage = nil
        nestedCount = 0
        self.names = names
        isHost = true
        hostSettables = settables
        hostHeader = header && names.contains("header")
    }

    /// The scroll view index of page `i`'s list.
    func list(_ i: Int) -> Int { i == 0 ? 1 : i + 1 }
    var pager: Int? { pageCount > 1 ? pageCount + 1 : nil }
    var carousel: Int? { hasCarousel ? (pager ?? 1) + 1 : nil }
    /// The nested pager's scroll view index.
    var nestedPager: Int? { nestedPage.map { _ in (carousel ?? pager ?? 1) + 1 } }
    /// The scroll view index of the nested pager's list `k` (0: its page's own list).
    func nestedList(_ k: Int) -> Int { k == 0 ? list(nestedPage ?? 0) : (nestedPager ?? 0) + k }
    /// The scroll view index of the first row carousel (the others follow, `rowCarouselPages` order).
    var firstRowCarousel: Int { names.count - rowCarouselPages.count }

    /// A row carousel's canonical name: page 0's list is `list`.
    static func rowCarouselName(page: Int, row: Int) -> String {
        (page == 0 ? "list" : "page.\(page).list") + ".row.\(row).carousel"
    }
    /// The long press's recognizer index (after the pans).
    var longPress: Int { names.count }
    /// The tab strip's tap's recognizer index (`tabStrip.tap`): a technique scene with a pager (one list
    /// has nothing to select, no tap), else nil.
    var tabStripTap: Int? { !isHost && pageCount > 1 ? names.count + 1 : nil }
    /// The tab strip's scroll pan's recognizer index (`tabStrip.pan`; the arena's `tabStrip.scrollPan`):
    /// every technique scene has the strip, its pan enabled only while the titles do not fit.
    var tabStripPan: Int? { isHost ? nil : names.count + 2 }

    /// The recognizers that are not a view's pan, by name: `list.longPress`, `tabStrip.tap`, `tabStrip.pan`.
    var otherRecognizers: [(name: String, index: Int)] {
        guard !isHost else { return [] }
        return [("list.longPress", longPress), ("page.0.list.longPress", longPress)]
            + (tabStripTap.map { [("tabStrip.tap", $0)] } ?? []) + (tabStripPan.map { [("tabStrip.pan", $0)] } ?? [])
    }

    /// A quantity or property of a recognizer that is not a view's pan, and the rest of the name:
    /// `tabStrip.tap.location.x` → (tap index, `location.x`).
    func splitOther(_ text: String) -> (index: Int, rest: String)? {
        for (name, i) in otherRecognizers where text.hasPrefix(name + ".") { return (i, String(text.dropFirst(name.count + 1))) }
        return nil
    }

    /// Every name a view answers to, with its index (`page.0.list` is `list`).
    var spellings: [(name: String, index: Int)] {
        isHost
            ? names.enumerated().map { ($0.element, $0.offset) }
            : names.enumerated().map { ($0.element, $0.offset) } + [("page.0.list", 1)] + pageZeroRowCarouselAlias
                + (nestedPage.map { p in [(name: "page.\(p).page.0.list", index: list(p))] } ?? [])
    }

    /// `page.0.list.row.R.carousel`, page 0's row carousel's other spelling.
    private var pageZeroRowCarouselAlias: [(name: String, index: Int)] {
        guard rowCarouselPages.first == 0, let r = carouselRow else { return [] }
        return [("page.0.list.row.\(r).carousel", firstRowCarousel)]
    }

    func view(_ name: String) -> Int? { spellings.first { $0.name == name }?.index }

    func recognizer(_ name: String) -> Int? {
        if let other = otherRecognizers.first(where: { $0.name == name }) { return other.index }
        guard name.hasSuffix(".pan") else { return nil }
        return view(String(name.dropLast(4)))
    }

    /// A quantity's or property's view, whether it is the view's pan's, and the rest of the name:
    /// `page.1.list.pan.velocity.y` → (2, true, `velocity.y`).
    func split(_ text: String) -> (view: Int, pan: Bool, rest: String)? {
        // The longest name first: `header.carousel.pan.…` is the banner's, not `header`'s.
        for (name, i) in spellings.sorted(by: { $0.name.count > $1.name.count }) {
            if text.hasPrefix(name + ".pan.") { return (i, true, String(text.dropFirst(name.count + 5))) }
            if text.hasPrefix(name + ".") { return (i, false, String(text.dropFirst(name.count + 1))) }
        }
        return nil
    }

    /// The scroll events a nested page's technique gets (`hostHeader`).
    var hostEvents: [AppTechnique.Event] { [.willEndDragging, .didLoadRows, .willScrollToRow, .willScrollToTop] }

    /// A didLoadRows rule of `list`: whichever page's list got its rows.
    static let anyList = -1

    /// A nested page's view of a scroll-event rule: `header` for willEndDragging, a list (`page.N.list`,
    /// or `list`: any, `anyList`) for didLoadRows.
    func hostView(_ name: String, on: AppTechnique.Event) -> Int? {
        if on == .didLoadRows && name == "list" { return Self.anyList }
        let fits = on == .didLoadRows ? name.hasPrefix("page.") && name.hasSuffix(".list") : name == "header"
        return fits ? view(name) : nil
    }

    /// The views, for error lines: `outer, list, page.1.list, pager`.
    var listed: String { names.joined(separator: ", ") }
    /// The recognizers, for error lines.
    var listedRecognizers: String {
        (names.map { $0 + ".pan" } + otherRecognizers.map { $0.name }.filter { !$0.hasPrefix("page.0.") }).joined(separator: ", ")
    }
}
