import ScrollCore

/// The state of one photo pan's drag: the last translation seen and whether it is moving the pager.
struct PhotoHandoff {
    var last: Point = .zero
    var pagerDragging = false
}

/// Who gets a drag on a photo: the photo's pan and the pager's decide by the edge policy when the pan
/// crosses its slop (`shouldBegin`), and while the photo's pan runs, `chain` hands what the photo cannot
/// take past its edge to the pager in the same drag; `flingOnly` turns the page on a fling from the edge.
extension PhotoBrowserController {
    func wire() {
        pagerPan.shouldBegin { [unowned self] _ in
            let p = self.pages[self.currentPage]
            if self.mechanics == .lockedWhileZoomed && p.isZoomed { return .deny("\(p.model.id) is zoomed: the pager is locked") }
            return .allow
        }
        for p in pages {
            p.pan.shouldBegin { [unowned self, unowned p] g in self.photoPanVerdict(p, g) }
            p.pan.onTouchDown { [unowned p] _, e in
                p.pan.minimumDistance = p.model.feel.touchSlop
                p.pan.velocityEstimator = p.model.feel.velocityEstimator
                p.pan.liftStopTime = p.model.feel.liftStopTime
                // A touch on a moving photo catches it (as a scroll view's own pan does).
                if p.model.state == .decelerating || p.model.state == .bouncing {
                    p.model.beginDragging(at: e.time)
                    p.pan.startsAtOnce(afterCatchUnder: p.model.feel)
                }
            }
            p.pan.onAction { [unowned self, unowned p] _ in self.photoPanAction(p) }
            p.pan.onFailed { [unowned p] g in
                if p.model.state == .dragging { p.model.cancelDragging(at: g.lastTime) }
            }
            p.tap.onAction { [unowned self, unowned p] g in
                if g.state == .recognized {
                    self.log.append(SceneState.Event(t: self.now, name: "photoTap", page: p.index, id: p.model.id))
                }
            }
        }
    }

    /// The photo's pan at its slop: a horizontal drag the photo cannot follow (it fits, or it is at
    /// that edge) belongs to the pager — unless the pager is locked while zoomed.
    func photoPanVerdict(_ p: PhotoPage, _ g: PanGestureRecognizer) -> GestureVerdict {
        let d = g.translation
        let horizontal = abs(d.x) > abs(d.y)
        let sv = p.model
        if mechanics == .lockedWhileZoomed && p.isZoomed { return .allow }
        // Samsung's rule: the zoomed photo keeps every drag; only a fling from its edge turns the page.
        if mechanics == .flingOnly && p.isZoomed && (!horizontal || sv.scrolls(.horizontal)) { return .allow }
        if horizontal {
            if !sv.scrolls(.horizontal) { return .deny("\(sv.id) fits the width: the pager's") }
            let sign: Double = d.x < 0 ? 1 : -1
            if p.atEdge(sign, pixelSnapped: showsFractionalBug) {
                return .deny("\(sv.id) at its \(sign > 0 ? "right" : "left") edge: the pager's")
            }
            return .allow
        }
        return sv.scrolls(.vertical) ? .allow : .deny("\(sv.id) fits the height")
    }

    func photoPanAction(_ p: PhotoPage) {
        let g = p.pan
        let t = g.lastTime
        let sv = p.model
        switch g.state {
        case .began:
            if sv.state != .dragging { sv.beginDragging(at: t) }
            // Scrolling starts where the feel's `slopStart` says (as ScrollViewPanDriver's): from the
            // crossing, or past the slop's boundary — all of a caught drag's first move under android.
            let base = ScrollViewPanDriver.slopBase(g.translation, slop: g.minimumDistance, start: sv.feel.slopStart)
            handoff = PhotoHandoff(last: base, pagerDragging: false)
            let first = g.translation - base
            if first != .zero { drag(p, by: Point(x: -first.x, y: -first.y), at: t) }
            handoff.last = g.translation
        case .changed:
            let delta = g.translation - handoff.last
            handoff.last = g.translation
            drag(p, by: Point(x: -delta.x, y: -delta.y), at: t)
        case .ended:
            release(p, velocity: g.releaseVelocity, at: t)
        case .cancelled:
            sv.cancelDragging(at: t)
            if handoff.pagerDragging { pager.cancelDragging(at: t) }
            handoff.pagerDragging = false
        default:
            break
        }
    }

    /// Moves the photo (and under `chain` the pager) by `d`, content-offset direction.
    private func drag(_ p: PhotoPage, by d: Point, at t: Double) {
        let sv = p.model
        guard mechanics != .lockedWhileZoomed else {
            sv.drag(byOffsetDelta: d, at: t)
            return
        }
        var dx = d.x
        // The pager off its page comes back first (chain).
        let pageX = Double(p.index) * viewport.width
        if handoff.pagerDragging {
            let off = pager.contentOffset.x - pageX
            if off != 0 && (off > 0) != (dx > 0) {
                let back = off > 0 ? max(dx, -off) : min(dx, -off)
                pager.drag(byOffsetDelta: Point(x: back, y: 0), at: t)
                dx -= back
            }
        }
        // The photo takes what it has room for; no band sideways (the edge is where the handoff is).
        let o = sv.contentOffset.x
        let room = dx > 0 ? max(0, sv.maxOffset(.horizontal) - o) : min(0, sv.minOffset(.horizontal) - o)
        let taken = dx > 0 ? min(dx, room) : max(dx, room)
        sv.drag(byOffsetDelta: Point(x: taken, y: d.y), at: t)
        let rest = dx - taken
        guard rest != 0, mechanics == .chain, p.atEdge(rest > 0 ? 1 : -1, pixelSnapped: showsFractionalBug) else { return }
        if !handoff.pagerDragging {
            pager.beginDragging(at: t)
            handoff.pagerDragging = true
        }
        pager.drag(byOffsetDelta: Point(x: rest, y: 0), at: t)
    }

    /// The photo's pan lifted: the photo flings (vertically, and sideways up to its edge); a pager moved
    /// by `chain` settles on its page; under `flingOnly` a fling outwards from the edge turns the page.
    private func release(_ p: PhotoPage, velocity v: Point, at t: Double) {
        let sv = p.model
        if handoff.pagerDragging {
            handoff.pagerDragging = false
            pager.endDragging(fingerVelocity: Point(x: v.x, y: 0), at: t)
            sv.endDragging(fingerVelocity: Point(x: 0, y: v.y), at: t)
            return
        }
        let sign: Double = v.x < 0 ? 1 : -1
        let atEdge = p.atEdge(sign, pixelSnapped: showsFractionalBug)
        if mechanics == .flingOnly && atEdge && abs(v.x) >= pager.feel.pagingVelocityThreshold && abs(v.x) > abs(v.y) {
            sv.endDragging(fingerVelocity: Point(x: 0, y: v.y), at: t)
            pager.beginDragging(at: t)
            pager.endDragging(fingerVelocity: Point(x: v.x, y: 0), at: t)
            return
        }
        // Sideways momentum stops at the edge under the handoff policies (the pager's job past it).
        sv.endDragging(fingerVelocity: mechanics == .lockedWhileZoomed ? v : Point(x: atEdge ? 0 : v.x, y: v.y), at: t)
    }
}
