import ScrollCore
import ScrollInput

/// The events every trace export writes: the trace's, with each coordinate and wheel delta clamped to
/// ±`SourceText.coordinateLimit` (the reader takes any finite number; 1e300 printed or converted to an
/// integer would be `inf` or a trap) and keys as they are.
public enum ExportEvents {
    public static func clamped(_ events: [InputEvent]) -> [InputEvent] {
        func c(_ p: Point) -> Point { Point(x: SourceText.coordinate(p.x), y: SourceText.coordinate(p.y)) }
        return events.map { e in
            switch e {
            case .pointer(var p):
                p.position = c(p.position)
                return .pointer(p)
            case .wheel(let pos, let d, let t): return .wheel(position: c(pos), delta: c(d), time: t)
            case .key: return e
            }
        }
    }
}
