import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollSession
import ScrollTrace

/// A trace's expectations, `NAME.expect.json` beside `NAME.ndjson` (docs/CHECK.md): checkpoints, each
/// a subset of the state JSON at one moment, compared within a tolerance.
public struct Expectation: Equatable, Sendable {
    /// The format's version (`"expect": 1`).
    public static let version = 1
    /// Points (and every other number) a value may move before it counts as changed.
    public static let defaultTolerance = 0.5
    /// The largest expectation file read, bytes.
    public static let maximumSize = 16 * 1024 * 1024

    public struct Checkpoint: Equatable, Sendable {
        public enum When: Equatable, Sendable {
            /// Right after the trace's events at `t` (a lift, or a time the user chose).
            case time(Double)
            /// After the last event, once everything settled.
            case end
        }
        public var when: When
        /// `"at": "lift"` — written for the default checkpoints; tells a reader why `t` is there.
        public var isLift = false
        public var tolerance: Double?
        public var note: String?
        /// An object: the part of the state JSON this checkpoint compares.
        public var state: JSONValue
    }

    /// The trace's file name, for a reader (not checked).
    public var trace: String?
    public var tolerance = Expectation.defaultTolerance
    public var note: String?
    public var checkpoints: [Checkpoint]

    public init(trace: String?, checkpoints: [Checkpoint]) {
        self.trace = trace
        self.checkpoints = checkpoints
    }

    /// The checkpoints' times in replay order (the end is not one).
    public var times: [Double] {
        checkpoints.compactMap { if case .time(let t) = $0.when { return t } else { return nil } }
    }

    /// The file's JSON.
    public var json: JSONValue {
        var top: [String: JSONValue] = ["expect": .number(Double(Self.version)), "tolerance": .number(tolerance)]
        top["trace"] = trace.map(JSONValue.string)
        top["note"] = note.map(JSONValue.string)
        top["checkpoints"] = .array(
            checkpoints.map { c in
                var o: [String: JSONValue] = ["state": c.state]
                switch c.when {
                case .end: o["at"] = .string("end")
                case .time(let t):
                    o["t"] = .number(t)
                    if c.isLift { o["at"] = .string("lift") }
                }
                o["tolerance"] = c.tolerance.map(JSONValue.number)
                o["note"] = c.note.map(JSONValue.string)
                return .object(o)
            })
        return .object(top)
    }

    /// The file's bytes.
    public var text: String { ExpectationWriter.text(json) }

    /// Reads and validates an expectation file; a problem is one line naming the file and the field.
    public static func load(_ path: String) throws(UsageError) -> Expectation {
        // Not in the run's FileLedger: `check --update` rewrites the expectations it read.
        let data: Data
        do { data = try InputFile.read(path, limit: maximumSize, what: "expectation file", ledger: false) } catch {
            throw UsageError("\(path): \(error.words("expectation file", limit: maximumSize))")
        }
        let json: JSONValue
        do throws(JSONSyntaxError) { json = try JSONValue.read(data) } catch {
            throw UsageError("\(path): not valid JSON (\(error.message))")
        }
        do throws(Problem) {
            return try Expectation(json)
        } catch {
            throw UsageError("\(path): \(error.message)")
        }
    }

    public struct Problem: Error {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    /// Validates the file's JSON: known keys only, the right types, one end, times in order.
    public init(_ json: JSONValue) throws(Problem) {
        guard let top = json.object else { throw Problem("not a JSON object") }
        try Self.known(top, ["expect", "trace", "tolerance", "note", "checkpoints"], at: "")
        guard top["expect"] == .number(Double(Self.version)) else {
            throw Problem("\"expect\" must be \(Self.version) (the format's version)")
        }
        trace = try Self.text(top["trace"], "trace")
        note = try Self.text(top["note"], "note")
        tolerance = try Self.tolerance(top["tolerance"], "tolerance") ?? Self.defaultTolerance
        guard let list = top["checkpoints"]?.array else { throw Problem("\"checkpoints\" must be an array") }
        checkpoints = []
        for (i, item) in list.enumerated() {
            checkpoints.append(try Self.checkpoint(item, at: "checkpoints[\(i)]"))
        }
        try Self.checkOrder(checkpoints)
    }

    private static func checkpoint(_ item: JSONValue, at path: String) throws(Problem) -> Checkpoint {
        guard let o = item.object else { throw Problem("\(path): must be an object") }
        try known(o, ["t", "at", "tolerance", "note", "state"], at: path + ".")
        guard let state = o["state"], state.object != nil else { throw Problem("\(path).state: must be an object") }
        let at = try text(o["at"], path + ".at")
        var c = Checkpoint(when: .end, state: state)
        c.tolerance = try tolerance(o["tolerance"], path + ".tolerance")
        c.note = try text(o["note"], path + ".note")
        switch at {
        case "end"?:
            if o["t"] != nil { throw Problem("\(path).t: the end checkpoint has no time (it is taken after settling)") }
        case "lift"?, nil:
            guard let t = o["t"]?.number, t.isFinite, t >= 0 else {
                throw Problem("\(path).t: must be a time in seconds ≥ 0 (or \"at\": \"end\")")
            }
            guard t <= Trace.maximumTime else {
                throw Problem("\(path).t: \(JSONValue.format(t)) s is past a trace's limit of \(JSONValue.format(Trace.maximumTime)) s")
            }
            c.when = .time(t)
            c.isLift = at != nil
        case let other?:
            throw Problem("\(path).at: must be \"lift\" or \"end\" (got '\(other)')")
        }
        return c
    }

    /// Times non-decreasing, at most one end and it comes last.
    private static func checkOrder(_ checkpoints: [Checkpoint]) throws(Problem) {
        var last = -Double.infinity
        for (i, c) in checkpoints.enumerated() {
            switch c.when {
            case .end:
                if i != checkpoints.count - 1 { throw Problem("checkpoints[\(i)]: the end checkpoint must be the last") }
            case .time(let t):
                if t < last { throw Problem("checkpoints[\(i)].t: \(JSONValue.format(t)) comes before the previous checkpoint") }
                last = t
            }
        }
    }

    private static func known(_ o: [String: JSONValue], _ keys: Set<String>, at path: String) throws(Problem) {
        if let bad = o.keys.sorted().first(where: { !keys.contains($0) }) {
            throw Problem("\(path)\(bad): unknown field (known: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    private static func text(_ v: JSONValue?, _ path: String) throws(Problem) -> String? {
        guard let v else { return nil }
        guard let s = v.string else { throw Problem("\(path): must be a string") }
        return s
    }

    private static func tolerance(_ v: JSONValue?, _ path: String) throws(Problem) -> Double? {
        guard let v else { return nil }
        guard let n = v.number, n.isFinite, n >= 0 else { throw Problem("\(path): must be a number ≥ 0") }
        return n
    }
}
