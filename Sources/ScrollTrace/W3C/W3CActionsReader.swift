import Foundation
import ScrollCore
import ScrollInput

/// W3C WebDriver Actions JSON as trace events: `{"actions": [source, …]}` (or the bare list). The
/// sources run in lockstep: tick i is every source's action i and lasts as long as its longest
/// `pause` or `pointerMove`. A pressed pointer's zero-duration `pointerMove` is one move at the
/// tick's start; one with a duration is interpolated in a straight line at 120 Hz, as drivers do,
/// ending on its point. `pointerDown` / `pointerUp` / `pointerCancel` happen at the tick's start
/// where the pointer is. A `wheel` source's `scroll` is one wheel event (deltas negated: W3C's
/// deltaY > 0 scrolls down). Origins `viewport` and `pointer`; an element origin cannot be resolved
/// here. Touch and pen pointers named `finger<N>` keep id N, others get the next free id from 1;
/// mouse pointers are id 0 (a second mouse source is an error). `key` and `none` sources only pause.
public enum W3CActionsReader {
    public struct Result: Sendable {
        public var events: [InputEvent]
        /// The `scrolllab` object of a file `export w3c` wrote: device, scene, hz, landscape.
        public var device: String?
        public var scene: String?
        public var hz: Int?
        public var landscape: Bool?
    }

    struct File: Decodable {
        var actions: [Source]
        var scrolllab: Meta?
    }

    struct Meta: Decodable {
        var device: String?
        var scene: String?
        var hz: Int?
        var landscape: Bool?
    }

    struct Source: Decodable {
        var type: String
        var id: String?
        var parameters: Parameters?
        var actions: [Action]
    }

    struct Parameters: Decodable { var pointerType: String? }

    struct Action: Decodable {
        var type: String
        var duration: Double?
        var x: Double?
        var y: Double?
        var deltaX: Double?
        var deltaY: Double?
        var origin: Origin?
    }

    enum Origin: Decodable, Equatable {
        case viewport, pointer, element
        init(from decoder: Decoder) throws {
            let s = try? decoder.singleValueContainer().decode(String.self)
            self = s == "pointer" ? .pointer : s == "viewport" ? .viewport : .element
        }
    }

    public static func read(_ data: Data) throws(ImportError) -> Result {
        let file: File
        // A bare list of sources, or the endpoint's body {"actions": [...]}.
        let isList = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "[")
        // A key twice in one object is refused, naming it (JSONDecoder would keep one silently; #46).
        do throws(JSONSyntaxError) {
            _ = try JSONValue.read([UInt8](data))
        } catch {
            if case .duplicateKey(let path) = error.kind {
                throw ImportError(line: error.line, "\(path): duplicate key (a key appears once in an object)")
            }
        }
        do {
            if isList {
                file = File(actions: try JSONDecoder().decode([Source].self, from: data), scrolllab: nil)
            } else {
                file = try JSONDecoder().decode(File.self, from: data)
            }
        } catch {
            throw ImportError(line: nil, "not W3C Actions JSON ({\"actions\": [sources]}): \(describe(error))")
        }
        let mice = file.actions.indices.filter { i in
            file.actions[i].type == "pointer" && (file.actions[i].parameters?.pointerType ?? "mouse") == "mouse"
        }
        if mice.count > 1 {
            let fix = #"give it "parameters": {"pointerType": "touch"}"#
            throw ImportError(line: nil, "actions[\(mice[1])]: a second mouse pointer (a trace has one mouse, id 0; \(fix))")
        }
        var sim = W3CActionsSimulation(ids: ids(file.actions))
        try sim.run(file.actions)
        let m = file.scrolllab
        return Result(events: sim.sorted(), device: m?.device, scene: m?.scene, hz: m?.hz, landscape: m?.landscape)
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let ctx):
            return "missing \"\(key.stringValue)\"" + (ctx.codingPath.isEmpty ? " (the top level)" : " at \(path(ctx.codingPath))")
        case DecodingError.typeMismatch(_, let ctx): return "wrong type at \(path(ctx.codingPath))"
        case DecodingError.valueNotFound(_, let ctx): return "null at \(path(ctx.codingPath))"
        default: return "malformed JSON"
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The trace id of every pointer source (nil for other sources).
    static func ids(_ sources: [Source]) -> [Int?] {
        var used = Set<Int>()
        var named: [Int?] = sources.map { s in
            guard s.type == "pointer" else { return nil }
            if (s.parameters?.pointerType ?? "mouse") == "mouse" { return 0 }
            guard let id = s.id, id.hasPrefix("finger"), let n = Int(id.dropFirst(6)), n != 0, !used.contains(n) else { return nil }
            used.insert(n)
            return n
        }
        var next = 1
        for (i, s) in sources.enumerated() where s.type == "pointer" && named[i] == nil {
            while used.contains(next) { next += 1 }
            named[i] = next
            used.insert(next)
        }
        return named
    }
}
