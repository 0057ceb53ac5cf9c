/// The scene's scrollable list as a browser page: the viewport (the list's visible frame), where
/// that frame sits in the trace's viewport (touches are moved by it), the document height that gives
/// the same scroll range, and where the list starts.
public struct ExportPage: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var originX: Double
    public var originY: Double
    /// The page's scrollable height: the viewport plus the list's scroll range.
    public var scrollHeight: Double
    /// The scroll position the list starts at (its offset above its minimum).
    public var startScroll: Double
    /// The scroll view it was taken from (`main`, …).
    public var listID: String

    public init(
        width: Double, height: Double, originX: Double, originY: Double, scrollHeight: Double, startScroll: Double, listID: String
    ) {
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.scrollHeight = scrollHeight
        self.startScroll = startScroll
        self.listID = listID
    }
}
