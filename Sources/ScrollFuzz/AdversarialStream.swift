import ScrollCore
import ScrollInput

/// Whole event streams the fuzzer's one-event-at-a-time generator would never produce by chance,
/// each found by hand to break something once (#20): they come out of `EventGenerator` in one piece.
public enum AdversarialStream: CaseIterable {
    /// A one-second touchpad swipe: 120 wheel events of 100 pt, 8 ms apart (it ended 874 pt past the
    /// edge of `snap` against an 852 pt rubber band).
    case touchpadSwipe
    /// A finger fling at 12 500…50 000 pt/s over 0.96 s: 12 000…48 000 pt.
    case extremeFling
    /// A drag that moves to ±10³⁰⁰ (or ±1.7·10³⁰⁸) and lifts there, then a wheel there.
    case hugeCoordinates
    /// A drag on an id at an edge of the range input may use (`PointerEvent.externalIDs`).
    case edgeIDs
    /// Twenty keys, 2 ms apart, while a finger drags.
    case keyStormMidGesture
    /// A fling, then a finger catching the moving content and a second finger (or a touchpad scroll)
    /// joining it before either moves past the slop; both lift (#26: the list stayed `dragging`).
    case twoFingerCatch

    /// The stream, starting at `start` (seconds) around `p`.
    public func events(from start: Double, at p: Point, viewport: Size, rng: inout SplitMix) -> [InputEvent] {
        var out: [InputEvent] = []
        var t = start
        let sign: Double = rng.unit() < 0.5 ? -1 : 1
        let vertical = rng.unit() < 0.7
        func along(_ d: Double) -> Point { vertical ? Point(x: 0, y: d) : Point(x: d, y: 0) }
        switch self {
        case .touchpadSwipe:
            for _ in 0..<120 {
                out.append(.wheel(position: p, delta: along(100 * sign), time: t))
                t += 0.008
            }
        case .extremeFling:
            let speed = 12_500 + rng.unit() * 37_500
            out += drag(id: 1, from: p, steps: (0..<120).map { _ in along(speed * 0.008 * sign) }, t: &t)
        case .hugeCoordinates:
            let far = [1e300, -1e300, 1.7e308, -1.7e308][rng.int(4)]
            out += drag(id: 2, from: p, steps: [along(10 * sign), Point(x: far, y: -far)], t: &t)
            out.append(.wheel(position: Point(x: far, y: far), delta: Point(x: -far, y: far), time: t))
        case .edgeIDs:
            let ids = PointerEvent.externalIDs
            let id = [ids.lowerBound, ids.upperBound, ids.upperBound - 1, ids.lowerBound + 1][rng.int(4)]
            out += drag(id: id, from: p, steps: (0..<10).map { _ in along(-30 * sign) }, t: &t)
        case .keyStormMidGesture:
            out.append(.pointer(PointerEvent(.down, id: 3, at: p, time: t)))
            var q = p
            for _ in 0..<20 {
                t += 0.002
                out.append(.key(EventGenerator.keys[rng.int(EventGenerator.keys.count)], time: t))
                q = Point(x: q.x + along(15 * sign).x, y: q.y + along(15 * sign).y)
                out.append(.pointer(PointerEvent(.move, id: 3, at: q, time: t)))
            }
            out.append(.pointer(PointerEvent(.up, id: 3, at: q, time: t + 0.008)))
        case .twoFingerCatch:
            out += Self.twoFingerCatch(at: p, along: along, viewport: viewport, t: &t, rng: &rng)
        }
        return out
    }

    private static func twoFingerCatch(
        at p: Point, along: (Double) -> Point, viewport: Size, t: inout Double, rng: inout SplitMix
    ) -> [InputEvent] {
        let sign: Double = rng.unit() < 0.5 ? -1 : 1
        var out = AdversarialStream.extremeFling.drag(id: 1, from: p, steps: (0..<6).map { _ in along(60 * sign) }, t: &t)
        t += 0.02 + rng.unit() * 0.2
        out.append(.pointer(PointerEvent(.down, id: 1, at: p, time: t)))
        let other = rng.unit() < 0.5 ? p + Point(x: 30, y: 40) : Point(x: rng.unit() * viewport.width, y: rng.unit() * viewport.height)
        t += 0.01 + rng.unit() * 0.05
        if rng.unit() < 0.25 {
            // A mouse button held plus a touchpad scroll, along the fling or across it.
            let d = along(7.5 * sign)
            let delta = rng.unit() < 0.5 ? d : Point(x: d.y, y: d.x)
            for _ in 0..<5 {
                out.append(.wheel(position: p, delta: delta, time: t))
                t += 0.008
            }
        } else {
            out.append(.pointer(PointerEvent(.down, id: 2, at: other, time: t)))
            if rng.unit() < 0.3 {
                t += 0.008
                out.append(.pointer(PointerEvent(.move, id: 2, at: other + along(30 * sign), time: t)))
            }
        }
        t += 0.02 + rng.unit() * 0.05
        let first = rng.unit() < 0.5 ? 1 : 2
        out.append(.pointer(PointerEvent(.up, id: Int64(first), at: first == 1 ? p : other, time: t)))
        t += 0.01
        out.append(.pointer(PointerEvent(.up, id: Int64(3 - first), at: first == 1 ? other : p, time: t)))
        return out
    }

    /// Down at `p`, a move per step 8 ms apart, up where the last step ended.
    private func drag(id: Int64, from p: Point, steps: [Point], t: inout Double) -> [InputEvent] {
        var out: [InputEvent] = [.pointer(PointerEvent(.down, id: id, at: p, time: t))]
        var q = p
        for step in steps {
            t += 0.008
            // An absurd step (±10³⁰⁰) is a position, not a distance.
            q = abs(step.x) > 1e100 || abs(step.y) > 1e100 ? step : Point(x: q.x + step.x, y: q.y + step.y)
            out.append(.pointer(PointerEvent(.move, id: id, at: q, time: t)))
        }
        out.append(.pointer(PointerEvent(.up, id: id, at: q, time: t)))
        return out
    }
}
