/// `scrolllab bench [--json] [--window]`: performance figures (docs/PERFORMANCE.md).
public struct BenchOptions: ModeOptions {
    /// One JSON object instead of a table.
    public var json = false
    /// The window figures (a real SDL window per renderer; needs a display) instead of the headless ones.
    public var window = false

    public init() {}

    public static var flags: [Flag<Self>] {
        [
            .toggle("--json", \.json, help: "one JSON object instead of a table"),
            .toggle("--window", \.window, help: "window figures: a real window with each renderer (needs a display)"),
        ]
    }
}
