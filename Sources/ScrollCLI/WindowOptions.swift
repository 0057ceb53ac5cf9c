import ScrollSession

/// `scrolllab [options]`: the window, paced in real time.
public struct WindowOptions: ModeOptions {
    public var session = SessionOptions()
    /// Record every input event of the session as an NDJSON trace.
    public var record: String?
    /// Use SDL's software renderer (slower; pixel-identical to headless output).
    public var software = false
    /// A test hook: a finger script pushed through SDL's event queue (docs/TESTING.md).
    public var injectFingers: String?

    public init() {}

    /// The rows only the window takes (after the shared ones in `flags`).
    static var ownFlags: [Flag<Self>] {
        [
            .text("--record", "FILE", \.record, help: "record every input event of the session as an NDJSON trace"),
            .toggle("--software", \.software, help: "use SDL's software renderer in the window"),
            .text(
                "--inject-fingers", "FILE", \.injectFingers,
                help: "test hook: push FILE's finger events (DELAY down|move|up FINGER X Y) through SDL's queue (docs/TESTING.md)"),
        ]
    }

    public static var flags: [Flag<Self>] { SessionOptions.flags.map { $0.lifted(\.session) } + ownFlags }

    public func validate() throws(UsageError) { try session.checkFeels() }

    public var inputFiles: [(String, String?)] { session.inputFiles + [("--inject-fingers", injectFingers)] }
    public var outputFiles: [(String, String?)] { [("--record", record), ("--state", session.state)] }
}
