import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollSession

/// An assertion file, `NAME.assert.json` beside `NAME.ndjson` (docs/CHECK.md "Assertions"):
///
/// ```json
/// {"assertions": [
///   {"name": "the header stays expanded while the banner is swiped", "during": "drag", "view": "header.carousel",
///    "that": "header.collapse == 0"},
///   {"name": "no page change while the list flings", "during": "fling", "change": "pager.page", "that": "change == 0"}
/// ]}
/// ```
///
/// Each assertion has a `name`, exactly one scope key (`always: true`, `during`, `at`, `after: "settle"`,
/// `between: [A, B]`) and exactly one rule (`that`; `change` + `that`; `max` or `min` + `that`;
/// `monotone` + `direction`). Read strictly: unknown keys, a missing or second scope or rule, and an
/// expression that does not parse are one line naming the assertion's index and key.
public struct AssertionFile: Equatable, Sendable {
    public var path: String
    public var assertions: [Assertion]

    public init(path: String, assertions: [Assertion]) {
        self.path = path
        self.assertions = assertions
    }

    public static let maximumSize = 1 << 20
    public static let maximumCount = 1000
    public static let keys: Set<String> = [
        "name", "always", "during", "view", "at", "after", "between", "that", "change", "max", "min", "monotone", "direction",
    ]

    /// `bug.ndjson` → `bug.assert.json`.
    public static func path(for trace: String) -> String {
        (trace.hasSuffix(".ndjson") ? String(trace.dropLast(".ndjson".count)) : trace) + ".assert.json"
    }

    public static func load(_ path: String) throws(UsageError) -> AssertionFile {
        let data: Data
        do { data = try InputFile.read(path, limit: maximumSize, what: "assertion file") } catch {
            throw UsageError("\(path): \(error.words("assertion file", limit: maximumSize))")
        }
        let json: JSONValue
        do throws(JSONSyntaxError) { json = try JSONValue.read(data) } catch {
            throw UsageError("\(path): not valid JSON (\(error.message))")
        }
        guard let list = json.object?["assertions"]?.array, json.object?.count == 1 else {
            throw UsageError("\(path): an assertion file is {\"assertions\": [ … ]}")
        }
        guard list.count <= maximumCount else { throw UsageError("\(path): more than \(maximumCount) assertions") }
        return AssertionFile(path: path, assertions: try assertions(list, label: path))
    }

    /// The assertions of a JSON array (a file's, or a scene's `assertions` field), each read strictly;
    /// a problem is one line: `LABEL: assertions[I].KEY: what`.
    /// - Parameter origin: where they come from, as a failure line names it (nil: a file beside the trace).
    static func assertions(_ list: [JSONValue], label: String, origin: String? = nil) throws(UsageError) -> [Assertion] {
        var out: [Assertion] = []
        for (i, item) in list.enumerated() {
            do throws(Problem) {
                var a = try assertion(item)
                a.origin = origin
                out.append(a)
            } catch {
                throw UsageError("\(label): assertions[\(i)]\(error.key.map { ".\($0)" } ?? ""): \(error.message)")
            }
        }
        return out
    }

    public struct Problem: Error {
        public var key: String?
        public var message: String
        public init(_ key: String?, _ message: String) {
            self.key = key
            self.message = message
        }
    }

    public static func assertion(_ json: JSONValue) throws(Problem) -> Assertion {
        guard let o = json.object else { throw Problem(nil, "an assertion is a JSON object") }
        if let unknown = o.keys.sorted().first(where: { !keys.contains($0) }) {
            throw Problem(unknown, "unknown key (keys: \(keys.sorted().joined(separator: ", ")))")
        }
        guard case .string(let name)? = o["name"], !name.isEmpty else { throw Problem("name", "needs a name (a text)") }
        // A failure is one line: a newline or a bell in the name would break it (as in a feel's name).
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            throw Problem("name", "must not contain control characters")
        }
        return Assertion(name: name, scope: try scope(o), rule: try rule(o))
    }

    public static func text(_ o: [String: JSONValue], _ key: String) throws(Problem) -> String? {
        guard let v = o[key] else { return nil }
        guard case .string(let s) = v, !s.isEmpty else { throw Problem(key, "must be a text") }
        return s
    }

    public static func expression(_ o: [String: JSONValue], _ key: String) throws(Problem) -> ScrollCore.Expression? {
        guard let s = try text(o, key) else { return nil }
        do throws(ExpressionError) { return try ScrollCore.Expression(s) } catch { throw Problem(key, error.message) }
    }

    public static func scope(_ o: [String: JSONValue]) throws(Problem) -> Assertion.Scope {
        let given = ["always", "during", "at", "after", "between"].filter { o[$0] != nil }
        guard given.count == 1 else {
            throw Problem(
                nil,
                given.isEmpty ? "needs a scope: always, during, at, after or between" : "one scope, not \(given.joined(separator: " and "))"
            )
        }
        if o["view"] != nil && o["during"] == nil { throw Problem("view", "names the scroll view of a during scope") }
        switch given[0] {
        case "always":
            guard o["always"] == .bool(true) else { throw Problem("always", "must be true") }
            return .always
        case "during":
            guard let kind = try text(o, "during").flatMap(Assertion.Phase.Kind.init(rawValue:)) else {
                throw Problem("during", "must be touch, drag, fling or bounce")
            }
            if kind == .touch && o["view"] != nil { throw Problem("view", "a touch is not of a scroll view") }
            return .during(Assertion.Phase(kind: kind, view: try text(o, "view")))
        case "at":
            if case .number(let t)? = o["at"], t.isFinite, t >= 0 { return .at(.time(t)) }
            guard let e = try? text(o, "at") else { throw Problem("at", "must be seconds ≥ 0 or an event name") }
            return .at(.event(try event(e, key: "at")))
        case "after":
            guard o["after"] == .string("settle") else { throw Problem("after", "must be \"settle\"") }
            return .afterSettle
        default:
            guard let pair = o["between"]?.array, pair.count == 2, case .string(let a) = pair[0], case .string(let b) = pair[1] else {
                throw Problem("between", "must be two event names: [\"willBeginDragging\", \"didEndDecelerating\"]")
            }
            return .between(try event(a, key: "between"), try event(b, key: "between"))
        }
    }

    /// `NAME` or `NAME@ID`, read strictly (audit 26): a number in quotes is not an event (`"at": "1.5"`
    /// meant 1.5 s), and neither side of `@` may be empty.
    static func event(_ text: String, key: String) throws(Problem) -> Assertion.EventMatch {
        if Double(text) != nil { throw Problem(key, "'\(text)' is a number in quotes: a time is written without them (\"at\": \(text))") }
        let match = Assertion.EventMatch(text)
        guard !match.name.isEmpty, !text.hasPrefix("@"), match.id?.isEmpty != true, !text.hasSuffix("@") else {
            throw Problem(key, "'\(text)' is not an event: NAME or NAME@ID (\"didEndDragging@page.0.list\")")
        }
        return match
    }

    public static func rule(_ o: [String: JSONValue]) throws(Problem) -> Assertion.Rule {
        let that = try expression(o, "that")
        let given = ["change", "max", "min", "monotone"].filter { o[$0] != nil }
        guard given.count <= 1 else { throw Problem(nil, "one history quantity, not \(given.joined(separator: " and "))") }
        if o["direction"] != nil && given != ["monotone"] { throw Problem("direction", "goes with monotone") }
        guard let kind = given.first else {
            guard let that else { throw Problem(nil, "needs a rule: that, change, max, min or monotone") }
            return .that(that)
        }
        guard let x = try expression(o, kind) else { throw Problem(kind, "must be a text") }
        if kind == "monotone" {
            if that != nil { throw Problem("that", "monotone takes a direction, not a condition") }
            guard let d = try text(o, "direction").flatMap(Assertion.Direction.init(rawValue:)) else {
                throw Problem("direction", "must be increasing or decreasing")
            }
            return .monotone(x, d)
        }
        guard let that else { throw Problem("that", "\(kind) needs a condition on `\(kind)`, e.g. \"abs(\(kind)) < 1\"") }
        if kind == "change" { return .change(x, that: that) }
        return .extreme(kind == "max" ? .max : .min, x, that: that)
    }
}
