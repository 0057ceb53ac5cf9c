import Foundation

/// Everything a report page shows, as plain data: ScrollLab fills it from a replay (frames, curves,
/// the arena's decisions, the final state) and `ReportPage` writes it as one HTML file.
public struct ReportDocument: Sendable {
    /// One encoded frame image, shared by every frame (and lane) that looks the same.
    public struct Image: Equatable, Sendable {
        /// `image/jpeg` or `image/png`.
        public var mime: String
        public var bytes: Data

        public init(mime: String, bytes: Data) {
            self.mime = mime
            self.bytes = bytes
        }
    }

    /// One phone shown side by side with the others: a feel of a comparison, or the only one.
    public struct Lane: Sendable {
        public var name: String
        /// Display size of the frames, CSS pixels (the viewport in points).
        public var width: Double
        public var height: Double
        /// When each frame starts showing (seconds, ascending) and which image it is.
        public var frameTimes: [Double] = []
        public var frameImages: [Int] = []
        /// The state JSON at the end of the replay (pretty-printed).
        public var finalState: String = "{}"

        public init(name: String, width: Double, height: Double) {
            self.name = name
            self.width = width
            self.height = height
        }
    }

    /// A plot and its data for the hover readout (every sample, not the down-sampled curve).
    public struct Chart: Sendable {
        public var id: String
        public var plot: LinePlot

        public init(id: String, plot: LinePlot) {
            self.id = id
            self.plot = plot
        }
    }

    /// The page's title (the scene id).
    public var title: String
    /// The header's facts, in order: scene, device, tick rate, feel, duration, version, frames…
    public var facts: [(String, String)]
    /// The command line that made the report.
    public var command: String
    /// The time span shown, seconds.
    public var duration: Double
    public var lanes: [Lane]
    public var images: [Image]
    public var charts: [Chart]
    public var decisions: [ArbitrationDecision]
    /// The trace file's exact bytes.
    public var trace: Data
    /// What the trace holds, one line (`profile · 15 · 120 Hz · 21 events`).
    public var traceSummary: String
    /// Whether the embedded trace is the file's with another scene definition in its header
    /// (`report --scene`), not the file byte for byte: the appendix says which.
    public var traceEdited = false
    /// The scene's definition as a scene file (pretty JSON), when known: the report carries its scene
    /// (`scrolllab report --extract-scene`).
    public var scene: Data?
    /// The scene's delegate events on the timeline (nil: no lane).
    public var events: EventLane?
    /// `--note` lines, shown under the heading.
    public var notes: [String] = []
    /// `report --live`: the web module's section (markup and scripts, made by the caller), shown after
    /// the player; nil without. The page then also lets WebAssembly run (`wasm-unsafe-eval`), nothing more.
    public var live: String?
    /// The text of each executable `<script>` element of `live`, as written: the page's policy allows
    /// exactly these (`ContentSecurityPolicy`), so nothing else in the section can run.
    public var liveScripts: [String] = []

    public init(
        title: String, facts: [(String, String)], command: String, duration: Double, lanes: [Lane], images: [Image],
        charts: [Chart], decisions: [ArbitrationDecision], trace: Data, traceSummary: String
    ) {
        self.title = title
        self.facts = facts
        self.command = command
        self.duration = duration
        self.lanes = lanes
        self.images = images
        self.charts = charts
        self.decisions = decisions
        self.trace = trace
        self.traceSummary = traceSummary
    }
}
