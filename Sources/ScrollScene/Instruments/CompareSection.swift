import ScrollCore
import ScrollDraw

/// `--compare` in the window: every lane's offset and velocity in one plot, with a legend (the feel's
/// colour, name and where it came to rest). Shown whenever there is more than one lane.
public struct CompareSection: PanelSection {
    public var lanes: [CompareGraph.Lane]
    public static let height = 260.0

    public init(lanes: [CompareGraph.Lane]) {
        self.lanes = lanes
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        CompareGraph.draw(lanes, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: Self.height), into: &list)
        return Self.height
    }
}
