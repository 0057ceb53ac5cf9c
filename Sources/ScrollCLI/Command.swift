import ScrollSession

/// What `scrolllab` was asked to do: one case per mode, each with its own options type.
///
/// Modes are rows of `Command.subcommands` (`bench`, `fuzz`, … — the first argument) plus the session
/// forms `scrolllab [options]` (window) and `scrolllab --headless [options]`. Adding a mode is one
/// options type, one case here, one row in `subcommands` and one line in `ScrollLabMain.dispatch`
/// (docs/CLI.md, "Adding a mode or a flag").
public enum Command: Equatable, Sendable {
    case window(WindowOptions)
    case headless(HeadlessOptions)
    case bench(BenchOptions)
    case fuzz(FuzzOptions)
    case report(ReportOptions)
    case check(CheckOptions)
    case importGesture(ImportOptions)
    case export(ExportOptions)
    case predict(PredictOptions)
    case listScenes(ListScenesOptions)
    /// `scrolllab --version`: the version reports show.
    case version
    case feelExport(FeelExportOptions)
    case web(WebOptions)
    /// Print this text and exit 0.
    case help(String)

    /// A mode named by the first argument: its name, a one-line summary and its parser.
    struct Subcommand {
        let name: String
        let summary: String
        let helpLines: [String]
        let parse: ([String]) throws(UsageError) -> Command

        init<O: ModeOptions>(_ name: String, _ summary: String, _: O.Type, _ wrap: @escaping (O) -> Command) {
            self.name = name
            self.summary = summary
            helpLines = O.helpLines()
            let takes = O.flags.map(\.name)
            let list = takes.count == 1 ? "only \(takes[0])" : takes.joined(separator: ", ")
            parse = { (arguments) throws(UsageError) in
                try wrap(O.parse(arguments, prefix: "\(name): ") { "unknown option '\($0)' (\(name) takes \(list))" })
            }
        }
    }

    /// The modes named by a first argument, in `--help` order.
    static var subcommands: [Subcommand] {
        [
            Subcommand("bench", "performance figures (docs/PERFORMANCE.md)", BenchOptions.self, Command.bench),
            Subcommand("fuzz", "random input checked against every invariant", FuzzOptions.self, Command.fuzz),
            Subcommand("report", "a trace as one self-contained HTML page (docs/REPORT.md)", ReportOptions.self, Command.report),
            Subcommand("check", "traces replayed against their expectation files (docs/CHECK.md)", CheckOptions.self, Command.check),
            Subcommand(
                "import", "a gesture from getevent, libinput, evemu or W3C Actions as a trace", ImportOptions.self, Command.importGesture),
            Subcommand("export", "a trace as a CDP script, W3C Actions, XCUITest or Android code", ExportOptions.self, Command.export),
            Subcommand(
                "predict", "per feel: a gesture's release velocity, fling and rest (docs/PREDICT.md)", PredictOptions.self, Command.predict),
            Subcommand("feel export", "a feel as code for another platform (docs/FEEL.md)", FeelExportOptions.self, Command.feelExport),
            Subcommand("web", "the core and scenes as WebAssembly in one page (docs/WEB.md)", WebOptions.self, Command.web),
        ]
    }

    /// Refuses an output that names an input or another output (`ModeOptions.checkFiles`).
    public func checkFiles() throws(UsageError) {
        switch self {
        case .window(let o): try o.checkFiles()
        case .headless(let o): try o.checkFiles()
        case .bench(let o): try o.checkFiles()
        case .fuzz(let o): try o.checkFiles()
        case .report(let o): try o.checkFiles()
        case .check(let o): try o.checkFiles()
        case .feelExport(let o): try o.checkFiles()
        case .importGesture(let o): try o.checkFiles()
        case .export(let o): try o.checkFiles()
        case .predict(let o): try o.checkFiles()
        case .web(let o): try o.checkFiles()
        case .listScenes, .help, .version: break
        }
    }

    /// Parses `arguments` (without the program name).
    /// - Throws: `UsageError` naming the first problem.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        // A mode's name is one word or two (`feel export`).
        if let sub = subcommands.first(where: { arguments.starts(with: $0.name.split(separator: " ").map(String.init)) }) {
            let rest = Array(arguments.dropFirst(sub.name.split(separator: " ").count))
            if rest.contains("--help") || rest.contains("-h") {
                return .help((["Usage: scrolllab \(sub.name) [options] — \(sub.summary)", ""] + sub.helpLines).joined(separator: "\n"))
            }
            return try sub.parse(rest)
        }
        if arguments.first == "feel" {
            throw UsageError("feel: the only verb is export: scrolllab feel export --target T FEEL --out FILE")
        }
        // The flags that pick the form, wherever they are (a value never starts with "--").
        let names = Set(arguments.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 })
        if names.contains("--help") || names.contains("-h") {
            return .help(names.contains("--headless") ? headlessHelp : help)
        }
        if names.contains("--version") { return .version }
        if names.contains("--list-scenes") {
            return try .listScenes(
                ListScenesOptions.parse(arguments) { "unknown option '\($0)' (--list-scenes takes --scenes DIR and --scene FILE)" })
        }
        if names.contains("--headless") {
            return try .headless(
                HeadlessOptions.parse(arguments) {
                    unknown($0, elsewhere: WindowOptions.ownFlags, "is for the window; it cannot be used with --headless")
                })
        }
        return try .window(WindowOptions.parse(arguments) { unknown($0, elsewhere: HeadlessOptions.ownFlags, "needs --headless") })
    }

    /// The message for an argument the session table does not know: a hint when the other session
    /// mode takes it.
    static func unknown<O>(_ argument: String, elsewhere: [Flag<O>], _ hint: String) -> String {
        if elsewhere.contains(where: { $0.name == argument }) { return "\(argument) \(hint)" }
        if argument.hasPrefix("-") { return "unknown option '\(argument)'; see scrolllab --help" }
        return "unexpected argument '\(argument)'; see scrolllab --help"
    }
}
