import ScrollCore

/// A pinch from a mouse and a keyboard, the iOS Simulator's way (docs/SANDBOX.md "Pinch on a desktop"):
/// while Alt (Option) is held the mouse's finger (pointer 0) has a second finger mirrored about the
/// phone's centre (pointer `mirrorID`); with Alt+Shift both move together (the pair keeps its spacing);
/// Alt pressed or released mid-drag lands or lifts the mirror finger. Ctrl+wheel (what a touchpad pinch
/// sends to a browser) is a pinch of two fingers about the cursor, one notch ×1.1 (a delta of −1 line,
/// fingers apart) or ÷1.1. Everything comes out as the pointer events it is, so a trace records and
/// replays the same pinch.
public struct MousePinch: Sendable {
    /// The mirror finger's id: negative, so no mouse (0) or touchscreen finger (1…) ever takes it.
    public static let mirrorID: Int64 = -1
    /// The Ctrl+wheel pinch's two fingers.
    public static let wheelIDs: (Int64, Int64) = (-2, -3)
    /// One wheel line's scale factor.
    public static let notchScale = 1.1

    /// The mirror finger's position while it is down.
    public private(set) var mirror: Point?
    private var mouse: Point?

    public init() {}

    /// The events `event` becomes with the modifiers held now; `centre` is the phone's centre,
    /// viewport points.
    public mutating func expand(_ event: InputEvent, alt: Bool, shift: Bool, ctrl: Bool, centre: Point) -> [InputEvent] {
        switch event {
        case .pointer(let p) where p.id == 0: return mouse(p, alt: alt, shift: shift, centre: centre)
        case .wheel(let at, let delta, let t) where ctrl: return Self.wheelPinch(at: at, lines: delta.y / 10, time: t)
        default: return [event]
        }
    }

    private mutating func mouse(_ p: PointerEvent, alt: Bool, shift: Bool, centre: Point) -> [InputEvent] {
        var out: [InputEvent] = [.pointer(p)]
        let mirrored = Point(x: 2 * centre.x - p.position.x, y: 2 * centre.y - p.position.y)
        switch p.kind {
        case .down:
            mouse = p.position
            if alt {
                mirror = shift && mirror != nil ? mirror : mirrored
                out.append(.pointer(PointerEvent(.down, id: Self.mirrorID, at: mirror ?? mirrored, time: p.time)))
            }
        case .move:
            let last = mouse ?? p.position
            mouse = p.position
            if let m = mirror, !alt {
                mirror = nil
                out.append(.pointer(PointerEvent(.up, id: Self.mirrorID, at: m, time: p.time)))
            } else if let m = mirror {
                let next = shift ? m + (p.position - last) : mirrored
                mirror = next
                out.append(.pointer(PointerEvent(.move, id: Self.mirrorID, at: next, time: p.time)))
            } else if alt {
                mirror = mirrored
                out.append(.pointer(PointerEvent(.down, id: Self.mirrorID, at: mirrored, time: p.time)))
            }
        case .up, .cancel:
            mouse = nil
            if let m = mirror {
                mirror = nil
                out.append(.pointer(PointerEvent(p.kind, id: Self.mirrorID, at: m, time: p.time)))
            }
        }
        return out
    }

    /// A whole pinch for `lines` of Ctrl+wheel about `at`: two fingers 100 pt apart land, spread past the
    /// pinch's 8 pt slop (10 pt), then to `10 · 1.1^lines` more (fingers apart for a wheel pulled
    /// towards the user, −y) and lift, all at `time`.
    public static func wheelPinch(at c: Point, lines: Double, time t: Double) -> [InputEvent] {
        guard lines.isFinite, lines != 0, c.x.isFinite, c.y.isFinite else { return [] }
        let k = Elementary.exp(-max(-20, min(20, lines)) * Elementary.log(notchScale))
        let (a, b) = wheelIDs
        func pair(_ kind: PointerEvent.Kind, _ half: Double) -> [InputEvent] {
            [
                .pointer(PointerEvent(kind, id: a, at: Point(x: c.x - half, y: c.y), time: t)),
                .pointer(PointerEvent(kind, id: b, at: Point(x: c.x + half, y: c.y), time: t)),
            ]
        }
        return pair(.down, 50) + pair(.move, 55) + pair(.move, 55 * k) + pair(.up, 55 * k)
    }
}
