import ScrollCore
import ScrollInput

/// A trace as W3C WebDriver Actions (`POST /session/{id}/actions`, Appium and Selenium): one
/// `pointer` source per pointer id (`finger<ID>`, pointerType `touch`; id 0 is the `mouse`), one
/// `wheel` source for wheel events. Time is carried by ticks of `pause` (every source pauses until
/// the next event's millisecond), then each event's actions one tick after another (a down is a
/// zero-duration `pointerMove` to its point and a `pointerDown`), so events keep their order.
///
/// Quantisation (classic WebDriver takes whole numbers; stated in the file's `scrolllab` object):
/// times to the nearest millisecond, x and y to the nearest integer point, wheel deltas to integers
/// with the rounding remainder carried into the next delta. Keys are dropped; a cancel becomes an up;
/// an up away from the pointer's last point becomes a move there and an up (traces from devices lift
/// where the last move was).
public enum W3CActionsWriter {
    public static let quantisation =
        "times rounded to whole milliseconds, x and y to whole viewport points, wheel deltas to whole points (the remainder carried to the next); keys dropped, cancel written as pointerUp, an up away from the pointer's last point written as a move there and an up"

    enum Source: Hashable {
        case pointer(Int)
        case wheel
    }

    public static func json(_ trace: Trace) -> String {
        // Coordinates and deltas clamped to ±1e9 pt (ExportEvents): whole numbers must fit an Int.
        let events = ExportEvents.clamped(trace.events).filter { if case .key = $0 { return false } else { return true } }
        var sources: [Source] = []
        for e in events {
            let s: Source
            if case .pointer(let p) = e { s = .pointer(Int(p.id)) } else { s = .wheel }
            if !sources.contains(s) { sources.append(s) }
        }
        var ticks: [[Source: String]] = []
        var now = 0
        var carry = (x: 0.0, y: 0.0)
        var at: [Int: (Int, Int)] = [:]
        for e in events {
            let ms = Int((e.time * 1000).rounded())
            if ms > now {
                ticks.append(Dictionary(uniqueKeysWithValues: sources.map { ($0, "{\"type\":\"pause\",\"duration\":\(ms - now)}") }))
                now = ms
            }
            for (source, action) in actions(e, at: &at, carry: &carry) { ticks.append([source: action]) }
        }
        var lines = ["{", "  \"scrolllab\": {"]
        let h = trace.header
        lines.append("    \"format\": \"W3C WebDriver Actions; coordinates are the trace's viewport points (origin viewport)\",")
        lines.append("    \"quantisation\": \"\(quantisation)\",")
        lines.append(
            "    \"device\": \(SourceText.string(h.device, .json)), \"scene\": \(SourceText.string(h.scene, .json)), \"hz\": \(h.hz), \"landscape\": \(h.landscape)"
        )
        lines += ["  },", "  \"actions\": ["]
        for (k, s) in sources.enumerated() {
            lines.append("    {\(header(s)), \"actions\": [")
            let items = ticks.map { $0[s] ?? "{\"type\":\"pause\",\"duration\":0}" }
            lines += items.enumerated().map { "      " + $0.element + ($0.offset == items.count - 1 ? "" : ",") }
            lines.append("    ]}" + (k == sources.count - 1 ? "" : ","))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func header(_ s: Source) -> String {
        switch s {
        case .pointer(0): return "\"type\": \"pointer\", \"id\": \"mouse\", \"parameters\": {\"pointerType\": \"mouse\"}"
        case .pointer(let id): return "\"type\": \"pointer\", \"id\": \"finger\(id)\", \"parameters\": {\"pointerType\": \"touch\"}"
        case .wheel: return "\"type\": \"wheel\", \"id\": \"wheel\""
        }
    }

    /// The actions of one event, in order, each with its source.
    static func actions(_ e: InputEvent, at: inout [Int: (Int, Int)], carry: inout (x: Double, y: Double)) -> [(Source, String)] {
        switch e {
        case .pointer(let p):
            let s = Source.pointer(Int(p.id))
            let q = (Int(p.position.x.rounded()), Int(p.position.y.rounded()))
            let move = (s, "{\"type\":\"pointerMove\",\"duration\":0,\"x\":\(q.0),\"y\":\(q.1),\"origin\":\"viewport\"}")
            defer { at[Int(p.id)] = q }
            switch p.kind {
            case .down: return [move, (s, "{\"type\":\"pointerDown\",\"button\":0}")]
            case .move: return [move]
            case .up, .cancel:
                let up = (s, "{\"type\":\"pointerUp\",\"button\":0}")
                return at[Int(p.id)].map { $0 == q } == true ? [up] : [move, up]
            }
        case .wheel(let pos, let d, _):
            // W3C's deltaY > 0 scrolls down (content up); the trace's dy > 0 moves content down.
            let want = (x: -d.x + carry.x, y: -d.y + carry.y)
            let q = (x: want.x.rounded(), y: want.y.rounded())
            carry = (want.x - q.x, want.y - q.y)
            let a =
                "{\"type\":\"scroll\",\"duration\":0,\"x\":\(Int(pos.x.rounded())),\"y\":\(Int(pos.y.rounded())),\"deltaX\":\(Int(q.x)),\"deltaY\":\(Int(q.y)),\"origin\":\"viewport\"}"
            return [(.wheel, a)]
        case .key: return []
        }
    }
}
