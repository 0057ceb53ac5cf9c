import ScrollCore

/// Header collapse and list offset as three app techniques move them (`GalleryTechnique`), in
/// closed form: time is always an argument. A drag is the technique's file (`GalleryTechnique.program`,
/// `Assets/techniques/ID.json`): each pan moves its own view and the file's `didScroll` rules pin or
/// forward the offsets (`GalleryNestedModel+Rules`); a release is the file's `willEndDragging` rules
/// (`GalleryNestedModel+Release`).
/// Values grow as content moves up; the header's range is `0…maxCollapse` (collapsed: the strip sits
/// on the sticky line), the list's `0…maxListOffset`.
///
/// Flings are `TechniqueFling`s — the one engine's momentum under the scene's feel — over exactly the
/// views the release rules leave decelerating: both (simultaneous pans from the list: the pins make the
/// two decelerations one curve), or only one (the header's pan alone, the forwarding outer view, the
/// view that was moving when a dead stop technique released). The end the fling runs into bounces
/// (the feel's edge motion) unless a rule set that view's `bounces` false: then it stops dead.
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
    /// The technique's file, compiled.
    let program: TechniqueProgram
    /// The controller's `outer.pan` and `list.pan` (nil: not built), by the file's recognizer index.
    var recognizers: [GestureRecognizer?] = []
    /// Rule warnings (`TechniqueRunner`; not in the state: the gallery's states stay the ones its code gave).
    var events = BoundedLog<TechniqueLogEntry>(capacity: 200)
    /// How often each of the file's rules decided or acted (not in the state: the gallery's states
    /// stay the ones its code gave).
    var fired: [Int]
    /// Nested `didScroll` rule runs.
    var reentry = 0
    /// The file's variables (`state.NAME`).
    var variables: [Double]
    /// `outer.bounces`, `list.bounces` as the release rules set them (UIKit's default true).
    var viewBounces = [true, true]
    /// The release being decided (`willEndDragging`), nil otherwise.
    var releasing: Release?
    /// The touch a `shouldReceive` rule is asked about (`TechniqueRunner`; the gallery's files have none).
    var receiving: (recognizer: Int, location: Point)?
    var warned: [TechniqueWarning] = []

    /// `program`: the technique's file (nil: the built-in one, `GalleryTechnique.program`).
    init(
        technique: GalleryTechnique, program file: TechniqueProgram? = nil, maxCollapse: Double, maxListOffset: Double,
        overshootLimit: Double
    ) {
        self.technique = technique
        guard let program = file ?? technique.program else {
            preconditionFailure("Assets/techniques/\(technique.rawValue).json does not compile for the gallery")
        }
        self.program = program
        fired = Array(repeating: 0, count: program.rules.count)
        variables = program.initialValues
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

    /// The finger lifted with content velocity `v` (offset direction). The file's `willEndDragging`
    /// rules pick the views the fling moves and whether their end bounces (`GalleryNestedModel+Release`);
    /// the motion is the feel's.
    func release(velocity v: Double, listPan: Bool, at t: Double) {
        now = max(now, t)
        isDragging = false
        dragVelocity = 0
        let (nodes, bounces) = releasedViews(velocity: v, listPan: listPan)
        guard !nodes.isEmpty, v != 0 else { return }
        let chain = TechniqueFling(
            values: nodes.map { value(of: $0) }, maxima: nodes.map { $0 == .header ? maxCollapse : maxListOffset }, velocity: v,
            start: now, feel: feel, dimension: 2 * overshootLimit, bounces: bounces)
        // Which view's end a dead stop is at: the last stacked one going up, the first going down.
        let end = v > 0 ? nodes.last! : nodes.first!
        fling = (chain, nodes, end, false)
        advance(to: now)
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

    func note(_ text: String, at t: Double) {
        if notes.count >= 200 { notes.removeFirst() }
        notes.append((t, text))
    }
}
