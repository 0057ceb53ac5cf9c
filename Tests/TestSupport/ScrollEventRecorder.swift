import ScrollCore

/// A scroll view delegate that records lifecycle events (optionally without `didScroll`) and can
/// redirect landings with `intercept`.
public final class ScrollEventRecorder: ScrollViewDelegate {
    public private(set) var events: [(event: ScrollEvent, time: Double)] = []
    public var includeDidScroll: Bool
    /// Called from `willEndDragging` with the natural target; return the target to land on.
    public var intercept: ((Point, Point) -> Point)?

    public init(includeDidScroll: Bool = false) {
        self.includeDidScroll = includeDidScroll
    }

    public func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        if event == .didScroll && !includeDidScroll { return }
        events.append((event, time))
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        if let intercept { targetContentOffset = intercept(velocity, targetContentOffset) }
    }

    /// The event names in order.
    public var names: [String] { events.map { $0.event.name } }

    public func clear() { events.removeAll() }
}
