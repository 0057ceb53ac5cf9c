/// A feel as JSON wherever it comes from — a feel file, `--feel`, a trace header's `feel`, the web
/// module's traces — read by this one path, with the same messages: a preset's name (`"android"`), or
/// an object of a feel file's fields over its `preset` (default `ios`), every number checked against
/// its `FeelConstant` range (#26: a header's `frictionDrag: 1` ran to non-finite offsets; #46: the page
/// took out-of-range values the binary refuses). No Foundation: it is compiled into the web module.
public enum FeelReader {
    /// The longest feel name (a feel's name goes into every trace header it records).
    public static let maximumNameLength = 64

    /// The feel `json` describes, or the first problem (fields in name order).
    public static func read(_ json: JSONValue) -> Result<Feel, Problem> {
        if case .string(let name) = json {
            guard let p = Feel.preset(named: name) else { return .failure(.init("unknown feel '\(name)' (presets: \(presetNames))")) }
            return .success(p)
        }
        guard let members = json.object else {
            return .failure(.init("not a JSON object (a feel file's fields) or a preset's name"))
        }
        var feel = Feel.ios
        if let preset = members["preset"] {
            guard case .string(let s) = preset, let p = Feel.preset(named: s) else {
                return .failure(.init("'preset' must be one of \(presetNames)"))
            }
            feel = p
        }
        for key in members.keys.sorted() where key != "preset" {
            if let problem = apply(key, members[key] ?? .null, to: &feel) { return .failure(.init(problem)) }
        }
        return .success(feel)
    }

    static var presetNames: String { Feel.presets.map { $0.name }.joined(separator: ", ") }

    /// Sets field `k` of `feel` to `v`; the problem when it cannot.
    static func apply(_ k: String, _ v: JSONValue, to feel: inout Feel) -> String? {
        switch k {
        case "name":
            guard case .string(let s) = v, !s.isEmpty else { return "'name' must be a non-empty string" }
            guard s.count <= maximumNameLength else { return "'name' is longer than \(maximumNameLength) characters" }
            // Unicode's control characters (category Cc): U+0000–001F and U+007F–009F.
            guard !s.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
                return "'name' must not contain control characters"
            }
            feel.name = s
        case "decay": return choice(k, v, &feel.decay)
        case "overscroll": return choice(k, v, &feel.overscroll)
        case "pagingSettle": return choice(k, v, &feel.pagingSettle)
        case "velocityEstimator": return choice(k, v, &feel.velocityEstimator)
        case "slopStart": return choice(k, v, &feel.slopStart)
        case "flingCarry": return choice(k, v, &feel.flingCarry)
        case "catchStart": return choice(k, v, &feel.catchStart)
        case "dragBand": return choice(k, v, &feel.dragBand)
        default:
            guard let constant = FeelConstant.named(k) else {
                let known =
                    [
                        "preset", "name", "decay", "overscroll", "pagingSettle", "velocityEstimator", "slopStart", "flingCarry",
                        "catchStart", "dragBand",
                    ]
                    + FeelConstant.all.map { $0.key }
                return "unknown field '\(k)' (fields: \(known.joined(separator: ", ")))"
            }
            guard case .number(let n) = v else { return "'\(k)' must be a number" }
            let r = constant.range
            guard n.isFinite, r.contains(n) else {
                return "'\(k)' = \(n.pointString) is out of range \(r.lowerBound.pointString)…\(r.upperBound.pointString)"
            }
            constant.set(n, in: &feel)
        }
        return nil
    }

    static func choice<E: RawRepresentable & CaseIterable>(_ k: String, _ v: JSONValue, _ out: inout E) -> String?
    where E.RawValue == String {
        guard case .string(let s) = v, let e = E(rawValue: s) else {
            return "'\(k)' must be one of \(E.allCases.map { $0.rawValue }.joined(separator: ", "))"
        }
        out = e
        return nil
    }

    /// A feel that cannot be read, worded for one error line.
    public struct Problem: Error, Equatable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }
}
