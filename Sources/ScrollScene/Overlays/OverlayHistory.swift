import ScrollCore

/// Touch trails and graph samples the session keeps for the overlays (bounded; no growth).
public struct OverlayHistory: Sendable {
    public struct Sample: Sendable {
        public var time: Double
        public var offset: Double
        public var velocity: Double
    }

    /// Recent positions per pointer (the last `trailDuration` seconds).
    public var trails: [Int64: [(point: Point, time: Double)]] = [:]
    public static let trailDuration = 0.3
    /// Offset / velocity samples of the active scroll view, one per tick, the last `graphDuration` s.
    public var samples: [Sample] = []
    public var activeID: String?
    /// With `SceneSession.recordsGraph` (`--compare`): every scroll view's samples, by id, so a
    /// lane's graph can follow the view that moved whichever was active (`CompareGraph.lanes`).
    public var views: [String: [Sample]] = [:]
    public static let graphDuration = 3.0
    /// Frame times in milliseconds (the window reports them), newest last.
    public var frameTimes: [Double] = []
    public var droppedTicks = 0

    public init() {}
}
