import ScrollCore

/// A banner carousel inside a nested page's header (`header.carousel`; GKPageScrollView #38, #94,
/// JXPagingView's banner demo; #34 item 2): a paging horizontal scroll view (`header.carousel`, pan
/// `header.carousel.pan`) 120 pt tall under the status bar. Its pan takes only horizontal drags (its
/// axis follows what it scrolls, as UIScrollView's), so a vertical drag starting on it goes to
/// `header.pan` and moves the header and the list as any drag on the header does; it rides up with the
/// header as it collapses.
final class HeaderCarouselController {
    let view: CarouselView
    let model: ScrollView
    let driver: ScrollViewPanDriver

    init(in header: HeaderView, log: ScrollEventLog, sides: EdgeInsets) {
        let w = header.frame.width - sides.left - sides.right
        let top = min(max(0, header.frame.height - 120), 67)
        view = CarouselView(id: "header.carousel", tiles: 9, frame: Rect(x: sides.left, y: top, width: w, height: 120))
        header.addSubview(view)
        model = ScrollView(id: "header.carousel", boundsSize: view.frame.size, contentSize: Size(width: view.contentWidth, height: 120))
        model.isPagingEnabled = true
        model.delegate = log
        let pan = PanGestureRecognizer(name: "header.carousel.pan")
        view.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
    }

    func layout() { view.boundsOrigin = Point(x: model.contentOffset.x, y: 0) }

    /// As the list carousels' tuple, for code that treats every carousel alike.
    var asCarousel: (view: CarouselView, model: ScrollView, page: Int, row: Int) { (view, model, -1, -1) }
}
