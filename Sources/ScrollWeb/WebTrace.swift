import ScrollCore
import ScrollInput

/// A trace file (docs/TRACE.md, NDJSON) read without Foundation: the header's scene, device, rate,
/// orientation, feel and embedded definition, and the events. It trusts its input as far as the
/// native reader (`ScrollTrace.Trace`) validates it: a line it cannot read is an error naming the line.
struct WebTrace {
    var scene = "profile"
    var device = WebDevice.fifteen
    var hz = 60
    var landscape = false
    var feel: Feel?
    var definition: JSONValue?
    var events: [InputEvent] = []

    /// Reads `text`; nil and `problem` set when a line is not a trace line.
    init?(_ text: String, problem: inout String) {
        var first = true
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) { continue }
            guard let o = JSONValue.parse(String(line))?.object else {
                problem = "line \(number): not a JSON object"
                return nil
            }
            if first {
                first = false
                guard readHeader(o, problem: &problem) else { return nil }
                continue
            }
            guard let e = Self.event(o) else {
                problem = "line \(number): not a trace event"
                return nil
            }
            events.append(e)
        }
        if first {
            problem = "empty trace (no header line)"
            return nil
        }
    }

    private mutating func readHeader(_ o: [String: JSONValue], problem: inout String) -> Bool {
        guard case .number? = o["trace"] else {
            problem = "line 1: not a trace header"
            return false
        }
        if case .string(let s)? = o["scene"] { scene = s }
        if case .string(let s)? = o["device"] {
            guard let d = WebDevice(rawValue: s) else {
                problem = "line 1: unknown device '\(s)'"
                return false
            }
            device = d
        }
        if case .number(let n)? = o["hz"], let h = Int(exactly: n) { hz = h }
        if case .bool(let b)? = o["landscape"] { landscape = b }
        if let f = o["feel"] {
            guard let parsed = Feel(json: f) else {
                problem = "line 1: unreadable feel"
                return false
            }
            feel = parsed
        }
        definition = o["definition"]
        return true
    }

    static func event(_ o: [String: JSONValue]) -> InputEvent? {
        guard case .number(let t)? = o["t"], case .string(let kind)? = o["kind"] else { return nil }
        func number(_ k: String) -> Double? {
            if case .number(let n)? = o[k] { return n }
            return nil
        }
        switch kind {
        case "down", "move", "up", "cancel":
            guard let k = PointerEvent.Kind(rawValue: kind), let id = number("id"), let x = number("x"), let y = number("y"),
                let id64 = Int64(exactly: id)
            else { return nil }
            return .pointer(PointerEvent(k, id: id64, at: Point(x: x, y: y), time: t))
        case "wheel":
            guard let x = number("x"), let y = number("y") else { return nil }
            return .wheel(position: Point(x: x, y: y), delta: Point(x: number("dx") ?? 0, y: number("dy") ?? 0), time: t)
        case "key":
            guard case .string(let key)? = o["key"] else { return nil }
            return .key(key, time: t)
        default: return nil
        }
    }
}

extension Feel {
    /// A feel as a trace header or feel file holds it (`FeelFile.Spec`, native-only): a preset's name,
    /// or an object of fields over its `preset` (default `ios`). Nil for an unknown name or field.
    init?(json: JSONValue) {
        if case .string(let name) = json {
            guard let p = Feel.preset(named: name) else { return nil }
            self = p
            return
        }
        guard let o = json.object else { return nil }
        var f = Feel.ios
        if case .string(let p)? = o["preset"] {
            guard let preset = Feel.preset(named: p) else { return nil }
            f = preset
        }
        for (k, v) in o where k != "preset" {
            switch (k, v) {
            case ("name", .string(let s)): f.name = s
            case ("decay", .string(let s)): guard let e = Decay(rawValue: s) else { return nil }; f.decay = e
            case ("overscroll", .string(let s)): guard let e = Overscroll(rawValue: s) else { return nil }; f.overscroll = e
            case ("pagingSettle", .string(let s)): guard let e = PagingSettle(rawValue: s) else { return nil }; f.pagingSettle = e
            case ("velocityEstimator", .string(let s)):
                guard let e = Estimator(rawValue: s) else { return nil }
                f.velocityEstimator = e
            case ("slopStart", .string(let s)): guard let e = SlopStart(rawValue: s) else { return nil }; f.slopStart = e
            case (_, .number(let n)):
                guard let c = FeelConstant.named(k) else { return nil }
                c.set(n, in: &f)
            default: return nil
            }
        }
        self = f
    }
}
