import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollInput

/// A recorded session: a header naming the scene, device and tick rate, then input events with
/// their times (NDJSON, one object per line; the format is interface — see docs/TRACE.md).
///
/// ```
/// {"trace":1,"device":"15","scene":"profile","hz":120}
/// {"t":0.0125,"kind":"down","id":0,"x":196.5,"y":610}
/// {"t":0.3,"kind":"wheel","x":200,"y":400,"dx":0,"dy":-12.5}
/// {"t":1.2,"kind":"key","key":"e"}
/// ```
public struct Trace: Equatable, Sendable {
    public struct Header: Equatable, Sendable {
        public var version = 1
        /// `se`, `15` or `promax` (`Trace.devices`; `phone` is the typed one).
        public var device: String
        public var scene: String
        public var hz: Int
        public var landscape = false
        /// The feel the recording started with, when one was chosen (every field; docs/FEEL.md).
        public var feel: Feel?
        /// How an imported gesture's device units became points (`scrolllab import`); nil otherwise.
        public var mapping: TraceMapping?
        /// The scene's definition as recorded (a scene file's JSON; docs/TRACE.md, "The scene in the
        /// header"): replay, report and `fuzz --check` use it before the catalogue. Version 2 only.
        public var definition: JSONValue?

        public init(
            device: String, scene: String, hz: Int, landscape: Bool = false, feel: Feel? = nil, mapping: TraceMapping? = nil,
            definition: JSONValue? = nil
        ) {
            self.device = device
            self.scene = scene
            self.hz = hz
            self.landscape = landscape
            self.feel = feel
            self.mapping = mapping
            self.definition = definition
            version = definition == nil ? 1 : 2
        }

        /// The phone `device` names (`Device(named:)`).
        public var phone: Device { Device(named: device) }
    }

    public var header: Header
    public var events: [InputEvent]

    public init(header: Header, events: [InputEvent]) {
        self.header = header
        self.events = events
    }

    /// The largest trace file read, bytes (an hour of 120 Hz input is about 30 MB).
    public static let maximumSize = TraceRules.maximumSize
    /// The latest event time, seconds: two hours (about what the 64 MB size limit holds). Replay ticks
    /// through it (idle stretches skipped; a touch held that long is 864 000 ticks), and
    /// at this magnitude a 120 Hz tick is still exact to 10⁻¹¹ s.
    public static let maximumTime = TraceRules.maximumTime
    /// The most lines a trace may have, blank ones included (a 64 MB trace of real events has
    /// about 900 000; recording stops at this count).
    public static let maximumLineCount = TraceRules.maximumLineCount
    /// The longest event line read, bytes.
    public static let maximumLineLength = TraceRules.maximumLineLength
    /// The longest header line read, bytes: room for an embedded scene definition (a scene file is at
    /// most 1 MB; written compactly it is no longer, but whole numbers written as `1e7` in a file come
    /// back as `10000000`, so four times that) and a feel.
    public static let maximumHeaderLength = TraceRules.maximumHeaderLength
    /// The deepest nesting of the header line: a scene file's 32 levels inside the header object.
    public static let maximumHeaderDepth = 34
    /// The trace versions this build reads: 1, and 2 (a header that may embed the scene's definition).
    public static let versions = TraceRules.versions
    /// The longest key name, characters: it fits every key the app records — `scene=ID` (ids are at
    /// most 64 characters, `SceneDefinition.maximumIDLength`) and `feel.KEY=VALUE` from a tuner slider
    /// (the longest constant's key and any Double: 53) — so whatever the window records, replay takes
    /// (#26: a slider recorded `feel.pagingVelocityThreshold=730.0`, 35, over the old 32).
    public static let maximumKeyLength = TraceRules.maximumKeyLength
    /// The device ids a header may name: the one device table's (`Device`).
    public static let devices = Device.allCases.map(\.rawValue)

    /// The time of the last event (0 without events).
    public var duration: Double { events.last?.time ?? 0 }

    // MARK: - Writing

    /// The header line (no newline).
    public static func headerLine(_ h: Header) -> String {
        // Version 1 unless a definition is embedded: what old readers can read stays readable to them.
        var s = "{\"trace\":\(h.definition == nil ? 1 : 2),\"device\":\"\(h.device)\",\"scene\":\(JSONValue.quoted(h.scene)),\"hz\":\(h.hz)"
        if h.landscape { s += ",\"landscape\":true" }
        if let f = h.feel { s += ",\"feel\":" + String(decoding: FeelFile.encode(f, pretty: false), as: UTF8.self) }
        if let m = h.mapping { s += ",\"mapping\":" + m.json }
        if let d = h.definition { s += ",\"definition\":" + d.compactText() }
        return s + "}"
    }

    /// One event line (no newline). Numbers are written with full precision, so a trace round-trips
    /// bit for bit.
    public static func line(_ e: InputEvent) -> String {
        switch e {
        case .pointer(let p):
            return
                "{\"t\":\(num(p.time)),\"kind\":\"\(p.kind.rawValue)\",\"id\":\(p.id),\"x\":\(num(p.position.x)),\"y\":\(num(p.position.y))}"
        case .wheel(let pos, let d, let t):
            return "{\"t\":\(num(t)),\"kind\":\"wheel\",\"x\":\(num(pos.x)),\"y\":\(num(pos.y)),\"dx\":\(num(d.x)),\"dy\":\(num(d.y))}"
        case .key(let k, let t):
            return "{\"t\":\(num(t)),\"kind\":\"key\",\"key\":\(JSONValue.quoted(k))}"
        }
    }

    /// The whole trace as NDJSON.
    public func ndjson() -> String {
        var s = Self.headerLine(header) + "\n"
        for e in events { s += Self.line(e) + "\n" }
        return s
    }

    static func num(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    // MARK: - Reading

    /// A problem with a trace file: `path:line: what` (or `path: what` for the whole file).
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Parses and validates a trace. `path` only labels errors.
    public static func parse(_ data: Data, path: String) throws(ParseError) -> Trace {
        func fail(_ line: Int?, _ what: String) -> ParseError {
            ParseError(message: line.map { "\(path):\($0): \(what)" } ?? "\(path): \(what)")
        }
        if data.count > maximumSize {
            throw fail(nil, "trace is \(ByteCount.text(data.count)); the limit is \(ByteCount.text(maximumSize))")
        }
        // Counted before anything is split: a file of blank lines (64 MB of "\n") is refused at once.
        if lineCount(data, stoppingAfter: maximumLineCount) > maximumLineCount {
            throw fail(nil, "trace has more than \(maximumLineCount) lines (blank lines count); that is the limit")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw fail(nil, "not UTF-8 text") }
        // "\r\n" is one Character in Swift, so CRLF files (Windows editors) need their own separator.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, !first.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail(nil, "empty trace (no header line)")
        }
        let header = try parseHeader(first, fail: { fail(1, $0) })
        var events: [InputEvent] = []
        events.reserveCapacity(lines.count)
        var last = 0.0
        for (i, raw) in lines.enumerated().dropFirst() {
            let n = i + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let e: RawEvent = try decode(line, fail: { fail(n, $0) })
            // The rules and messages of every reader, the web module's too (TraceRules).
            if let problem = TraceRules.timeProblem(e.t, after: last) { throw fail(n, problem) }
            let t = e.t ?? 0
            last = t
            switch TraceRules.event(kind: e.kind, time: t, id: e.id, x: e.x, y: e.y, dx: e.dx, dy: e.dy, key: e.key) {
            case .success(let event): events.append(event)
            case .failure(let problem): throw fail(n, problem.message)
            }
        }
        return Trace(header: header, events: events)
    }

    /// One event line as written. Decoded with JSONDecoder, whose number parsing is correctly
    /// rounded (Linux's JSONSerialization is not: 0.28600000000000003 comes back as …014), so a
    /// trace replays the exact times it recorded.
    private struct RawEvent: Decodable {
        var t: Double?
        var kind: String?
        var id: Double?
        var x: Double?
        var y: Double?
        var dx: Double?
        var dy: Double?
        var key: String?
    }

    private struct RawHeader: Decodable {
        var trace: Double?
        var device: String?
        var scene: String?
        var hz: Double?
        var landscape: Bool?
        /// Read leniently: it only describes the trace, so a malformed one is dropped, not an error.
        var mapping: LenientMapping?
    }

    private struct LenientMapping: Decodable {
        var value: TraceMapping?
        init(from decoder: Decoder) throws { value = try? TraceMapping(from: decoder) }
    }

    /// The number of lines in `data` (a last line without a newline counts), counting no further
    /// than one past `limit`.
    static func lineCount(_ data: Data, stoppingAfter limit: Int) -> Int {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            guard var p = raw.baseAddress, raw.count > 0 else { return 0 }
            let end = p + raw.count
            var n = 0
            while p < end, n <= limit, let hit = memchr(p, 0x0A, end - p) {
                n += 1
                p = UnsafeRawPointer(hit) + 1
            }
            return p < end ? n + 1 : n
        }
    }

    /// Parses a trace file from disk.
    public static func load(_ path: String) throws(ParseError) -> Trace {
        try parse(try bytes(of: path), path: path)
    }

    /// The bytes of the trace file at `path`, read once (a report embeds exactly what it replays):
    /// only a regular file within `maximumSize` (`InputFile`, the one bounded read). Not noted in the
    /// run's `FileLedger`: a trace's path is checked against the outputs by `FileIdentity` up front.
    public static func bytes(of path: String) throws(ParseError) -> Data {
        do {
            return try InputFile.read(path, limit: maximumSize, what: "trace file", ledger: false)
        } catch {
            throw ParseError(message: "\(path): \(error.words("trace file", limit: maximumSize))")
        }
    }

    private static func parseHeader(_ raw: Substring, fail: (String) -> ParseError) throws(ParseError) -> Header {
        let line = raw.trimmingCharacters(in: .whitespaces)
        let h: RawHeader = try decode(line, maximumLength: maximumHeaderLength, maximumDepth: maximumHeaderDepth, fail: fail)
        // The embedded scene and the feel as `JSONValue`s (the one JSON path; `null` is absent). The
        // feel is read as a feel file is (`FeelFile.Spec`): the same checks, the same messages.
        let members = (try? JSONValue.read(line))?.object ?? [:]
        let definition = members["definition"].flatMap { $0 == .null ? nil : $0 }
        let feel = members["feel"].flatMap { $0 == .null ? nil : FeelFile.Spec(json: $0) }
        if let problem = TraceRules.versionProblem(h.trace) ?? TraceRules.headerProblem(device: h.device, scene: h.scene, hz: h.hz) {
            throw fail(problem)
        }
        guard let version = h.trace, let device = h.device, let scene = h.scene, let hz = h.hz else { throw fail("not a trace header") }
        if let p = feel?.problem { throw fail("feel: \(p)") }
        if definition != nil && version == 1 { throw fail("\"definition\" needs trace version 2") }
        if let d = definition, d.object == nil { throw fail("\"definition\" must be a scene definition (a JSON object)") }
        var header = Header(
            device: device, scene: scene, hz: Int(hz), landscape: h.landscape ?? false, feel: feel?.feel, mapping: h.mapping?.value,
            definition: definition)
        header.version = Int(version)
        return header
    }

    /// Decodes one line as `T`, refusing long lines and nesting first; maps decoding errors to the
    /// trace's messages.
    private static func decode<T: Decodable>(
        _ line: String, maximumLength: Int = maximumLineLength, maximumDepth: Int = 2, fail: (String) -> ParseError
    ) throws(ParseError) -> T {
        guard line.utf8.count <= maximumLength else { throw fail("line longer than \(maximumLength) bytes") }
        // Refuse deep nesting before parsing: a trace line is one flat object.
        var depth = 0
        var inString = false
        var escaped = false
        for c in line.utf8 {
            if inString {
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { inString = false }
                continue
            }
            if c == 0x22 {
                inString = true
            } else if c == 0x7B || c == 0x5B {
                depth += 1
                if depth > maximumDepth {
                    throw fail(
                        maximumDepth == 2
                            ? "nesting too deep (an event is one flat object)" : "nesting too deep (more than \(maximumDepth) levels)")
                }
            } else if c == 0x7D || c == 0x5D {
                depth -= 1
            }
        }
        // A key twice in one line is refused (JSONDecoder would keep one silently; #46 class 7). The
        // strict reader's other verdicts are left to the decoder's messages below.
        do throws(JSONSyntaxError) {
            _ = try JSONValue.read(line)
        } catch {
            if case .duplicateKey(let path) = error.kind { throw fail("\"\(path)\": duplicate key (a key appears once in an object)") }
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(line.utf8))
        } catch let DecodingError.typeMismatch(type, ctx) {
            guard let key = ctx.codingPath.last?.stringValue else { throw fail("expected a JSON object") }
            if type == Double.self { throw fail("\"\(key)\" is not a number") }
            if type == Bool.self { throw fail("\"\(key)\" must be true or false") }
            throw fail("\"\(key)\" is not a string")
        } catch let DecodingError.valueNotFound(_, ctx) {
            throw fail("\"\(ctx.codingPath.last?.stringValue ?? "?")\" is null")
        } catch {
            throw fail("malformed JSON")
        }
    }
}
