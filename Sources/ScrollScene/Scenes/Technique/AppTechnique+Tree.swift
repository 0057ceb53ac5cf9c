extension AppTechnique {
    /// The view tree a technique scene builds (`appTechnique.tree`, docs/TECHNIQUES.md "The tree"):
    /// always the outer vertical scroll view holding the header, the strip and the page area; with
    /// `pages` ≥ 2 a horizontal paging scroll view (`pager`) holding one list per page (`page.N.list`);
    /// with `carousel` a paging banner (`carousel`) in the header; with `rowCarousel` a horizontal
    /// collection view in a row of each list (`list.row.R.carousel`). Absent: one list, no carousel.
    public struct Tree: Hashable, Sendable {
        /// Lists side by side in a pager (1: no pager; at most `maximumPages`).
        public var pages: Int?
        /// A banner carousel in the header.
        public var carousel: Bool?
        /// A horizontal scroll view in one row of each list (or of one page's list).
        public var rowCarousel: RowCarousel?
        /// A page of the pager holding its own pager of lists.
        public var nestedPager: NestedPager?

        public init(pages: Int? = nil, carousel: Bool? = nil, rowCarousel: RowCarousel? = nil, nestedPager: NestedPager? = nil) {
            self.pages = pages
            self.carousel = carousel
            self.rowCarousel = rowCarousel
            self.nestedPager = nestedPager
        }
    }

    /// A pager inside a page of the pager (a page view controller in a page: a "Following / For you"
    /// switch inside one tab): page `page` holds a horizontal paging scroll view `page.P.pager` of
    /// `pages` lists, `page.P.page.K.list` (K 0 is the page's own list, `page.P.list`).
    public struct NestedPager: Hashable, Sendable {
        /// The outer page that holds it.
        public var page: Int
        /// Its lists (2 … `maximumPages`).
        public var pages: Int

        public init(page: Int, pages: Int) {
            self.page = page
            self.pages = pages
        }
    }

    /// A horizontal collection view in a list's row (a `UICollectionView` in a `UITableViewCell`: the
    /// App Store's and Netflix's rows): free-scrolling unless `isPagingEnabled`, with its own pan.
    public struct RowCarousel: Hashable, Sendable {
        /// The row (0-based) that holds it, in every list it is in.
        public var row: Int
        /// Only this page's list (absent: every page's list).
        public var page: Int?
        /// UIScrollView's `isPagingEnabled` (default false: it scrolls freely and decelerates).
        public var isPagingEnabled: Bool?

        public init(row: Int, page: Int? = nil, isPagingEnabled: Bool? = nil) {
            self.row = row
            self.page = page
            self.isPagingEnabled = isPagingEnabled
        }
    }

    /// The most pages a technique's pager holds.
    public static let maximumPages = 8
    /// The largest row a row carousel may sit in (the list must also have it).
    public static let maximumCarouselRow = 10_000
}

extension SceneDefinition {
    /// Page `i`'s rows in a technique scene: `pages[i]`'s, else the first page's, else 100 rows.
    func techniquePage(_ i: Int) -> SceneDefinition.Page {
        pages.flatMap { i < $0.count ? $0[i] : $0.first } ?? SceneDefinition.Page(rows: 100)
    }

    /// A row carousel in a row its list does not have, as one line (`SceneRule`); nil when it fits.
    var rowCarouselProblem: String? {
        guard let t = appTechnique, let rc = t.tree?.rowCarousel else { return nil }
        let views = TechniqueViews(t.tree)
        for p in views.rowCarouselPages where rc.row >= techniquePage(p).rows {
            let n = techniquePage(p).rows
            return "appTechnique.tree.rowCarousel.row: row \(rc.row) is past page \(p)'s list (\(n) row\(n == 1 ? "" : "s"))"
        }
        return nil
    }
}

extension TechniqueViews {
    /// A tree field naming a page the tree does not build, as one line; nil when every one fits.
    func problem(_ tree: AppTechnique.Tree?) -> String? {
        let known = "is not in the tree (pages 0 … \(pageCount - 1))"
        if let p = tree?.rowCarousel?.page, p >= pageCount { return "appTechnique.tree.rowCarousel.page: page \(p) \(known)" }
        guard let n = tree?.nestedPager else { return nil }
        if pageCount < 2 {
            return "appTechnique.tree.nestedPager: a nested pager is a page of the pager (`pages` 2 … \(AppTechnique.maximumPages))"
        }
        if n.page >= pageCount { return "appTechnique.tree.nestedPager.page: page \(n.page) \(known)" }
        return nil
    }
}
