import ScrollCore
import ScrollInput

/// A straight drag from `a` to `b` over 0.3 s (12 moves), lifted where it ends: the technique tests'
/// one gesture.
func drag(_ a: Point, _ b: Point, at t0: Double) -> [PointerEvent] {
    var out = [PointerEvent(.down, id: 1, at: a, time: t0)]
    for i in 1...12 { out.append(PointerEvent(.move, id: 1, at: a + (b - a) * (Double(i) / 12), time: t0 + 0.025 * Double(i))) }
    out.append(PointerEvent(.up, id: 1, at: b, time: t0 + 0.31))
    return out
}
