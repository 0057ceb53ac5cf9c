import ScrollCore

/// A banner carousel inside a nested page's header (`header.carousel`; GKPageScrollView #38, #94,
/// JXPagingView's banner demo; #34 item 2, #40 item 6): a paging horizontal scroll view
/// (`header.carousel`, pan `header.carousel.pan`) laid out with the header's content — 8 pt under the
/// status bar (never over it), the title and avatar below it at the header's bottom. Its pan takes only
/// horizontal drags (its axis follows what it scrolls, as UIScrollView's), so a vertical drag starting
/// on it goes to `header.pan` and moves the header and the list; it rides up with the header.
///
/// `"carousel": true` is nine 120 pt tiles (as before #40); with options it is `count` banners, one a
/// page, `height` tall, inset 16 pt with rounded corners unless `fullWidth`. `autoScrollInterval`
/// advances one page (the last wraps to the first) every interval of the tick time it is given — never
/// a clock — so 60 and 120 Hz fire at the same instants; a finger down on the banner pauses the timer
/// and its lift restarts a whole interval (what banner libraries do on touch down and lift).
final class HeaderCarouselController {
    let view: CarouselView
    let model: ScrollView
    let driver: ScrollViewPanDriver
    let options: SceneDefinition.Carousel
    /// The next automatic advance (simulated seconds); nil without a timer or while a finger is down.
    private(set) var nextFire: Double?
    /// Fingers down on the banner now.
    private var held: Set<Int64> = []
    /// One line when the header is too short for the banner (it then covers the title), else nil.
    let warning: String?

    /// The gap between the status bar and the banner, points.
    static let topMargin = 8.0
    static let defaultHeight = 120.0
    static let defaultCount = 9

    /// Nil without a carousel (`options` nil or `false`).
    init?(_ options: SceneDefinition.Carousel?, in header: HeaderView, log: ScrollEventLog, safeArea: EdgeInsets) {
        guard let options, options.isShown else { return nil }
        self.options = options
        let height = options.height ?? Self.defaultHeight
        let full = options.fullWidth ?? false
        let (left, right) = full ? (0.0, 0.0) : (safeArea.left, safeArea.right)
        let frame = Rect(x: left, y: safeArea.top + Self.topMargin, width: header.frame.width - left - right, height: height)
        if options.hasOptions {
            view = CarouselView(id: "header.carousel", banners: options.count ?? Self.defaultCount, inset: full ? 0 : 16, frame: frame)
        } else {
            view = CarouselView(id: "header.carousel", tiles: Self.defaultCount, frame: frame)
        }
        header.addSubview(view)
        model = ScrollView(id: "header.carousel", boundsSize: frame.size, contentSize: Size(width: view.contentWidth, height: height))
        model.isPagingEnabled = true
        model.delegate = log
        let pan = PanGestureRecognizer(name: "header.carousel.pan")
        view.addGestureRecognizer(pan)
        driver = ScrollViewPanDriver(scrollView: model, pan: pan)
        warning = Self.warning(frame, header: header)
        nextFire = options.autoScrollInterval
        let down = pan.onTouchDown
        pan.onTouchDown { [unowned self] g, e in
            down?(g, e)
            self.held.insert(e.id)
            self.nextFire = nil
        }
        pan.onTouchUp { [unowned self] _, e in
            self.held.remove(e.id)
            if self.held.isEmpty, let i = self.options.autoScrollInterval { self.nextFire = e.time + i }
        }
    }

    /// "header.carousel: …" when the banner reaches the title and avatar (they rest at the header's
    /// bottom), else nil.
    static func warning(_ banner: Rect, header: HeaderView) -> String? {
        let contentTop = header.contentTop
        guard banner.maxY + topMargin > contentTop else { return nil }
        let needed = banner.maxY + topMargin + (header.frame.height - contentTop)
        return "header.carousel: the header (\(SceneField.format(header.frame.height)) pt) is too short for its carousel: the banner"
            + " (y \(SceneField.format(banner.minY))–\(SceneField.format(banner.maxY))) covers the title and avatar"
            + " (from y \(SceneField.format(contentTop))); make header.height at least \(SceneField.format(needed.rounded(.up)))"
            + " or the carousel lower"
    }

    /// The page shown (the nearest to the offset).
    var page: Int {
        let w = max(1, model.boundsSize.width)
        return Int(saturating: (model.contentOffset.x / w).rounded())
    }

    var pageCount: Int { max(1, Int(saturating: (model.contentSize.width / max(1, model.boundsSize.width)).rounded(.up))) }

    /// Fires every advance due by `now` at its own time, then moves the banner to `now`.
    func advance(to now: Double) {
        if let interval = options.autoScrollInterval, var t = nextFire {
            while t <= now {
                model.advance(to: t)
                let next = page + 1 < pageCount ? page + 1 : 0
                let x = min(Double(next) * model.boundsSize.width, max(0, model.contentSize.width - model.boundsSize.width))
                model.setContentOffset(Point(x: x, y: 0), animated: true, at: t)
                t += interval
            }
            nextFire = t
        }
        model.advance(to: now)
    }

    /// How long before a timed advance the banner stops being idle, seconds: a window idling between
    /// events (its wait is at most 0.25 s) is ticking again when it fires, so the page slides whole.
    static let wakeAhead = 0.3

    /// At rest, with no advance due within `wakeAhead` (the timer alone is not an animation: `--settle`
    /// stops between advances).
    func isIdle(at now: Double) -> Bool {
        model.state == .idle && (nextFire.map { $0 - now > Self.wakeAhead } ?? true)
    }

    /// Takes over a rotated-away banner's page and timer.
    func carry(from old: HeaderCarouselController, at time: Double) {
        let x = min(Double(old.page) * model.boundsSize.width, max(0, model.contentSize.width - model.boundsSize.width))
        model.setContentOffset(Point(x: x, y: 0), animated: false, at: time)
        nextFire = old.nextFire
        held = old.held
    }

    func layout() { view.boundsOrigin = Point(x: model.contentOffset.x, y: 0) }

    /// As the list carousels' tuple, for code that treats every carousel alike.
    var asCarousel: (view: CarouselView, model: ScrollView, page: Int, row: Int) { (view, model, -1, -1) }
}
