import ScrollFileAccess
import ScrollIO
import ScrollSession

/// The options of one mode (window, headless, bench, fuzz…): defaults, one table of flags, and the
/// checks between flags. `parse` reads arguments with the table; `--help` prints it.
public protocol ModeOptions: Equatable, Sendable {
    init()
    /// Every flag the mode takes, in `--help` order.
    static var flags: [Flag<Self>] { get }
    /// The one argument a mode may take without a flag (`report TRACE`); its `name` is the
    /// placeholder shown in `--help`. Nil (the default): every argument is a flag.
    static var positional: Flag<Self>? { get }
    /// How many arguments `positional` takes (`import FORMAT FILE`: 2; `check PATH…`: `Int.max`, every
    /// such argument); 1 by default.
    static var positionalCount: Int { get }
    /// Checks that involve several flags, after all were read (one line naming the problem).
    func validate() throws(UsageError)
    /// The files the mode reads, `(flag, path)` (nil paths skipped), and the files it writes: every
    /// output is checked against every input and every other output by identity
    /// (`FileIdentity.checkDistinct`, device + inode or resolved path) before any work, the same way
    /// for every mode (`ScrollLabMain.dispatch`).
    var inputFiles: [(String, String?)] { get }
    var outputFiles: [(String, String?)] { get }
}

extension ModeOptions {
    public func validate() throws(UsageError) {}
    public static var positional: Flag<Self>? { nil }
    public static var positionalCount: Int { 1 }
    public var inputFiles: [(String, String?)] { [] }
    public var outputFiles: [(String, String?)] { [] }

    /// The one identity check of the mode's files (see `inputFiles`); then the outputs are declared
    /// to the run's `FileLedger`, so a file found later (a scene of a `--scenes` folder, an image a
    /// scene names, the wasm module) that is one of them is refused when it is read, before any work.
    public func checkFiles() throws(UsageError) {
        try FileIdentity.checkDistinct(inputs: inputFiles, outputs: outputFiles)
        FileLedger.declareOutputs(outputFiles)
    }

    /// Reads `arguments` with `flags` (`--flag value`, `--flag=value`, switches), then validates.
    /// - Parameters:
    ///   - prefix: put before every message (`fuzz: `).
    ///   - unknown: the message for an argument no row knows.
    static func parse(
        _ arguments: [String], prefix: String = "", unknown: (String) -> String
    ) throws(UsageError) -> Self {
        var options = Self()
        let table = flags
        var positional = Self.positional
        var positionals = 0
        var i = 0
        while i < arguments.count {
            if let p = positional, !arguments[i].hasPrefix("-") || arguments[i] == "-" {
                do { try p.apply(&options, arguments[i]) } catch { throw UsageError(prefix + error.message) }
                positionals += 1
                if positionals >= positionalCount { positional = nil }
                i += 1
                continue
            }
            var name = arguments[i]
            var inline: String?
            if name.hasPrefix("--"), let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let flag = table.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                throw UsageError(prefix + unknown(name))
            }
            var value = ""
            if flag.value == nil {
                if inline != nil { throw UsageError("\(prefix)\(name) takes no value") }
            } else if let inline {
                value = inline
            } else {
                i += 1
                // A value never starts with "--" ("-" alone is a value: stdin/stdout by convention).
                guard i < arguments.count, !arguments[i].hasPrefix("--") || arguments[i] == "-" else {
                    throw UsageError("\(prefix)\(name) needs a value")
                }
                value = arguments[i]
            }
            do { try flag.apply(&options, value) } catch { throw UsageError(prefix + error.message) }
            i += 1
        }
        do { try options.validate() } catch { throw UsageError(prefix + error.message) }
        return options
    }

    /// `--help` lines for `flags`: usage padded to a column, then the help text.
    static func helpLines(_ flags: [Flag<Self>]? = nil) -> [String] {
        ((positional.map { [$0] } ?? []) + (flags ?? self.flags)).map { f in
            let usage = ([f.usage] + f.aliases).joined(separator: ", ")
            return "  " + usage.padding(toLength: max(usage.count + 1, 21), withPad: " ", startingAt: 0) + f.help
        }
    }
}
