import ScrollCore

/// The rules a trace's values must keep, with their messages: one copy for every reader — the native
/// one (`ScrollTrace.Trace.parse`) and the web module's (`WebTrace`, in the page's `replay`) — so the
/// page refuses what the binary refuses, in the same words (docs/TRACE.md, docs/ROBUSTNESS.md). No
/// Foundation: it is compiled into the web module.
public enum TraceRules {
    /// The largest trace read, bytes.
    public static let maximumSize = 64 * 1024 * 1024
    /// The most lines a trace may have, blank ones included.
    public static let maximumLineCount = 1_000_000
    /// The longest event line read, bytes.
    public static let maximumLineLength = 4096
    /// The longest header line read, bytes (room for an embedded scene definition and a feel).
    public static let maximumHeaderLength = 4 * 1024 * 1024
    /// The latest event time, seconds: two hours.
    public static let maximumTime = 7200.0
    /// The trace versions read: 1, and 2 (a header that may embed the scene's definition).
    public static let versions = 1...2
    /// The tick rates a trace may name.
    public static let rates: [Double] = [60, 120]
    /// The longest key name, characters (see `Trace.maximumKeyLength`).
    public static let maximumKeyLength = 96
    /// The event kinds, as a trace names them.
    public static let kinds = ["down", "move", "up", "cancel", "wheel", "key"]

    /// A number as the native writer writes it: whole numbers without a fraction.
    public static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// What is wrong with a header's `trace` (its version), or nil.
    public static func versionProblem(_ version: Double?) -> String? {
        guard let version else { return "not a trace header (missing \"trace\": 1)" }
        guard version.isFinite, version == version.rounded(), abs(version) < 1e9, versions.contains(Int(version)) else {
            return "unsupported trace version \(number(version)) (this scrolllab reads versions 1 and 2)"
        }
        return nil
    }

    /// What is wrong with a header's device, scene and rate, or nil.
    public static func headerProblem(device: String?, scene: String?, hz: Double?) -> String? {
        guard let device else { return "missing field \"device\"" }
        guard Device.allCases.contains(where: { $0.rawValue == device }) else { return "unknown device '\(device)' (se, 15 or promax)" }
        guard let scene, !scene.isEmpty else { return "missing field \"scene\"" }
        guard let hz, rates.contains(hz) else { return "\"hz\" must be 60 or 120" }
        return nil
    }

    /// What is wrong with an event's time `t` after an event at `last`, or nil.
    public static func timeProblem(_ t: Double?, after last: Double) -> String? {
        guard let t else { return "missing field \"t\"" }
        guard t.isFinite, t >= 0 else { return "\"t\" must be a finite number ≥ 0" }
        guard t <= maximumTime else { return "\"t\" is \(number(t)) s; the limit is \(number(maximumTime)) s (two hours)" }
        guard t >= last else { return "time goes backwards (\(number(t)) after \(number(last)))" }
        return nil
    }

    /// An event line's fields (its time checked by `timeProblem`) as an input event, or why not.
    public static func event(
        kind: String?, time t: Double, id: Double?, x: Double?, y: Double?, dx: Double?, dy: Double?, key: String?
    ) -> Result<InputEvent, Problem> {
        guard let kind else { return .failure(Problem("missing field \"kind\"")) }
        func need(_ v: Double?, _ name: String) throws(Problem) -> Double {
            guard let v else { throw Problem("missing field \"\(name)\"") }
            guard v.isFinite else { throw Problem("\"\(name)\" is not a number") }
            return v
        }
        do throws(Problem) {
            switch kind {
            case "down", "move", "up", "cancel":
                let idValue = try need(id, "id")
                guard idValue == idValue.rounded() else { throw Problem("\"id\" must be a whole number") }
                let ids = PointerEvent.externalIDs
                guard idValue >= Double(ids.lowerBound), idValue <= Double(ids.upperBound) else {
                    throw Problem("\"id\" must be between \(ids.lowerBound) and \(ids.upperBound)")
                }
                let p = Point(x: try need(x, "x"), y: try need(y, "y"))
                return .success(.pointer(PointerEvent(PointerEvent.Kind(rawValue: kind)!, id: Int64(idValue), at: p, time: t)))
            case "wheel":
                let p = Point(x: try need(x, "x"), y: try need(y, "y"))
                return .success(.wheel(position: p, delta: Point(x: try need(dx, "dx"), y: try need(dy, "dy")), time: t))
            case "key":
                guard let key else { throw Problem("missing field \"key\"") }
                guard !key.isEmpty, key.count <= maximumKeyLength else {
                    throw Problem("\"key\" must be a key name (1 to \(maximumKeyLength) characters)")
                }
                return .success(.key(key, time: t))
            default:
                throw Problem("unknown kind '\(kind)' (down, move, up, cancel, wheel, key)")
            }
        } catch {
            return .failure(error)
        }
    }

    /// A rule broken, worded for one error line.
    public struct Problem: Error, Equatable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }
}
