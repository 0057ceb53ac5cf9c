import ScrollCore
import ScrollInput

/// Random and adversarial input for `scrolllab fuzz`: up to 10 fingers, time that goes backwards or
/// stands still, one-second gaps, duplicate and missing ups, moves without downs, coordinates far
/// outside the window, huge wheel deltas, key storms (scene switches, rotation, header-height changes,
/// reloads, insets, scrolling off, overlays) — all from one seed, so a run can be repeated exactly. Now
/// and then a whole adversarial stream comes out in one piece (`AdversarialStream`): a touchpad swipe,
/// an extreme fling, a drag to ±10³⁰⁰, a gesture on the ids at the edges of their range, a key storm
/// mid-gesture.
public struct EventGenerator {
    private var rng: SplitMix
    private var time = 0.0
    private var down: [Int: Point] = [:]
    /// The rest of the adversarial stream under way, handed out before anything else.
    private var queued: [InputEvent] = []
    private var queuedNext = 0
    public let viewport: Size
    /// The chance that an event starts an adversarial stream instead.
    public static let streamChance = 0.002

    public static let keys = [
        "h", "v", "b", "g", "l", "e", "p", "t", "r", "home", "pagedown", "pageup", "1", "5", "9", "f1", "s", "space", "n", "escape", "x",
        // Nested pages: isScrollEnabled (also list, paging), reload one / all, the container's bottom inset.
        "d", "o", "a", "k",
        // #34: scroll to row 30 under the collapsed header (nested pages); anchoring on / off (self-sizing) and
        // technique ↔ chain (gallery).
        "j", "c",
        // Feels: every preset's physics, and tuned constants at their range ends (docs/FEEL.md).
        "f", "u", "[", "]", "'", "feel.springStiffness=1", "feel.touchSlop=0", "feel.rubberBand=2", "feel.reset",
    ]

    public init(seed: UInt64, viewport: Size) {
        rng = SplitMix(seed: seed)
        self.viewport = viewport
    }

    /// The next event. Its time may be earlier than the previous one's (the sandbox treats that as
    /// "now"); callers record the effective time.
    public mutating func next() -> InputEvent {
        if queuedNext < queued.count {
            queuedNext += 1
            return queued[queuedNext - 1]
        }
        if rng.unit() < Self.streamChance {
            let kind = AdversarialStream.allCases[rng.int(AdversarialStream.allCases.count)]
            queued = kind.events(from: time + 0.05, at: point(), viewport: viewport, rng: &rng)
            queuedNext = 0
            time = queued.last?.time ?? time
            if !queued.isEmpty { return next() }
        }
        let roll = rng.unit()
        switch roll {
        case ..<0.05: time -= rng.unit() * 0.05  // backwards
        case ..<0.15: break  // standing still
        case ..<0.17: time += 1  // a one-second gap
        case ..<0.30: time += 0.02 + rng.unit() * 0.1
        default: time += 0.001 + rng.unit() * 0.016
        }
        let kind = rng.unit()
        if kind < 0.04 {
            return .key(Self.keys[rng.int(Self.keys.count)], time: time)
        }
        if kind < 0.10 {
            let huge = rng.unit() < 0.2
            let d = Point(x: (rng.unit() - 0.5) * (huge ? 2e6 : 60), y: (rng.unit() - 0.5) * (huge ? 2e6 : 60))
            return .wheel(position: point(), delta: d, time: time)
        }
        // Pointers: mostly coherent gestures on a few fingers, sometimes nonsense.
        let id = rng.unit() < 0.8 ? rng.int(2) : rng.int(10)
        if let p = down[id] {
            let r = rng.unit()
            if r < 0.85 {
                let q = Point(x: p.x + (rng.unit() - 0.5) * 80, y: p.y + (rng.unit() - 0.5) * 120)
                down[id] = q
                return .pointer(PointerEvent(.move, id: Int64(id), at: q, time: time))
            }
            if r < 0.97 {
                if rng.unit() > 0.1 { down[id] = nil }  // else: a duplicate up will follow later
                return .pointer(PointerEvent(.up, id: Int64(id), at: p, time: time))
            }
            down[id] = nil
            return .pointer(PointerEvent(.cancel, id: Int64(id), at: p, time: time))
        }
        let r = rng.unit()
        let p = point()
        if r < 0.8 {
            down[id] = p
            return .pointer(PointerEvent(.down, id: Int64(id), at: p, time: time))
        }
        // Moves and ups without a down.
        return .pointer(PointerEvent(r < 0.9 ? .move : .up, id: Int64(id), at: p, time: time))
    }

    private mutating func point() -> Point {
        if rng.unit() < 0.05 {
            return Point(x: (rng.unit() - 0.5) * 2e6, y: (rng.unit() - 0.5) * 2e6)  // far outside
        }
        return Point(x: rng.unit() * viewport.width, y: rng.unit() * viewport.height)
    }
}

/// SplitMix64: small, fast, the same sequence on every machine.
public struct SplitMix {
    private var state: UInt64
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in 0..<n.
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
