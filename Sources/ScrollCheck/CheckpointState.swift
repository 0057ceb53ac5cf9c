import Foundation
import ScrollCore

/// The state JSON as a checkpoint sees it, and the default subset an expectation keeps of it.
///
/// A checkpoint's `events` are the ones since the previous checkpoint (the first: since the start),
/// without their times — names, ids, pages, `willDecelerate`, in order — so each checkpoint reads as
/// what happened in its stretch and a missing or extra event shows where it happened.
public enum CheckpointState {
    /// Two times closer than this are the same instant (session and sandbox clocks differ by an offset).
    public static let sameInstant = 1e-7

    /// `full` with `events` cut to those after `since` (exclusive; nil: all), times dropped.
    public static func windowed(_ full: JSONValue, since: Double?) -> JSONValue {
        guard var o = full.object else { return full }
        let events = o["events"]?.array ?? []
        o["events"] = .array(
            events.filter { e in since.map { (e["t"]?.number ?? .infinity) > $0 + sameInstant } ?? true }
                .map { e in
                    guard var eo = e.object else { return e }
                    eo["t"] = nil
                    return .object(eo)
                })
        return .object(o)
    }

    /// The default checkpoint subset of a windowed state: scroll views' offsets and states, header
    /// collapse, pager page, pages' content offsets, refresh state, events (docs/CHECK.md).
    public static func defaults(_ windowed: JSONValue, rounding: Bool = true) -> JSONValue {
        var out: [String: JSONValue] = [:]
        func pick(_ value: JSONValue?, _ keys: [String]) -> JSONValue? {
            guard let o = value?.object else { return nil }
            return .object(o.filter { keys.contains($0.key) })
        }
        if let views = windowed["scrollViews"]?.array {
            out["scrollViews"] = .array(views.compactMap { pick($0, ["id", "offset", "state"]) })
        }
        if let pages = windowed["pages"]?.array {
            out["pages"] = .array(pages.compactMap { pick($0, ["index", "contentOffset"]) })
        }
        out["header"] = pick(windowed["header"], ["collapse"])
        out["pager"] = pick(windowed["pager"], ["page"])
        out["refresh"] = pick(windowed["refresh"], ["state"])
        out["events"] = windowed["events"]
        return rounding ? rounded(.object(out)) : .object(out)
    }

    /// `old`'s shape with `actual`'s values: the keys, the scroll views and pages `old` names, and
    /// events (arrays matched by position) with the fields `old`'s events have. What `--update`
    /// writes over an existing file, so deleted fields stay deleted.
    /// With `rounding` false, the values stay as they are (what a replay keeps to compare).
    public static func refreshed(_ old: JSONValue, actual: JSONValue, path: String = "", rounding: Bool = true) -> JSONValue? {
        func rounded(_ v: JSONValue) -> JSONValue { rounding ? Self.rounded(v) : v }
        switch (old, actual) {
        case (.object(let oo), .object(let ao)):
            var out: [String: JSONValue] = [:]
            for (k, v) in oo {
                if let a = ao[k], let r = refreshed(v, actual: a, path: path.isEmpty ? k : "\(path).\(k)", rounding: rounding) {
                    out[k] = r
                }
            }
            return .object(out)
        case (.array(let oa), .array(let aa)):
            if let key = StateDiff.key(path, oa) {
                return .array(
                    oa.compactMap { item in
                        aa.first { $0[key] == item[key] }.flatMap { refreshed(item, actual: $0, path: path, rounding: rounding) }
                    })
            }
            let fields = Set(oa.flatMap { $0.object.map { Array($0.keys) } ?? [] })
            return .array(
                aa.map { a in
                    guard !fields.isEmpty, let ao = a.object else { return rounded(a) }
                    return rounded(.object(ao.filter { fields.contains($0.key) }))
                })
        default:
            return rounded(actual)
        }
    }

    /// Numbers to 4 decimals (an offset of 812.4999999 reads 812.5).
    public static func rounded(_ v: JSONValue) -> JSONValue {
        switch v {
        case .number(let n): return .number(n.isFinite ? (n * 10000).rounded() / 10000 : n)
        case .array(let a): return .array(a.map(rounded))
        case .object(let o): return .object(o.mapValues(rounded))
        default: return v
        }
    }
}
