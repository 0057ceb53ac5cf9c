/// One curve of a plot: data points (time in seconds, value), a name for the legend and the readout,
/// and a style slot (`s0`…`s7`; `dashed` for a second lane of a comparison).
public struct PlotSeries: Sendable {
    public var name: String
    public var style: Int
    public var dashed: Bool
    /// (time s, value), time non-decreasing.
    public var points: [(x: Double, y: Double)]

    public init(name: String, style: Int, dashed: Bool = false, points: [(x: Double, y: Double)]) {
        self.name = name
        self.style = style
        self.dashed = dashed
        self.points = points
    }

    /// The CSS class of the curve: `s0`…`s7`, plus `dashed`.
    public var cssClass: String { "curve s\(style % 8)" + (dashed ? " dashed" : "") }
}

/// A time span shaded behind the curves (a touch held down, a wheel pan).
public struct PlotBand: Equatable, Sendable {
    public var start: Double
    public var end: Double
    /// `touch` or `wheel` (the CSS class and the legend's words).
    public var kind: String
    public var label: String

    public init(start: Double, end: Double, kind: String, label: String) {
        self.start = start
        self.end = end
        self.kind = kind
        self.label = label
    }
}

/// A moment marked across the plot: a handoff (`handoff`, a dashed line with its label) or an arena
/// decision (`decision`, a short tick at the top).
public struct PlotMark: Equatable, Sendable {
    public var time: Double
    public var kind: String
    public var label: String

    public init(time: Double, kind: String, label: String) {
        self.time = time
        self.kind = kind
        self.label = label
    }
}
