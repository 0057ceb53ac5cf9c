#if !hasFeature(Embedded)
    import Foundation
#endif

/// Any JSON value, read strictly (a number is never a bool, nor a bool a number; `JSONValue.read`) with
/// correctly rounded numbers, so a value written back (`compactText()`, `prettyText()`) is the same value.
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
    // Foundation's `Data` in a native-only extension (the Embedded build reads and writes text).
    extension JSONValue {
        /// Reads `data` with the strict reader (`JSONValue.read`).
        public static func read(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
            let result = data.withUnsafeBytes { raw in
                Result { () throws(JSONSyntaxError) in try read(raw.bindMemory(to: UInt8.self)) }
            }
            return try result.get()
        }

        /// Compact JSON with sorted keys (`compactText()`): the same value always gives the same bytes.
        public func encoded() -> Data { Data(compactText().utf8) }
    }
#endif
