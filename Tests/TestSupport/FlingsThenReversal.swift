import ScrollCore
import ScrollInput
import ScrollTrace

/// The scene tests' "flings then a reversal" (quick return's bar and header, #44): a first drag, flings
/// deeper down the content, a rest, then a slow reversal — 40 pt the other way, held and lifted — and
/// 45 pt back, held. One builder and one reader of the reversal's samples for every suite that uses it.
public enum FlingsThenReversal {
    /// `first` held 0.1 s, 0.5 s; `flings` flings from (200, 750) to (200, 250), each followed by 0.2 s;
    /// 3 s; the reversal (400 → 440 over 0.4 s, held 0.1 s); 0.6 s; back (440 → 395 over 0.4 s, held
    /// 0.1 s); 0.6 s.
    public static func trace(scene: String, first: (from: Point, to: Point, duration: Double), flings: Int) -> Trace {
        var b = TraceBuilder(scene: scene)
        b.drag(from: first.from, to: first.to, duration: first.duration, hold: 0.1)
        b.wait(0.5)
        for _ in 0..<flings {
            b.fling(from: Point(x: 200, y: 750), to: Point(x: 200, y: 250))
            b.wait(0.2)
        }
        b.wait(3)
        b.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 440), duration: 0.4, hold: 0.1)  // the reversal
        b.wait(0.6)
        b.drag(from: Point(x: 200, y: 440), to: Point(x: 200, y: 395), duration: 0.4, hold: 0.1)  // and back
        b.wait(0.6)
        return b.trace
    }

    /// The indices of the samples (their times and the position the reversal lowers) from the one before
    /// the reversal first moves the position below its rest to the reversal's lift (the trace's
    /// next-to-last lift).
    public static func range(times: [Double], positions: [Double], in trace: Trace) -> ClosedRange<Int> {
        let lifts = trace.liftTimes
        let lift = lifts[lifts.count - 2]
        let rest = positions[times.lastIndex { $0 < lift - 0.5 }!]
        let from = times.indices.first { times[$0] > lift - 0.5 && positions[$0] < rest }!
        let to = times.lastIndex { $0 <= lift }!
        return (from - 1)...to
    }
}

extension Trace {
    /// The time of every lift (`up`), in order.
    public var liftTimes: [Double] {
        events.compactMap { if case .pointer(let p) = $0, p.kind == .up { return p.time } else { return nil } }
    }

    /// The trace with C (the scene's wrong technique) pressed first, at 0.01 s, when `on`.
    public func pressingC(_ on: Bool) -> Trace {
        var t = self
        if on { t.events.insert(.key("c", time: 0.01), at: 0) }
        return t
    }
}
