/// The members of a JSON object written from a model, field by field: an absent optional is left out,
/// a whole number is written as its digits (`JSONValue.numberText`). The one way the scene model and
/// its state become JSON on both targets (no Codable: Embedded Swift has none).
public struct JSONObjectWriter {
    public private(set) var members: [String: JSONValue] = [:]

    public init() {}

    /// The object written.
    public var value: JSONValue { .object(members) }

    public mutating func set(_ key: String, _ v: JSONValue?) { if let v { members[key] = v } }
    public mutating func set(_ key: String, _ v: String?) { set(key, v.map { JSONValue.string($0) }) }
    public mutating func set(_ key: String, _ v: Double?) { set(key, v.map { JSONValue.number($0) }) }
    public mutating func set(_ key: String, _ v: Int?) { set(key, v.map { JSONValue.number(Double($0)) }) }
    public mutating func set(_ key: String, _ v: Bool?) { set(key, v.map { JSONValue.bool($0) }) }
    public mutating func set(_ key: String, _ v: [String]?) { set(key, v.map { JSONValue.array($0.map { .string($0) }) }) }
    public mutating func set(_ key: String, _ v: [Double]?) { set(key, v.map { JSONValue.array($0.map { .number($0) }) }) }
    public mutating func set(_ key: String, _ v: [Int]?) { set(key, v.map { JSONValue.array($0.map { .number(Double($0)) }) }) }
    public mutating func set(_ key: String, _ v: [JSONValue]?) { set(key, v.map { JSONValue.array($0) }) }
}
