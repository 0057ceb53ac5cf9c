/// The model of one UIScrollView: offset, content, insets, drag, rubber band, momentum, bounce,
/// paging, target interception and programmatic animation — advanced only by `advance(to:)`.
///
/// Conventions:
/// - `contentOffset` is the point of the content shown at the viewport's top-left (UIKit's
///   `bounds.origin`). It grows as content moves up/left.
/// - Drags are given as finger translations in window points (finger down → offset decreases), and
///   release velocities as finger velocities in points per second; the model negates them.
/// - Time is an argument, in seconds, never read from a clock. Calls with a time earlier than the
///   latest one seen are treated as happening at the latest time (time never runs backwards here).
///
/// Lifecycle events reach `delegate` in UIKit's order: `willBeginDragging`, `didScroll`…,
/// `willEndDragging`, `didEndDragging(willDecelerate:)`, then if it will decelerate
/// `willBeginDecelerating`, `didScroll`…, `didEndDecelerating`. Programmatic animations end with
/// `didEndScrollingAnimation`. A touch that catches moving content stops it where it is shown
/// (no `didEndDecelerating`, as in UIKit) and the drag continues from there, even mid-bounce.
public final class ScrollView {
    /// Stable dotted id (`main`, `pager`, `page.1.list`…), used by the state JSON and logs.
    public let id: String

    /// The viewport (bounds) size, points.
    public var boundsSize: Size { didSet { geometryDidChange() } }
    /// The content size, points.
    public var contentSize: Size { didSet { geometryDidChange() } }
    /// Insets the app sets (UIKit's `contentInset`).
    public var contentInset: EdgeInsets { didSet { geometryDidChange() } }
    /// Insets a container owns on top of the app's (e.g. the nested page's short-list extension).
    /// Kept separate so the app's `contentInset` is never overwritten.
    public var ownedInset: EdgeInsets = .zero { didSet { geometryDidChange() } }
    /// `contentInset + ownedInset` and the zoom's centring inset: the insets that define the scrollable range.
    public var adjustedContentInset: EdgeInsets { contentInset + ownedInset + zoom.inset }

    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var isDirectionalLockEnabled = false
    /// How scrolling feels: decay, overscroll, paging settle, slop, velocity estimator, fling
    /// limits. Changes apply to the next gesture or release (motion already running keeps its curve).
    public var feel: Feel = .ios
    /// The `uikit` decay's rate (reads and writes `feel.decelerationRate`).
    public var decelerationRate: DecelerationRate {
        get { DecelerationRate(feel.decelerationRate) }
        set { feel.decelerationRate = newValue.perMillisecond }
    }

    /// Not owned: whoever sets itself as delegate owns the scroll view (or outlives it).
    #if hasFeature(Embedded)
        public unowned(unsafe) var delegate: ScrollViewDelegate?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        public weak var delegate: ScrollViewDelegate?
    #endif

    /// A directional-lock drag whose first move lies within `directionalLockAngle` (25°) of an axis
    /// locks to that axis; steeper (20° around the diagonal) moves both. UIKit publishes no angle.
    public static let directionalLockAngle = 25.0
    /// `tan(directionalLockAngle)`: the cross-axis share of a first move that still locks.
    public static let directionalLockTangent = Elementary.tan(directionalLockAngle * Double.pi / 180)

    public internal(set) var contentOffset: Point
    public internal(set) var state: ScrollState = .idle
    /// The latest time this model has been told about, seconds.
    public private(set) var now: Double = 0

    var motionX: ScrollAxisMotion?
    var motionY: ScrollAxisMotion?
    /// Unbounded, finger-driven offset while dragging; the shown offset is its rubber-banded image.
    var rawOffset: Point = .zero
    private var lastTranslation: Point = .zero
    private var lockedAxis: Axis?
    private var lockDecided = false
    private var dragStartPage = (x: 0, y: 0)
    /// Set while `setContentInset(_:at:)` changes the range without moving what is shown.
    var keepsShownOffset = false
    /// The feel's `flingCarry` and `dragStartThreshold` state (ScrollView+Boost.swift).
    var booster = FlingBooster()
    var momentumCarry = MomentumCarry()
    var dragAwaitsBegin = false
    var boostObservesDrags = true
    var lastMovingDrag = 0.0
    var startOffsetSinceStop: Double?
    /// The running fling's boosted speed over its release's: scales Chromium's distance cap.
    var flingBoost = 1.0
    /// Zooming: scale, limits, the pinch and its animation (`ScrollView+Zoom.swift`).
    var zoom = ScrollZoom()

    public init(
        id: String, boundsSize: Size, contentSize: Size, contentInset: EdgeInsets = .zero,
        contentOffset: Point? = nil
    ) {
        self.id = id
        self.boundsSize = boundsSize
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: 0 - contentInset.left, y: 0 - contentInset.top)
    }

    // MARK: - Range

    /// The smallest resting offset on `axis`: `−adjustedContentInset.leading`.
    public func minOffset(_ axis: Axis) -> Double { 0 - adjustedContentInset.leading(axis) }  // +0, never -0

    /// The largest resting offset on `axis`: content end plus trailing inset minus the bounds, never
    /// below `minOffset`.
    public func maxOffset(_ axis: Axis) -> Double {
        max(minOffset(axis), contentSize[axis] + adjustedContentInset.trailing(axis) - boundsSize[axis])
    }

    /// Whether a drag moves the content on `axis`: the content is larger than the bounds, or
    /// alwaysBounce is set for that axis (and scrolling is enabled).
    public func scrolls(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        if maxOffset(axis) > minOffset(axis) { return true }
        return axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal
    }

    /// The overscroll band for `axis` under the feel: dimension = the bounds extent.
    public func band(_ axis: Axis) -> OverscrollBand { OverscrollBand(feel, dimension: boundsSize[axis]) }

    /// The current velocity of momentum or animation, points per second (zero while dragging or idle).
    public var velocity: Point {
        Point(x: motionVelocity(motionX), y: motionVelocity(motionY))
    }

    /// How far the shown offset lies outside the resting range on `axis` (0 inside).
    public func overscroll(_ axis: Axis) -> Double {
        let o = contentOffset[axis]
        if o < minOffset(axis) { return o - minOffset(axis) }
        if o > maxOffset(axis) { return o - maxOffset(axis) }
        return 0
    }

    /// The motion driving `axis`, if any (for overlays: projected landing, handoff point).
    public func simulation(_ axis: Axis) -> (ScrollMotion, startTime: Double)? {
        guard let m = axis == .horizontal ? motionX : motionY else { return nil }
        return (m.simulation, m.startTime)
    }

    // MARK: - Dragging

    /// A finger took hold of the content. Catches any motion where it is shown.
    public func beginDragging(at time: Double) {
        advance(to: time)
        let t = now
        if state == .dragging { return }
        noteCatch(at: t)
        motionX = nil
        motionY = nil
        rawOffset = unbandedOffset()
        lastTranslation = .zero
        lockedAxis = nil
        lockDecided = false
        dragStartPage = (page(.horizontal), page(.vertical))
        state = .dragging
        emit(.willBeginDragging, at: t)
    }

    /// The finger is now `translation` points from where the drag began (window coordinates).
    public func drag(toTranslation translation: Point, at time: Double) {
        guard state == .dragging else { return }
        let delta = translation - lastTranslation
        lastTranslation = translation
        drag(byOffsetDelta: -delta, at: time)
    }

    /// Moves the (unbounded) drag offset by `delta` (content-offset direction) and shows its
    /// rubber-banded image. Returns the part of `delta` this scroll view could not use (axes that do
    /// not scroll or are locked out).
    @discardableResult
    public func drag(byOffsetDelta delta: Point, at time: Double) -> Point {
        guard state == .dragging else { return delta }
        now = max(now, time)
        // A pinch (or its bounce) places the content itself: the pan's travel meanwhile is absorbed.
        if zoom.pinch != nil || zoom.animation != nil { return .zero }
        var d = noteDrag(delta, at: now)
        if isDirectionalLockEnabled && !lockDecided && (d.x != 0 || d.y != 0) {
            lockDecided = true
            // Lock to the dominant axis unless the drag starts clearly diagonal (within 20° of 45°).
            let ratio = Self.directionalLockTangent
            if abs(d.y) <= abs(d.x) * ratio { lockedAxis = .horizontal } else if abs(d.x) <= abs(d.y) * ratio { lockedAxis = .vertical }
        }
        var unused = Point.zero
        for axis in Axis.allCases {
            if !scrolls(axis) || (lockedAxis != nil && lockedAxis != axis) {
                unused[axis] = d[axis]
                d[axis] = 0
            }
        }
        let shown: Point
        if feel.dragBand == .perUpdate && bounces && feel.allowsOverscroll {
            shown = perUpdateBand(d)
        } else {
            rawOffset = rawOffset + d
            if !bounces || !feel.allowsOverscroll {
                // No band: no hidden overscroll to pay back when the finger reverses.
                for axis in Axis.allCases { rawOffset[axis] = min(max(rawOffset[axis], minOffset(axis)), maxOffset(axis)) }
            }
            shown = Point(x: shownOffset(rawOffset.x, .horizontal), y: shownOffset(rawOffset.y, .vertical))
        }
        if shown != contentOffset {
            contentOffset = shown
            emit(.didScroll, at: now)
        }
        return unused
    }

    /// The finger lifted with `fingerVelocity` (points per second, window coordinates).
    public func endDragging(fingerVelocity: Point, at time: Double) {
        guard state == .dragging else { return }
        now = max(now, time)
        let t = now
        if endDraggingWhileZooming(at: t) { return }
        var v = Point(x: -fingerVelocity.x, y: -fingerVelocity.y)
        for axis in Axis.allCases where !scrolls(axis) || (lockedAxis != nil && lockedAxis != axis) {
            v[axis] = 0
        }
        v = boostedFlingVelocity(Point(x: feel.flingVelocity(v.x), y: feel.flingVelocity(v.y)), at: t)
        // The natural landing point, then the delegate's chance to move it.
        var natural = Point.zero
        for axis in Axis.allCases {
            natural[axis] = isPagingEnabled ? pagingTarget(axis, velocity: v[axis]) : momentum(axis, velocity: v[axis]).finalPosition
        }
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        for axis in Axis.allCases {
            let t0 = target[axis]
            target[axis] = t0.isFinite ? min(max(t0, minOffset(axis)), maxOffset(axis)) : natural[axis]
        }
        emit(.willEndDragging(velocity: v, target: target), at: t)
        for axis in Axis.allCases {
            let kind: ScrollMotion
            if isPagingEnabled || target[axis] != natural[axis] {
                kind = .landing(
                    LandingSimulation(
                        start: contentOffset[axis], velocity: v[axis], target: target[axis], rate: decelerationRate,
                        settle: isPagingEnabled ? feel.pagingSettle : .decay, settleSpring: feel.spring,
                        overshootLimit: landingRoom(axis, target: target[axis], velocity: v[axis])))
            } else {
                kind = .momentum(momentum(axis, velocity: v[axis]))
            }
            let motion = ScrollAxisMotion(kind: kind, startTime: t)
            // Nothing to run: momentum done at once stays where the content is (a lift after a rest
            // whose tracker still reads a pt/s or so: the decay is under its stop already). UIKit
            // reports didEndDragging(willDecelerate: false) and nothing more. A landing still goes
            // to its target.
            var still = motion.isDone(at: t)
            if case .landing = kind { still = still && motion.position(at: t) == contentOffset[axis] }
            // A release a hair past an edge (under the bounce's stop) still ends on the edge exactly:
            // left there, the content rested past it (fuzz: 0.012 pt over the top, at rest).
            if overscroll(axis) != 0 { still = still && motion.position(at: t) == contentOffset[axis] }
            if axis == .horizontal { motionX = still ? nil : motion } else { motionY = still ? nil : motion }
        }
        let willDecelerate = motionX != nil || motionY != nil
        state = willDecelerate ? motionState(at: t) : .idle
        emit(.didEndDragging(willDecelerate: willDecelerate), at: t)
        if willDecelerate {
            emit(.willBeginDecelerating, at: t)
            advance(to: t)
        }
    }

    /// The touch was cancelled (e.g. another recognizer took it, or the window lost focus): the
    /// content is released with no velocity, bouncing back if it was past an edge.
    public func cancelDragging(at time: Double) {
        endDragging(fingerVelocity: .zero, at: time)
    }

    // MARK: - Time

    /// Moves every motion to `time` (seconds) and emits the resulting events.
    public func advance(to time: Double) {
        now = max(now, time.isFinite ? time : now)
        let t = now
        if zoom.animation != nil { advanceZoom(to: t) }
        guard motionX != nil || motionY != nil else { return }
        var p = contentOffset
        var done = true
        var wasAnimation = false
        if let m = motionX {
            p.x = m.position(at: t)
            wasAnimation = wasAnimation || m.isAnimation
            if m.isDone(at: t) { motionX = nil } else { done = false }
        }
        if let m = motionY {
            p.y = m.position(at: t)
            wasAnimation = wasAnimation || m.isAnimation
            if m.isDone(at: t) { motionY = nil } else { done = false }
        }
        if p != contentOffset {
            contentOffset = p
            emit(.didScroll, at: t)
        }
        if done && wasAnimation && bounceBackIfOutside() {
            // An animation aimed at a range that has since shrunk (a refresh hold ended meanwhile)
            // ends where the range is, not outside it.
            return
        }
        if done {
            state = .idle
            emit(wasAnimation ? .didEndScrollingAnimation : .didEndDecelerating, at: t)
        } else {
            state = motionState(at: t)
        }
    }

    // MARK: - Internals

    func shownOffset(_ raw: Double, _ axis: Axis) -> Double {
        let lo = minOffset(axis)
        let hi = maxOffset(axis)
        if bounces && feel.allowsOverscroll { return band(axis).clamp(raw, lower: lo, upper: hi) }
        return min(max(raw, lo), hi)
    }

    func momentum(_ axis: Axis, velocity v: Double) -> BoundedDecelerationSimulation {
        BoundedDecelerationSimulation(
            feel: feel, start: contentOffset[axis], velocity: v, lower: minOffset(axis), upper: maxOffset(axis),
            dimension: boundsSize[axis], bounces: bounces, overshootLimit: boundsSize[axis] / 2, boost: flingBoost)
    }

    /// How far a landing's spring may swing from `target` in the release direction: to the edge that
    /// way, then half the bounds past it (as a bounce may).
    private func landingRoom(_ axis: Axis, target: Double, velocity v: Double) -> Double {
        let edge = v > 0 ? maxOffset(axis) : minOffset(axis)
        return abs(edge - target) + boundsSize[axis] / 2
    }

    private func page(_ axis: Axis) -> Int {
        let extent = boundsSize[axis]
        guard extent > 0 else { return 0 }
        return Int(saturating: ((contentOffset[axis] - minOffset(axis)) / extent).rounded())
    }

    private func pagingTarget(_ axis: Axis, velocity v: Double) -> Double {
        let extent = boundsSize[axis]
        guard extent > 0, scrolls(axis) else { return min(max(contentOffset[axis], minOffset(axis)), maxOffset(axis)) }
        let count = max(1, Int(saturating: (contentSize[axis] / extent).rounded(.up)))
        let start = axis == .horizontal ? dragStartPage.x : dragStartPage.y
        let p = PagingTarget.page(
            offset: contentOffset[axis] - minOffset(axis), velocity: v, pageExtent: extent, startPage: start,
            pageCount: count, threshold: feel.pagingVelocityThreshold)
        return min(max(minOffset(axis) + Double(p) * extent, minOffset(axis)), maxOffset(axis))
    }

    private func motionVelocity(_ m: ScrollAxisMotion?) -> Double {
        guard let m else { return 0 }
        return m.velocity(at: now)
    }

    func motionState(at t: Double) -> ScrollState {
        if motionX?.isAnimation == true || motionY?.isAnimation == true { return .animating }
        if overscroll(.horizontal) != 0 || overscroll(.vertical) != 0 { return .bouncing }
        if isBouncing(motionX, at: t) || isBouncing(motionY, at: t) { return .bouncing }
        return .decelerating
    }

    private func isBouncing(_ m: ScrollAxisMotion?, at t: Double) -> Bool {
        m?.isBouncing(at: t) ?? false
    }

    /// The unbounded drag offset that shows as `contentOffset` against the current range.
    func unbandedOffset() -> Point {
        Point(
            x: band(.horizontal).unclamp(contentOffset.x, lower: minOffset(.horizontal), upper: maxOffset(.horizontal)),
            y: band(.vertical).unclamp(contentOffset.y, lower: minOffset(.vertical), upper: maxOffset(.vertical)))
    }

    func emit(_ event: ScrollEvent, at time: Double) {
        delegate?.scrollView(self, didEmit: event, at: time)
    }
}
