import ScrollCore
import ScrollInput

/// Plays W3C action sources tick by tick (see `W3CActionsReader`) and collects the trace events.
struct W3CActionsSimulation {
    let ids: [Int?]
    var positions: [Point]
    var pressed: [Bool]
    var out: [(t: Double, n: Int, e: InputEvent)] = []
    /// Milliseconds since the start.
    var now = 0.0
    static let interpolationStep = 1000.0 / 120
    /// The most events the actions may make: what a trace holds (its line limit less the header).
    /// Counted before a move is interpolated, so nothing is allocated past it (#46: a 394-byte file
    /// of long moves made 3.5 M events, 710 MB, before any limit).
    static let maximumEvents = Trace.maximumLineCount - 1

    init(ids: [Int?]) {
        self.ids = ids
        positions = Array(repeating: .zero, count: ids.count)
        pressed = Array(repeating: false, count: ids.count)
    }

    mutating func run(_ sources: [W3CActionsReader.Source]) throws(ImportError) {
        let ticks = sources.map(\.actions.count).max() ?? 0
        for i in 0..<ticks {
            var length = 0.0
            for (s, source) in sources.enumerated() where i < source.actions.count {
                let d = source.actions[i].duration ?? 0
                guard d.isFinite, d >= 0, d <= 7_200_000 else { throw fail(s, i, "duration must be 0…7200000 ms") }
                length = max(length, d)
            }
            // The tick's length is checked before it is played: a trace's time limit holds first.
            guard now + length <= Trace.maximumTime * 1000 else {
                throw ImportError(line: nil, "tick \(i): the actions last more than \(Int(Trace.maximumTime)) s (a trace's limit)")
            }
            for (s, source) in sources.enumerated() where i < source.actions.count {
                let a = source.actions[i]
                try perform(a, source: s, tick: i, duration: a.duration ?? 0, type: source.type)
            }
            now += length
        }
    }

    func fail(_ s: Int, _ i: Int, _ what: String) -> ImportError {
        ImportError(line: nil, "actions[\(s)].actions[\(i)]: \(what)")
    }

    mutating func emit(_ t: Double, _ e: InputEvent) { out.append((t, out.count, e)) }

    /// One event at the tick's start, within `maximumEvents`.
    mutating func emitOne(_ s: Int, _ i: Int, _ e: InputEvent) throws(ImportError) {
        guard out.count < Self.maximumEvents else {
            throw fail(s, i, "the actions make more than \(Self.maximumEvents) events (a trace's limit)")
        }
        emit(now / 1000, e)
    }

    mutating func perform(_ a: W3CActionsReader.Action, source s: Int, tick i: Int, duration d: Double, type: String) throws(ImportError) {
        let t = now / 1000
        switch (type, a.type) {
        case (_, "pause"): return
        case ("pointer", "pointerMove"):
            guard let x = a.x, let y = a.y, x.isFinite, y.isFinite else { throw fail(s, i, "pointerMove needs numbers x and y") }
            let from = positions[s]
            var to = Point(x: x, y: y)
            switch a.origin ?? .viewport {
            case .viewport: break
            case .pointer: to = Point(x: from.x + x, y: from.y + y)
            case .element: throw fail(s, i, "an element origin cannot be resolved outside a browser (use viewport or pointer)")
            }
            positions[s] = to
            guard pressed[s], let id = ids[s] else { return }
            let steps = d > 0 ? max(1, Int((d / Self.interpolationStep).rounded(.up))) : 1
            guard out.count + steps <= Self.maximumEvents else {
                throw fail(
                    s, i, "the actions make more than \(Self.maximumEvents) events (a trace's limit; moves are interpolated at 120 Hz)")
            }
            for k in 1...steps {
                let f = Double(k) / Double(steps)
                let p = k == steps ? to : Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                emit((now + d * f) / 1000, .pointer(PointerEvent(.move, id: Int64(id), at: p, time: (now + d * f) / 1000)))
            }
        case ("pointer", "pointerDown"), ("pointer", "pointerUp"), ("pointer", "pointerCancel"):
            guard let id = ids[s] else { return }
            let kind: PointerEvent.Kind = a.type == "pointerDown" ? .down : a.type == "pointerUp" ? .up : .cancel
            guard pressed[s] == (kind != .down) else { throw fail(s, i, "\(a.type) while the pointer is \(pressed[s] ? "down" : "up")") }
            pressed[s] = kind == .down
            try emitOne(s, i, .pointer(PointerEvent(kind, id: Int64(id), at: positions[s], time: t)))
        case ("wheel", "scroll"):
            guard let x = a.x, let y = a.y, let dx = a.deltaX, let dy = a.deltaY, [x, y, dx, dy].allSatisfy(\.isFinite) else {
                throw fail(s, i, "scroll needs numbers x, y, deltaX and deltaY")
            }
            if a.origin == .element { throw fail(s, i, "an element origin cannot be resolved outside a browser") }
            try emitOne(s, i, .wheel(position: Point(x: x, y: y), delta: Point(x: -dx, y: -dy), time: t))
        case ("key", _), ("none", _): return
        default: throw fail(s, i, "unknown action '\(a.type)' for a \(type) source")
        }
    }

    /// The events in time order (simultaneous ones in the order they were performed).
    func sorted() -> [InputEvent] {
        out.sorted { ($0.t, $0.n) < ($1.t, $1.n) }.map(\.e)
    }
}
