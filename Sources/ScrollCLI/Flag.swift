import ScrollSession

/// One row of a command-line table: the flag, the name of its value (nil for a switch), one help line,
/// and what it does to the mode's options. A mode's `flags` table is a list of these rows; the parser
/// reads arguments with it and `--help` prints it, so adding a flag is adding one row (docs/CLI.md).
public struct Flag<Options> {
    /// `--scene`; a second spelling (`-h`) goes in `aliases`.
    public let name: String
    public let aliases: [String]
    /// The value's placeholder in `--help` (`ID`, `FILE`); nil for a switch, which takes no value.
    public let value: String?
    public let help: String
    /// Applies the flag to the options; `value` is "" for a switch. Throws a message without the
    /// mode's prefix (the parser adds `fuzz: `).
    let apply: (inout Options, String) throws(UsageError) -> Void

    /// A flag with a hand-written action; prefer the typed rows below.
    public init(
        _ name: String, aliases: [String] = [], value: String?, help: String,
        apply: @escaping (inout Options, String) throws(UsageError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// `--name value` or `--name`, as shown in `--help`.
    public var usage: String { value.map { "\(name) \($0)" } ?? name }

    /// The same row for options that hold these options at `path` (shared rows of several modes).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Options>) -> Flag<Outer> {
        let apply = self.apply
        return Flag<Outer>(name, aliases: aliases, value: value, help: help) { (outer, v) throws(UsageError) in
            try apply(&outer[keyPath: path], v)
        }
    }
}

extension Flag {
    /// A switch: `--landscape` sets `path` to true.
    public static func toggle(_ name: String, _ path: WritableKeyPath<Options, Bool>, help: String) -> Flag {
        Flag(name, value: nil, help: help) { o, _ in o[keyPath: path] = true }
    }

    /// A free text value (a file, a folder, an id).
    public static func text(
        _ name: String, _ placeholder: String, _ path: WritableKeyPath<Options, String?>, help: String
    ) -> Flag {
        Flag(name, value: placeholder, help: help) { o, v in o[keyPath: path] = v }
    }

    /// One of a few spellings: `--hz 60|120`. The error lists them: `--hz must be 60 or 120 (got '90')`.
    public static func choice<Value>(
        _ name: String, _ path: WritableKeyPath<Options, Value>, _ choices: KeyValuePairs<String, Value>,
        placeholder: String? = nil, help: String
    ) -> Flag {
        let spellings = choices.map(\.key)
        let choices = Array(choices)
        return Flag(name, value: placeholder ?? spellings.joined(separator: "|"), help: help) { (o, v) throws(UsageError) in
            guard let match = choices.first(where: { $0.key == v }) else {
                throw UsageError("\(name) must be \(Self.list(spellings)) (got '\(v)')")
            }
            o[keyPath: path] = match.value
        }
    }

    /// A number in `range`: `--events must be between 1 and 100000000 (got 'x')`.
    public static func number<Value: LosslessStringConvertible & Comparable>(
        _ name: String, _ placeholder: String, _ path: WritableKeyPath<Options, Value>, in range: ClosedRange<Value>,
        help: String
    ) -> Flag {
        Flag(name, value: placeholder, help: help) { (o, v) throws(UsageError) in
            guard let n = Value(v), range.contains(n) else {
                throw UsageError("\(name) must be between \(range.lowerBound) and \(range.upperBound) (got '\(v)')")
            }
            o[keyPath: path] = n
        }
    }

    /// "a, b or c".
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
