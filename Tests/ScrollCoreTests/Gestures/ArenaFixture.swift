import ScrollCore
import TestSupport

/// A tiny world for arena scripts: a root target the size of an iPhone 15 viewport, an arena, scroll
/// views advanced with it, and a runner that interleaves events with 120 Hz ticks.
final class ArenaFixture {
    let arena = GestureArena()
    let root = GestureTarget(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852))
    var scrollViews: [ScrollView] = []
    var drivers: [ScrollViewPanDriver] = []
    /// Target-action calls, as "name:state".
    var actions: [String] = []

    @discardableResult
    func target(_ id: String, _ frame: Rect, in parent: GestureTarget? = nil) -> GestureTarget {
        let t = GestureTarget(id: id, frame: frame)
        (parent ?? root).addChild(t)
        return t
    }

    /// Adds a recognizer to `target`, recording its actions.
    @discardableResult
    func add<G: GestureRecognizer>(_ g: G, to target: GestureTarget) -> G {
        target.addGestureRecognizer(g)
        let previous = g.onAction
        g.onAction { [weak self] r in
            previous?(r)
            self?.actions.append("\(r.name):\(r.state)")
        }
        return g
    }

    /// A vertical scroll view model on `target`, driven by a pan named `<id>.pan`.
    func scrollable(_ target: GestureTarget, contentHeight: Double, horizontalPages: Int = 0) -> (ScrollView, PanGestureRecognizer) {
        let size = target.frame.size
        let content =
            horizontalPages > 0
            ? Size(width: size.width * Double(horizontalPages), height: size.height) : Size(width: size.width, height: contentHeight)
        let sv = ScrollView(id: target.id, boundsSize: size, contentSize: content)
        sv.isPagingEnabled = horizontalPages > 0
        let pan = PanGestureRecognizer(name: "\(target.id).pan")
        drivers.append(ScrollViewPanDriver(scrollView: sv, pan: pan))
        add(pan, to: target)
        scrollViews.append(sv)
        return (sv, pan)
    }

    /// Feeds `events` in time order with ticks at `hz` between them, then ticks on until `until`.
    func run(_ events: [PointerEvent], until: Double? = nil, hz: Double = 120) {
        var t = 0.0
        func tick(to time: Double) {
            while t + 1 / hz <= time {
                t += 1 / hz
                arena.advance(to: t)
                for sv in scrollViews { sv.advance(to: t) }
            }
        }
        for e in events {
            tick(to: e.time)
            arena.handle(e, root: root)
            for sv in scrollViews { sv.advance(to: e.time) }
            // Keep each scroll view's target in step with its content offset.
            for sv in scrollViews { root.target(withID: sv.id)?.boundsOrigin = sv.contentOffset }
        }
        tick(to: until ?? (events.last?.time ?? 0))
        for sv in scrollViews { root.target(withID: sv.id)?.boundsOrigin = sv.contentOffset }
    }

    /// The arena's log without time stamps.
    var log: [String] { arena.logLines }
}
