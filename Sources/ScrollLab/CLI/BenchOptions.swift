/// `scrolllab bench [--json]`: performance figures (docs/PERFORMANCE.md).
public struct BenchOptions: ModeOptions {
    /// One JSON object instead of a table.
    public var json = false

    public init() {}

    public static var flags: [Flag<Self>] {
        [.toggle("--json", \.json, help: "one JSON object instead of a table")]
    }
}
