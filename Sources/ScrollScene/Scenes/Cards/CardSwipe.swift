import ScrollCore

/// Trailing swipe actions on a card, as UITableView's: where a released swipe goes (back closed, open
/// on its Delete action, or deleted at once) and how fast it gets there. The figures and their UIKit
/// grounds are in docs/SCENES.md ("Cards: swipe actions and reorder").
enum CardSwipe {
    /// Width of the Delete action, points: UIKit sizes a contextual action to its title plus ~15 pt of
    /// padding a side, at least 74 pt; "Delete" at 17 pt comes to about 88 pt.
    static let actionWidth = 88.0
    /// Released with more than this fraction of the action showing, the row opens (UIKit: half).
    static let openFraction = 0.5
    /// A flick faster than this (points per second) decides by its direction alone: left opens,
    /// right closes, whatever the offset.
    static let flickVelocity = 300.0
    /// Released past this fraction of the card's width, the row is deleted at once (UIKit's full swipe,
    /// `performsFirstActionWithFullSwipe`, commits at about half the row).
    static let fullSwipeFraction = 0.5
    /// …or released past the action moving left at least this fast (points per second).
    static let fullSwipeVelocity = 1500.0
    /// Opening, closing and flying out: critically damped, stiffness 300 (ω ≈ 17.3 /s): an 88 pt
    /// open settles within 1 pt in 0.38 s (UIKit's swipe animations take about 0.3–0.4 s).
    static let spring = SpringParameters(mass: 1, stiffness: 300, dampingRatio: 1)

    enum Release: String, Equatable {
        case close, open, delete
    }

    /// Where a swipe released at `offset` (≤ 0, points) with horizontal `velocity` (points per second)
    /// goes, on a card `width` points wide.
    static func release(offset: Double, velocity: Double, width: Double) -> Release {
        let revealed = -offset
        if revealed >= width * fullSwipeFraction { return .delete }
        if revealed > actionWidth && velocity <= -fullSwipeVelocity { return .delete }
        if velocity <= -flickVelocity { return .open }
        if velocity >= flickVelocity { return .close }
        return revealed > actionWidth * openFraction ? .open : .close
    }

    /// The offset while dragging: the finger's, from where the swipe began, never right of closed.
    static func tracking(from base: Double, translation: Double) -> Double { min(0, base + translation) }
}
