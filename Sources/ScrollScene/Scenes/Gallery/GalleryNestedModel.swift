import ScrollCore

/// Header collapse and list offset as three app techniques move them (`GalleryTechnique`), in
/// closed form: time is always an argument. A drag is the technique's file (`GalleryTechnique.program`,
/// `Assets/techniques/ID.json`): each pan moves its own view and the file's `didScroll` rules pin or
/// forward the offsets (`GalleryNestedModel+Rules`); a release is the technique's fling policy below.
/// Values grow as content moves up; the header's range is `0…maxCollapse` (collapsed: the strip sits
/// on the sticky line), the list's `0…maxListOffset`.
///
/// Flings are `TechniqueFling`s — the one engine's momentum under the scene's feel — over exactly the
/// views the technique lets move (its policy, `flingPolicy`): both (simultaneous pans from the list:
/// the pins make the two decelerations one curve), or only one (the header's pan alone, the forwarding
/// outer view, the view that was moving when a dead stop technique released). Only the forwarding
/// outer view bounces (the feel's edge motion, on the header); the others stop dead at their end.
final class GalleryNestedModel {
    enum Node: String { case header, list }

    let technique: GalleryTechnique
    let maxCollapse: Double
    let maxListOffset: Double
    /// Largest bounce past the outer view's end (half the viewport, as ScrollView caps it).
    let overshootLimit: Double
    private(set) var collapse = 0.0
    private(set) var listOffset = 0.0
    /// The header's own bounce past its range (forwarding only): how far the fling's combined value lies past
    /// its range, signed in the content-offset direction.
    private(set) var bounce = 0.0
    private(set) var dragVelocity = 0.0
    private(set) var isDragging = false
    private var fling: (chain: TechniqueFling, nodes: [Node], end: Node, stopNoted: Bool)?
    private(set) var now = 0.0
    /// What the technique did and why, for the state report and the log overlay.
    private(set) var notes: [(time: Double, text: String)] = []
    /// The scene's feel: every fling runs its decay, velocity limits and edge motion.
    var feel = Feel.ios
    /// The technique's file, compiled (nil while the technique is code).
    let program: TechniqueProgram?
    /// How often each of the file's rules decided or acted (not in the state: the gallery's states
    /// stay the ones its code gave).
    var fired: [Int]
    /// Nested `didScroll` rule runs.
    var reentry = 0
    /// The file's variables (`state.NAME`).
    var variables: [Double]

    init(technique: GalleryTechnique, maxCollapse: Double, maxListOffset: Double, overshootLimit: Double) {
        self.technique = technique
        program = technique.program
        fired = Array(repeating: 0, count: program?.rules.count ?? 0)
        variables = program?.initialValues ?? []
        self.maxCollapse = max(0, maxCollapse)
        self.maxListOffset = max(0, maxListOffset)
        self.overshootLimit = overshootLimit
    }

    /// The header collapse as drawn (its bounce included; past `maxCollapse` the strip rides above the sticky line).
    var shownCollapse: Double {
        collapse + bounce
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
        // Each pan moves its own view by the finger's delta, past its range if it goes there (no rubber
        // band), then that view's didScroll rules run, then the view is put back within its range
        // (neither bounces while dragged), in UIKit's order: the outer view first (its rules read the
        // list's previous offset), then the list.
        collapse += delta
        didScroll(0)
        collapse = min(max(collapse, 0), maxCollapse)
        if listPan {
            listOffset += delta
            didScroll(1)
            listOffset = min(max(listOffset, 0), maxListOffset)
        }
    }

    /// A rule's offset for view `v` (0 the header's collapse, 1 the list).
    func setOffset(_ x: Double, of v: Int) {
        if v == 0 { collapse = x } else { listOffset = x }
    }

    /// The finger lifted with content velocity `v` (offset direction). The technique's policy picks
    /// the views its fling moves and whether their end bounces; the motion is the feel's.
    func release(velocity v: Double, listPan: Bool, at t: Double) {
        now = max(now, t)
        isDragging = false
        dragVelocity = 0
        let (nodes, bounces) = flingPolicy(up: v > 0, listPan: listPan)
        guard !nodes.isEmpty, v != 0 else { return }
        let chain = TechniqueFling(
            values: nodes.map { value(of: $0) }, maxima: nodes.map { $0 == .header ? maxCollapse : maxListOffset }, velocity: v,
            start: now, feel: feel, dimension: 2 * overshootLimit, bounces: bounces)
        // Which view's end a dead stop is at: the last stacked one going up, the first going down.
        let end = v > 0 ? nodes.last! : nodes.first!
        fling = (chain, nodes, end, false)
        advance(to: now)
    }

    /// The views a release moves, stacked (header first), and whether their end bounces.
    private func flingPolicy(up: Bool, listPan: Bool) -> (nodes: [Node], bounces: Bool) {
        switch technique {
        case .simultaneous:
            if listPan { return ([.header, .list], false) }
            note(
                listOffset > 0
                    ? "header.pan alone: the outer view is pinned while the list is scrolled; nothing moves"
                    : "header.pan alone flings the outer view; list.pan never saw this touch", at: now)
            return (listOffset > 0 ? [] : [.header], false)
        case .forwarding, .carouselLock:
            note("outer.pan released: its own fling runs over the header's range only; the list gets no velocity", at: now)
            return ([.header], true)
        case .deadStop:
            let moving: Node = up ? (collapse < maxCollapse ? .header : .list) : (listOffset > 0 ? .list : .header)
            note("fling on \(moving.rawValue) only: it will stop where \(moving.rawValue) ends", at: now)
            return ([moving], false)
        }
    }

    /// Moves the fling to `t`.
    func advance(to t: Double) {
        now = max(now, t)
        guard let f = fling else { return }
        for (i, n) in f.nodes.enumerated() {
            let v = f.chain.value(ofNode: i, at: now)
            if n == .header { collapse = v } else { listOffset = v }
        }
        bounce = f.chain.overscroll(at: now)
        if let stop = f.chain.deadStop, now >= stop.time, !f.stopNoted {
            let v = Int(saturating: abs(stop.velocity).rounded())
            note("fling stopped dead at the end of \(f.end.rawValue) at \(v) pt/s (velocity → 0)", at: stop.time)
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
