import ScrollCore
import ScrollInput
import ScrollSession

// The live loop's exports: a page session is ScrollSession's `LiveReplay` on the handle's sandbox —
// the page pushes each event as it arrives with the present time and pumps the loop each frame; the
// loop decides every tick (docs/WEB.md, "Determinism"). Times are sandbox seconds. These are the only
// way events and ticks reach a page session's sandbox, so its recording is what it ran.

/// Runs `body` on the live loop of handle `h` in place (no copy of its recording); nil for no session.
private func withLive<R>(_ h: Int32, _ body: (inout LiveReplay) -> R) -> R? {
    let i = Int(h) - 1
    guard sessions.indices.contains(i), sessions[i] != nil else { return nil }
    return body(&sessions[i]!)
}

/// Pushes `event` at `now`; the event's time as taken (later than its own when it came late), 0 for
/// no session, or −1 (the output saying why) for times or coordinates a trace may not hold
/// (`TraceRules`: finite, 0…7200 s) — refused before the loop runs (a finger at t = 10¹⁷ would tick
/// forever).
private func push(_ h: Int32, _ event: InputEvent, now: Double) -> Double {
    if let problem = TraceRules.timeProblem(event.time, after: 0) ?? TraceRules.timeProblem(now, after: 0) {
        _ = emit(problem)
        return -1
    }
    let numbers: [Double]
    switch event {
    case .pointer(let p): numbers = [p.position.x, p.position.y]
    case .wheel(let p, let d, _): numbers = [p.x, p.y, d.x, d.y]
    case .key: numbers = []
    }
    guard numbers.allSatisfy({ $0.isFinite }) else {
        _ = emit("a coordinate is not a number")
        return -1
    }
    return withLive(h) { $0.push(event, now: now).time } ?? 0
}

/// A recorded event's kind in `sl_live_recording`'s records: pointer kinds 0–3 (down, move, up,
/// cancel), 4 a wheel, 5 a key.
private let pointerKinds: [PointerEvent.Kind] = [.down, .move, .up, .cancel]

@_expose(wasm, "sl_live_pointer") @_cdecl("sl_live_pointer")
public func slLivePointer(_ h: Int32, _ kind: Int32, _ id: Int64, _ x: Double, _ y: Double, _ t: Double, _ now: Double) -> Double {
    guard pointerKinds.indices.contains(Int(kind)) else { return 0 }
    return push(h, .pointer(PointerEvent(pointerKinds[Int(kind)], id: id, at: Point(x: x, y: y), time: t)), now: now)
}

@_expose(wasm, "sl_live_wheel") @_cdecl("sl_live_wheel")
public func slLiveWheel(_ h: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ t: Double, _ now: Double) -> Double {
    push(h, .wheel(position: Point(x: x, y: y), delta: Point(x: dx, y: dy), time: t), now: now)
}

@_expose(wasm, "sl_live_key") @_cdecl("sl_live_key")
public func slLiveKey(_ h: Int32, _ key: UnsafeRawPointer?, _ keyLen: Int32, _ t: Double, _ now: Double) -> Double {
    push(h, .key(text(key, keyLen), time: t), now: now)
}

/// Runs the loop up to `now`: the ticks run.
@_expose(wasm, "sl_live_pump") @_cdecl("sl_live_pump")
public func slLivePump(_ h: Int32, _ now: Double) -> Int32 {
    // The trace rules' times (finite, 0…7200 s): −1, the output saying why, past them.
    if let problem = TraceRules.timeProblem(now, after: 0) {
        _ = emit(problem)
        return -1
    }
    return Int32(withLive(h) { $0.pump(to: now) } ?? 0)
}

/// 1 while the loop is held (at rest, nothing touched, nothing pending).
@_expose(wasm, "sl_live_held") @_cdecl("sl_live_held")
public func slLiveHeld(_ h: Int32) -> Int32 { withLive(h) { $0.isHeld } == true ? 1 : 0 }

/// How many events came after the time already handled (and were recorded at it).
@_expose(wasm, "sl_live_late") @_cdecl("sl_live_late")
public func slLiveLate(_ h: Int32) -> Int32 { Int32(withLive(h) { $0.lateCount } ?? 0) }

/// The recording with its end marker (`LiveReplay.recording`): the number of events; the output holds
/// 7 numbers an event — kind (see `pointerKinds`), t, id, x, y, dx, dy (0 where the kind has none) —
/// and the strings each key's name followed by a newline, in order.
@_expose(wasm, "sl_live_recording") @_cdecl("sl_live_recording")
public func slLiveRecording(_ h: Int32) -> Int32 {
    guard let events = withLive(h, { $0.recording }) else { return 0 }
    var numbers: [Double] = []
    numbers.reserveCapacity(events.count * 7)
    var keys: [UInt8] = []
    for e in events {
        switch e {
        case .pointer(let p):
            let kind = Double(pointerKinds.firstIndex(of: p.kind) ?? 0)
            numbers += [kind, p.time, Double(p.id), p.position.x, p.position.y, 0, 0]
        case .wheel(let position, let delta, let t): numbers += [4, t, 0, position.x, position.y, delta.x, delta.y]
        case .key(let k, let t):
            numbers += [5, t, 0, 0, 0, 0, 0]
            keys += Array(k.utf8) + [10]
        }
    }
    output.set(numbers)
    strings.set(keys)
    return Int32(events.count)
}
