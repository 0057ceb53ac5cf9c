extension AppTechnique {
    /// The view tree a technique scene builds (`appTechnique.tree`, docs/TECHNIQUES.md "The tree"):
    /// always the outer vertical scroll view holding the header, the strip and the page area; with
    /// `pages` ≥ 2 a horizontal paging scroll view (`pager`) holding one list per page (`page.N.list`);
    /// with `carousel` a paging banner (`carousel`) in the header. Absent: one list, no carousel.
    public struct Tree: Hashable, Sendable {
        /// Lists side by side in a pager (1: no pager; at most `maximumPages`).
        public var pages: Int?
        /// A banner carousel in the header.
        public var carousel: Bool?

        public init(pages: Int? = nil, carousel: Bool? = nil) {
            self.pages = pages
            self.carousel = carousel
        }
    }

    /// The most pages a technique's pager holds.
    public static let maximumPages = 8
}
