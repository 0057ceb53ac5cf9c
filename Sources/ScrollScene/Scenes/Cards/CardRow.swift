import ScrollCore

/// One card of the `cards` scene: its view and the animated values that place it — its top in the
/// list (content points), its swipe offset (≤ 0) and its lift (0 resting … 1 held up for a drag).
final class CardRow {
    let view: CardView
    var y: AnimatedValue
    var swipe = AnimatedValue(0)
    var lift = AnimatedValue(0)
    /// The swipe offset when the current swipe began (an open card is swiped from its open offset).
    var swipeBase = 0.0
    /// Deleted: out of the list, flying out to the left until its view is removed.
    var isDeleting = false

    init(view: CardView, y: Double) {
        self.view = view
        self.y = AnimatedValue(y)
    }

    var isAnimating: Bool { y.isAnimating || swipe.isAnimating || lift.isAnimating }

    func advance(to time: Double) {
        y.advance(to: time)
        swipe.advance(to: time)
        lift.advance(to: time)
    }

    /// The row in the state report.
    var state: SceneState.Cards.Row {
        SceneState.Cards.Row(id: view.id, y: y.value, swipeOffset: swipe.value, lift: lift.value, isAnimating: isAnimating)
    }
}
