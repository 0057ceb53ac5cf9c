import ScrollCore

/// Everything a backend or a trace can feed the sandbox: pointers, precise wheel deltas, keys.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    case pointer(PointerEvent)
    /// A touchpad or wheel scroll at `position`, `delta` in points (positive y = content moves down,
    /// i.e. the fingers moved down, as SDL's precise wheel with natural scrolling reports).
    case wheel(position: Point, delta: Point, time: Double)
    /// A key by name (`h`, `space`, `f9`, `escape`, …), at `time`.
    case key(String, time: Double)

    public var time: Double {
        switch self {
        case .pointer(let p): return p.time
        case .wheel(_, _, let t): return t
        case .key(_, let t): return t
        }
    }

    public var description: String {
        switch self {
        case .pointer(let p): return p.description
        case .wheel(let p, let d, let t): return "wheel \(p) Δ\(d) @\(t)"
        case .key(let k, let t): return "key \(k) @\(t)"
        }
    }
}

extension InputEvent {
    /// The same event with its time moved by `dt` seconds.
    public func shifted(by dt: Double) -> InputEvent {
        switch self {
        case .pointer(var p):
            p.time += dt
            return .pointer(p)
        case .wheel(let pos, let d, let t): return .wheel(position: pos, delta: d, time: t + dt)
        case .key(let k, let t): return .key(k, time: t + dt)
        }
    }
}
