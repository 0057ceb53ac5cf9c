import ScrollCore

/// A release on the gallery's two views as the technique file's `willEndDragging` rules decide it
/// (docs/TECHNIQUES.md, "Gallery techniques as files"), UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: asked of `outer` (the page's pan
/// always drags it), then of `list` when the list was dragged — by its own `list.pan`, or by the outer
/// view's drag when a `didScroll` rule of `outer` sets `list.offset.y` (the one-pan forwarding, where
/// the list is the outer view's content past the header's range). With no rule, UIKit's default: each
/// view asked decelerates, and bounces at its end. Two views decelerating together, pinned to each
/// other, are the gallery's stacked fling (`TechniqueFling`, one curve over both ranges).
///
/// What the rules set: `target.y` = the view's offset — the view does not decelerate (UIKit's
/// `targetContentOffset.pointee = contentOffset`); `VIEW.bounces` — whether the end the fling runs into
/// (the last view going up, the first going down) bounces or stops dead; `state.NAME`.
extension GalleryNestedModel {
    /// The release a `willEndDragging` rule reads and sets (`velocity.y`, `target.y`).
    struct Release {
        var velocity: Double
        /// The asked view's landing: the offset its own deceleration would end at, unless a rule set it.
        var target = 0.0
        var targetSet = false
        /// Which views are asked (their `isDragging` while asked).
        var asked: [Bool]
    }

    /// The views the release moves, stacked (header first), and whether their end bounces; the rules
    /// of `willEndDragging` run, then the note that says what they left.
    func releasedViews(velocity v: Double, listPan: Bool) -> (nodes: [Node], bounces: Bool) {
        let asked = [true, listPan || forwardsToList]
        var release = Release(velocity: v, asked: asked)
        var moves = [false, false]
        for view in 0...1 where asked[view] {
            let own = landing(of: view, velocity: v)
            release.target = own
            release.targetSet = false
            releasing = release
            run(.willEndDragging, view: view)
            release = releasing ?? release
            let offset = view == 0 ? shownCollapse : listOffset
            if release.targetSet && release.target != offset && release.target != own {
                note(
                    "WARNING the gallery's fling of \(view == 0 ? "outer" : "list") cannot land at \(release.target): target.y ignored",
                    at: now)
            }
            moves[view] = !(release.targetSet && release.target == offset)
        }
        releasing = nil
        let nodes = [Node.header, .list].enumerated().filter { moves[$0.offset] }.map { $0.element }
        let end = v > 0 ? nodes.last : nodes.first
        let bounces = end.map { viewBounces[$0 == .header ? 0 : 1] } ?? true
        if let text = releaseNote(nodes: nodes, bounces: bounces, listPan: listPan) { note(text, at: now) }
        return (nodes, bounces)
    }

    /// Whether a `didScroll` rule of `outer` sets `list.offset.y`: the outer view's drag moves the list.
    private var forwardsToList: Bool {
        program.rules(.didScroll, view: 0).contains { r in
            program.rules[r].actions.contains { $0.target == .offset(view: 1, axis: .vertical) }
        }
    }

    /// Where view `v`'s own deceleration from velocity `v` would end (its default `target.y`).
    private func landing(of view: Int, velocity v: Double) -> Double {
        let (x, top) = view == 0 ? (collapse, maxCollapse) : (listOffset, maxListOffset)
        guard v != 0 else { return x }
        let fling = TechniqueFling(
            values: [x], maxima: [top], velocity: v, start: now, feel: feel, dimension: 2 * overshootLimit, bounces: false)
        return min(max(fling.motion.finalPosition, 0), top)
    }

    /// What the release does, in the words the gallery's notes have always used, chosen by what the
    /// rules left: which views fling, whether their end bounces, and which pans dragged.
    private func releaseNote(nodes: [Node], bounces: Bool, listPan: Bool) -> String? {
        if namesPan(ofView: 1) {
            // Two pans: the list's dragged (both fling as the rules say, nothing to add) or the header's alone.
            if listPan { return nil }
            return nodes.isEmpty
                ? "header.pan alone: the outer view is pinned while the list is scrolled; nothing moves"
                : "header.pan alone flings the outer view; list.pan never saw this touch"
        }
        if bounces && nodes == [.header] {
            return "outer.pan released: its own fling runs over the header's range only; the list gets no velocity"
        }
        guard !bounces, nodes.count == 1 else { return nil }
        let moving = nodes[0].rawValue
        return "fling on \(moving) only: it will stop where \(moving) ends"
    }
}
