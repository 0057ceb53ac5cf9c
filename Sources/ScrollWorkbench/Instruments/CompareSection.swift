import ScrollCore
import ScrollDraw
import ScrollScene

/// `--compare` in the window: every lane's offset and velocity in one plot, with a legend (the feel's
/// colour, name and where it came to rest). Shown whenever there is more than one lane.
public struct CompareSection: PanelSection {
    public var lanes: [CompareGraph.Lane]
    /// The scroll view the lanes follow (named in the title).
    public var view: String?
    /// Height to leave below for the sections that follow: in a short window the plot shrinks (to
    /// `minimumHeight`) and the legend stays whole inside the box.
    public var leaves: Double
    public static let height = 260.0
    public static let minimumHeight = 150.0

    public init(lanes: [CompareGraph.Lane], view: String? = nil, leaves: Double = 0) {
        self.lanes = lanes
        self.view = view
        self.leaves = leaves
    }

    /// The section's height in `rect`.
    public func height(in rect: Rect) -> Double {
        min(Self.height, max(Self.minimumHeight, rect.height - leaves - InstrumentPanel.gap))
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let h = height(in: rect)
        CompareGraph.draw(lanes, view: view, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: h), into: &list)
        return h
    }
}
