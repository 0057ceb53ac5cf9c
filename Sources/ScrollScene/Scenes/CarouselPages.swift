import ScrollCore

/// Full-screen pages in a pager (`pager`), each with a carousel (`page.<i>.carousel`, y 140–320 inside
/// the safe area's sides): the parts `gallery-carousel-lock` and `carousel-fling-leak` share, built once.
struct CarouselPages {
    static let carouselTop = 140.0
    static let carouselHeight = 180.0

    /// The pages' container (id `pager`), the pager's engine and each page's carousel with its engine.
    let view: View
    let pager: ScrollView
    let carousels: [(view: CarouselView, model: ScrollView)]

    /// `count` pages of `tiles` tiles each; every engine reports to `log`.
    init(viewport: Size, safeArea: EdgeInsets, count: Int, tiles: Int, log: ScrollEventLog) {
        view = View(id: "pager", frame: Rect(origin: .zero, size: viewport))
        pager = ScrollView(
            id: "pager", boundsSize: viewport, contentSize: Size(width: viewport.width * Double(count), height: viewport.height))
        pager.isPagingEnabled = true
        pager.delegate = log
        var carousels: [(view: CarouselView, model: ScrollView)] = []
        for i in 0..<count {
            let page = PageCardView(
                index: i, count: count, frame: Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height))
            view.addSubview(page)
            let v = CarouselView(
                id: "page.\(i).carousel", tiles: tiles,
                frame: Rect(
                    x: safeArea.left, y: Self.carouselTop, width: viewport.width - safeArea.left - safeArea.right,
                    height: Self.carouselHeight))
            page.addSubview(v)
            let m = ScrollView(id: v.id, boundsSize: v.frame.size, contentSize: Size(width: v.contentWidth, height: v.frame.height))
            m.delegate = log
            carousels.append((v, m))
        }
        self.carousels = carousels
    }

    /// The pager, and the carousel of `page` when there is one (clipped to the pages).
    static func scrollInfos(
        pager: ScrollView, pages: View, carousels: [(view: CarouselView, model: ScrollView)], page: Int
    ) -> [ScrollViewInfo] {
        var out = [ScrollViewInfo(pager, frame: pages.frame, axis: .horizontal)]
        if carousels.indices.contains(page) {
            let c = carousels[page]
            out.append(ScrollViewInfo(c.model, frame: c.view.frameInRoot.intersection(pages.frame), axis: .horizontal))
        }
        return out
    }
}
