import ScrollCore
import ScrollInput

/// A trace file (docs/TRACE.md, NDJSON) read without Foundation: the header's scene, device, rate,
/// orientation, feel and embedded definition, and the events. Every value passes the rules the native
/// reader applies, with its messages (`TraceRules`, `FeelReader`: one copy, compiled into both), so the
/// page refuses what `--replay` refuses — before anything runs (#46: `"hz": 1e8` froze the tab).
struct WebTrace {
    var scene = "profile"
    var device = Device.fifteen
    var hz = 60
    var landscape = false
    var feel: Feel?
    var definition: JSONValue?
    var events: [InputEvent] = []

    /// Reads `text`; nil and `problem` set (`line N: what`) when a rule is broken.
    init?(_ text: String, problem: inout String) {
        func fail(_ line: Int?, _ what: String) -> Bool {
            problem = line.map { "line \($0): \(what)" } ?? what
            return false
        }
        guard text.utf8.count <= TraceRules.maximumSize else {
            _ = fail(nil, "trace is \(text.utf8.count / (1024 * 1024)) MB; the limit is \(TraceRules.maximumSize / (1024 * 1024)) MB")
            return nil
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count <= TraceRules.maximumLineCount else {
            _ = fail(nil, "trace has more than \(TraceRules.maximumLineCount) lines (blank lines count); that is the limit")
            return nil
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, !Self.blank(first) else {
            _ = fail(nil, "empty trace (no header line)")
            return nil
        }
        guard readHeader(first, fail: { fail(1, $0) }) else { return nil }
        var last = 0.0
        for (i, line) in lines.enumerated().dropFirst() where !Self.blank(line) {
            guard read(line, after: &last, fail: { fail(i + 1, $0) }) else { return nil }
        }
    }

    static func blank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\r" || $0 == "\t" } }

    /// One event line; false (after `fail`) when it breaks a rule.
    private mutating func read(_ line: Substring, after last: inout Double, fail: (String) -> Bool) -> Bool {
        guard line.utf8.count <= TraceRules.maximumLineLength else { return fail("line longer than \(TraceRules.maximumLineLength) bytes") }
        guard let o = JSONValue.parse(String(line))?.object else { return fail("malformed JSON") }
        if let problem = TraceRules.timeProblem(Self.number(o["t"]), after: last) { return fail(problem) }
        let t = Self.number(o["t"]) ?? 0
        last = t
        var key: String?
        if case .string(let k)? = o["key"] { key = k }
        var kind: String?
        if case .string(let k)? = o["kind"] { kind = k }
        let n = { (name: String) in Self.number(o[name]) }
        switch TraceRules.event(kind: kind, time: t, id: n("id"), x: n("x"), y: n("y"), dx: n("dx"), dy: n("dy"), key: key) {
        case .success(let e): events.append(e)
        case .failure(let p): return fail(p.message)
        }
        return true
    }

    static func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }

    private mutating func readHeader(_ line: Substring, fail: (String) -> Bool) -> Bool {
        guard line.utf8.count <= TraceRules.maximumHeaderLength else {
            return fail("line longer than \(TraceRules.maximumHeaderLength) bytes")
        }
        guard let o = JSONValue.parse(String(line))?.object else { return fail("malformed JSON") }
        var text: [String: String] = [:]
        for k in ["device", "scene"] { if case .string(let s)? = o[k] { text[k] = s } }
        let version = Self.number(o["trace"])
        if let problem = TraceRules.versionProblem(version)
            ?? TraceRules.headerProblem(device: text["device"], scene: text["scene"], hz: Self.number(o["hz"]))
        {
            return fail(problem)
        }
        scene = text["scene"] ?? scene
        device = Device.allCases.first { $0.rawValue == text["device"] } ?? device
        hz = Int(Self.number(o["hz"]) ?? 60)
        if case .bool(let b)? = o["landscape"] { landscape = b }
        if let f = o["feel"], f != .null {
            switch FeelReader.read(f) {
            case .success(let parsed): feel = parsed
            case .failure(let p): return fail("feel: \(p.message)")
            }
        }
        if let d = o["definition"], d != .null {
            if version == 1 { return fail("\"definition\" needs trace version 2") }
            if d.object == nil { return fail("\"definition\" must be a scene definition (a JSON object)") }
            definition = d
        }
        return true
    }
}
