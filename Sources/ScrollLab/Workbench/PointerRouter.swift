import ScrollCore
import ScrollInput
import ScrollScene
import ScrollWorkbench

/// Where the window's pointers and wheel go: window pixels → the phone (lane) under them → that
/// phone's points, once, as events arrive. A touch stays on the lane it went down on; off every
/// phone it is lane 0's (points outside its viewport: the panel's). `--compare` delivers a pointer on
/// phone k to every phone at the same viewport point.
struct PointerRouter {
    /// The window's phones and panel, pixels.
    var layout: WindowLayout
    /// The lane each pointer's touch went down on.
    private var laneOfPointer: [Int64: Int] = [:]

    init(layout: WindowLayout) { self.layout = layout }

    /// An event routed: in the phone points of its lane (what the lanes are fed), where it was in
    /// the window (pixels; nil for keys), and whether it is on the phone.
    struct Routed {
        var event: InputEvent
        var window: Point?
        var onPhone: Bool
    }

    /// `e` with its position (window pixels, as the window reports it) in phone points.
    mutating func route(_ e: InputEvent) -> Routed {
        switch e {
        case .wheel(let position, let delta, let t):
            let p = phonePoint(position, lane: lane(at: position))
            return Routed(event: .wheel(position: p, delta: delta, time: t), window: position, onPhone: onPhone(p))
        case .pointer(var p):
            let window = p.position
            if p.kind == .down { laneOfPointer[p.id] = lane(at: window) }
            let k = laneOfPointer[p.id] ?? 0
            if p.kind == .up || p.kind == .cancel { laneOfPointer[p.id] = nil }
            p.position = phonePoint(window, lane: k)
            return Routed(event: .pointer(p), window: window, onPhone: onPhone(p.position))
        case .key:
            return Routed(event: e, window: nil, onPhone: false)
        }
    }

    /// The lane under window point `w`: the phone whose screen holds it, else lane 0.
    private func lane(at w: Point) -> Int {
        guard let k = layout.lane(at: w), onPhone(phonePoint(w, lane: k)) else { return 0 }
        return k
    }

    /// Window pixels → lane `k`'s phone points.
    private func phonePoint(_ w: Point, lane k: Int) -> Point {
        let o = layout.laneRect(k).origin
        return Point(x: (w.x - o.x) / layout.scale, y: (w.y - o.y) / layout.scale)
    }

    private func onPhone(_ p: Point) -> Bool { Rect(origin: .zero, size: layout.viewport).contains(p) }
}
