import Foundation
import ScrollCore

/// ScrollCore's JSON tree as `check` uses it: what an expectation file holds and what a state is
/// compared as. Read with ScrollCore's strict reader (`JSONValue.read`: correctly rounded, unlike
/// Linux's `JSONSerialization`; duplicate keys and trailing commas refused), written by
/// `ExpectationWriter` with sorted keys.
extension JSONValue {
    /// This tree with each non-finite number (a broken invariant) as the string `inf`, `-inf` or `nan`,
    /// so it shows in a diff and an expectation file can hold it.
    public var nonFiniteNamed: JSONValue {
        switch self {
        case .number(let n) where !n.isFinite: return .string(n.isNaN ? "nan" : n > 0 ? "inf" : "-inf")
        case .array(let a): return .array(a.map(\.nonFiniteNamed))
        case .object(let o): return .object(o.mapValues(\.nonFiniteNamed))
        default: return self
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    // `array` is ScrollCore's (JSONText.swift).

    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value as a diff line shows it: numbers as short as they round-trip, strings bare.
    public var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return Self.format(n)
        case .string(let s): return s
        case .array(let a): return "[\(a.count) items]"
        case .object: return String(decoding: ExpectationWriter.text(self, indent: nil).utf8, as: UTF8.self)
        }
    }

    /// An element of a sequence on one line: an event as `didEndDragging id=pager willDecelerate=true`
    /// (its name, then its other fields), anything else as its JSON.
    public var summary: String {
        guard let o = object, case .string(let name)? = o["name"] else { return shown }
        let rest = o.filter { $0.key != "name" }.sorted { ExpectationWriter.order($0.key, $1.key) }
        return ([name] + rest.map { "\($0.key)=\($0.value.shown)" }).joined(separator: " ")
    }

    /// A number written the shortest way that reads back the same: `812.5`, `3`, `0.0125`.
    public static func format(_ n: Double) -> String {
        if n == n.rounded() && abs(n) < 1e15 { return String(Int64(n)) }
        return n.description
    }
}
