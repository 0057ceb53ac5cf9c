import ScrollCore
import ScrollInput

/// Well-formed gesture streams for `scrolllab fuzz --rates` (#46 class 8): the input whose state the
/// contract says must be the same within 0.5 pt at 60 and 120 Hz — a trace replayed at either rate.
/// Each stream mixes motion that runs on its own (wheel momentum, a fling, Home / Page Down / scroll
/// to row, a pull past the refresh point, a rotation) with a finger that lands during it or soon
/// after, at times off every tick grid. One seed gives one sequence on every machine.
public enum CrossRateStream: CaseIterable {
    /// A touchpad burst, then a finger catching the wheel's momentum (before, at or after its lift).
    case wheelThenCatch
    /// A fling, then a finger catching it.
    case flingThenCatch
    /// A scroll animation (Home, Page Down, Page Up, J), then a finger during or after it.
    case animationThenTouch
    /// A slow pull far past the top (a refresh), then a quick drag.
    case pullThenDrag
    /// A sideways swipe with a rotation (R) mid-swipe, after a pull.
    case rotateMidSwipe

    /// The stream, starting at `start` seconds; `t` ends past its last event.
    public static func next(from start: Double, viewport: Size, rng: inout SplitMix) -> [InputEvent] {
        allCases[rng.int(allCases.count)].events(from: start, viewport: viewport, rng: &rng)
    }

    public func events(from start: Double, viewport v: Size, rng: inout SplitMix) -> [InputEvent] {
        // Off-grid times: a random fraction of a millisecond on every start.
        var t = start + rng.unit() * 0.0173
        let mid = Point(x: v.width * (0.3 + 0.4 * rng.unit()), y: v.height * (0.35 + 0.3 * rng.unit()))
        let sign: Double = rng.unit() < 0.5 ? -1 : 1
        var out: [InputEvent] = []
        switch self {
        case .wheelThenCatch:
            let step = (8 + rng.unit() * 40) * sign
            for _ in 0..<(4 + rng.int(16)) {
                out.append(.wheel(position: mid, delta: Point(x: 0, y: step), time: t))
                t += 0.007 + rng.unit() * 0.01
            }
            t += rng.unit() * 0.2
            out += Self.drag(from: mid, by: Point(x: 0, y: (rng.unit() - 0.5) * 6), duration: 0.05 + rng.unit() * 0.3, t: &t)
        case .flingThenCatch:
            out += Self.drag(from: mid, by: Point(x: 0, y: 260 * sign), duration: 0.08 + rng.unit() * 0.06, t: &t)
            t += 0.05 + rng.unit() * 0.5
            out += Self.drag(from: mid, by: Point(x: 0, y: 2), duration: 0.1, t: &t)
        case .animationThenTouch:
            out.append(.key(["home", "pagedown", "pageup", "j"][rng.int(4)], time: t))
            t += rng.unit() * 0.5
            out += Self.drag(from: mid, by: Point(x: 0, y: (rng.unit() - 0.5) * 300), duration: 0.05 + rng.unit() * 0.25, t: &t)
        case .pullThenDrag:
            let top = Point(x: mid.x, y: v.height * 0.25)
            out += Self.drag(from: top, by: Point(x: 0, y: 150 + rng.unit() * 300), duration: 0.4 + rng.unit() * 0.4, t: &t)
            t += rng.unit() * 0.6
            out += Self.drag(from: mid, by: Point(x: 0, y: (rng.unit() - 0.5) * 400), duration: 0.06 + rng.unit() * 0.1, t: &t)
        case .rotateMidSwipe:
            out += Self.drag(from: Point(x: mid.x, y: v.height * 0.3), by: Point(x: 0, y: 340), duration: 0.3, t: &t)
            t += rng.unit() * 0.1
            let swipe = Self.drag(from: Point(x: v.width - 30, y: mid.y), by: Point(x: -260, y: 2), duration: 0.2, t: &t)
            let cut = 2 + rng.int(max(1, swipe.count - 3))
            out += swipe.prefix(cut)
            out.append(.key("r", time: (swipe[cut - 1].time) + 0.0004))
            t = swipe[cut - 1].time + 0.001
            out.append(.key("r", time: t + 0.6 + rng.unit() * 0.3))
            t += 1
        }
        return out
    }

    /// A straight drag of `by` over `duration` seconds, moves every 8.3 ms, lifted where it ends.
    private static func drag(from p: Point, by d: Point, duration: Double, t: inout Double) -> [InputEvent] {
        let steps = max(1, Int(duration / 0.0083))
        var out: [InputEvent] = [.pointer(PointerEvent(.down, id: 1, at: p, time: t))]
        for k in 1...steps {
            let q = p + d * (Double(k) / Double(steps))
            out.append(.pointer(PointerEvent(.move, id: 1, at: q, time: t + duration * Double(k) / Double(steps))))
        }
        t += duration + 0.002
        out.append(.pointer(PointerEvent(.up, id: 1, at: p + d, time: t)))
        return out
    }
}
