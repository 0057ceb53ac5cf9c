/// What a nested page reports, with the simulated time it happened.
public struct NestedPageEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The pager settled on a new page.
        case didScrollToPage(Int)
        /// A page's content was loaded (lazily, by preloading or by a reload).
        case pageDidLoad(Int)
        /// A page began loading; its rows arrive `loadDelay` later.
        case pageWillLoad(Int)
        /// The tab strip reached or left its sticky position.
        case stickyDidChange(Bool)
        /// The refresh control changed state.
        case refreshDidChange(RefreshState)
        case didScrollToTop
        /// A release would have left the header part-way: it settles collapsed (true) or expanded.
        case headerWillSnap(collapsed: Bool)
    }

    public var time: Double
    public var kind: Kind

    public var name: String {
        switch kind {
        case .didScrollToPage: return "didScrollToPage"
        case .pageDidLoad: return "pageDidLoad"
        case .pageWillLoad: return "pageWillLoad"
        case .stickyDidChange(let s): return s ? "didStick" : "didUnstick"
        case .refreshDidChange(let r): return "refresh.\(r.rawValue)"
        case .didScrollToTop: return "didScrollToTop"
        case .headerWillSnap(let collapsed): return collapsed ? "headerWillSnap.collapsed" : "headerWillSnap.expanded"
        }
    }

    /// The page the event concerns, if any.
    public var page: Int? {
        switch kind {
        case .didScrollToPage(let p), .pageDidLoad(let p), .pageWillLoad(let p): return p
        default: return nil
        }
    }

    public var description: String { "\(name)\(page.map { "(\($0))" } ?? "") @\(time)" }
}

/// The refresh control's states.
public enum RefreshState: String, Hashable, Sendable {
    /// Nothing pulled.
    case idle
    /// Pulled, under the threshold: releasing bounces back.
    case pulling
    /// Pulled past the threshold: releasing refreshes.
    case armed
    /// Loading; the content rests at the hold height.
    case refreshing
    /// Done loading; returning to the top.
    case finishing
}

/// Receives a nested page's events as they happen.
public protocol NestedPageDelegate: AnyObject {
    func nestedPage(_ page: NestedPage, didEmit event: NestedPageEvent)
    /// Called whenever the header collapse or the sticky state changes (seed 004's contentDidScroll).
    func nestedPageContentDidScroll(_ page: NestedPage, collapse: Double, isStuck: Bool)
    /// Every lifecycle event (not `didScroll`) of the page's scroll views: the pager and each list
    /// (`page.<i>.list`), in UIKit's order.
    func nestedPage(_ page: NestedPage, scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double)
    /// A release that would leave the header part-way, before the snap decides (the app's
    /// `scrollViewWillEndDragging` at the collapse release): the collapse now, where the release's
    /// landing leaves it and the release's velocity (pt/s, offset direction); returns the collapse the
    /// snap decides on against `snapThreshold` (default: the landing's).
    func nestedPage(_ page: NestedPage, willSnapHeaderAt collapse: Double, landing: Double, velocity: Double) -> Double
    /// Page `i`'s rows arrived late (`loadDelay` > 0), inside the arrival's layout: its range is the
    /// full one, the offset shown kept; `pageDidLoad` follows.
    func nestedPage(_ page: NestedPage, didLoadRowsOf i: Int)
}

extension NestedPageDelegate {
    public func nestedPage(_ page: NestedPage, didEmit event: NestedPageEvent) {}
    public func nestedPageContentDidScroll(_ page: NestedPage, collapse: Double, isStuck: Bool) {}
    public func nestedPage(_ page: NestedPage, scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {}
    public func nestedPage(_ page: NestedPage, willSnapHeaderAt collapse: Double, landing: Double, velocity: Double) -> Double {
        landing
    }
    public func nestedPage(_ page: NestedPage, didLoadRowsOf i: Int) {}
}
