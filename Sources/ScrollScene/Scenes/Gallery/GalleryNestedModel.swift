import ScrollCore

/// Header collapse and list offset as three app techniques move them (`GalleryTechnique`), in
/// closed form: time is always an argument. Values grow as content moves up; the header's range is
/// `0…maxCollapse` (collapsed: the strip sits on the sticky line), the list's `0…maxListOffset`.
///
/// Flings are `TechniqueFling`s over exactly the views the technique lets move: both (simultaneous
/// pans from the list: the pins make the two decelerations one curve), or only one (the header's pan
/// alone, the forwarding outer view, the view that was moving when a dead stop technique released).
final class GalleryNestedModel {
    enum Node: String { case header, list }

    let technique: GalleryTechnique
    let maxCollapse: Double
    let maxListOffset: Double
    /// Largest bounce past the outer view's end (half the viewport, as ScrollView caps it).
    let overshootLimit: Double
    private(set) var collapse = 0.0
    private(set) var listOffset = 0.0
    /// The header's own bounce past its range (forwarding only), points past the end in the fling's direction.
    private(set) var bounce = 0.0
    private(set) var dragVelocity = 0.0
    private(set) var isDragging = false
    private var fling: (chain: TechniqueFling, nodes: [Node], initial: [Double], stopNoted: Bool)?
    private(set) var now = 0.0
    /// What the technique did and why, for the state report and the log overlay.
    private(set) var notes: [(time: Double, text: String)] = []
    var rate = DecelerationRate.normal

    init(technique: GalleryTechnique, maxCollapse: Double, maxListOffset: Double, overshootLimit: Double) {
        self.technique = technique
        self.maxCollapse = max(0, maxCollapse)
        self.maxListOffset = max(0, maxListOffset)
        self.overshootLimit = overshootLimit
    }

    /// The header collapse as drawn (its bounce included; past `maxCollapse` the strip rides above the sticky line).
    var shownCollapse: Double {
        guard let f = fling, bounce != 0 else { return collapse }
        return collapse + (f.chain.segments.first?.simulation.initialVelocity ?? 1 >= 0 ? bounce : -bounce)
    }

    /// Content velocity (points per second, offset direction): the fling's, or the finger's while dragging.
    var velocity: Double {
        if isDragging { return dragVelocity }
        return fling?.chain.velocity(at: now) ?? 0
    }

    var isMoving: Bool { isDragging || fling != nil }

    /// A finger came down: it catches any fling where it is shown.
    func touchDown(at t: Double) {
        advance(to: t)
        if fling != nil { note("touch caught the fling", at: now) }
        finishFling()
        isDragging = true
        dragVelocity = 0
    }

    /// The finger moved the content by `delta` (offset direction). `listPan`: the touch is on the list
    /// (so the list's own pan tracks it too); otherwise only the header / outer pan does.
    func drag(by delta: Double, listPan: Bool, velocity: Double, at t: Double) {
        now = max(now, t)
        dragVelocity = velocity
        switch technique {
        case .simultaneous:
            // Two pans, two didScroll pins, in UIKit's order: the outer view first (it reads the
            // list's previous offset), then the list.
            var c = min(max(collapse + delta, 0), maxCollapse)
            if listOffset > 0 { c = maxCollapse }
            var y = listOffset
            if listPan {
                y = min(max(listOffset + delta, 0), maxListOffset)
                if c < maxCollapse { y = 0 }
            }
            collapse = c
            listOffset = y
        case .forwarding, .deadStop, .carouselLock:
            // One offset over both ranges: the header's part first going up, the list's going down.
            let o = min(max(collapse + listOffset + delta, 0), maxCollapse + maxListOffset)
            collapse = min(o, maxCollapse)
            listOffset = o - collapse
        }
    }

    /// The finger lifted with content velocity `v` (offset direction).
    func release(velocity v: Double, listPan: Bool, at t: Double) {
        now = max(now, t)
        isDragging = false
        dragVelocity = 0
        let up = v > 0
        let nodes: [Node]
        var bounces = false
        switch technique {
        case .simultaneous:
            if listPan {
                nodes = up ? [.header, .list] : [.list, .header]
            } else {
                nodes = listOffset > 0 ? [] : [.header]
                note(
                    listOffset > 0
                        ? "header.pan alone: the outer view is pinned while the list is scrolled; nothing moves"
                        : "header.pan alone flings the outer view; list.pan never saw this touch", at: now)
            }
        case .forwarding, .carouselLock:
            nodes = [.header]
            bounces = true
            note("outer.pan released: its own fling runs over the header's range only; the list gets no velocity", at: now)
        case .deadStop:
            let moving: Node = up ? (collapse < maxCollapse ? .header : .list) : (listOffset > 0 ? .list : .header)
            nodes = [moving]
            note("fling on \(moving.rawValue) only: it will stop where \(moving.rawValue) ends", at: now)
        }
        guard !nodes.isEmpty, v != 0 else { return }
        let values = nodes.map { value(of: $0) }
        let limits = nodes.map { up ? (($0 == .header) ? maxCollapse : maxListOffset) : 0 }
        let chain = TechniqueFling(
            values: values, limits: limits, velocity: v, start: now, rate: rate, bounces: bounces, overshootLimit: overshootLimit)
        fling = (chain, nodes, values, false)
        advance(to: now)
    }

    /// Moves the fling to `t`.
    func advance(to t: Double) {
        now = max(now, t)
        guard let f = fling else { return }
        for (i, n) in f.nodes.enumerated() {
            let v = f.chain.value(ofNode: i, initial: f.initial[i], at: now)
            if n == .header { collapse = v } else { listOffset = v }
        }
        bounce = f.chain.overscroll(at: now)
        if let stop = f.chain.stoppedAt, now >= stop, !f.stopNoted {
            let seg = f.chain.segments.last
            let v = seg.map { abs($0.simulation.velocity(at: stop - $0.startTime)) } ?? 0
            let node = seg.map { f.nodes[$0.node].rawValue } ?? "?"
            note("fling stopped dead at the end of \(node) at \(Int(saturating: v.rounded())) pt/s (velocity → 0)", at: stop)
            fling?.stopNoted = true
        }
        if f.chain.isDone(at: now) {
            finishFling()
        }
    }

    private func finishFling() {
        fling = nil
        bounce = 0
    }

    private func value(of n: Node) -> Double { n == .header ? collapse : listOffset }

    private func note(_ text: String, at t: Double) {
        if notes.count >= 200 { notes.removeFirst() }
        notes.append((t, text))
    }
}
