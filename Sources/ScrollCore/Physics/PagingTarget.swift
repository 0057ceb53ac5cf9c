/// Chooses the page a paging scroll view settles on after a drag (Flutter's PageScrollPhysics rule,
/// limited to one page per fling as UIKit does).
///
/// `page = offset / pageExtent`; add 0.5 when the release velocity exceeds `velocityThreshold` in the
/// forward direction, subtract 0.5 when backwards; round; then keep it within one page of the page
/// the drag started on, and within `0..<pageCount`.
public struct PagingTarget: Sendable {
    /// Release speed that turns a flick into a page change even short of the halfway point. UIKit
    /// does not publish its figure; 200 pt/s is our choice (a deliberate flick, not a drift).
    public static let velocityThreshold = 200.0

    /// - Parameters:
    ///   - offset: the content offset at release, points.
    ///   - velocity: release velocity in offset direction, points per second.
    ///   - pageExtent: the page size (bounds extent), points; must be > 0.
    ///   - startPage: the page the drag began on.
    ///   - pageCount: number of pages.
    ///   - threshold: the release speed that turns the page (the feel's `pagingVelocityThreshold`).
    /// - Returns: the page index to settle on.
    public static func page(
        offset: Double, velocity: Double, pageExtent: Double, startPage: Int, pageCount: Int,
        threshold: Double = velocityThreshold
    ) -> Int {
        guard pageExtent > 0, pageCount > 0, offset.isFinite else { return max(0, min(startPage, pageCount - 1)) }
        var page = offset / pageExtent
        if velocity > threshold { page += 0.5 } else if velocity < -threshold { page -= 0.5 }
        var chosen = Int(saturating: page.rounded())
        chosen = min(max(chosen, startPage - 1), startPage + 1)
        return min(max(chosen, 0), pageCount - 1)
    }
}
