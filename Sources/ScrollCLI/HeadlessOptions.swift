import ScrollSession

/// `scrolllab --headless [options]`: no window, simulated time, no real-time waits.
public struct HeadlessOptions: ModeOptions {
    public var session = SessionOptions()
    /// Keep ticking after the trace until every animation is idle (at most `Sandbox.settleLimit`).
    public var settle = false
    /// Write the viewport as PNG (viewport × scale pixels).
    public var screenshot: String?
    /// Write what the window would show (phones, bezels, instrument panel) as PNG.
    public var workbenchScreenshot: String?
    /// Write the offset and velocity curves as SVG (docs/REPORT.md).
    public var plot: String?

    public init() {}

    /// The rows only `--headless` takes (after the shared ones in `flags`).
    static var ownFlags: [Flag<Self>] {
        [
            Flag("--headless", value: nil, help: "no window: simulated time, no real-time waits") { _, _ in },
            .toggle("--settle", \.settle, help: "keep ticking until every animation is idle (≤ 10 s simulated)"),
            .text("--screenshot", "FILE", \.screenshot, help: "write the viewport as PNG (viewport × scale pixels)"),
            .text(
                "--workbench-screenshot", "FILE", \.workbenchScreenshot,
                help: "write what the window shows (phone and instrument panel, read overlays too) as PNG"),
            .text("--plot", "FILE.svg", \.plot, help: "write the offset, zoom scale and velocity curves as SVG (docs/REPORT.md)"),
        ]
    }

    public static var flags: [Flag<Self>] { SessionOptions.flags.map { $0.lifted(\.session) } + ownFlags }

    public func validate() throws(UsageError) { try session.checkFeels() }

    public var inputFiles: [(String, String?)] { session.inputFiles }
    public var outputFiles: [(String, String?)] {
        [
            ("--screenshot", screenshot), ("--state", session.state), ("--plot", plot),
            ("--workbench-screenshot", workbenchScreenshot),
        ]
    }
}
