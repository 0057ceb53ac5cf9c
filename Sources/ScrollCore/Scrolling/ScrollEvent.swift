/// A scroll view lifecycle event, named and ordered as UIScrollViewDelegate's callbacks.
///
/// Velocities are in points per second in content-offset direction (UIKit passes points per
/// millisecond to `willEndDragging`; we keep one unit everywhere).
public enum ScrollEvent: Hashable, Sendable, CustomStringConvertible {
    case willBeginDragging
    case didScroll
    /// `target` is the landing offset after the delegate had its chance to change it.
    case willEndDragging(velocity: Point, target: Point)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case didScrollToTop
    /// A pinch or an animated zoom is about to change the scale.
    case willBeginZooming
    /// The scale changed.
    case didZoom
    /// The zoom rests at `scale` (after the bounce back from past a limit, as UIKit).
    case didEndZooming(scale: Double)

    /// The UIScrollViewDelegate-style name, e.g. `didEndDragging`.
    public var name: String {
        switch self {
        case .willBeginDragging: return "willBeginDragging"
        case .didScroll: return "didScroll"
        case .willEndDragging: return "willEndDragging"
        case .didEndDragging: return "didEndDragging"
        case .willBeginDecelerating: return "willBeginDecelerating"
        case .didEndDecelerating: return "didEndDecelerating"
        case .didEndScrollingAnimation: return "didEndScrollingAnimation"
        case .didScrollToTop: return "didScrollToTop"
        case .willBeginZooming: return "willBeginZooming"
        case .didZoom: return "didZoom"
        case .didEndZooming: return "didEndZooming"
        }
    }

    /// Sent on every tick the offset or scale moves (`didScroll`, `didZoom`): how many depends on the tick
    /// rate, so the state's event list leaves them out (it must read the same at 60 and 120 Hz).
    public var isPerTick: Bool { self == .didScroll || self == .didZoom }

    public var description: String {
        switch self {
        case .willEndDragging(let v, let t): return "willEndDragging(velocity: \(v), target: \(t))"
        case .didEndDragging(let d): return "didEndDragging(willDecelerate: \(d))"
        case .didEndZooming(let s): return "didEndZooming(atScale: \(formatFixed(s, decimals: 4)))"
        default: return name
        }
    }
}
