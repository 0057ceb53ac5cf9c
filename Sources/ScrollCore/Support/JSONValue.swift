#if !hasFeature(Embedded)
    import Foundation
#endif

/// Any JSON value, decoded strictly (a number is never a bool, nor a bool a number) and with
/// JSONDecoder's correctly rounded numbers, so a value written back (`encoded()`) is the same value.
/// Scene files are checked field by field on this tree (ScrollScene's `SceneFieldCheck`), and a trace
/// header carries its scene definition as one (docs/TRACE.md).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The members of an object (nil for anything else).
    public var object: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// What the value is, for messages: `a number`, `text`, `true or false`, `an object`, …
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "text"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

#if !hasFeature(Embedded)
    // Codable in a native-only extension (Embedded Swift has no Codable); synthesis is not needed.
    extension JSONValue: Codable {
        public init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? c.decode(Double.self) {
                self = .number(n)
            } else if let s = try? c.decode(String.self) {
                self = .string(s)
            } else if let a = try? c.decode([JSONValue].self) {
                self = .array(a)
            } else {
                self = .object(try c.decode([String: JSONValue].self))
            }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .null: try c.encodeNil()
            case .bool(let b): try c.encode(b)
            case .number(let n): try c.encode(n)
            case .string(let s): try c.encode(s)
            case .array(let a): try c.encode(a)
            case .object(let o): try c.encode(o)
            }
        }

        /// Reads `data` with the strict reader (`JSONValue.read`).
        public static func read(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
            let result = data.withUnsafeBytes { raw in
                Result { () throws(JSONSyntaxError) in try read(raw.bindMemory(to: UInt8.self)) }
            }
            return try result.get()
        }

        /// Compact JSON with sorted keys: the same value always gives the same bytes.
        public func encoded() -> Data {
            let e = JSONEncoder()
            e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? e.encode(self)) ?? Data("null".utf8)
        }
    }
#endif
