/// Receives a scroll view's lifecycle events and may redirect where a fling lands.
///
/// Both methods have default implementations that do nothing.
public protocol ScrollViewDelegate: AnyObject {
    /// Called for every lifecycle event, in UIKit's order, at simulated time `time` (seconds).
    func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double)
    /// Called once per release, before `didEndDragging`: `targetContentOffset` holds where the content
    /// would come to rest (already paged, clamped to the scrollable range); change it to land elsewhere.
    /// The scroll view lands exactly on the (clamped) value you leave there, smoothly.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
}

extension ScrollViewDelegate {
    public func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
}
